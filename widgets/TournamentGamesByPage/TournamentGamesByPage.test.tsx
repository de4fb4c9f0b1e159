// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import type { ApiClient } from '../../site/core/api';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
import { makeGames, makePage } from '../common/games/catalog/fixtures';
import { PUBLIC_CONTEXT, renderWidget } from '../common/testing/test-harness';
import { tournamentGamesQuery } from './queries';
import { TournamentGamesByPageWidget } from './TournamentGamesByPage.widget';

vi.mock('next/navigation', () => ({ usePathname: () => '/en', useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }) }));
afterEach(cleanup);

const all = makeGames(10);

describe('TournamentGamesByPage', () => {
  it('needs the tournament id, takes a page size and "more", refuses unknown keys', () => {
    expect(WIDGET_PARAMS.TournamentGamesByPage.parse({ id: 'winter-wonders' })).toEqual({ id: 'winter-wonders', per_page: 24, more: true });
    expect(WIDGET_PARAMS.TournamentGamesByPage.parse({ id: '7', per_page: '8', more: 'false' })).toEqual({ id: '7', per_page: 8, more: false });
    expect(WIDGET_PARAMS.TournamentGamesByPage.safeParse({}).success).toBe(false);
    expect(WIDGET_PARAMS.TournamentGamesByPage.safeParse({ id: 'x', per_page: '500' }).success).toBe(false);
    expect(WIDGET_PARAMS.TournamentGamesByPage.safeParse({ id: 'x', colour: 'red' }).success).toBe(false);
  });

  it('pages GET /api/tournaments/{id}/games', async () => {
    const get = vi.fn(async (_path: string, opts: { query: { page: number; per_page: number } }) => {
      const { page, per_page } = opts.query;
      return makePage(all.slice((page - 1) * per_page, page * per_page), page, Math.ceil(all.length / per_page), all.length);
    });
    const options = tournamentGamesQuery('winter-wonders', 4, { device: 'mobile', client: { get } as unknown as ApiClient });
    expect(options.queryKey).toEqual(['/api/tournaments/games', 'winter-wonders', { device: 'mobile', per_page: 4 }]);
    const first = await new QueryClient().fetchInfiniteQuery(options);
    expect(first.pages[0]!.data).toHaveLength(4);
    expect(get).toHaveBeenCalledWith('/api/tournaments/winter-wonders/games', expect.objectContaining({ query: { page: 1, per_page: 4, device: 'mobile' } }));
    expect(options.getNextPageParam(first.pages[0]!, first.pages, 1, first.pageParams)).toBe(2);
  });

  it('draws the games as lobby tiles with "load more", and says so when none count', () => {
    const key = tournamentGamesQuery('winter-wonders', 4, { device: 'desktop' }).queryKey;
    renderWidget(<TournamentGamesByPageWidget params={{ id: 'winter-wonders', per_page: 4, more: true }} context={PUBLIC_CONTEXT} />, {
      data: [[key, { pages: [makePage(all.slice(0, 4), 1, 3, 10)], pageParams: [1] }]],
    });
    expect(screen.getByRole('heading', { name: 'Games in this tournament' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('button', { name: /more/i })).toBeTruthy();
    cleanup();
    renderWidget(<TournamentGamesByPageWidget params={{ id: 'winter-wonders', per_page: 4, more: true }} context={PUBLIC_CONTEXT} />, {
      data: [[key, { pages: [makePage([], 1, 0, 0)], pageParams: [1] }]],
    });
    expect(screen.getByText('No games count in this tournament yet.')).toBeTruthy();
  });
});
