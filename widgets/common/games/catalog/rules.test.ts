import { describe, expect, it } from 'vitest';
import { GAME_PAGE_MAX } from '../../../../schemas/games';
import { makeGame, makeGames } from './fixtures';
import {
  deviceFromHeaders,
  gridItems,
  nextPageParam,
  parsePageParam,
  pickRandomGame,
  randomCardGoesLast,
  randomIndex,
  rowGames,
  tileAccess,
  playPath,
} from './rules';

const kinds = (items: ReturnType<typeof gridItems>) => items.map((i) => (i.kind === 'game' ? i.game.id : i.kind));

describe('gridItems: the random card and the cashback card (C9)', () => {
  it('puts the random card at position 10 of a category list', () => {
    const items = gridItems(makeGames(40), { categorySlug: 'pokies', random: true, cashback: false });
    expect(items).toHaveLength(41);
    expect(items[9]).toEqual({ kind: 'random' });
    expect(kinds(items).slice(0, 11)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 'random', 10]);
  });

  it('puts it last for categories starting special, new, top or recommended', () => {
    for (const slug of ['special-halloween', 'new', 'top', 'recommended', 'top-live']) {
      const items = gridItems(makeGames(40), { categorySlug: slug, random: true, cashback: false });
      expect(items.at(-1), slug).toEqual({ kind: 'random' });
      expect(items.filter((i) => i.kind === 'random')).toHaveLength(1);
    }
    // While more pages follow, "last" is not reached yet.
    expect(gridItems(makeGames(40), { categorySlug: 'top', random: true, cashback: false, complete: false }).some((i) => i.kind === 'random')).toBe(false);
    expect(gridItems(makeGames(40), { categorySlug: 'pokies', random: true, cashback: false, complete: false })[9]).toEqual({ kind: 'random' });
    expect(randomCardGoesLast('pokies')).toBe(false);
    expect(randomCardGoesLast('table')).toBe(false);
  });

  it('puts it last when the list is shorter than 10, and adds nothing to an empty list', () => {
    expect(kinds(gridItems(makeGames(3), { categorySlug: 'table', random: true, cashback: false }))).toEqual([1, 2, 3, 'random']);
    expect(gridItems([], { categorySlug: 'live', random: true, cashback: true })).toEqual([]);
  });

  it('starts live lists with the cashback card, before the random card at 10 (counting games)', () => {
    const items = gridItems(makeGames(20), { categorySlug: 'live', random: true, cashback: true });
    expect(items[0]).toEqual({ kind: 'cashback' });
    expect(kinds(items).indexOf('random')).toBe(10);
  });

  it('leaves provider and favourites lists alone', () => {
    expect(kinds(gridItems(makeGames(12), { random: false, cashback: false }))).toEqual(makeGames(12).map((g) => g.id));
  });

  it('a row shows at most 15 games', () => {
    expect(rowGames(makeGames(40))).toHaveLength(15);
    expect(rowGames(makeGames(4))).toHaveLength(4);
  });
});

describe('tileAccess: the lock rule (C4)', () => {
  const game = makeGame(7, { currencies: { EUR: { id: 71 }, FUN: { id: 79 } } });

  it('is a guest tile without a player', () => {
    expect(tileAccess(game, null)).toEqual({ kind: 'guest' });
  });
  it('offers the favourite by the id of the player currency', () => {
    expect(tileAccess(game, 'EUR')).toEqual({ kind: 'player', favoriteId: 71 });
  });
  it('locks a fiat currency the game has no entry for', () => {
    expect(tileAccess(game, 'CAD')).toEqual({ kind: 'locked' });
    expect(tileAccess(game, 'NOK')).toEqual({ kind: 'locked' });
  });
  it('never locks a crypto currency, but offers no favourite without an entry', () => {
    expect(tileAccess(game, 'BTC')).toEqual({ kind: 'player', favoriteId: null });
    expect(tileAccess(game, 'USDT')).toEqual({ kind: 'player', favoriteId: null });
  });
  it('builds the game page path of C2', () => {
    expect(playPath(game, 'real')).toBe('/play/reelhouse/game-7?mode=real');
    expect(playPath(game, 'demo')).toBe('/play/reelhouse/game-7?mode=demo');
  });
});

describe('pagination', () => {
  it('follows next_page until there is none', () => {
    expect(nextPageParam({ current_page: 1, next_page: 2, total_pages: 3 })).toBe(2);
    expect(nextPageParam({ current_page: 3, next_page: null, total_pages: 3 })).toBeUndefined();
    expect(nextPageParam({ current_page: GAME_PAGE_MAX, next_page: GAME_PAGE_MAX + 1, total_pages: GAME_PAGE_MAX + 5 })).toBeUndefined();
  });

  it('accepts page params 1..GAME_PAGE_MAX written plainly, nothing else', () => {
    expect(parsePageParam('1')).toBe(1);
    expect(parsePageParam('2')).toBe(2);
    expect(parsePageParam(String(GAME_PAGE_MAX))).toBe(GAME_PAGE_MAX);
    for (const bad of [undefined, '', '0', '-1', '01', '1.5', '1e3', 'abc', ' 2', '2 ', String(GAME_PAGE_MAX + 1), '99999999999999999999']) {
      expect(parsePageParam(bad), String(bad)).toBeNull();
    }
  });
});

describe('random pick', () => {
  it('maps the source onto [0, n) and rejects the biased top of the range', () => {
    const values = [0xffffffff, 5];
    const fill = (b: Uint32Array) => {
      b[0] = values.shift()!;
      return b;
    };
    // 0xffffffff lies above the largest multiple of 3 below 2^32: drawn again.
    expect(randomIndex(3, fill)).toBe(2);
    expect(() => randomIndex(0)).toThrow(RangeError);
  });

  it('picks every game of a page over many draws, and null from an empty page', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) seen.add(pickRandomGame([1, 2, 3, 4, 5])!);
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(pickRandomGame([])).toBeNull();
  });
});

describe('deviceFromHeaders', () => {
  it('reads the client hint first, then the user agent', () => {
    expect(deviceFromHeaders('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile', null)).toBe('mobile');
    expect(deviceFromHeaders('Mozilla/5.0 (X11; Linux x86_64) Chrome/120', null)).toBe('desktop');
    expect(deviceFromHeaders('Mozilla/5.0 (Linux; Android 14) Mobile', '?0')).toBe('desktop');
    expect(deviceFromHeaders(null, '?1')).toBe('mobile');
    expect(deviceFromHeaders(null, null)).toBe('desktop');
  });
});
