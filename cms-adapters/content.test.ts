import { describe, expect, it } from 'vitest';
import type { CmsFile } from '../schemas/cms';
import { configQuery, fetchConfig } from './config';
import { termsFiles, termsFilesQuery, type CmsFileLink } from './files';
import { fetchSnippets, reshapeSnippets } from './snippets';
import { fakePlatform } from './test-client';

function file(over: Partial<CmsFile>): CmsFile {
  return {
    id: 1,
    url: '/api/cms/files/1/terms.pdf',
    name: 'terms.pdf',
    title: 'Terms',
    categories: ['terms'],
    locale: null,
    content_type: 'application/pdf',
    size: 1000,
    created_at: '2026-11-20T10:00:00Z',
    ...over,
  };
}

describe('termsFiles', () => {
  it('keeps terms files of the locale and of every locale; a translated file replaces the shared one of that title', () => {
    const files = [
      file({ id: 1, title: 'Bonus terms', locale: null }),
      file({ id: 2, title: 'Bonus terms', locale: 'de' }),
      file({ id: 3, title: 'Payment terms', locale: null }),
      file({ id: 4, title: 'Logo', categories: ['image'], content_type: 'image/png' }),
      file({ id: 5, title: 'Italian only', locale: 'it' }),
      file({ id: 6, title: '', name: 'untitled.pdf' }),
    ];
    expect(termsFiles(files, 'de').map((f) => f.id)).toEqual([2, 3, 6]);
    expect(termsFiles(files, 'en').map((f) => [f.id, f.title])).toEqual([
      [1, 'Bonus terms'],
      [3, 'Payment terms'],
      [6, 'untitled.pdf'],
    ]);
  });

  it('answers no links when the list fails (spec C8)', async () => {
    const { client } = fakePlatform({ 'GET /api/cms/files?l=de': { status: 500, body: { error: 'internal', message: 'x' } } });
    const fn = termsFilesQuery('de', client).queryFn as (ctx: { signal: AbortSignal }) => Promise<CmsFileLink[]>;
    expect(await fn({ signal: new AbortController().signal })).toEqual([]);
  });
});

describe('snippets', () => {
  it('are keyed by key, first one wins', async () => {
    const { client, calls } = fakePlatform({
      'GET /api/cms/snippets?l=no': {
        body: [
          { id: 'footer-contact', key: 'footer-contact', categories: [], locale: 'no', content: '<p>Kontakt</p>' },
          { id: 'footer-contact', key: 'footer-contact', categories: [], locale: 'en', content: '<p>Contact</p>' },
        ],
      },
    });
    const snippets = await fetchSnippets(client, 'no');
    expect(snippets.get('footer-contact')).toEqual({ key: 'footer-contact', locale: 'no', html: '<p>Kontakt</p>' });
    expect(calls[0]?.url).toBe('/api/cms/snippets?l=no');
    expect(reshapeSnippets([]).size).toBe(0);
  });
});

describe('config documents', () => {
  it('parse with their schema; banners-config carries the locale header, the others share one key', async () => {
    const { client, calls } = fakePlatform({
      'GET /api/fe/config/logo-config': { body: { logoUrl: { mobile: '/logo-m.svg', full: '/logo.svg' } } },
      'GET /api/fe/config/banners-config': { body: { banners: [] } },
      'GET /api/fe/config/survey-config': { body: { survey_id: 1 } },
    });
    expect(await fetchConfig(client, 'logo-config', 'de')).toEqual({ logoUrl: { mobile: '/logo-m.svg', full: '/logo.svg' } });
    expect(await fetchConfig(client, 'banners-config', 'de')).toEqual({ banners: [] });
    await expect(fetchConfig(client, 'survey-config', 'de')).rejects.toMatchObject({ code: 'invalid_response' });
    expect(calls[0]?.headers['x-locale']).toBeUndefined();
    expect(calls[1]?.headers['x-locale']).toBe('de');
    expect(configQuery('logo-config', 'de').queryKey).toEqual(['/api/fe/config', 'logo-config']);
    expect(configQuery('banners-config', 'de').queryKey).toEqual(['/api/fe/config', 'banners-config', 'de']);
  });
});
