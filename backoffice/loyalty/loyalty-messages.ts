import type { Locale } from '../../schemas/locales';
import en from '../../messages/en/loyalty.json';
import de from '../../messages/de/loyalty.json';
import enAU from '../../messages/en-AU/loyalty.json';
import enCA from '../../messages/en-CA/loyalty.json';
import enNZ from '../../messages/en-NZ/loyalty.json';
import frCA from '../../messages/fr-CA/loyalty.json';
import no from '../../messages/no/loyalty.json';
import it from '../../messages/it/loyalty.json';
import et from '../../messages/et/loyalty.json';

/** The site's shop texts (the card's), for the card preview: the card reads as the player's site writes it. */
export const LOYALTY_CATALOGS: Record<Locale, Record<string, string>> = { en, de, 'en-AU': enAU, 'en-CA': enCA, 'en-NZ': enNZ, 'fr-CA': frCA, no, it, et };
