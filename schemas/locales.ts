import { z } from 'zod';
import { LOCALES } from './locale-codes';

export { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from './locale-codes';

/** A locale code of spec P1 (the codes themselves live in locale-codes.ts, free of zod). */
export const LocaleSchema = z.enum(LOCALES);
