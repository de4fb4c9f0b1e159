import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '../../cms-adapters/page';

const visitor = vi.hoisted(() => ({ licence: 'curacao' as 'curacao' | 'estonia', country: null as string | null }));
const pages = vi.hoisted(() => new Map<string, unknown>());
const calls = vi.hoisted(() => [] as string[]);

vi.mock('../licence/visitor', () => ({
  loadVisitorContext: async () => ({ ...visitor, host: '', whitelistedHosts: [], auApprovalRequired: false }),
}));
vi.mock('../../cms-adapters/server', async () => {
  const { pageCandidates } = await import('../../cms-adapters/pages');
  return {
    loadStaticPage: async (locale: string, segments: string[], ctx: Parameters<typeof pageCandidates>[1]) => {
      for (const source of pageCandidates(segments, ctx)) {
        calls.push(`${locale} ${source}`);
        const page = pages.get(source);
        if (page instanceof Error) throw page;
        if (page) return { page, source };
      }
      return null;
    },
  };
});
const warn = vi.hoisted(() => vi.fn());
vi.mock('../core/telemetry/logger', () => ({ logger: { warn, error: vi.fn(), info: vi.fn() } }));

const { findStaticPage, newsDate, staticPageMetadata } = await import('./load');

function page(slug: string, over: Partial<Page> = {}): Page {
  return {
    id: 1,
    slug,
    path: `/${slug}`,
    locale: 'en',
    title: slug,
    html: '<p>x</p>',
    categories: [],
    hidden: false,
    seo: { title: null, description: null, keywords: [] },
    json: null,
    meta: null,
    awards: [],
    updatedAt: '2026-11-20T10:00:00Z',
    ...over,
  };
}

beforeEach(() => {
  pages.clear();
  calls.length = 0;
  visitor.licence = 'curacao';
  visitor.country = null;
  warn.mockClear();
});

describe('findStaticPage', () => {
  it('shows the plain page to a Curacao visitor and the Estonia variant to an Estonia one', async () => {
    pages.set('/terms-and-conditions', page('terms-and-conditions'));
    pages.set('/terms-and-conditions/estonia', page('terms-and-conditions/estonia'));
    expect(await findStaticPage('en', ['terms-and-conditions'])).toMatchObject({ kind: 'page', found: { source: '/terms-and-conditions' } });
    visitor.licence = 'estonia';
    expect(await findStaticPage('en', ['terms-and-conditions'])).toMatchObject({ kind: 'page', found: { source: '/terms-and-conditions/estonia' } });
  });

  it('tries the AU variant first for Australians (locale or IP)', async () => {
    pages.set('/terms-and-conditions/au', page('terms-and-conditions/au'));
    pages.set('/terms-and-conditions', page('terms-and-conditions'));
    visitor.licence = 'estonia';
    expect(await findStaticPage('en-AU', ['terms-and-conditions'])).toMatchObject({ found: { source: '/terms-and-conditions/au' } });
    visitor.licence = 'curacao';
    visitor.country = 'AU';
    expect(await findStaticPage('de', ['terms-and-conditions'])).toMatchObject({ found: { source: '/terms-and-conditions/au' } });
  });

  it('answers missing for unknown slugs, and for paths that cannot be slugs without asking', async () => {
    expect(await findStaticPage('en', ['nope'])).toEqual({ kind: 'missing' });
    expect(calls).toEqual(['en /nope/curacao', 'en /nope']);
    calls.length = 0;
    expect(await findStaticPage('en', ['wp-login.php'])).toEqual({ kind: 'missing' });
    expect(await findStaticPage('en', ['A'])).toEqual({ kind: 'missing' });
    expect(calls).toEqual([]);
  });

  it('logs a load failure as a warning and answers the error view (spec C8)', async () => {
    pages.set('/broken/curacao', new Error('socket hang up'));
    expect(await findStaticPage('en', ['broken'])).toEqual({ kind: 'error' });
    expect(warn).toHaveBeenCalledWith('LOAD_STATIC_PAGE_WARNING', expect.any(Error), { locale: 'en', path: '/broken' });
  });
});

describe('staticPageMetadata', () => {
  it('takes title, description and keywords from the blocks, with a canonical and language alternates', () => {
    const found = {
      page: page('privacy-policy', { seo: { title: 'Privacy', description: 'How we use data', keywords: ['privacy', 'gdpr'] } }),
      source: '/privacy-policy',
    };
    const meta = staticPageMetadata('de', ['privacy-policy'], { kind: 'page', found });
    expect(meta).toMatchObject({
      title: { absolute: 'Privacy' },
      description: 'How we use data',
      keywords: ['privacy', 'gdpr'],
      alternates: { canonical: '/de/privacy-policy' },
    });
    expect((meta.alternates?.languages as Record<string, string>)['en-AU']).toBe('/en-AU/privacy-policy');
    expect(meta.robots).toBeUndefined();
    expect(staticPageMetadata('de', ['x'], { kind: 'page', found: { page: page('x', { title: 'X page' }), source: '/x' } }).title).toBe('X page');
  });

  it('is noindex beyond 4 segments (spec C2/P2), and for missing or failed pages', () => {
    const found = { page: page('a/b/c/d/e'), source: '/a/b/c/d/e' };
    expect(staticPageMetadata('en', ['a', 'b', 'c', 'd', 'e'], { kind: 'page', found }).robots).toEqual({ index: false, follow: true });
    expect(staticPageMetadata('en', ['a', 'b', 'c', 'd'], { kind: 'page', found }).robots).toBeUndefined();
    expect(staticPageMetadata('en', ['x'], { kind: 'missing' }).robots).toEqual({ index: false, follow: true });
    expect(staticPageMetadata('en', ['x'], { kind: 'error' }).robots).toEqual({ index: false, follow: true });
  });
});

describe('newsDate', () => {
  it('is the meta.news date of a page under news/, else null', () => {
    const news = { news: { date: '2026-11-20', excerpt: 'x' } };
    expect(newsDate({ slug: 'news/winter', meta: news })).toBe('2026-11-20');
    expect(newsDate({ slug: 'about', meta: news })).toBeNull();
    expect(newsDate({ slug: 'news/broken', meta: { news: { date: 'soon' } } })).toBeNull();
    expect(newsDate({ slug: 'news/none', meta: null })).toBeNull();
  });
});
