import { DEFAULT_LOCALE, isLocale, type Locale } from '../schemas/locales';
import en from '../messages/en/backoffice.json';
import de from '../messages/de/backoffice.json';
import enAU from '../messages/en-AU/backoffice.json';
import enCA from '../messages/en-CA/backoffice.json';
import enNZ from '../messages/en-NZ/backoffice.json';
import frCA from '../messages/fr-CA/backoffice.json';
import no from '../messages/no/backoffice.json';
import it from '../messages/it/backoffice.json';
import et from '../messages/et/backoffice.json';

/**
 * The back office's catalogs, bundled: staff switch language on the client (`?lang=` or the
 * select) without a locale prefix in the URL, and the catalogs are a few kilobytes in all.
 */
export const BACKOFFICE_CATALOGS: Record<Locale, Record<string, string>> = {
  en,
  de,
  'en-AU': enAU,
  'en-CA': enCA,
  'en-NZ': enNZ,
  'fr-CA': frCA,
  no,
  it,
  et,
};

/** Cookie remembering the staff member's language choice between visits. */
export const BACKOFFICE_LANG_COOKIE = 'rh_bo_lang';

/** First valid locale of the candidates (query, cookie), else English. */
export function pickLocale(...candidates: Array<string | null | undefined>): Locale {
  return candidates.find((c): c is Locale => isLocale(c)) ?? DEFAULT_LOCALE;
}
