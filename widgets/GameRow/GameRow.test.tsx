import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { makeGames, makePage } from '../common/games/catalog/fixtures';
import { rowQuery } from '../common/games/catalog/queries';
import type { ApiClient } from '../../site/core/api';
import { humanizeSlug, sourcePath } from '../common/games/links';
import { gameRowQuery, sourceFilterBody } from '../common/games/queries';

function clientAnswering(page = makePage(makeGames(15), 1, 3, 40)) {
  const post = vi.fn(async () => page);
  return { client: { post } as unknown as ApiClient, post };
}

describe('GameRow queries', () => {
  it('asks games_filter for each kind of source', () => {
    expect(sourceFilterBody({ category: 'new' }, 'desktop', 1, 15)).toEqual({
      device: 'desktop',
      filter: { categories: { identifiers: ['new'], strategy: 'OR' } },
      page: 1,
      page_size: 15,
    });
    expect(sourceFilterBody({ collection: 'summer' }, 'mobile', 2, 12)).toEqual({
      device: 'mobile',
      filter: { collections: ['summer'] },
      page: 2,
      page_size: 12,
    });
    expect(sourceFilterBody({ provider: 'reelhouse' }, 'desktop', 1, 15).filter).toEqual({ providers: ['reelhouse'] });
  });

  it("shares the lobby's row cache for a category", () => {
    const q = gameRowQuery({ category: 'new' }, { device: 'desktop', viewer: 'guest' });
    expect(q.queryKey).toEqual(rowQuery('new', 'desktop', 'guest').queryKey);
  });

  it('keeps the first 15 tile games, without per-currency ids for a guest', async () => {
    const { client, post } = clientAnswering();
    const qc = new QueryClient();
    const guest = await qc.fetchQuery(gameRowQuery({ provider: 'reelhouse' }, { device: 'desktop', viewer: 'guest', client }));
    expect(post).toHaveBeenCalledWith('/api/games_filter', expect.objectContaining({ filter: { providers: ['reelhouse'] }, page_size: 15 }), expect.anything());
    expect(guest.data).toHaveLength(15);
    expect(guest.data[0]!.currencies).toEqual({});
    expect(Object.keys(guest.data[0]!)).not.toContain('categories');
    const player = await qc.fetchQuery(gameRowQuery({ provider: 'reelhouse' }, { device: 'desktop', viewer: 'player', client }));
    expect(player.data[0]!.currencies).toHaveProperty('EUR');
  });
});

describe('GameRow links', () => {
  it.each([
    [{ category: 'new' }, '/categories/new'],
    [{ provider: 'play-n-go' }, '/producers/play-n-go'],
    [{ collection: 'summer' }, undefined],
  ] as const)('%j -> %s', (source, path) => {
    expect(sourcePath(source)).toBe(path);
  });

  it('humanizes slugs', () => {
    expect(humanizeSlug('summer-hits_2026')).toBe('Summer hits 2026');
    expect(humanizeSlug('')).toBe('');
  });
});
