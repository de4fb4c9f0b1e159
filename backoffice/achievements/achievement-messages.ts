import type { Locale } from '../../schemas/locales';
import en from '../../messages/en/achievements.json';
import de from '../../messages/de/achievements.json';
import enAU from '../../messages/en-AU/achievements.json';
import enCA from '../../messages/en-CA/achievements.json';
import enNZ from '../../messages/en-NZ/achievements.json';
import frCA from '../../messages/fr-CA/achievements.json';
import no from '../../messages/no/achievements.json';
import it from '../../messages/it/achievements.json';
import et from '../../messages/et/achievements.json';

/** The site's achievements texts (the badge card's), for the preview: the card reads as the player's site writes it in each locale. */
export const ACHIEVEMENT_CATALOGS: Record<Locale, Record<string, string>> = { en, de, 'en-AU': enAU, 'en-CA': enCA, 'en-NZ': enNZ, 'fr-CA': frCA, no, it, et };
