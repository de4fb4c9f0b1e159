import { describe, expect, it } from 'vitest';
import { mayEqualEnglish, otherAddress, type TranslatedLocale } from '../../../messages/style';
import { SEED_AWARDS, TERMS_FILE_TITLE } from './awards';
import { seedBanners, BANNER_IDS } from './banners';
import { SEED_ARTICLES, SEED_PAGES, SEED_SNIPPETS, type Lang } from './pages';

/** The non-English languages of the seed, by the locale whose house style they follow. */
const LANGS: Array<[Exclude<Lang, 'en'>, TranslatedLocale]> = [
  ['de', 'de'],
  ['fr', 'fr-CA'],
  ['it', 'it'],
  ['no', 'no'],
  ['et', 'et'],
];

/** The readable pieces of a seeded text: HTML text nodes with placeholders and tags taken out. */
function pieces(html: string): string[] {
  return html
    .replace(/#[A-Za-z]+\[[^\]]*\]#/g, '\n')
    .split(/<[^>]+>/)
    .map((p) => p.trim())
    .filter((p) => /\p{L}/u.test(p));
}

/** Each piece of `text` that is also a piece of `english` and not a name the style allows. */
function copied(locale: TranslatedLocale, text: string, english: string): string[] {
  const en = new Set(pieces(english));
  return pieces(text).filter((p) => en.has(p) && !mayEqualEnglish(locale, p));
}

/** Every seeded text in one language with its English original, named for the failure message. */
function seededTexts(lang: Exclude<Lang, 'en'>): Array<{ where: string; text: string; english: string }> {
  const out: Array<{ where: string; text: string; english: string }> = [];
  for (const page of SEED_PAGES) {
    if (page.locales) continue; // a regional variant (the AU terms), English only by design
    const t = page.text[lang];
    expect(t, `${page.slug} has no ${lang} text`).toBeDefined();
    for (const field of ['title', 'description', 'content'] as const)
      out.push({ where: `page ${page.slug} ${field}`, text: t![field], english: page.text.en[field] });
  }
  for (const article of SEED_ARTICLES) {
    for (const field of ['title', 'description', 'content', 'excerpt'] as const)
      out.push({ where: `article ${article.slug} ${field}`, text: article.text[lang][field], english: article.text.en[field] });
  }
  for (const [key, texts] of Object.entries(SEED_SNIPPETS)) out.push({ where: `snippet ${key}`, text: texts[lang], english: texts.en });
  const now = new Date('2026-11-26T00:00:00Z');
  const images = Object.fromEntries(BANNER_IDS.map((id) => [id, `/x/${id}.png`])) as Parameters<typeof seedBanners>[2];
  const english = seedBanners('en', now, images);
  seedBanners(lang, now, images).forEach((b, i) => {
    const e = english[i]!;
    const pairs: Array<[string, string | undefined, string | undefined]> = [
      ['title', b.title?.text, e.title?.text],
      ['description', b.description?.text, e.description?.text],
      ['button', b.button?.name, e.button?.name],
      ['second button', b.second_button?.name, e.second_button?.name],
      [
        'terms popup',
        b.second_button?.popup ? JSON.stringify(b.second_button.popup) : undefined,
        e.second_button?.popup ? JSON.stringify(e.second_button.popup) : undefined,
      ],
      ...(b.labels ?? []).map((l, j): [string, string, string | undefined] => [`label ${j}`, l.title, e.labels?.[j]?.title]),
    ];
    for (const [field, text, en] of pairs) if (text !== undefined && en !== undefined) out.push({ where: `banner ${b.id} ${field}`, text, english: en });
  });
  for (const award of SEED_AWARDS) {
    out.push({ where: `award ${award.name} nomination`, text: award.text[lang].nomination, english: award.text.en.nomination });
    out.push({ where: `award ${award.name} prize`, text: award.text[lang].prize, english: award.text.en.prize });
  }
  out.push({ where: 'terms file title', text: TERMS_FILE_TITLE[lang], english: TERMS_FILE_TITLE.en });
  return out;
}

describe('seeded CMS texts', () => {
  for (const [lang, locale] of LANGS) {
    it(`${lang}: every page, article, snippet, banner, award and file title is translated`, () => {
      const left: string[] = [];
      for (const { where, text, english } of seededTexts(lang)) {
        for (const piece of copied(locale, text, english)) left.push(`${where}: ${piece}`);
      }
      expect(left).toEqual([]);
    });

    it(`${lang}: addresses the player one way, as the ${locale} catalogs do`, () => {
      const other: string[] = [];
      for (const { where, text } of seededTexts(lang)) {
        const word = otherAddress(locale, pieces(text).join(' \n'));
        if (word) other.push(`${where}: ${word}`);
      }
      expect(other).toEqual([]);
    });
  }

  it('finds English left in a translation, piece by piece', () => {
    expect(copied('de', '<h2>Neu</h2><p>Winter wonders</p>#GameRow[category=new]#', '<h2>New</h2><p>Winter wonders</p>')).toEqual(['Winter wonders']);
    expect(copied('de', '<h2>Megaways</h2>#GameRow[collection=megaways]#', '<h2>Megaways</h2>#GameRow[collection=megaways]#')).toEqual([]);
  });
});
