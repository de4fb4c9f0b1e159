import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '../core/api';
import { fetchPromotionPagesConfig, isPromotionPageEnabled, type PromotionPagesConfig } from './promotion-pages';

const config: PromotionPagesConfig = {
  pages: [
    { slug: 'rocket-mart', enabled: true },
    { slug: 'rocket-chance', enabled: false },
    { slug: 'activity-hub', enabled: true, group_ids: [759, 255] },
  ],
};

describe('isPromotionPageEnabled (spec C6/P6)', () => {
  const guest = null;
  const bronze = [{ id: 257 }];
  const diamond = [{ id: 759 }];
  const tester = [{ id: 916 }];
  it.each([
    ['enabled page, guest', 'rocket-mart', guest, true],
    ['disabled page, player', 'rocket-chance', bronze, false],
    ['page not in the document', 'lotteries', bronze, false],
    ['group-limited page, player in the group', 'activity-hub', diamond, true],
    ['group-limited page, player outside', 'activity-hub', bronze, false],
    ['group-limited page, guest', 'activity-hub', guest, false],
    ['disabled page, tester', 'rocket-chance', tester, true],
    ['unlisted page, tester', 'lotteries', tester, true],
  ] as const)('%s', (_name, slug, statuses, expected) => {
    expect(isPromotionPageEnabled(config, slug, statuses)).toBe(expected);
  });

  it('no document: only testers see promotion pages', () => {
    expect(isPromotionPageEnabled(null, 'rocket-mart', [{ id: 257 }])).toBe(false);
    expect(isPromotionPageEnabled(undefined, 'rocket-mart', [{ id: 21 }])).toBe(true);
  });
});

describe('fetchPromotionPagesConfig', () => {
  it('answers null for an unpublished document and rethrows other failures', async () => {
    const missing = {
      get: vi.fn().mockRejectedValue(
        new ApiError({
          status: 404,
          code: 'not_found',
          message: 'x',
          path: '/api/fe/config/manage-promotion-pages',
          method: 'GET',
          logCode: 'LOAD_CONFIG_ERROR',
        }),
      ),
    } as unknown as ApiClient;
    await expect(fetchPromotionPagesConfig(missing)).resolves.toBeNull();
    const down = {
      get: vi.fn().mockRejectedValue(
        new ApiError({
          status: 500,
          code: 'server_error',
          message: 'x',
          path: '/api/fe/config/manage-promotion-pages',
          method: 'GET',
          logCode: 'LOAD_CONFIG_ERROR',
        }),
      ),
    } as unknown as ApiClient;
    await expect(fetchPromotionPagesConfig(down)).rejects.toBeInstanceOf(ApiError);
  });
});
