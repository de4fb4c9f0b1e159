import type { Locale } from '../../../schemas/locales';

/**
 * Each locale's name in its own language, for the language select. Endonyms are not translated:
 * a reader looks for their own language's name.
 */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  'en-AU': 'English (Australia)',
  'en-CA': 'English (Canada)',
  'en-NZ': 'English (New Zealand)',
  'fr-CA': 'Français (Canada)',
  no: 'Norsk',
  it: 'Italiano',
  et: 'Eesti',
};
