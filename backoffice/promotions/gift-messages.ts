import type { Locale } from '../../schemas/locales';
import en from '../../messages/en/gifts.json';
import de from '../../messages/de/gifts.json';
import enAU from '../../messages/en-AU/gifts.json';
import enCA from '../../messages/en-CA/gifts.json';
import enNZ from '../../messages/en-NZ/gifts.json';
import frCA from '../../messages/fr-CA/gifts.json';
import no from '../../messages/no/gifts.json';
import it from '../../messages/it/gifts.json';
import et from '../../messages/et/gifts.json';

/** The site's gifts texts (the card's), for the template preview: the card reads as the player's site writes it. */
export const GIFT_CATALOGS: Record<Locale, Record<string, string>> = { en, de, 'en-AU': enAU, 'en-CA': enCA, 'en-NZ': enNZ, 'fr-CA': frCA, no, it, et };
