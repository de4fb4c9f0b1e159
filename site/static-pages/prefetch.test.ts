import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { pageLinksQuery } from '../../cms-adapters/pages';
import { termsFilesQuery } from '../../cms-adapters/files';
import { promotionPagesQueryOptions } from '../flags/promotion-config';
import { logoConfigQuery, logoUrlsOf } from '../../cms-adapters/logo';

// The server memo's reads, answering or failing per test.
const memo = vi.hoisted(() => ({ fail: false, promotions: null as unknown, logo: null as unknown }));
vi.mock('../../cms-adapters/server', () => ({
  loadPageLinks: async () =>
    memo.fail ? Promise.reject(new Error('down')) : [{ id: 1, slug: 'faq', path: '/faq', title: 'FAQ', categories: ['top-menu'], news: null }],
  loadTermsFiles: async () => (memo.fail ? Promise.reject(new Error('down')) : []),
  // loadConfigOrNull already answers null for an unpublished document or a failed call.
  loadConfigOrNull: async (name: string) => (name === 'manage-promotion-pages' ? memo.promotions : name === 'logo-config' ? memo.logo : null),
}));

const { prefetchCmsShell } = await import('./prefetch');

beforeEach(() => {
  memo.fail = false;
  memo.promotions = null;
  memo.logo = null;
});

describe('prefetchCmsShell (the layout’s CMS data for the shell)', () => {
  it('fills the menus, the terms files, the promotion pages’ document and logo-config, and names their keys', async () => {
    memo.promotions = { pages: [{ slug: 'achievements', enabled: false }] };
    memo.logo = { logoUrl: { mobile: '/m.svg', full: '/f.svg' } };
    const qc = new QueryClient();
    const keys = await prefetchCmsShell(qc, 'de');
    expect(keys).toEqual([pageLinksQuery('de').queryKey, termsFilesQuery('de').queryKey, promotionPagesQueryOptions.queryKey, logoConfigQuery.queryKey]);
    // The header's first HTML already has the published logo.
    expect(logoUrlsOf(qc.getQueryData(logoConfigQuery.queryKey))).toEqual({ mobile: '/m.svg', full: '/f.svg' });
    expect(qc.getQueryData(pageLinksQuery('de').queryKey)).toHaveLength(1);
    // The nav's first HTML already leaves out the disabled page (site/routing/nav.ts visibleNavItems).
    expect(qc.getQueryData(promotionPagesQueryOptions.queryKey)).toEqual({ pages: [{ slug: 'achievements', enabled: false }] });
  });

  it('never throws: failed lists are empty, no document is null (promotion pages for testers only)', async () => {
    memo.fail = true;
    const qc = new QueryClient();
    await expect(prefetchCmsShell(qc, 'en')).resolves.toHaveLength(4);
    expect(qc.getQueryData(pageLinksQuery('en').queryKey)).toEqual([]);
    expect(qc.getQueryData(termsFilesQuery('en').queryKey)).toEqual([]);
    expect(qc.getQueryState(promotionPagesQueryOptions.queryKey)).toMatchObject({ status: 'success', data: null });
    // No logo-config: the built-in logo.
    expect(logoUrlsOf(qc.getQueryData(logoConfigQuery.queryKey))).toEqual({ mobile: '/logo/reelhouse-mobile.svg', full: '/logo/reelhouse-full.svg' });
  });
});
