import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../../site/core/api';
import { makeGames, makePage } from './fixtures';
import { rowQuery } from './queries';
import { TILE_GAME_FIELDS } from './rules';

function fakeClient() {
  const notUsed = () => Promise.reject(new Error('not used'));
  const post = vi.fn(async () => makePage(makeGames(20)));
  const client: ApiClient = { get: notUsed, put: notUsed, patch: notUsed, delete: notUsed, post: post as unknown as ApiClient['post'] };
  return Object.assign(client, { post: client.post, calls: post });
}

describe('lobby row query', () => {
  it('asks games_filter for the first 15 of the category and keeps only the tile fields', async () => {
    const client = fakeClient();
    const page = await new QueryClient().fetchQuery(rowQuery('top', 'desktop', 'player', client));
    expect(client.calls).toHaveBeenCalledWith(
      '/api/games_filter',
      { device: 'desktop', filter: { categories: { identifiers: ['top'], strategy: 'OR' } }, page: 1, page_size: 15 },
      expect.anything(),
    );
    for (const game of page.data) expect(Object.keys(game).sort()).toEqual([...TILE_GAME_FIELDS].sort());
    // A player's tiles need the per-currency ids (lock, heart).
    expect(Object.keys(page.data[0]!.currencies).length).toBeGreaterThan(0);
    expect(page.data[0]!.currencies).toEqual(makeGames(1)[0]!.currencies);
  });

  it("leaves a guest's rows without the per-currency ids, under a key of their own", async () => {
    const page = await new QueryClient().fetchQuery(rowQuery('top', 'desktop', 'guest', fakeClient()));
    expect(page.data.every((g) => Object.keys(g.currencies).length === 0)).toBe(true);
    expect(page.data.map((g) => g.title)).toEqual(makeGames(20).map((g) => g.title));
    expect(rowQuery('top', 'desktop', 'guest').queryKey).not.toEqual(rowQuery('top', 'desktop', 'player').queryKey);
  });
});
