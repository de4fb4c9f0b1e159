/**
 * The locale codes without their zod schema (schemas/locales.ts adds it), so the site's
 * first-load code (locale paths, the not-found page) can use them without loading zod.
 */

/** The 9 locales of spec P1; `en` is the default and the catalog every other must match. */
export const LOCALES = ['en', 'de', 'en-AU', 'en-CA', 'en-NZ', 'fr-CA', 'no', 'it', 'et'] as const;
export const DEFAULT_LOCALE = 'en' as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(v: string | undefined | null): v is Locale {
  return !!v && (LOCALES as readonly string[]).includes(v);
}
