import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '../../../schemas/locale-codes';

/** Cookie remembering the last locale the visitor used, read when an unprefixed path is opened. */
export const LOCALE_COOKIE = 'rh_locale';
/** How long the locale is remembered (a year). */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** A pathname split into its locale segment (if any) and the rest, which always starts with `/`. */
export interface SplitPath {
  locale: Locale | null;
  rest: string;
}

/** `/de/pokies/all` -> `{ locale: 'de', rest: '/pokies/all' }`; `/pokies` -> `{ locale: null, rest: '/pokies' }`. */
export function splitLocale(pathname: string): SplitPath {
  const segment = pathname.split('/')[1];
  if (isLocale(segment)) {
    const rest = pathname.slice(segment.length + 1);
    return { locale: segment, rest: rest === '' ? '/' : rest };
  }
  return { locale: null, rest: pathname === '' ? '/' : pathname };
}

/** The locale-less path of a pathname (`/de/profile` -> `/profile`). */
export function stripLocale(pathname: string): string {
  return splitLocale(pathname).rest;
}

/** A site path in one locale: `localePath('de', '/pokies/all')` -> `/de/pokies/all`; `/` -> `/de`. */
export function localePath(locale: Locale, path: string): string {
  const rest = path.startsWith('/') ? path : `/${path}`;
  return rest === '/' ? `/${locale}` : `/${locale}${rest}`;
}

/**
 * The language link of spec P1: `/{localeCode}{currentPath}` keeping the query and hash. `pathname`
 * may carry the current locale prefix, which is replaced.
 */
export function switchLocaleHref(target: Locale, pathname: string, search = '', hash = ''): string {
  const q = search && !search.startsWith('?') ? `?${search}` : search;
  const h = hash && !hash.startsWith('#') ? `#${hash}` : hash;
  return `${localePath(target, stripLocale(pathname))}${q}${h}`;
}

/**
 * The best locale for an unprefixed request: the remembered cookie, else the Accept-Language
 * header (exact tag first, then a regional variant of the same language), else English.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined, cookie?: string | null): Locale {
  if (isLocale(cookie)) return cookie;
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const wanted = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.find((p) => p.trim().startsWith('q='));
      const q = qParam ? Number(qParam.trim().slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((w) => w.tag && w.tag !== '*' && w.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const byLower = new Map(LOCALES.map((l) => [l.toLowerCase(), l] as const));
  // Norwegian is also sent as nb or nn by browsers.
  const alias: Record<string, Locale> = { nb: 'no', nn: 'no', 'nb-no': 'no', 'nn-no': 'no', fr: 'fr-CA' };
  for (const w of wanted) {
    const exact = byLower.get(w.tag) ?? alias[w.tag];
    if (exact) return exact;
    const base = w.tag.split('-')[0] ?? '';
    const viaBase = byLower.get(base) ?? alias[base];
    if (viaBase) return viaBase;
  }
  return DEFAULT_LOCALE;
}
