/** A country as a select shows it. */
export interface CountryOption {
  value: string;
  label: string;
}

/**
 * The countries of a select, named in the page's language (the browser's and Node's ICU data, so
 * no catalog carries 249 names per locale) and sorted the way that language sorts. `fallbackName`
 * is used where ICU has no name for a code (the platform's English one), else the code itself.
 */
export function countryOptions(countries: readonly { code: string; name?: string }[], locale: string): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  return countries.map((c) => ({ value: c.code, label: names.of(c.code) ?? c.name ?? c.code })).sort((a, b) => a.label.localeCompare(b.label, locale));
}
