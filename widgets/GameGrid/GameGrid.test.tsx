import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { makeGames, makePage } from '../common/games/catalog/fixtures';
import type { ApiClient } from '../../site/core/api';
import { gameGridQuery } from './queries';

describe('GameGrid query', () => {
  it('pages through the source at the placeholder limit', async () => {
    const all = makeGames(30);
    const post = vi.fn(async (_path: string, body: { page: number; page_size: number }) =>
      makePage(all.slice((body.page - 1) * body.page_size, body.page * body.page_size), body.page, Math.ceil(30 / body.page_size), 30),
    );
    const client = { post } as unknown as ApiClient;
    const qc = new QueryClient();
    const options = gameGridQuery({ collection: 'summer' }, 12, { device: 'mobile', client });
    expect(options.queryKey).toEqual(['/api/games_filter', { collection: 'summer', device: 'mobile', grid: 12 }]);
    const first = await qc.fetchInfiniteQuery(options);
    expect(first.pages[0]!.data).toHaveLength(12);
    expect(post).toHaveBeenCalledWith(
      '/api/games_filter',
      { device: 'mobile', filter: { collections: ['summer'] }, page: 1, page_size: 12 },
      expect.anything(),
    );
    expect(options.getNextPageParam(first.pages[0]!, first.pages, 1, first.pageParams)).toBe(2);
    const last = makePage(all.slice(24), 3, 3, 30);
    expect(options.getNextPageParam(last, [last], 3, [3])).toBeUndefined();
  });
});
