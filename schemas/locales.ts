import { z } from 'zod';

/** The 9 locales of spec P1; `en` is the default and the catalog every other must match. */
export const LOCALES = ['en', 'de', 'en-AU', 'en-CA', 'en-NZ', 'fr-CA', 'no', 'it', 'et'] as const;
export const DEFAULT_LOCALE = 'en' as const;
export const LocaleSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof LocaleSchema>;

export function isLocale(v: string | undefined | null): v is Locale {
  return !!v && (LOCALES as readonly string[]).includes(v);
}
