import type { Locale } from '../../schemas/locales';
import { hostInList } from './hosts';

/** The two licences of spec P1. */
export type Licence = 'curacao' | 'estonia';

/** The host a page is served on and the hosts that serve the Estonian licence (`ESTONIA_LICENCE_HOSTS`). */
export interface LicenceHost {
  /** The request's host (X-Forwarded-Host or Host; port and case ignored). */
  host: string | null | undefined;
  /** Entries as `hostInList` reads them: `ee.example.com`, `*.ee.example.com`. */
  estoniaHosts: readonly string[];
}

/**
 * Spec P1 (the licence is "selected by host and user geography"): a host listed as serving the
 * Estonian licence always serves it, whoever visits, since that site operates under the Estonian
 * licence alone. On any other host the Curacao-type licence applies when the locale is not
 * Australian English and the visitor is not geo-restricted; otherwise the Estonia licence. The
 * copyright line, the session timer and the sign-up age depend on it. What counts as
 * geo-restricted is `isGeoRestricted` below. Without `site` (a client part outside the server's
 * decision) the host rule is left out.
 */
export function licenceFor(locale: Locale, geoRestricted: boolean, site?: LicenceHost): Licence {
  if (site && hostInList(site.host, site.estoniaHosts)) return 'estonia';
  return locale !== 'en-AU' && !geoRestricted ? 'curacao' : 'estonia';
}

/** What the platform says of the visitor (GET /client-context), as far as the licence needs it. */
export interface VisitorGeoFacts {
  /** ISO country of the visitor's IP, or null while unknown. */
  country: string | null;
  /** The platform's own licence for this visitor: `EE` for Estonian visitors (platform/info/geo.ts). */
  license?: string | null;
  loginRestricted: boolean;
  registrationRestricted: boolean;
}

/**
 * A visitor is geo-restricted for the licence choice when the platform places them under the
 * Estonian licence (an Estonian IP) or when their country may not sign in or register: a
 * Curacao-licensed offer may not be made there, so such visitors see the stricter Estonian
 * terms (session timer, 21+ wording) instead.
 */
export function isGeoRestricted(geo: VisitorGeoFacts): boolean {
  return geo.license === 'EE' || geo.loginRestricted || geo.registrationRestricted;
}

/** Player groups of the testers (spec P6: 21 and 916). */
export const TESTER_GROUPS: readonly number[] = [21, 916];

/** True when one of the player's groups (P3 `statuses`) is a tester group. */
export function isTester(statuses: readonly { id: number }[] | null | undefined): boolean {
  return !!statuses?.some((s) => TESTER_GROUPS.includes(s.id));
}

/**
 * The note the copyright line carries beside its licence sentence (spec P2: the line varies by
 * licence, user group, locale or geography). The first matching rule wins, most specific first:
 *
 * | rule | note |
 * | --- | --- |
 * | group: the player is a tester (21, 916) | `tester` |
 * | geo: Estonia licence and an Estonian IP | `estoniaResident` |
 * | locale: Estonia licence and en-AU | `australia` |
 * | geo: Curacao licence and a Canadian IP | `canada` (not offered in Ontario) |
 * | otherwise | none: the licence sentence alone |
 *
 * The licence sentence itself is `shell.footer.copyright.{licence}`.
 */
export type CopyrightNote = 'tester' | 'estoniaResident' | 'australia' | 'canada';

export interface CopyrightInput {
  licence: Licence;
  locale: Locale;
  country: string | null;
  statuses?: readonly { id: number }[] | null;
}

export function copyrightNote({ licence, locale, country, statuses }: CopyrightInput): CopyrightNote | null {
  if (isTester(statuses)) return 'tester';
  if (licence === 'estonia' && country === 'EE') return 'estoniaResident';
  if (licence === 'estonia' && locale === 'en-AU') return 'australia';
  if (licence === 'curacao' && country === 'CA') return 'canada';
  return null;
}

/** The message ids of the copyright line: the licence sentence and the note, if any. */
export function copyrightMessageIds(input: CopyrightInput): { sentence: string; note: string | null } {
  const note = copyrightNote(input);
  return { sentence: `shell.footer.copyright.${input.licence}`, note: note ? `licence.copyright.${note}` : null };
}
