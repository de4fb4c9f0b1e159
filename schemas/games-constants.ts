/**
 * The games contract's constants without its zod schemas (schemas/games.ts re-exports them), so
 * the lobby's first-load code (rows, tiles, pagination) does not load zod.
 */

/** Page size of the lobby lists (C9) and the bounds the platform accepts. */
export const GAME_PAGE_SIZE = 40;
export const GAME_PAGE_SIZE_MAX = 100;
/** Far beyond any real catalogue (20,000 games / 40 a page = 500 pages); bounds the OFFSET. */
export const GAME_PAGE_MAX = 1000;
/** A lobby row shows at most this many games (C9). */
export const GAME_ROW_MAX = 15;
/** The random-game card picks from a page this size (C9). */
export const RANDOM_PICK_PAGE_SIZE = 100;

/** The demo currency of the per-currency map. */
export const DEMO_CURRENCY = 'FUN';

/** The lobby category identifiers of C3, plus any `special-...` the catalogue defines. */
export const KNOWN_CATEGORIES = [
  'pokies',
  'live',
  'table',
  'new',
  'top',
  'recommended',
  'animated',
  'exclusive',
  'pragmatic-drop-wins',
  'pragmatic-drop-wins-live',
  'prerelease',
] as const;

/** Categories whose lists put the random-game card last instead of at position 10 (C9). */
export const RANDOM_CARD_LAST_PREFIXES = ['special', 'new', 'top', 'recommended'] as const;

/** GET /api/player/favorite_games answers one of two forms, chosen by the `accept-client` header. */
export const FAVORITES_ACCEPT_CLIENT = {
  /** Per-currency ids only (the cheap form the tiles need to show the heart). */
  ids: 'application/vnd.reelhouse.favorites.ids+json',
  /** Full game data for the favourites page. */
  full: 'application/vnd.reelhouse.favorites.full+json',
} as const;

/** GET /api/player/played_games: the player's recent games, most recent first. */
export const PLAYED_GAMES_MAX = 20;
