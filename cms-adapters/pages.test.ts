import { describe, expect, it } from 'vitest';
import type { CmsPage } from '../schemas/cms';
import { fakePlatform } from './test-client';
import { PAGE_META_READERS } from './page-meta';
import { fetchPageLinks, menuLinks, pageCandidates, pageLinksQuery, type PageLink } from './pages';
import { fetchPage, isNoindexPath, isPageSlugPath, reshapePage, splitKeywords } from './page';

function cmsPage(over: Partial<CmsPage> = {}): CmsPage {
  return {
    id: 7,
    slug: 'privacy-policy',
    path: '/privacy-policy',
    locale: 'en',
    title: 'Privacy policy',
    content: '<p>Body #GameRow[category=new]#</p>',
    categories: ['bottom-menu'],
    hidden: false,
    blocks: {},
    meta: null,
    updated_at: '2026-11-20T10:00:00Z',
    ...over,
  };
}

function link(slug: string, categories: PageLink['categories'], title = slug): PageLink {
  return { id: slug.length, slug, path: `/${slug}`, title, categories, news: null };
}

describe('reshapePage', () => {
  it('takes title, description and keywords from the blocks; no SEO title when the block is empty', () => {
    const page = reshapePage(
      cmsPage({ blocks: { title: 'Privacy at Reelhouse', description: ' How we use data ', keywords: 'privacy, data ,, gdpr' } }),
      PAGE_META_READERS,
    );
    expect(page.seo).toEqual({ title: 'Privacy at Reelhouse', description: 'How we use data', keywords: ['privacy', 'data', 'gdpr'] });
    expect(reshapePage(cmsPage({ blocks: { title: '  ' } }), PAGE_META_READERS).seo).toEqual({ title: null, description: null, keywords: [] });
  });

  it('renders the content-main block when it has one, else the content', () => {
    expect(reshapePage(cmsPage(), PAGE_META_READERS).html).toBe('<p>Body #GameRow[category=new]#</p>');
    expect(reshapePage(cmsPage({ blocks: { 'content-main': '<h2>Main</h2>' } }), PAGE_META_READERS).html).toBe('<h2>Main</h2>');
    expect(reshapePage(cmsPage({ blocks: { 'content-main': ' ' } }), PAGE_META_READERS).html).toBe('<p>Body #GameRow[category=new]#</p>');
  });

  it('parses the json block when it is JSON and drops it otherwise', () => {
    expect(reshapePage(cmsPage({ blocks: { json: '{"a":[1,2]}' } }), PAGE_META_READERS).json).toEqual({ a: [1, 2] });
    expect(reshapePage(cmsPage({ blocks: { json: '{broken' } }), PAGE_META_READERS).json).toBeNull();
    expect(reshapePage(cmsPage(), PAGE_META_READERS).json).toBeNull();
  });

  it('keeps the fallback locale the CMS answered with', () => {
    expect(reshapePage(cmsPage({ locale: 'en' }), PAGE_META_READERS).locale).toBe('en');
  });
});

describe('splitKeywords', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['a', ['a']],
    [' a , b,,c ', ['a', 'b', 'c']],
  ])('%j -> %j', (raw, out) => expect(splitKeywords(raw)).toEqual(out));
});

describe('pageCandidates', () => {
  it.each([
    [['terms-and-conditions'], { licence: 'curacao', australian: false }, ['/terms-and-conditions/curacao', '/terms-and-conditions']],
    [['terms-and-conditions'], { licence: 'estonia', australian: false }, ['/terms-and-conditions/estonia', '/terms-and-conditions']],
    [
      ['terms-and-conditions'],
      { licence: 'estonia', australian: true },
      ['/terms-and-conditions/au', '/terms-and-conditions/estonia', '/terms-and-conditions'],
    ],
    [['help', 'deposits'], { licence: 'curacao', australian: false }, ['/help/deposits/curacao', '/help/deposits']],
    // A path that names its variant is asked as it is, whoever looks.
    [['terms-and-conditions', 'estonia'], { licence: 'curacao', australian: false }, ['/terms-and-conditions/estonia']],
    [['terms-and-conditions', 'au'], { licence: 'curacao', australian: false }, ['/terms-and-conditions/au']],
    // A single segment named like a licence is a page of its own.
    [['estonia'], { licence: 'estonia', australian: false }, ['/estonia/estonia', '/estonia']],
  ] as const)('%j as %j', (segments, ctx, out) => expect(pageCandidates(segments, ctx)).toEqual(out));
});

describe('isPageSlugPath and isNoindexPath', () => {
  it.each([
    [['privacy-policy'], true],
    [['news', 'summer-drops-2026'], true],
    [['a', 'b', 'c', 'd', 'e', 'f'], true],
    [['a', 'b', 'c', 'd', 'e', 'f', 'g'], false],
    [['Privacy'], false],
    [['privacy.php'], false],
    [['%2e%2e'], false],
    [['-x'], false],
    [['x-'], false],
    [['123'], false],
    [['123', 'x'], false],
    [['x', '123'], true],
    [[], false],
  ])('%j is a slug path: %s', (segments, ok) => expect(isPageSlugPath(segments)).toBe(ok));

  it('marks paths of more than 4 segments noindex (spec C2/P2)', () => {
    expect(isNoindexPath(['a', 'b', 'c', 'd'])).toBe(false);
    expect(isNoindexPath(['a', 'b', 'c', 'd', 'e'])).toBe(true);
  });
});

describe('menuLinks', () => {
  const pages = [
    link('about', ['top-menu', 'bottom-menu'], 'About us'),
    link('terms-and-conditions', ['bottom-menu'], 'Terms'),
    link('terms-and-conditions/estonia', ['bottom-menu'], 'Terms (Estonia)'),
    link('faq', ['bottom-menu-help'], 'FAQ'),
    link('bonus-rules/au', ['bottom-menu'], 'Bonus rules (AU)'),
    link('news/one', ['custom-page']),
  ];
  const curacao = { licence: 'curacao', australian: false } as const;
  const estonia = { licence: 'estonia', australian: false } as const;
  const au = { licence: 'estonia', australian: true } as const;

  it('keeps the category and the CMS order', () => {
    expect(menuLinks(pages, 'top-menu', curacao).map((l) => l.path)).toEqual(['/about']);
    expect(menuLinks(pages, 'bottom-menu-help', curacao).map((l) => l.path)).toEqual(['/faq']);
    expect(menuLinks(pages, 'custom-page', curacao).map((l) => l.path)).toEqual(['/news/one']);
  });

  it('links a licence variant once, at the plain path, with the title this visitor will see', () => {
    expect(menuLinks(pages, 'bottom-menu', curacao).map((l) => [l.path, l.title])).toEqual([
      ['/about', 'About us'],
      ['/terms-and-conditions', 'Terms'],
    ]);
    expect(menuLinks(pages, 'bottom-menu', estonia).map((l) => [l.path, l.title])).toEqual([
      ['/about', 'About us'],
      ['/terms-and-conditions', 'Terms (Estonia)'],
    ]);
    // The AU-only page is linked for Australian visitors alone: the others would get a 404 there.
    expect(menuLinks(pages, 'bottom-menu', au).map((l) => [l.path, l.title])).toEqual([
      ['/about', 'About us'],
      ['/terms-and-conditions', 'Terms (Estonia)'],
      ['/bonus-rules', 'Bonus rules (AU)'],
    ]);
  });
});

describe('fetching', () => {
  it('asks /api/cms/pages{path}?l and reshapes; a 404 is null, other failures throw', async () => {
    const { client, calls } = fakePlatform({
      'GET /api/cms/pages/terms-and-conditions/estonia?l=de': {
        body: cmsPage({ slug: 'terms-and-conditions/estonia', path: '/terms-and-conditions/estonia', locale: 'de' }),
      },
      'GET /api/cms/pages/broken?l=de': { status: 500, body: { error: 'internal', message: 'boom' } },
    });
    const page = await fetchPage(client, 'de', '/terms-and-conditions/estonia');
    expect(page?.slug).toBe('terms-and-conditions/estonia');
    expect(page?.locale).toBe('de');
    expect(await fetchPage(client, 'de', '/missing')).toBeNull();
    await expect(fetchPage(client, 'de', '/broken')).rejects.toMatchObject({ status: 500 });
    expect(calls.map((c) => c.url)).toEqual(['/api/cms/pages/terms-and-conditions/estonia?l=de', '/api/cms/pages/missing?l=de', '/api/cms/pages/broken?l=de']);
  });

  it('refuses an answer that does not match the contract', async () => {
    const { client } = fakePlatform({ 'GET /api/cms/pages/x?l=en': { body: { id: 'nope' } } });
    await expect(fetchPage(client, 'en', '/x')).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('lists pages; the menu query swallows a failure into an empty menu (spec C8)', async () => {
    const item = { ...cmsPage() } as Partial<CmsPage>;
    delete item.content;
    delete item.blocks;
    const ok = fakePlatform({ 'GET /api/cms/pages?l=it': { body: [item] } });
    expect((await fetchPageLinks(ok.client, 'it')).map((l) => l.path)).toEqual(['/privacy-policy']);
    const down = fakePlatform({ 'GET /api/cms/pages?l=it': { status: 503, body: { error: 'unavailable', message: 'down' } } });
    const query = pageLinksQuery('it', down.client);
    expect(query.queryKey).toEqual(['/api/cms/pages', 'it']);
    const fn = query.queryFn as (ctx: { signal: AbortSignal }) => Promise<PageLink[]>;
    expect(await fn({ signal: new AbortController().signal })).toEqual([]);
  });
});
