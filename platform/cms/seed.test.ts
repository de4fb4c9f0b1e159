import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AwardsPageMetaSchema, BannerSchema, CONFIG_NAMES, CmsPageListSchema, CmsPageSchema, ConfigSchemas, isNewsPage, NewsMetaSchema, PAGE_CATEGORIES } from '../../schemas/cms';
import { LOCALES } from '../../schemas/locales';
import { checkContent } from '../../schemas/widget-params';
import { gameCategories } from '../db/schema';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { cmsDocuments, cmsFiles } from './schema';
import { seedCms } from './seed';

let t: TestPlatform;
let seedMs = 0;
beforeAll(async () => {
  t = await createTestPlatform();
  await t.database.db.insert(gameCategories).values([
    { identifier: 'new', title: 'New games', section: 'pokies', position: 1 },
    { identifier: 'live', title: 'Live casino', section: 'live', position: 2 },
  ]);
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
      for (const cat of ['top-menu', 'bottom-menu', 'bottom-menu-help'] as const) expect(list.some((p) => p.categories.includes(cat)), `${locale} ${cat}`).toBe(true);
      for (const slug of ['terms-and-conditions', 'privacy-policy', 'cookie-policy', 'general-rules', 'responsible-gaming', 'awards', 'about', 'faq', 'news', 'terms-and-conditions/estonia']) {
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
    const de = CmsPageSchema.parse((await get('/api/cms/pages/promotions/cashback?l=de')).json());
    // One form of address in German: the formal Sie, as the other seeded pages.
    expect(de.content).not.toMatch(/\b(du|dein\w*|dich|dir)\b/i);
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
  });

  it('serves every config document, banners per locale with a future window and a group-restricted banner', async () => {
    for (const name of CONFIG_NAMES) {
      const res = await get(`/api/fe/config/${name}`);
      expect(res.statusCode, name).toBe(200);
      expect(ConfigSchemas[name].safeParse(res.json()).success, name).toBe(true);
    }
    for (const locale of LOCALES) {
      const { banners } = ConfigSchemas['banners-config'].parse((await get('/api/fe/config/banners-config', { 'x-locale': locale })).json());
      expect(banners).toHaveLength(6);
      const now = t.clock.now().getTime();
      expect(banners.some((b) => b.timer.start_at && Date.parse(b.timer.start_at) > now)).toBe(true);
      expect(banners.some((b) => b.group_ids.length > 0)).toBe(true);
      banners.forEach((b) => BannerSchema.parse(b));
    }
    const de = ConfigSchemas['banners-config'].parse((await get('/api/fe/config/banners-config?l=de')).json());
    expect(de.banners[0]!.title.text).toContain('Willkommenspaket');
    const menu = ConfigSchemas['menu-categories-games'].parse((await get('/api/fe/config/menu-categories-games')).json());
    expect(menu.categories).toEqual([
      { slug: 'new', section: 'pokies', order: 1 },
      { slug: 'live', section: 'live', order: 2 },
    ]);
  });

  it('seeds a terms file and snippets', async () => {
    const files = (await get('/api/cms/files?l=et')).json() as { categories: string[]; url: string; content_type: string }[];
    const terms = files.filter((f) => f.categories.includes('terms'));
    expect(terms).toHaveLength(1);
    const pdf = await get(terms[0]!.url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const snippets = (await get('/api/cms/snippets?l=no')).json() as { key: string; locale: string }[];
    expect(snippets.map((s) => s.key).sort()).toEqual(['pokies-tips', 'rocket-mart-read-more', 'support-hours']);
    expect(snippets.every((s) => s.locale === 'no')).toBe(true);
  });
});
