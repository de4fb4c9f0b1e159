// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { scriptedFetch } from '../core/testing/test-harness';
import { logger } from '../core/telemetry/logger';
import type { Stores } from '../core/stores/StoreProvider';
import { GameCard as BareGameCard } from '../../widgets/common/games/GameCard';
import { TileActionsProvider } from '../../widgets/common/games/TileActions';
import { GameGrid } from '../../widgets/common/games/GameGrid';
import { GamesList } from './GamesList';
import SearchPopup from './SearchPopup';
import { gamesStoresOf } from '../../widgets/common/games/stores';
import { gridItems } from '../../widgets/common/games/catalog/rules';
import { makeGame, makeGames, makePage } from '../../widgets/common/games/catalog/fixtures';
import { CAD_PLAYER, EUR_PLAYER, renderGames } from './test-harness';

const nav = vi.hoisted(() => ({ pathname: '/en', push: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => nav.pathname,
  useRouter: () => ({ push: nav.push, replace: vi.fn(), back: vi.fn(), prefetch: vi.fn() }),
}));
vi.mock('next/link', () => ({
  default: ({ href, children, prefetch: _p, ...rest }: { href: string; children: React.ReactNode; prefetch?: boolean }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

let net: ReturnType<typeof scriptedFetch>;
let stores: Stores | undefined;
const keep = (s: Stores) => {
  stores = s;
};

beforeEach(() => {
  net = scriptedFetch();
  vi.stubGlobal('fetch', net.fetch);
  nav.push.mockReset();
  stores = undefined;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// Tiles get the viewer and their actions from their list's provider.
const GameCard = (props: Parameters<typeof BareGameCard>[0]) => (
  <TileActionsProvider>
    <BareGameCard {...props} />
  </TileActionsProvider>
);

describe('GameCard (C4)', () => {
  const game = makeGame(3, { title: 'Book of Reels', currencies: { EUR: { id: 31 }, FUN: { id: 39 } } });

  it('shows a guest play (to registration with the game as redirect) and the demo link', () => {
    renderGames(<GameCard game={game} />);
    const tile = screen.getByRole('article', { name: 'Book of Reels' });
    expect(within(tile).getByRole('img', { name: 'Book of Reels' })).toBeTruthy();
    expect(within(tile).getByRole('link', { name: 'Play Book of Reels' }).getAttribute('href')).toBe(
      `/en/sign-up?redirect=${encodeURIComponent('/en/play/reelhouse/game-3?mode=real')}`,
    );
    expect(within(tile).getByRole('link', { name: 'Demo Book of Reels' }).getAttribute('href')).toBe('/en/play/reelhouse/game-3?mode=demo');
    expect(within(tile).queryByRole('button', { name: /Favourite/ })).toBeNull();
  });

  it('has no demo link without demo mode', () => {
    renderGames(<GameCard game={{ ...game, has_demo_mode: false }} />);
    expect(screen.queryByRole('link', { name: /^Demo / })).toBeNull();
  });

  it('gives a player the real game and a heart', () => {
    renderGames(<GameCard game={game} />, { player: EUR_PLAYER });
    expect(screen.getByRole('link', { name: 'Play Book of Reels' }).getAttribute('href')).toBe('/en/play/reelhouse/game-3?mode=real');
    expect(screen.getByRole('button', { name: 'Favourite Book of Reels' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('locks the game for a player whose fiat currency it lacks, with the two GAME_HALL_BOTTOM texts', () => {
    renderGames(<GameCard game={game} />, { player: CAD_PLAYER });
    const tile = screen.getByRole('article', { name: 'Book of Reels' });
    expect(within(tile).getByText('Currency not supported')).toBeTruthy();
    expect(within(tile).getByText(/cannot be played in CAD/)).toBeTruthy();
    expect(within(tile).queryByRole('link', { name: 'Play Book of Reels' })).toBeNull();
    expect(within(tile).queryByRole('button')).toBeNull();
  });

  it('favourites optimistically with the id of the player currency, and rolls back when refused', async () => {
    net.answer('PUT /api/player/favorite_games/31', 200, {});
    renderGames(<GameCard game={game} />, { player: EUR_PLAYER, onStores: keep });
    const heart = screen.getByRole('button', { name: 'Favourite Book of Reels' });
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(gamesStoresOf(stores!).favorites.getState().pending.size).toBe(0));
    // A signed-in player's tile also reads the jackpot amounts (GET /api/games/jackpots); only the favourite is a write.
    expect(net.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.url}`)).toEqual(['PUT /api/player/favorite_games/31']);

    net.answer('DELETE /api/player/favorite_games/31', 500, { error: 'internal', message: 'boom' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(stores!.toasts.getState().toasts.map((t) => t.message)).toEqual(['Your favourites could not be updated. Please try again.']);
  });
});

describe('GameGrid states', () => {
  const base = { labelledBy: 'h', renderItem: () => <span>cell</span> };
  it('loading shows 5 skeleton cards, error a retry, empty its text', () => {
    const { rerender } = renderGames(<GameGrid {...base} status="pending" items={[]} />);
    expect(screen.getAllByTestId('game-skeleton')).toHaveLength(5);
    const retry = vi.fn();
    rerender(<GameGrid {...base} status="error" items={[]} onRetry={retry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
    rerender(<GameGrid {...base} status="success" items={[]} />);
    expect(screen.getByText('There are no games here yet.')).toBeTruthy();
    rerender(<GameGrid {...base} status="success" items={gridItems(makeGames(3), { random: false, cashback: false })} loadingMore />);
    expect(screen.getAllByText('cell')).toHaveLength(3);
    expect(screen.getAllByTestId('game-skeleton')).toHaveLength(5);
  });
});

describe('GamesList: infinite loading (C9)', () => {
  it('loads the next page when the end comes within 500 px, with the random card at 10', async () => {
    const observers: { cb: IntersectionObserverCallback; opts?: IntersectionObserverInit }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback, opts?: IntersectionObserverInit) {
          observers.push({ cb, opts });
        }
        observe() {}
        disconnect() {}
      },
    );
    net.answer('POST /api/games_filter', 200, makePage(makeGames(40), 1, 2, 55));
    net.answer('POST /api/games_filter', 200, makePage(makeGames(15, 41), 2, 2, 55));
    renderGames(
      <>
        <h1 id="h">Pokies</h1>
        <GamesList source={{ category: 'pokies' }} device="desktop" labelledBy="h" random />
      </>,
    );
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(40));
    const list = screen.getByRole('list', { name: 'Pokies' });
    expect(within(list).getAllByRole('listitem')[9]?.querySelector('[data-testid="random-card"]')).toBeTruthy();
    expect(net.calls[0]?.body).toEqual({ device: 'desktop', filter: { categories: { identifiers: ['pokies'], strategy: 'OR' } }, page: 1, page_size: 40 });

    const observer = observers.at(-1)!;
    expect(observer.opts?.rootMargin).toBe('0px 0px 500px 0px');
    act(() => observer.cb([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(55));
    expect((net.calls[1]?.body as { page: number }).page).toBe(2);
    expect(screen.getByText("That's all 55 games.")).toBeTruthy();
  });

  it('starts live lists with the cashback card', async () => {
    net.answer('POST /api/games_filter', 200, makePage(makeGames(12), 1, 1));
    renderGames(<GamesList source={{ category: 'live' }} device="desktop" labelledBy="h" random cashback />);
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(12));
    expect(screen.getAllByRole('listitem')[0]?.querySelector('[data-testid="cashback-card"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How cashback works' }).getAttribute('href')).toBe('/en/promotions/cashback');
  });
});

describe('SearchPopup (C5, C8)', () => {
  it('searches 300 ms after typing stops, above 2 characters; shows the clear button only when focused and long enough', async () => {
    net.answer('POST /api/games_filter', 200, makePage([makeGame(5, { title: 'Book of Reels' })], 1, 1));
    renderGames(<SearchPopup close={vi.fn()} titleId="t" />);
    const input = screen.getByRole('searchbox', { name: 'Search games by title' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'bo' } });
    expect(screen.getByText("Type at least 3 letters of a game's title.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    fireEvent.change(input, { target: { value: 'book' } });
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeTruthy();
    expect(net.calls).toHaveLength(0);
    await screen.findByRole('article', { name: 'Book of Reels' });
    expect(net.calls).toHaveLength(1);
    expect(net.calls[0]?.body).toMatchObject({ filter: { title: 'book' }, page: 1 });
    fireEvent.blur(input);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    fireEvent.focus(input);
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((input as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('article', { name: 'Book of Reels' })).toBeNull();
  });

  it('logs a failed search as LOAD_FOUND_GAMES_ERROR and shows no results with the recommended category', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => ({}) as never);
    net.answer('POST /api/games_filter', 500, { error: 'internal', message: 'boom' });
    net.answer('POST /api/games_filter', 200, makePage([makeGame(9, { title: 'Recommended Reels' })], 1, 1));
    renderGames(<SearchPopup close={vi.fn()} titleId="t" />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzqx' } });
    expect(await screen.findByText('No games found', { selector: 'p:not([role])' })).toBeTruthy();
    expect(logged.mock.calls.map((c) => c[0])).toContain('LOAD_FOUND_GAMES_ERROR');
    expect(await screen.findByRole('article', { name: 'Recommended Reels' })).toBeTruthy();
    expect(net.calls[1]?.body).toMatchObject({ filter: { categories: { identifiers: ['recommended'] } }, page_size: 15 });
  });
});
