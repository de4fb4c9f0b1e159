/**
 * The widgets' param limits (spec C9) without the params' zod schemas (schemas/widget-params.ts
 * re-exports them): widget views on every visitor's first page import them from here so they do
 * not load zod.
 */

/** At most 15 games in a row (spec C9). */
export const GAME_ROW_LIMIT_MAX = 15;
/** At most 6 articles (spec C9). */
export const ARTICLES_LIMIT_MAX = 6;
/** A grid shows at most 100 games at once (games_filter's page size cap). */
export const GAME_GRID_LIMIT_MAX = 100;
