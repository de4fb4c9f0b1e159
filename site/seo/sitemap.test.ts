import { describe, expect, it } from 'vitest';
import type { PageLink } from '../../cms-adapters/pages';
import type { Locale } from '../../schemas/locale-codes';
import { buildRobots, buildSitemap, indexedPagePaths } from './sitemap';
import { publicOrigin } from './origin';

const link = (slug: string): PageLink => ({ id: slug.length, slug, path: `/${slug}`, title: slug, categories: [], news: null });

const PAGES: Partial<Record<Locale, PageLink[]>> = {
  en: [link('about'), link('terms-and-conditions'), link('terms-and-conditions/estonia'), link('news/a/b/c/d'), link('news/big-win'), link('awards')],
  de: [link('about'), link('news/grosser-gewinn')],
};

describe('sitemap.xml', () => {
  it('lists the open routes in every locale with language alternates', async () => {
    const map = await buildSitemap('https://casino.example/', async (l) => PAGES[l] ?? []);
    const urls = map.map((e) => e.url);
    expect(urls).toContain('https://casino.example/en');
    expect(urls).toContain('https://casino.example/de/live/all');
    expect(urls).toContain('https://casino.example/et/awards');
    const lobby = map.find((e) => e.url === 'https://casino.example/fr-CA');
    expect(lobby?.alternates?.languages).toMatchObject({ de: 'https://casino.example/de', 'en-AU': 'https://casino.example/en-AU' });
    expect(urls.some((u) => /\/(profile|deposit|cashbox|sign-up|sign-in|oops)\b/.test(u))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('lists each locale its own published CMS pages, once at their plain path, without noindex paths', async () => {
    const urls = (await buildSitemap('https://casino.example', async (l) => PAGES[l] ?? [])).map((e) => e.url);
    expect(urls).toContain('https://casino.example/en/about');
    expect(urls).toContain('https://casino.example/en/news/big-win');
    expect(urls).toContain('https://casino.example/de/news/grosser-gewinn');
    expect(urls).not.toContain('https://casino.example/de/news/big-win');
    expect(urls).not.toContain('https://casino.example/en/terms-and-conditions/estonia');
    expect(urls.filter((u) => u === 'https://casino.example/en/terms-and-conditions')).toHaveLength(1);
    expect(urls).not.toContain('https://casino.example/en/news/a/b/c/d');
  });

  it("keeps the routes when a locale's page list fails", async () => {
    const urls = (await buildSitemap('https://casino.example', async (l) => (l === 'de' ? Promise.reject(new Error('down')) : []))).map((e) => e.url);
    expect(urls).toContain('https://casino.example/de/support');
  });

  it('drops guarded paths a CMS page might use', () => {
    expect(indexedPagePaths([link('profile/help'), link('faq')])).toEqual(['/faq']);
  });
});

describe('robots.txt', () => {
  it('keeps crawlers off staff, tester and API paths and names the sitemap', () => {
    expect(buildRobots('https://casino.example')).toEqual({
      rules: { userAgent: '*', allow: '/', disallow: ['/backoffice', '/dev/', '/api/'] },
      sitemap: 'https://casino.example/sitemap.xml',
    });
  });
});

describe('publicOrigin', () => {
  const h = (entries: Record<string, string>) => new Headers(entries);
  it('takes PUBLIC_URL first', () => {
    expect(publicOrigin(h({ host: 'evil.example' }), { PUBLIC_URL: 'https://casino.example/x' })).toBe('https://casino.example');
  });
  it('trusts forwarded headers only behind a trusted proxy', () => {
    const req = h({ host: 'internal:3000', 'x-forwarded-host': 'casino.example', 'x-forwarded-proto': 'https' });
    expect(publicOrigin(req, {})).toBe('http://internal:3000');
    expect(publicOrigin(req, { TRUST_PROXY: 'true' })).toBe('https://casino.example');
  });
});
