import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminConfigSchema,
  AdminPageSchema,
  CmsContentErrorSchema,
  CmsFileSchema,
  CmsPageListSchema,
  CmsPageSchema,
  CmsSnippetListSchema,
  CmsVersionSchema,
  type BannerInput,
  type CmsPublishedEvent,
} from '../../schemas/cms';
import { Browser, freshEmail, registration } from '../auth/auth-test-helpers';
import { seedGroups } from '../player/groups';
import { playerGroups, staffAuditLog } from '../db/schema';
import { demoStaff } from '../staff/demo-accounts';
import { seedStaff } from '../staff/seed';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { invalidateCatalog } from '../games/catalog';
import { gameCategories, gameCollections, gameProviders } from '../db/schema';
import { cmsDocuments, cmsVersions } from './schema';
import { pageBody, staffBrowser } from './test-helpers';

let t: TestPlatform;
let editor: Browser;
let marketing: Browser;
let support: Browser;
let admin: Browser;
const guest = () => new Browser(t);

beforeAll(async () => {
  t = await createTestPlatform();
  await seedGroups(t.app.deps);
  await seedStaff(t.app.deps);
  // The game catalogue entries the tests' placeholders name (publish checks them).
  await t.database.db.insert(gameCategories).values({ identifier: 'new', title: 'New games', section: 'pokies', position: 1 });
  await t.database.db.insert(gameCollections).values({ identifier: 'megaways', title: 'Megaways', position: 1 });
  await t.database.db.insert(gameProviders).values({ slug: 'northlight', name: 'Northlight', title: 'Northlight Gaming', position: 1 });
  invalidateCatalog(t.database.db);
  editor = await staffBrowser(t, 'editor');
  marketing = await staffBrowser(t, 'marketing');
  support = await staffBrowser(t, 'support');
  admin = await staffBrowser(t, 'admin');
}, 60_000);
afterAll(() => t.close());

async function createPage(b: Browser, body: Record<string, unknown>) {
  const res = await b.call('POST', '/api/backoffice/cms/pages', body);
  expect(res.statusCode, res.body).toBe(200);
  return AdminPageSchema.parse(res.json());
}

async function publishPage(b: Browser, id: number, version?: number) {
  const res = await b.call('POST', `/api/backoffice/cms/pages/${id}/publish`, version ? { version } : {});
  expect(res.statusCode, res.body).toBe(200);
  return AdminPageSchema.parse(res.json());
}

const banner = (id: string, extra: Partial<BannerInput> = {}): BannerInput => ({
  id,
  title: { text: `Banner ${id}` },
  description: { text: 'Up to {amount}' },
  variables: { EUR: { amount: '€100' } },
  gradient: { colorLeft: '#000', colorLeftCenter: '#111', colorRightCenter: '#222', colorRight: '#333' },
  button: { name: 'Play', url: '/promotions' },
  image: '/images/banner.webp',
  order: { main: 1 },
  ...extra,
});

describe('pages: drafts, publishing, versions, rollback', () => {
  it('keeps drafts off the public site, publishes, versions and rolls back', async () => {
    const events: CmsPublishedEvent[] = [];
    const off = t.events.on('cms.published', (e) => events.push(e));
    const created = await createPage(editor, pageBody('lifecycle', 'en', { content: '<p>one</p>' }));
    expect(created).toMatchObject({ state: 'draft', latest_version: 1, live_version: null, issues: [] });

    // Draft: invisible.
    expect((await guest().call('GET', '/api/cms/pages/lifecycle?l=en')).statusCode).toBe(404);
    expect((await guest().call('GET', `/api/cms/pages/${created.id}`)).statusCode).toBe(404);
    const before = CmsPageListSchema.parse((await guest().call('GET', '/api/cms/pages?l=en')).json());
    expect(before.find((p) => p.slug === 'lifecycle')).toBeUndefined();

    const v1 = await publishPage(editor, created.id);
    expect(v1).toMatchObject({ state: 'published', live_version: 1 });
    expect(events).toContainEqual({ kind: 'page', key: 'lifecycle', locale: 'en' });
    const live1 = CmsPageSchema.parse((await guest().call('GET', '/api/cms/pages/lifecycle?l=en')).json());
    expect(live1).toMatchObject({ id: created.id, slug: 'lifecycle', path: '/lifecycle', locale: 'en', content: '<p>one</p>', categories: ['bottom-menu'] });
    expect(CmsPageSchema.parse((await guest().call('GET', `/api/cms/pages/${created.id}`)).json()).content).toBe('<p>one</p>');

    // A new draft does not change the public page until it is published.
    const saved = await editor.call('PUT', `/api/backoffice/cms/pages/${created.id}`, { ...v1.draft, content: '<p>two</p>', base_version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(AdminPageSchema.parse(saved.json())).toMatchObject({ state: 'changed', latest_version: 2, live_version: 1 });
    expect((await guest().call('GET', '/api/cms/pages/lifecycle?l=en')).json()).toMatchObject({ content: '<p>one</p>' });
    await publishPage(editor, created.id);
    // Visible at once: the publish dropped the cache.
    expect((await guest().call('GET', '/api/cms/pages/lifecycle?l=en')).json()).toMatchObject({ content: '<p>two</p>' });

    const rolled = await editor.call('POST', `/api/backoffice/cms/pages/${created.id}/rollback`, { version: 1 });
    expect(rolled.statusCode, rolled.body).toBe(200);
    expect(AdminPageSchema.parse(rolled.json())).toMatchObject({ latest_version: 3, live_version: 3, state: 'published' });
    expect((await guest().call('GET', '/api/cms/pages/lifecycle?l=en')).json()).toMatchObject({ content: '<p>one</p>' });

    const versions = CmsVersionSchema.array().parse((await support.call('GET', `/api/backoffice/cms/pages/${created.id}/versions`)).json());
    expect(versions.map((v) => [v.version, v.live, v.rolled_back_from, v.published_at !== null])).toEqual([
      [3, true, 1, true],
      [2, false, null, true],
      [1, false, null, true],
    ]);
    expect(versions[0]!.created_by).toBe(demoStaff('editor').email);
    const v2 = await support.call('GET', `/api/backoffice/cms/pages/${created.id}/versions/2`);
    expect(v2.json()).toMatchObject({ version: 2, draft: { content: '<p>two</p>' } });

    // Publishing an older version directly also works (and is recorded).
    await publishPage(editor, created.id, 2);
    expect((await guest().call('GET', '/api/cms/pages/lifecycle?l=en')).json()).toMatchObject({ content: '<p>two</p>' });

    // Versions are history: the database refuses to rewrite them.
    await expect(t.database.db.update(cmsVersions).set({ version: 99 }).where(eq(cmsVersions.version, 1))).rejects.toThrow();
    off();

    const audit = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target, `cms_page:${created.id}`));
    expect(audit.map((a) => a.action)).toEqual([
      'cms_page_created',
      'cms_page_published',
      'cms_page_saved',
      'cms_page_published',
      'cms_page_rolled_back',
      'cms_page_published',
    ]);
    expect(audit[0]).toMatchObject({ role: 'editor' });
  });

  it('refuses a stale save with 409 and a second page with the same slug and locale', async () => {
    const p = await createPage(editor, pageBody('stale', 'en'));
    const first = await editor.call('PUT', `/api/backoffice/cms/pages/${p.id}`, { ...p.draft, title: 'A', base_version: 1 });
    expect(first.statusCode).toBe(200);
    const second = await admin.call('PUT', `/api/backoffice/cms/pages/${p.id}`, { ...p.draft, title: 'B', base_version: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: 'stale_version', errors: { base_version: [expect.stringContaining('2')] } });
    const dup = await editor.call('POST', '/api/backoffice/cms/pages', pageBody('stale', 'en'));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ error: 'already_exists', errors: { slug: ['already exists'] } });
  });

  it('lets exactly one of many racing saves on the same base win', async () => {
    const p = await createPage(editor, pageBody('race', 'en'));
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? editor : admin).call('PUT', `/api/backoffice/cms/pages/${p.id}`, { ...p.draft, title: `T${i}`, base_version: 1 }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const versions = CmsVersionSchema.array().parse((await editor.call('GET', `/api/backoffice/cms/pages/${p.id}/versions`)).json());
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
  });

  it('refuses to publish invalid placeholders (with their positions) and refuses script tags on save', async () => {
    const content = '<p>ok #GameRow[category=new]#</p><p>#GameRow[limit=99;category=new]#</p><p>#Nope[]#</p>';
    const p = await createPage(editor, pageBody('bad-widgets', 'en', { content }));
    expect(p.issues.map((i) => i.name)).toEqual(['GameRow', 'Nope']);
    const res = await editor.call('POST', `/api/backoffice/cms/pages/${p.id}/publish`, {});
    expect(res.statusCode).toBe(422);
    const body = CmsContentErrorSchema.parse(res.json());
    expect(body.issues.map((i) => [i.name, i.index])).toEqual([
      ['GameRow', content.indexOf('#GameRow[limit')],
      ['Nope', content.indexOf('#Nope')],
    ]);
    expect(body.errors.content).toHaveLength(2);
    expect((await guest().call('GET', '/api/cms/pages/bad-widgets')).statusCode).toBe(404);

    const script = await editor.call('PUT', `/api/backoffice/cms/pages/${p.id}`, { ...p.draft, content: '<p>x</p><script>alert(1)</script>', base_version: 1 });
    expect(script.statusCode).toBe(422);
    expect(script.json()).toMatchObject({ errors: { content: ['must not contain <script> tags'] } });
    const big = await editor.call('PUT', `/api/backoffice/cms/pages/${p.id}`, { ...p.draft, content: 'x'.repeat(1_100_000), base_version: 1 });
    expect(big.statusCode).toBe(422);
    expect(big.json()).toMatchObject({ errors: { content: ['is larger than 1 MB'] } });
    const huge = await editor.call('PUT', `/api/backoffice/cms/pages/${p.id}`, { ...p.draft, content: 'x'.repeat(5_000_000), base_version: 1 });
    expect(huge.statusCode).toBe(413);
  });

  it('refuses to publish placeholders naming a category, collection or provider the catalogue lacks, with a field message', async () => {
    const content =
      '<h2>Fresh</h2>#GameRow[category=new]#<h2>Ghost</h2>#GameRow[category=doesnotexist]#<p>#GameGrid[collection=megaways]#</p><p>#GameGrid[provider=nobody]#</p>#GameRow[provider=northlight]#';
    const p = await createPage(editor, pageBody('ghost-rows', 'en', { content }));
    // The editor's GET shows the same issues the publish will refuse, with codes for translated lines.
    expect(p.issues).toEqual([
      {
        placeholder: '#GameRow[category=doesnotexist]#',
        name: 'GameRow',
        message: 'GameRow: there is no category "doesnotexist" in the game catalogue.',
        index: content.indexOf('#GameRow[category=doesnotexist'),
        code: 'unknownCategory',
        values: { key: 'doesnotexist' },
      },
      {
        placeholder: '#GameGrid[provider=nobody]#',
        name: 'GameGrid',
        message: 'GameGrid: there is no provider "nobody" in the game catalogue.',
        index: content.indexOf('#GameGrid[provider=nobody'),
        code: 'unknownProvider',
        values: { key: 'nobody' },
      },
    ]);
    const res = await editor.call('POST', `/api/backoffice/cms/pages/${p.id}/publish`, {});
    expect(res.statusCode).toBe(422);
    const body = CmsContentErrorSchema.parse(res.json());
    expect(body.errors).toEqual({
      content: [
        '#GameRow[category=doesnotexist]#: GameRow: there is no category "doesnotexist" in the game catalogue.',
        '#GameGrid[provider=nobody]#: GameGrid: there is no provider "nobody" in the game catalogue.',
      ],
    });
    expect(body.issues.map((i) => i.code)).toEqual(['unknownCategory', 'unknownProvider']);
    expect((await guest().call('GET', '/api/cms/pages/ghost-rows?l=en')).statusCode).toBe(404);

    // Blocks are checked too, under their own field; a collection that does not exist is named.
    const withBlock = await editor.call('PUT', `/api/backoffice/cms/pages/${p.id}`, {
      ...p.draft,
      content: '<p>clean</p>',
      blocks: { 'content-main': '#GameRow[collection=summer-nights]#' },
      base_version: 1,
    });
    expect(withBlock.statusCode, withBlock.body).toBe(200);
    const blockRes = await editor.call('POST', `/api/backoffice/cms/pages/${p.id}/publish`, {});
    expect(blockRes.statusCode).toBe(422);
    expect(CmsContentErrorSchema.parse(blockRes.json()).errors).toEqual({
      'blocks.content-main': ['#GameRow[collection=summer-nights]#: GameRow: there is no collection "summer-nights" in the game catalogue.'],
    });

    // Once the catalogue has the entries (any catalogue write drops its cache), the same version publishes.
    await t.database.db.insert(gameCollections).values({ identifier: 'summer-nights', title: 'Summer nights', position: 2 });
    invalidateCatalog(t.database.db);
    await publishPage(editor, p.id);
    expect((await guest().call('GET', '/api/cms/pages/ghost-rows?l=en')).statusCode).toBe(200);

    // Preview answers carry the issues of the version asked for.
    const preview = await editor.call('GET', `/api/backoffice/cms/pages/${p.id}/preview?version=1`);
    expect((preview.json() as { issues: { code?: string }[] }).issues.map((i) => i.code)).toEqual(['unknownCategory', 'unknownProvider']);
  });

  it('refuses to publish pathologically deep markup with a field message, and publishes nothing', async () => {
    const events: CmsPublishedEvent[] = [];
    const off = t.events.on('cms.published', (e) => events.push(e));
    const nested = (depth: number) => `${'<div>'.repeat(depth)}deep${'</div>'.repeat(depth)}`;
    const isLive = async (slug: string) => (await guest().call('GET', `/api/cms/pages/${slug}?l=en`)).statusCode === 200;
    const publishedAudit = async (id: number) =>
      (
        await t.database.db
          .select()
          .from(staffAuditLog)
          .where(eq(staffAuditLog.target, `cms_page:${id}`))
      ).filter((a) => a.action === 'cms_page_published');

    // Just over the bound: saved as a draft (an editor may keep working on it), never published.
    const deep = await createPage(editor, pageBody('too-deep', 'en', { content: nested(300) }));
    expect(deep.issues).toEqual([expect.objectContaining({ placeholder: '', message: 'The markup nests 300 elements deep; at most 256 are allowed.' })]);
    const refused = await editor.call('POST', `/api/backoffice/cms/pages/${deep.id}/publish`, {});
    expect(refused.statusCode).toBe(422);
    const body = CmsContentErrorSchema.parse(refused.json());
    expect(body.errors).toEqual({ content: ['The markup nests 300 elements deep; at most 256 are allowed.'] });
    expect(body.message).toMatch(/1 problem/);

    // Hostile: unclosed tags all the way up to the size cap (a parser's worst case), refused with
    // the depth it found (the check's time, at half and full size, is in `npm run bench`).
    const hostile = await createPage(editor, pageBody('hostile-depth', 'en', { content: '<b>'.repeat(330_000) }));
    const refusedHostile = await editor.call('POST', `/api/backoffice/cms/pages/${hostile.id}/publish`, {});
    expect(refusedHostile.statusCode).toBe(422);
    expect(CmsContentErrorSchema.parse(refusedHostile.json()).errors.content).toEqual(['The markup nests 330000 elements deep; at most 256 are allowed.']);

    for (const p of [deep, hostile]) {
      expect(await isLive(p.slug)).toBe(false);
      expect(AdminPageSchema.parse((await editor.call('GET', `/api/backoffice/cms/pages/${p.id}`)).json())).toMatchObject({
        state: 'draft',
        live_version: null,
      });
      expect(await publishedAudit(p.id)).toEqual([]);
    }
    const list = CmsPageListSchema.parse((await guest().call('GET', '/api/cms/pages?l=en')).json());
    expect(list.map((p) => p.slug)).not.toContain('too-deep');
    expect(list.map((p) => p.slug)).not.toContain('hostile-depth');

    // A live page keeps its live version when a deep draft (here in blocks.content-main) is
    // refused, by publish and by rollback alike; the field message names that block.
    const live = await createPage(editor, pageBody('deep-later', 'en', { content: '<p>fine</p>' }));
    await publishPage(editor, live.id);
    const saved = await editor.call('PUT', `/api/backoffice/cms/pages/${live.id}`, { ...live.draft, blocks: { 'content-main': nested(257) }, base_version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    const refusedBlock = await editor.call('POST', `/api/backoffice/cms/pages/${live.id}/publish`, {});
    expect(refusedBlock.statusCode).toBe(422);
    expect(CmsContentErrorSchema.parse(refusedBlock.json()).errors).toEqual({
      'blocks.content-main': ['The markup nests 257 elements deep; at most 256 are allowed.'],
    });
    await publishPage(editor, live.id, 1);
    expect((await editor.call('POST', `/api/backoffice/cms/pages/${live.id}/rollback`, { version: 2 })).statusCode).toBe(422);
    expect((await guest().call('GET', '/api/cms/pages/deep-later?l=en')).json()).toMatchObject({ content: '<p>fine</p>' });
    expect(AdminPageSchema.parse((await editor.call('GET', `/api/backoffice/cms/pages/${live.id}`)).json())).toMatchObject({
      live_version: 1,
      latest_version: 2,
    });
    expect((await publishedAudit(live.id)).length).toBe(2);

    off();
    expect(events.filter((e) => ['too-deep', 'hostile-depth'].includes(e.key))).toEqual([]);
    expect(events.filter((e) => e.key === 'deep-later')).toHaveLength(2);
  });

  it('refuses oversized content with 422 (a field over 1 MB) or 413 (a request over 2.5 MB), and stores nothing', async () => {
    const overField = await editor.call('POST', '/api/backoffice/cms/pages', pageBody('too-big', 'en', { content: 'x'.repeat(1_000_001) }));
    expect(overField.statusCode).toBe(422);
    expect(overField.json()).toMatchObject({ error: 'validation_failed', errors: { content: ['is larger than 1 MB'] } });
    const overBlock = await editor.call('POST', '/api/backoffice/cms/pages', pageBody('too-big', 'en', { blocks: { 'content-main': 'x'.repeat(1_000_001) } }));
    expect(overBlock.statusCode).toBe(422);
    expect(overBlock.json()).toMatchObject({ errors: { 'blocks.content-main': ['is larger than 1 MB'] } });
    // 900,000 characters is within the content cap, but as UTF-8 (three bytes a euro sign) the
    // request is 2.7 MB: refused before it is parsed.
    const overRequest = await editor.call('POST', '/api/backoffice/cms/pages', pageBody('too-big', 'en', { content: '€'.repeat(900_000) }));
    expect(overRequest.statusCode).toBe(413);
    expect(overRequest.json()).toMatchObject({ error: 'body_too_large', message: expect.any(String) });
    const overRequest5mb = await editor.call('POST', '/api/backoffice/cms/pages', pageBody('too-big', 'en', { content: 'x'.repeat(5_000_000) }));
    expect(overRequest5mb.statusCode).toBe(413);

    const admin = (await editor.call('GET', '/api/backoffice/cms/pages')).json() as { slug: string }[];
    expect(admin.map((p) => p.slug)).not.toContain('too-big');
    expect((await guest().call('GET', '/api/cms/pages/too-big?l=en')).statusCode).toBe(404);
    expect(await t.database.db.select().from(cmsDocuments).where(eq(cmsDocuments.key, 'too-big'))).toEqual([]);
  });

  it('checks roles: support and marketing read pages but cannot write them; players and guests get 401', async () => {
    expect((await support.call('GET', '/api/backoffice/cms/pages')).statusCode).toBe(200);
    expect((await support.call('POST', '/api/backoffice/cms/pages', pageBody('by-support', 'en'))).statusCode).toBe(403);
    expect((await marketing.call('POST', '/api/backoffice/cms/pages', pageBody('by-marketing', 'en'))).statusCode).toBe(403);
    expect((await guest().call('GET', '/api/backoffice/cms/pages')).statusCode).toBe(401);
    const player = new Browser(t);
    expect((await player.call('POST', '/api/users', registration(freshEmail('cms')))).statusCode).toBeLessThan(300);
    expect((await player.call('GET', '/api/backoffice/cms/pages')).statusCode).toBe(401);
    expect((await player.call('POST', '/api/backoffice/cms/pages', pageBody('by-player', 'en'))).statusCode).toBe(401);
    const p = await createPage(admin, pageBody('by-admin', 'en'));
    expect((await support.call('POST', `/api/backoffice/cms/pages/${p.id}/publish`, {})).statusCode).toBe(403);
    expect((await marketing.call('PUT', `/api/backoffice/cms/pages/${p.id}`, { ...p.draft, base_version: 1 })).statusCode).toBe(403);
  });
});

describe('public pages: locales, fallbacks, licence paths, 404s', () => {
  it('falls back to en where a locale lacks a page, keeps hidden pages out of lists, and serves licence variants', async () => {
    for (const [slug, locale, extra] of [
      ['fallback-page', 'en', {}],
      ['translated', 'en', {}],
      ['translated', 'de', { title: 'Übersetzt' }],
      ['secret', 'en', { hidden: true }],
      ['rules', 'en', {}],
      ['rules/estonia', 'en', { title: 'Rules EE' }],
      ['rules/estonia', 'de', { title: 'Regeln EE' }],
    ] as const) {
      const p = await createPage(editor, pageBody(slug, locale, extra));
      await publishPage(editor, p.id);
    }
    await createPage(editor, pageBody('fallback-page', 'it')); // an unpublished translation does not hide the en one

    const de = CmsPageListSchema.parse((await guest().call('GET', '/api/cms/pages?l=de')).json());
    const bySlug = new Map(de.map((p) => [p.slug, p]));
    expect(bySlug.get('fallback-page')?.locale).toBe('en');
    expect(bySlug.get('translated')).toMatchObject({ locale: 'de', title: 'Übersetzt' });
    expect(bySlug.has('secret')).toBe(false);
    expect(de.every((p) => !('content' in p))).toBe(true);

    expect((await guest().call('GET', '/api/cms/pages/fallback-page?l=it')).json()).toMatchObject({ locale: 'en' });
    expect((await guest().call('GET', '/api/cms/pages/secret')).json()).toMatchObject({ hidden: true });
    expect((await guest().call('GET', '/api/cms/pages/rules/estonia?l=de')).json()).toMatchObject({ title: 'Regeln EE', path: '/rules/estonia', locale: 'de' });
    expect((await guest().call('GET', '/api/cms/pages/rules/estonia?l=fr-CA')).json()).toMatchObject({ title: 'Rules EE', locale: 'en' });
    // Locale from the site's header, then Accept-Language.
    expect((await t.call({ method: 'GET', url: '/api/cms/pages/translated', headers: { 'x-locale': 'de' } })).json()).toMatchObject({ locale: 'de' });
    expect((await t.call({ method: 'GET', url: '/api/cms/pages/translated', headers: { 'accept-language': 'fr;q=0.9, de-AT;q=0.8' } })).json()).toMatchObject({
      locale: 'de',
    });
    // By id, in another locale.
    const en = CmsPageSchema.parse((await guest().call('GET', '/api/cms/pages/translated?l=en')).json());
    expect((await guest().call('GET', `/api/cms/pages/${en.id}?l=de`)).json()).toMatchObject({ locale: 'de', slug: 'translated' });

    for (const url of [
      '/api/cms/pages/nope',
      '/api/cms/pages/999999',
      '/api/cms/pages/99999999999',
      '/api/cms/pages/Bad..Slug',
      '/api/cms/pages/a/b/c/d/e/f/g/h',
    ]) {
      const res = await guest().call('GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found' });
    }
    expect((await guest().call('GET', '/api/cms/pages?l=xx')).statusCode).toBe(422);
  });

  it('serves snippets with the same fallback and a preview of any version with its issues', async () => {
    for (const [key, locale, content] of [
      ['footer-note', 'en', '<p>Note</p>'],
      ['footer-note', 'de', '<p>Notiz</p>'],
      ['only-en', 'en', '<p>English</p>'],
    ] as const) {
      const res = await editor.call('POST', '/api/backoffice/cms/snippets', { key, locale, content });
      expect(res.statusCode, res.body).toBe(200);
      const id = (res.json() as { id: number }).id;
      expect((await editor.call('POST', `/api/backoffice/cms/snippets/${id}/publish`, {})).statusCode).toBe(200);
    }
    const de = CmsSnippetListSchema.parse((await guest().call('GET', '/api/cms/snippets?l=de')).json());
    // SoftSwiss-style clients read id and categories beside the content.
    expect(de.find((s) => s.key === 'footer-note')).toEqual({ id: 'footer-note', key: 'footer-note', categories: [], locale: 'de', content: '<p>Notiz</p>' });
    expect(de.find((s) => s.key === 'only-en')).toMatchObject({ locale: 'en' });

    const p = await createPage(editor, pageBody('preview-me', 'de', { content: '#RichText[]#' }));
    const preview = await support.call('GET', `/api/backoffice/cms/pages/${p.id}/preview`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ page: { slug: 'preview-me', locale: 'de', content: '#RichText[]#' }, issues: [{ name: 'RichText' }] });
  });
});

describe('config documents', () => {
  it('validates, publishes and serves banners-config per locale, visible right after publish', async () => {
    const url = '/api/backoffice/cms/config/banners-config?l=en';
    expect((await guest().call('GET', '/api/fe/config/banners-config')).statusCode).toBe(404);

    const invalid = await marketing.call('PUT', url, {
      base_version: 0,
      document: { banners: [banner('a', { button: { name: 'x', url: 'javascript:alert(1)' } })] },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({ error: 'validation_failed', errors: { 'document.banners.0.button.url': [expect.any(String)] } });
    const dupes = await marketing.call('PUT', url, { base_version: 0, document: { banners: [banner('a'), banner('a')] } });
    expect(dupes.statusCode).toBe(422);
    expect(dupes.json()).toMatchObject({ errors: { 'document.banners.1.id': ['repeats the id a'] } });
    expect((await editor.call('PUT', url, { base_version: 0, document: { banners: [banner('a')] } })).statusCode).toBe(403);
    expect((await support.call('PUT', url, { base_version: 0, document: { banners: [banner('a')] } })).statusCode).toBe(403);
    expect((await marketing.call('PUT', '/api/backoffice/cms/config/banners-config', { base_version: 0, document: { banners: [] } })).statusCode).toBe(422);

    const saved = await marketing.call('PUT', url, { base_version: 0, document: { banners: [banner('a')] } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(AdminConfigSchema.parse(saved.json())).toMatchObject({ state: 'draft', latest_version: 1, writable: true });
    expect((await guest().call('GET', '/api/fe/config/banners-config')).statusCode).toBe(404);
    expect((await marketing.call('POST', '/api/backoffice/cms/config/banners-config/publish?l=en', {})).statusCode).toBe(200);
    const first = await t.call({ method: 'GET', url: '/api/fe/config/banners-config', headers: { 'x-locale': 'de' } });
    expect(first.json()).toMatchObject({ banners: [{ id: 'a', group_ids: [], crypto: 'any' }] });

    expect((await marketing.call('PUT', url, { base_version: 0, document: { banners: [] } })).statusCode).toBe(409);
    expect((await marketing.call('PUT', url, { base_version: 1, document: { banners: [banner('a'), banner('b')] } })).statusCode).toBe(200);
    expect((await marketing.call('POST', '/api/backoffice/cms/config/banners-config/publish?l=en', {})).statusCode).toBe(200);
    const second = await guest().call('GET', '/api/fe/config/banners-config?l=de');
    expect((second.json() as { banners: unknown[] }).banners).toHaveLength(2);

    const audit = await t.database.db.select().from(staffAuditLog).where(like(staffAuditLog.target, 'cms_config:banners-config:en'));
    expect(audit.map((a) => [a.action, a.role])).toEqual([
      ['cms_config_created', 'marketing'],
      ['cms_config_published', 'marketing'],
      ['cms_config_saved', 'marketing'],
      ['cms_config_published', 'marketing'],
    ]);
  });

  it('refuses slot configs naming unknown widgets or bad params at publish, 404s unknown names', async () => {
    const url = '/api/backoffice/cms/config/main-widget-config';
    const doc = {
      slots: {
        lobby: [
          { id: 'new', widget: 'GameRow', params: { category: 'new' } },
          { id: 'x', widget: 'NoSuchWidget', params: {} },
        ],
      },
    };
    expect((await marketing.call('PUT', url, { base_version: 0, document: doc })).statusCode).toBe(200);
    const res = await marketing.call('POST', `${url}/publish`, {});
    expect(res.statusCode).toBe(422);
    expect(CmsContentErrorSchema.parse(res.json()).issues).toEqual([expect.objectContaining({ name: 'NoSuchWidget', placeholder: 'slots.lobby.1 (x)' })]);
    // A slot naming a provider the catalogue lacks is refused like a placeholder would be.
    const ghost = {
      slots: {
        lobby: [
          { id: 'new', widget: 'GameRow', params: { category: 'new' } },
          { id: 'ghost', widget: 'GameGrid', params: { provider: 'ghost-studio' } },
        ],
      },
    };
    expect((await marketing.call('PUT', url, { base_version: 1, document: ghost })).statusCode).toBe(200);
    const ghostRes = await marketing.call('POST', `${url}/publish`, {});
    expect(ghostRes.statusCode).toBe(422);
    expect(CmsContentErrorSchema.parse(ghostRes.json()).issues).toEqual([
      expect.objectContaining({ placeholder: 'slots.lobby.1 (ghost)', code: 'unknownProvider', values: { key: 'ghost-studio' } }),
    ]);

    expect((await guest().call('GET', '/api/fe/config/no-such-config')).statusCode).toBe(404);
    expect((await guest().call('GET', '/api/fe/config/managers')).statusCode).toBe(404);
    expect((await marketing.call('GET', '/api/backoffice/cms/config/no-such-config')).statusCode).toBe(404);
    const list = await support.call('GET', '/api/backoffice/cms/config');
    expect(list.statusCode).toBe(200);
    expect((list.json() as { name: string; writable: boolean }[]).find((c) => c.name === 'logo-config')).toMatchObject({ writable: false });
  });

  it('answers banners-config for the caller’s audience only: guest, welcome stag, player, VIP group, crypto player', async () => {
    const url = '/api/backoffice/cms/config/banners-config?l=it';
    const now = t.clock.now().getTime();
    const at = (ms: number) => new Date(now + ms).toISOString();
    const document = {
      banners: [
        banner('anyone'),
        banner('guests', { logged: false }),
        banner('players', { logged: true, crypto: 'fiat' }),
        banner('vip', { logged: true, group_ids: [759, 255] }),
        banner('crypto', { logged: true, crypto: 'crypto' }),
        banner('welcome', { welcome_pack: true }),
        banner('ended', { timer: { start_at: null, end_at: at(-1000) } }),
        banner('later', { timer: { start_at: at(86_400_000), end_at: null } }),
      ],
    };
    expect((await marketing.call('PUT', url, { base_version: 0, document })).statusCode).toBe(200);
    expect((await marketing.call('POST', '/api/backoffice/cms/config/banners-config/publish?l=it', {})).statusCode).toBe(200);
    const ids = async (b: Browser, query = '', cookie?: string) => {
      const res = cookie
        ? await t.call({ method: 'GET', url: `/api/fe/config/banners-config?l=it${query}`, headers: { cookie } })
        : await b.call('GET', `/api/fe/config/banners-config?l=it${query}`);
      expect(res.statusCode, res.body).toBe(200);
      // Shaped by the caller's cookie: no shared cache may keep one visitor's answer for another.
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.vary).toContain('Cookie');
      return (res.json() as { banners: { id: string }[] }).banners.map((x) => x.id);
    };

    // A guest: nothing aimed at players, groups, crypto or the welcome stag; nothing ended.
    expect(await ids(guest())).toEqual(['anyone', 'guests', 'later']);
    // The welcome pack follows the affiliate's stag, from the query or the stag cookie.
    expect(await ids(guest(), '&stag=131811_ab')).toEqual(['anyone', 'guests', 'welcome', 'later']);
    expect(await ids(guest(), '', 'stag=131811_ab')).toEqual(['anyone', 'guests', 'welcome', 'later']);
    expect(await ids(guest(), '&stag=99')).toEqual(['anyone', 'guests', 'later']);

    const fiat = new Browser(t);
    expect((await fiat.call('POST', '/api/users', registration(freshEmail('banner-eur')))).statusCode).toBeLessThan(300);
    expect(await ids(fiat)).toEqual(['anyone', 'players', 'later']);
    // The platform reads the player's groups itself: a group named in the request changes nothing.
    expect(await ids(fiat, '&group_ids=759&groups=759')).toEqual(['anyone', 'players', 'later']);
    const id = ((await fiat.call('GET', '/api/player')).json() as { id: number }).id;
    await t.database.db.insert(playerGroups).values({ playerId: id, groupId: 759 });
    expect(await ids(fiat)).toEqual(['anyone', 'players', 'vip', 'later']);

    const crypto = new Browser(t);
    expect((await crypto.call('POST', '/api/users', registration(freshEmail('banner-btc'), { currency: 'BTC' }))).statusCode).toBeLessThan(300);
    expect(await ids(crypto)).toEqual(['anyone', 'crypto', 'later']);

    // Other documents are the same for everyone and say nothing of the caller.
    const other = await fiat.call('GET', '/api/fe/config/main-widget-config');
    expect(other.headers.vary ?? '').not.toContain('Cookie');
  });

  it('answers A/B-variant banners to players of that variant only: group 543/544 first, else the id’s parity', async () => {
    const url = '/api/backoffice/cms/config/banners-config?l=no';
    const document = { banners: [banner('anyone'), banner('variant-a', { ab_variant: 0 }), banner('variant-b', { ab_variant: 1 })] };
    expect((await marketing.call('PUT', url, { base_version: 0, document })).statusCode).toBe(200);
    expect((await marketing.call('POST', '/api/backoffice/cms/config/banners-config/publish?l=no', {})).statusCode).toBe(200);
    const ids = async (b: Browser) =>
      ((await b.call('GET', '/api/fe/config/banners-config?l=no')).json() as { banners: { id: string }[] }).banners.map((x) => x.id);
    // A variant that is not 0 or 1 is refused with the field named, nothing saved.
    const bad = await marketing.call('PUT', url, { base_version: 1, document: { banners: [{ ...banner('x'), ab_variant: 2 }] } });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain('ab_variant');

    // A guest has no variant: neither variant's banner.
    expect(await ids(guest())).toEqual(['anyone']);
    const p = new Browser(t);
    expect((await p.call('POST', '/api/users', registration(freshEmail('ab-variant')))).statusCode).toBeLessThan(300);
    const id = ((await p.call('GET', '/api/player')).json() as { id: number }).id;
    // Outside groups 543/544 the id's parity decides (even: A, odd: B).
    expect(await ids(p)).toEqual(['anyone', id % 2 === 0 ? 'variant-a' : 'variant-b']);
    // Joining the other parity's group (the site's POST /api/player/groups) fixes the variant.
    const group = id % 2 === 0 ? 544 : 543;
    expect((await p.call('POST', '/api/player/groups', { groups: { add: [group] } })).statusCode).toBe(200);
    expect(await ids(p)).toEqual(['anyone', group === 543 ? 'variant-a' : 'variant-b']);
  });

  it('answers the manager of the signed-in player’s groups only', async () => {
    const managers = {
      managers: [{ group_ids: [259], manager: { managerName: 'Mia', avatar: '/img/mia.webp', time: '9-18 CET', email: 'mia@reelhouse.test' } }],
    };
    expect((await marketing.call('PUT', '/api/backoffice/cms/config/managers', { base_version: 0, document: managers })).statusCode).toBe(403);
    expect((await admin.call('PUT', '/api/backoffice/cms/config/managers', { base_version: 0, document: managers })).statusCode).toBe(200);
    expect((await admin.call('POST', '/api/backoffice/cms/config/managers/publish', {})).statusCode).toBe(200);

    expect((await guest().call('POST', '/api/fe/config/managers', { userGroups: [259] })).json()).toBeNull();
    const player = new Browser(t);
    expect((await player.call('POST', '/api/users', registration(freshEmail('vip')))).statusCode).toBeLessThan(300);
    expect((await player.call('POST', '/api/fe/config/managers', { userGroups: [259] })).json()).toBeNull();
    const id = ((await player.call('GET', '/api/player')).json() as { id: number }).id;
    await t.database.db.insert(playerGroups).values({ playerId: id, groupId: 259 });
    expect((await player.call('POST', '/api/fe/config/managers', { userGroups: [259] })).json()).toMatchObject({ managerName: 'Mia' });
    expect((await player.call('POST', '/api/fe/config/managers', { userGroups: 'x' })).statusCode).toBe(422);
  });
});

describe('files', () => {
  it('uploads, lists, serves and deletes files; refuses wrong types', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(500, 0x20), Buffer.from('\n%%EOF\n')]);
    const body = {
      name: 'terms-2026.pdf',
      title: 'Terms',
      categories: ['terms'],
      locale: 'de',
      content_type: 'application/pdf',
      data_base64: pdf.toString('base64'),
    };
    expect((await support.call('POST', '/api/backoffice/cms/files', body)).statusCode).toBe(403);
    expect((await editor.call('POST', '/api/backoffice/cms/files', { ...body, content_type: 'image/png' })).statusCode).toBe(422);
    expect((await editor.call('POST', '/api/backoffice/cms/files', { ...body, content_type: 'text/html' })).statusCode).toBe(422);
    const up = await editor.call('POST', '/api/backoffice/cms/files', body);
    expect(up.statusCode, up.body).toBe(200);
    const file = CmsFileSchema.parse(up.json());
    expect(file).toMatchObject({ url: `/api/cms/files/${file.id}/terms-2026.pdf`, size: pdf.length, categories: ['terms'], locale: 'de' });

    expect((await guest().call('GET', '/api/cms/files?l=de')).json()).toEqual([file]);
    expect((await guest().call('GET', '/api/cms/files?l=en')).json()).toEqual([]);
    const served = await guest().call('GET', file.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(pdf)).toBe(true);
    expect((await t.call({ method: 'GET', url: file.url, headers: { 'if-none-match': String(served.headers.etag) } })).statusCode).toBe(304);
    expect((await guest().call('GET', `/api/cms/files/${file.id}/other.pdf`)).statusCode).toBe(404);

    expect((await editor.call('DELETE', `/api/backoffice/cms/files/${file.id}`)).statusCode).toBe(200);
    expect((await guest().call('GET', file.url)).statusCode).toBe(404);
    expect((await guest().call('GET', '/api/cms/files?l=de')).json()).toEqual([]);
    expect((await editor.call('DELETE', `/api/backoffice/cms/files/${file.id}`)).statusCode).toBe(404);
    const audit = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.target, `cms_file:${file.id}`)));
    expect(audit.map((a) => a.action)).toEqual(['cms_file_uploaded', 'cms_file_deleted']);
  });
});

describe('cache across instances', () => {
  it('a second platform on the same database sees a publish within the revision check', async () => {
    const p = await createPage(editor, pageBody('two-instances', 'en', { content: '<p>v1</p>' }));
    await publishPage(editor, p.id);
    // A write straight to the database, as another instance would make it, plus its revision bump.
    const other = (await guest().call('GET', '/api/cms/pages/two-instances')).json() as { content: string };
    expect(other.content).toBe('<p>v1</p>');
    await editor.call('PUT', `/api/backoffice/cms/pages/${p.id}`, { ...p.draft, content: '<p>v2</p>', base_version: 1 });
    await t.database.db.execute(sql`UPDATE cms_documents SET live_version = 2 WHERE id = ${p.id}`);
    await t.database.db.execute(sql`SELECT nextval('cms_revision_seq')`);
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await guest().call('GET', '/api/cms/pages/two-instances')).json()).toMatchObject({ content: '<p>v2</p>' });
  });
});
