import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AwardsPageMetaSchema,
  BannerSchema,
  CONFIG_NAMES,
  CmsPageListSchema,
  CmsPageSchema,
  ConfigSchemas,
  isNewsPage,
  NewsMetaSchema,
  PAGE_CATEGORIES,
} from '../../schemas/cms';
import { LOCALES } from '../../schemas/locales';
import { checkContent } from '../../schemas/widget-params';
import { Browser, freshEmail, registration } from '../auth/auth-test-helpers';
import { gameCategories, gameCollections, playerGroups } from '../db/schema';
import { seedGroups } from '../player/groups';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { cmsDocuments, cmsFiles } from './schema';
import { uploadFile } from './files';
import { seedCms } from './seed';
import { simplePdf } from './seed/art';

/**
 * The catalogue entries the seeded placeholders name: the seed publishes through the same check as
 * an editor, which refuses a category or collection the catalogue lacks.
 */
async function seedCatalogueNames(p: TestPlatform): Promise<void> {
  await p.database.db.insert(gameCategories).values([
    { identifier: 'new', title: 'New games', section: 'pokies', position: 1 },
    { identifier: 'live', title: 'Live casino', section: 'live', position: 2 },
    { identifier: 'special-winter-wonders', title: 'Winter wonders', section: 'pokies', position: 3 },
  ]);
  await p.database.db.insert(gameCollections).values([
    { identifier: 'megaways', title: 'Megaways', position: 1 },
    { identifier: 'staff-picks', title: 'Staff picks', position: 2 },
  ]);
}

let t: TestPlatform;
let seedMs = 0;
beforeAll(async () => {
  t = await createTestPlatform();
  await seedCatalogueNames(t);
  const started = Date.now();
  await seedCms(t.app.deps);
  seedMs = Date.now() - started;
}, 120_000);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.call({ method: 'GET', url, headers });

describe('CMS seed', () => {
  it('is idempotent', async () => {
    const before = await t.database.db.select({ n: count() }).from(cmsDocuments);
    const files = await t.database.db.select({ n: count() }).from(cmsFiles);
    await seedCms(t.app.deps);
    expect(await t.database.db.select({ n: count() }).from(cmsDocuments)).toEqual(before);
    expect(await t.database.db.select({ n: count() }).from(cmsFiles)).toEqual(files);
    console.info(`CMS seed: ${before[0]!.n} documents, ${files[0]!.n} files in ${seedMs} ms`);
  });

  it('publishes the static pages in every locale, one per menu category at least, with licence variants', async () => {
    for (const locale of LOCALES) {
      const list = CmsPageListSchema.parse((await get(`/api/cms/pages?l=${locale}`)).json());
      for (const cat of ['top-menu', 'bottom-menu', 'bottom-menu-help'] as const)
        expect(
          list.some((p) => p.categories.includes(cat)),
          `${locale} ${cat}`,
        ).toBe(true);
      for (const slug of [
        'terms-and-conditions',
        'privacy-policy',
        'cookie-policy',
        'general-rules',
        'responsible-gaming',
        'awards',
        'about',
        'faq',
        'news',
        'terms-and-conditions/estonia',
      ]) {
        const page = list.find((p) => p.slug === slug);
        expect(page, `${locale} ${slug}`).toBeDefined();
        expect(page!.locale, `${locale} ${slug}`).toBe(locale);
      }
      const news = list.filter(isNewsPage);
      expect(news.length, locale).toBe(3);
      for (const n of news) NewsMetaSchema.parse(n.meta?.news);
    }
    expect(PAGE_CATEGORIES).toContain('custom-page');
    // Translations are real: the German terms are not the English ones.
    const de = CmsPageSchema.parse((await get('/api/cms/pages/terms-and-conditions?l=de')).json());
    const en = CmsPageSchema.parse((await get('/api/cms/pages/terms-and-conditions?l=en')).json());
    expect(de.title).toBe('Allgemeine Geschäftsbedingungen');
    expect(de.content).not.toBe(en.content);
    expect((await get('/api/cms/pages/terms-and-conditions/au?l=en-AU')).json()).toMatchObject({ locale: 'en-AU' });
    expect((await get('/api/cms/pages/terms-and-conditions/au?l=de')).json()).toMatchObject({ locale: 'en' });
    expect((await get('/api/cms/pages/responsible-gaming?l=en-NZ')).json()).toMatchObject({ content: expect.stringContaining('0800 654 655') });
  });

  it('seeds the cashback rules the live lobby’s card links to (/promotions/cashback) in every locale, in its own language', async () => {
    const titles = new Map<string, string>();
    for (const locale of LOCALES) {
      const res = await get(`/api/cms/pages/promotions/cashback?l=${locale}`);
      expect(res.statusCode, locale).toBe(200);
      const page = CmsPageSchema.parse(res.json());
      expect(page, locale).toMatchObject({ slug: 'promotions/cashback', path: '/promotions/cashback', locale, hidden: false });
      expect(page.content, locale).toMatch(/10\s?%/);
      expect(page.content, locale).toContain('#GameRow[category=live;limit=10]#');
      expect(checkContent(page.content), locale).toEqual([]);
      expect(page.content.match(/<h2>/g)?.length, locale).toBeGreaterThanOrEqual(5);
      titles.set(locale, page.title);
    }
    // Six languages for nine locales: the regional English ones read English, fr-CA reads French.
    expect(new Set(titles.values()).size).toBe(6);
    expect(titles.get('de')).toBe('Live-Cashback');
    expect(titles.get('en-AU')).toBe(titles.get('en'));
    // Canadian English says slots, as its catalog does; placeholders keep their slugs.
    const guide = CmsPageSchema.parse((await get('/api/cms/pages/pokies-guide?l=en-CA')).json());
    expect(guide.title).toBe('Slots guide');
    expect(guide.content).toContain('#RichText[snippet=pokies-tips]#');
    expect(`${guide.title} ${guide.content.replace(/#[A-Za-z]+\[[^\]]*\]#/g, '')}`).not.toMatch(/pokie/i);
    const de = CmsPageSchema.parse((await get('/api/cms/pages/promotions/cashback?l=de')).json());
    // One form of address in German: du, as the catalogs and every other seeded text.
    expect(de.content).not.toMatch(/\b(Sie|Ihr\w*|Ihnen)\b/);
    expect(de.content).toMatch(/\b(du|dein\w*|dir)\b/);
  });

  it('seeds content whose placeholders all pass the checker, and awards as the awards page meta', async () => {
    const list = CmsPageListSchema.parse((await get('/api/cms/pages?l=it')).json());
    let placeholders = 0;
    for (const item of list) {
      const page = CmsPageSchema.parse((await get(`/api/cms/pages/${item.id}`)).json());
      expect(checkContent(page.content), page.slug).toEqual([]);
      placeholders += (page.content.match(/#[A-Z][A-Za-z]+\[/g) ?? []).length;
    }
    expect(placeholders).toBeGreaterThan(10);
    const awards = AwardsPageMetaSchema.parse(CmsPageSchema.parse((await get('/api/cms/pages/awards')).json()).meta);
    expect(awards.awards.length).toBeGreaterThanOrEqual(4);
    const img = await get(awards.awards[0]!.imgUrl);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    // Each locale's awards page names the nominations and prizes in its language; the events keep their names.
    const deAwards = AwardsPageMetaSchema.parse(CmsPageSchema.parse((await get('/api/cms/pages/awards?l=de')).json()).meta).awards;
    expect(deAwards[0]).toMatchObject({ name: awards.awards[0]!.name, nomination: 'Bestes neues Casino', prize: 'Gewinner', imgUrl: awards.awards[0]!.imgUrl });
  });

  it('serves every config document, banners per locale with a future window, each to its audience', async () => {
    for (const name of CONFIG_NAMES) {
      const res = await get(`/api/fe/config/${name}`);
      expect(res.statusCode, name).toBe(200);
      expect(ConfigSchemas[name].safeParse(res.json()).success, name).toBe(true);
    }
    const banners = async (url: string, headers: Record<string, string> = {}) =>
      ConfigSchemas['banners-config'].parse((await get(url, headers)).json()).banners;
    for (const locale of LOCALES) {
      // A guest gets the tournament and the festival opening in two weeks; the welcome stag adds the welcome pack.
      expect((await banners('/api/fe/config/banners-config', { 'x-locale': locale })).map((b) => b.id)).toEqual(['winter-wonders', 'spring-festival']);
      const withStag = await banners('/api/fe/config/banners-config?stag=131811', { 'x-locale': locale });
      expect(withStag.map((b) => b.id)).toEqual(['welcome-pack', 'winter-wonders', 'spring-festival']);
      const now = t.clock.now().getTime();
      expect(withStag.some((b) => b.timer.start_at && Date.parse(b.timer.start_at) > now)).toBe(true);
      withStag.forEach((b) => BannerSchema.parse(b));
    }
    const de = await banners('/api/fe/config/banners-config?l=de&stag=131811');
    expect(de[0]!.title.text).toContain('Willkommenspaket');

    // Players: the reload for fiat players, the crypto boost for crypto players, the Diamond perks
    // for the VIP groups only.
    await seedGroups(t.app.deps);
    const asPlayer = async (currency: string, groups: number[]) => {
      const b = new Browser(t);
      expect((await b.call('POST', '/api/users', registration(freshEmail(`seed-${currency}`), { currency }))).statusCode).toBeLessThan(300);
      const id = ((await b.call('GET', '/api/player')).json() as { id: number }).id;
      if (groups.length) await t.database.db.insert(playerGroups).values(groups.map((groupId) => ({ playerId: id, groupId })));
      const res = await b.call('GET', '/api/fe/config/banners-config?l=en');
      return ConfigSchemas['banners-config'].parse(res.json()).banners.map((x) => x.id);
    };
    expect(await asPlayer('EUR', [])).toEqual(['winter-wonders', 'weekly-reload', 'spring-festival']);
    expect(await asPlayer('BTC', [])).toEqual(['winter-wonders', 'crypto-boost', 'spring-festival']);
    expect(await asPlayer('EUR', [759])).toEqual(['winter-wonders', 'weekly-reload', 'vip-diamond', 'spring-festival']);
    const menu = ConfigSchemas['menu-categories-games'].parse((await get('/api/fe/config/menu-categories-games')).json());
    expect(menu.categories).toEqual([
      { slug: 'new', section: 'pokies', order: 1 },
      { slug: 'live', section: 'live', order: 2 },
      { slug: 'special-winter-wonders', section: 'pokies', order: 3 },
    ]);
  });

  it('seeds a terms file per locale, titled and written in its language, and snippets', async () => {
    const titles = new Map<string, string>();
    for (const locale of LOCALES) {
      const files = (await get(`/api/cms/files?l=${locale}`)).json() as { categories: string[]; url: string; title: string; locale: string | null }[];
      const terms = files.filter((f) => f.categories.includes('terms'));
      expect(terms, locale).toHaveLength(1);
      expect(terms[0]!.locale, locale).toBe(locale);
      titles.set(locale, terms[0]!.title);
    }
    expect(titles.get('de')).toBe('Allgemeine Geschäftsbedingungen (PDF)');
    expect(new Set(titles.values()).size).toBe(6);
    const deFile = ((await get('/api/cms/files?l=de')).json() as { categories: string[]; url: string }[]).find((f) => f.categories.includes('terms'))!;
    const pdf = await get(deFile.url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // WinAnsiEncoding: "Geschäftsbedingungen" with its ä (0xE4), not a question mark.
    expect(pdf.rawPayload.includes(Buffer.from('Gesch\xe4ftsbedingungen', 'latin1'))).toBe(true);
    const snippets = (await get('/api/cms/snippets?l=no')).json() as { key: string; locale: string }[];
    expect(snippets.map((s) => s.key).sort()).toEqual(['pokies-tips', 'rocket-mart-read-more', 'support-hours']);
    expect(snippets.every((s) => s.locale === 'no')).toBe(true);
  });
});

describe('CMS seed over a database seeded before the per-locale terms files', () => {
  let old: TestPlatform;
  beforeAll(async () => {
    old = await createTestPlatform();
    await seedCatalogueNames(old);
    const deps = old.app.deps;
    await uploadFile(
      { db: deps.db, clock: deps.clock, events: deps.events, staff: null },
      {
        name: 'general-terms.pdf',
        title: 'General terms (PDF)',
        categories: ['terms'],
        locale: null,
        content_type: 'application/pdf',
        data_base64: simplePdf(['Terms']).toString('base64'),
      },
    );
    await seedCms(deps);
  }, 120_000);
  afterAll(() => old.close());

  it('keeps its one shared terms file instead of listing a second one beside it', async () => {
    const files = (await old.call({ method: 'GET', url: '/api/cms/files?l=de' })).json() as { name: string; categories: string[] }[];
    expect(files.filter((f) => f.categories.includes('terms')).map((f) => f.name)).toEqual(['general-terms.pdf']);
  });
});
