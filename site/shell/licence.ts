import type { Locale } from '../../schemas/locales';

/** The two licences of spec P1. */
export type Licence = 'curacao' | 'estonia';

/**
 * Spec P1: the Curacao-type licence applies when the locale is not Australian English and the
 * visitor is not geo-restricted; otherwise the Estonia licence. The copyright line and the session
 * timer depend on it. (Kept here until a shared `schemas/licence.ts` exists.)
 */
export function licenceFor(locale: Locale, geoRestricted: boolean): Licence {
  return locale !== 'en-AU' && !geoRestricted ? 'curacao' : 'estonia';
}
