/**
 * House rules for the texts of the non-English languages, shared by the catalog test
 * (catalogs.test.ts) and the seeded content's test (platform/cms/seed): which texts may read the
 * same as English, and which form of address each language uses with players (and staff).
 */

/** The non-English languages, by the locale that reads them (fr-CA is the one French). */
export const TRANSLATED_LOCALES = ['de', 'et', 'fr-CA', 'it', 'no'] as const;
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/**
 * Texts every language writes as English does: the brand, names of products, mechanics and
 * standards that casinos leave untranslated, codes, and the unit symbol of minutes.
 */
const EVERYWHERE = [
  'Reelhouse',
  'ID',
  'IBAN',
  'VIP',
  'RTP',
  'meta.json',
  'Slug',
  // The affiliate tag's own name (spec P7 `stag`), as affiliate networks write it in every language.
  'Stag',
  'Jackpot',
  'Drops',
  'Drops & Wins',
  'Drops & Wins Live',
  'Megaways',
  'Hold and Win',
  '{n} min',
];

/**
 * Per language, the words that language spells exactly as English (checked one by one: each is
 * the word a native casino site uses there, not an English leftover).
 */
const SAME_IN: Record<TranslatedLocale, readonly string[]> = {
  de: [
    'Name',
    'Status',
    'Version',
    'Version {version}',
    'Version {version}: {title}',
    'Live',
    'Slots',
    'Snippets',
    'Snippet: {key}',
    'Banner {id}',
    'Position in {location}',
    'Widget',
    'Marketing',
    'Bank',
    'Limits',
    'Limit',
    'Level',
    'Bonus',
    'MM',
    'Top',
    'Demo',
    'Lobby',
    'Support',
    'Cookies',
    'Text',
    'Orange',
    'Bar',
    'Wild',
    'Amethyst',
    'Details: {message}',
    'Finalist',
    'Gold',
    'Bronze',
    'Jackpots',
  ],
  et: ['Live', 'Demo', 'Top', 'Number', 'Melon', 'Finalist'],
  'fr-CA': [
    'Marketing',
    'Version',
    'Versions',
    'Version {version}',
    'Widget',
    'Bonus',
    'MM',
    'Top',
    'Lobby',
    'Orange',
    'Bar',
    'Melon',
    'Action',
    'Actions',
    'Destination',
    'Pages',
    'Collection',
    'Description',
    'Menu',
    'Image',
    'Document',
    'Type',
    'Crypto',
    'Total',
    'Mode',
    'Notifications',
    '{minutes} minutes',
    'Bronze',
    'Jackpots',
    'Points',
    'Description ({locale})',
  ],
  it: ['Marketing', 'Live', 'Widget', 'Banner {id}', 'Bonus', 'MM', 'Top', 'Demo', 'Lobby', 'Bar', 'Menu', 'E-mail', 'Nickname', 'Password', 'No', 'File'],
  no: ['Status', 'Live', 'Bank', 'Bonus', 'MM', 'DD', 'Demo', 'Lobby', 'Widget', 'Banner {id}', 'Bar', 'Wild', 'Melon', 'Type', 'Administrator', 'Finalist'],
};

/** Whether `text` may be the same as its English original in `locale`. */
export function mayEqualEnglish(locale: TranslatedLocale, text: string): boolean {
  const t = text.trim();
  // Only arguments, figures and punctuation ("{min} – {max}", "{title} ({mode})"): nothing to translate.
  if (!/\p{L}/u.test(t.replace(/\{[^{}]*\}/g, ''))) return true;
  return EVERYWHERE.includes(t) || SAME_IN[locale].includes(t);
}

/**
 * The form of address of each language and the words of the other form. German, Norwegian,
 * Italian and Estonian casinos say du / du / tu / sina to players; Canadian French says vous.
 *
 * German: a sentence may not start with "Sie" or "Ihr" meaning they / their either: a reader
 * cannot tell it from the formal address (write "Diese …", "Das Limit …" instead).
 */
export const ADDRESS: Record<TranslatedLocale, { form: string; other: RegExp }> = {
  de: { form: 'du', other: /\b(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b/ },
  // tu and its forms as words of their own or after a hyphen (connecte-toi), and the elided t’.
  'fr-CA': { form: 'vous', other: /(?<![\p{L}’'])(?:(?:tu|toi|ton|ta|tes|te)(?![\p{L}’'])|t[’'](?=\p{L}))/iu },
  it: { form: 'tu', other: /\b(Lei|La preghiamo|Le chiediamo|Suo|Sua|Suoi|Sue)\b/ },
  no: { form: 'du', other: /\b(Dem|Deres)\b/ },
  // Estonian's formal address is the plural: teie / te and the -ge / -ke imperatives of UI verbs.
  et: {
    form: 'sina',
    other:
      /(?<![\p{L}])(Teie|teie|Teid|teid|Teile|teile|Sisestage|sisestage|Proovige|proovige|Oodake|oodake|Valige|valige|Vajutage|vajutage|Klõpsake|klõpsake|Kontrollige|kontrollige|Skannige|skannige|Lisage|lisage|Kasutage|kasutage|Salvestage|salvestage|Kinnitage|kinnitage|Avage|avage|Looge|looge|Laadige|laadige)(?![\p{L}])/u,
  },
};

/** The first word of the other form of address in `text`, or null. */
export function otherAddress(locale: TranslatedLocale, text: string): string | null {
  return ADDRESS[locale].other.exec(text)?.[0] ?? null;
}
