import type { Device, Game, GameMode, Pagination } from '../../../../schemas/games';
import { GAME_PAGE_MAX, GAME_ROW_MAX, RANDOM_CARD_LAST_PREFIXES } from '../../../../schemas/games-constants';
import { isCrypto, isCurrencyCode } from '../../../../schemas/currency-units';

/**
 * The pure rules of the lobby (spec C4 "Game tile", C5 search, C9 constants). No React, no
 * fetching: the views and hooks beside this file apply them, the unit tests pin them.
 */

/** 1-based place of the random-game card in a category list (C9 "inserted at position 10"). */
export const RANDOM_CARD_POSITION = 10;
/** Skeleton cards shown while a list loads (C9). */
export const SKELETON_CARDS = 5;
/** Infinite loading starts when the end of the list is this close (C9: within 500 px). */
export const LOAD_MORE_MARGIN_PX = 500;

/** One cell of a game grid: a game, or one of the two special cards. */
export type GridItem = { kind: 'game'; game: Game } | { kind: 'random' } | { kind: 'cashback' };

/** Whether a category's list puts the random card last rather than at position 10 (C9). */
export function randomCardGoesLast(categorySlug: string): boolean {
  return RANDOM_CARD_LAST_PREFIXES.some((p) => categorySlug.startsWith(p));
}

/**
 * The cells of a category list: the games in order, the random-game card at position 10 (or
 * last for special-, new, top and recommended lists, and last when the list is shorter than 10),
 * and the cashback card first in live lists (C9). `complete: false` says more pages follow. Provider lists and favourites pass
 * `random: false`. An empty list gets no special cards: there is nothing to pick from.
 */
export function gridItems(games: readonly Game[], opts: { categorySlug?: string; random: boolean; cashback: boolean; complete?: boolean }): GridItem[] {
  const items: GridItem[] = games.map((game) => ({ kind: 'game', game }));
  if (items.length === 0) return items;
  const last = opts.categorySlug !== undefined && randomCardGoesLast(opts.categorySlug);
  // "Last" means after the list's last game: it waits until the final page has loaded, rather
  // than riding along at the end of whatever is loaded so far.
  if (opts.random && (!last || opts.complete !== false)) {
    const at = last ? items.length : Math.min(RANDOM_CARD_POSITION - 1, items.length);
    items.splice(at, 0, { kind: 'random' });
  }
  if (opts.cashback) items.unshift({ kind: 'cashback' });
  return items;
}

/** A row shows at most 15 games (C9). */
export function rowGames<G extends TileGame>(games: readonly G[]): G[] {
  return games.slice(0, GAME_ROW_MAX);
}

/** The fields a game tile reads (GameCard, GameTile, tileAccess, playPath). */
export const TILE_GAME_FIELDS = ['id', 'title', 'slug', 'seo_title', 'provider', 'provider_title', 'preview', 'badges', 'has_demo_mode', 'currencies'] as const;

/** A game as a tile needs it: what the lobby rows keep, and so what each page's hydration data carries. */
export type TileGame = Pick<Game, (typeof TILE_GAME_FIELDS)[number]>;

/** A game cut down to its tile fields (a lobby row's server-rendered answer is sent to the browser with the page). */
export function toTileGame(game: TileGame): TileGame {
  const out = {} as Record<string, unknown>;
  for (const key of TILE_GAME_FIELDS) out[key] = game[key];
  return out as TileGame;
}

/**
 * Which state a tile is in for a viewer (C4): a logged-in player whose currency the game has no
 * entry for sees a lock, unless that currency is crypto (crypto players are not locked out by a
 * missing entry). Otherwise the tile plays, and a logged-in player with an entry can favourite it.
 */
export type TileAccess = { kind: 'guest' } | { kind: 'locked' } | { kind: 'player'; favoriteId: number | null };

export function tileAccess(game: Pick<Game, 'currencies'>, playerCurrency: string | null): TileAccess {
  if (playerCurrency === null) return { kind: 'guest' };
  const entry = game.currencies[playerCurrency];
  if (!entry) {
    const crypto = isCurrencyCode(playerCurrency) && isCrypto(playerCurrency);
    return crypto ? { kind: 'player', favoriteId: null } : { kind: 'locked' };
  }
  return { kind: 'player', favoriteId: entry.id };
}

/** The game page of C2: `/play/{provider}/{seo_title}?mode=real|demo` (locale-less). */
export function playPath(game: Pick<Game, 'provider' | 'seo_title'>, mode: GameMode): string {
  return `/play/${game.provider}/${game.seo_title}?mode=${mode}`;
}

/** The next page of a games_filter answer for useInfiniteQuery (undefined = the end). */
export function nextPageParam(pagination: Pick<Pagination, 'next_page' | 'current_page' | 'total_pages'>): number | undefined {
  if (pagination.next_page === null || pagination.next_page > GAME_PAGE_MAX) return undefined;
  return pagination.next_page;
}

/**
 * A page number from the URL (`/producers/{slug}/{page}`): digits only, 1..GAME_PAGE_MAX, no
 * leading zeros or signs. Anything else is null, which the page turns into the 404 page.
 */
export function parsePageParam(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,5}$/.test(raw)) return null;
  const page = Number(raw);
  return page <= GAME_PAGE_MAX ? page : null;
}

/** mobile|desktop for games_filter, from the request's client hints or user agent (server side). */
export function deviceFromHeaders(userAgent: string | null, mobileHint: string | null): Device {
  if (mobileHint === '?1') return 'mobile';
  if (mobileHint === '?0') return 'desktop';
  return userAgent && /Mobi|Android|iPhone|iPod|iPad/i.test(userAgent) ? 'mobile' : 'desktop';
}

/**
 * An index in [0, length) from a cryptographically strong source, without modulo bias (rejection
 * sampling). The random-game card is not a money outcome, but there is no reason for a biased pick.
 */
export function randomIndex(length: number, fill: (buf: Uint32Array) => Uint32Array = (b) => crypto.getRandomValues(b)): number {
  if (!Number.isInteger(length) || length <= 0) throw new RangeError('randomIndex needs a positive length');
  const limit = Math.floor(0x1_0000_0000 / length) * length;
  const buf = new Uint32Array(1);
  for (;;) {
    const v = fill(buf)[0]!;
    if (v < limit) return v % length;
  }
}

/** The game the random card opens: one of the page, chosen uniformly; null when the page is empty. */
export function pickRandomGame<T>(games: readonly T[], fill?: (buf: Uint32Array) => Uint32Array): T | null {
  if (games.length === 0) return null;
  return games[randomIndex(games.length, fill)] ?? null;
}
