import { z } from 'zod';
import { GAME_PAGE_MAX, GAME_PAGE_SIZE, GAME_PAGE_SIZE_MAX } from './games-constants';
import { oneLine } from './validation';

export {
  DEMO_CURRENCY,
  FAVORITES_ACCEPT_CLIENT,
  GAME_PAGE_MAX,
  GAME_PAGE_SIZE,
  GAME_PAGE_SIZE_MAX,
  GAME_ROW_MAX,
  KNOWN_CATEGORIES,
  PLAYED_GAMES_MAX,
  RANDOM_CARD_LAST_PREFIXES,
  RANDOM_PICK_PAGE_SIZE,
} from './games-constants';

/**
 * The games contract (spec C3 Game, Provider, Category, Jackpot; C7 games calls; P5 launch check).
 * The platform validates requests and answers with these; the site parses with them.
 *
 * Ids: a game has one catalogue id, and one id per currency it can be played in (`currencies`
 * map). Favourites and `games_filter/select` speak the per-currency ids, as the spec's
 * "ids per currency" says; FUN is the demo entry.
 */

/** URL-safe lower-case slug, as used in /pokies/{slug}, /producers/{slug}, /play/{producer}/{name}. */
export const GameSlugSchema = oneLine()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug');

export const BadgeSchema = z.object({
  /** What the badge says, e.g. `new`, `hot`, `exclusive`, `drops`. */
  type: z.string().max(40),
  /** Its colour scheme, e.g. `red`, `gold`, `blue`. */
  theme: z.string().max(40),
});
export type Badge = z.infer<typeof BadgeSchema>;

export const GameCurrencyEntrySchema = z.object({ id: z.number().int().positive() });

export const GameSchema = z.object({
  /** Catalogue id. */
  id: z.number().int().positive(),
  /** `provider:name`, the form comp-point cards and the provider protocol use. */
  identifier: z.string().max(200),
  /** Machine name within the provider. */
  name: z.string().max(120),
  title: z.string().max(200),
  slug: GameSlugSchema,
  /** The `{name}` of /play/{producer}/{name}. */
  seo_title: GameSlugSchema,
  /** Provider slug: the `{producer}` of /play/{producer}/{name}. */
  provider: GameSlugSchema,
  provider_title: z.string().max(120),
  /** Same-origin URL of the preview art. */
  preview: z.string().max(500),
  categories: z.array(z.string().max(120)),
  badges: z.array(BadgeSchema),
  has_demo_mode: z.boolean(),
  collections: z.array(z.string().max(120)),
  /** Currency code -> the game's id in that currency; FUN means demo. */
  currencies: z.record(z.string().max(8), GameCurrencyEntrySchema),
});
export type Game = z.infer<typeof GameSchema>;

export const ProviderSchema = z.object({
  id: z.number().int().positive(),
  slug: GameSlugSchema,
  name: z.string().max(120),
  title: z.string().max(120),
  games_count: z.number().int().nonnegative(),
});
export type Provider = z.infer<typeof ProviderSchema>;
export const ProvidersSchema = z.array(ProviderSchema);

export const CategorySchema = z.object({
  id: z.number().int().positive(),
  /** The identifier games_filter filters by (same as the slug). */
  identifier: z.string().max(120),
  slug: GameSlugSchema,
  title: z.string().max(200),
  /** Which lobby section lists it: /pokies/{slug} or /live/{slug}. */
  section: z.enum(['pokies', 'live']),
  games_count: z.number().int().nonnegative(),
});
export type Category = z.infer<typeof CategorySchema>;

export const CollectionSchema = z.object({
  id: z.number().int().positive(),
  identifier: z.string().max(120),
  title: z.string().max(200),
  games_count: z.number().int().nonnegative(),
});
export type Collection = z.infer<typeof CollectionSchema>;

/**
 * GET /api/games/collections: the editorial collections, a bare array as SoftSwiss-style clients
 * read it (they iterate the answer).
 */
export const CollectionsSchema = z.array(CollectionSchema);

/** GET /api/games/categories: the lobby categories with their section, the site's own call. */
export const CategoriesSchema = z.array(CategorySchema);

export const DeviceSchema = z.enum(['mobile', 'desktop']);
export type Device = z.infer<typeof DeviceSchema>;

const FilterList = z.array(oneLine().min(1).max(120)).max(50);

/** POST /api/games_filter */
export const GamesFilterRequestSchema = z.object({
  device: DeviceSchema,
  filter: z
    .object({
      providers: FilterList.optional(),
      /** Games in any of these categories (the spec's OR strategy). */
      categories: z.object({ identifiers: FilterList, strategy: z.literal('OR').default('OR') }).optional(),
      collections: FilterList.optional(),
      /** Case-insensitive title search; the site only sends it above 2 characters. */
      title: oneLine().max(100).optional(),
    })
    .default({}),
  page: z.number().int().min(1).max(GAME_PAGE_MAX).default(1),
  page_size: z.number().int().min(1).max(GAME_PAGE_SIZE_MAX).default(GAME_PAGE_SIZE),
});
export type GamesFilterRequest = z.input<typeof GamesFilterRequestSchema>;

export const PaginationSchema = z.object({
  current_page: z.number().int().min(1),
  next_page: z.number().int().min(1).nullable(),
  prev_page: z.number().int().min(1).nullable(),
  total_pages: z.number().int().nonnegative(),
  total_count: z.number().int().nonnegative(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export const GamesPageSchema = z.object({ data: z.array(GameSchema), pagination: PaginationSchema });
export type GamesPage = z.infer<typeof GamesPageSchema>;

/** POST /api/games_filter/select: games by their per-currency ids, in the order asked. */
export const GamesSelectRequestSchema = z.object({
  game_ids: z.array(z.number().int().positive()).min(1).max(GAME_PAGE_SIZE_MAX),
  device: DeviceSchema,
});
export const GamesListSchema = z.array(GameSchema);

export const FavoriteIdsSchema = z.array(z.number().int().positive());
/** PUT|DELETE /api/player/favorite_games/{id}: the game's id in the player's currency. */
export const FavoriteParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

export const JackpotLevelSchema = z.object({
  id: z.number().int().positive(),
  identifier: z.string().max(60),
  name: z.string().max(60),
  amount_cents: z.number().int().nonnegative(),
});
/** GET /api/games/jackpots (C3 Jackpot). */
export const JackpotSchema = z.object({
  id: z.number().int().positive(),
  identifier: z.string().max(120),
  state: z.enum(['active', 'inactive']),
  currency: z.string().max(8),
  levels: z.array(JackpotLevelSchema),
  /** Slugs of the games that feed it. */
  games: z.array(GameSlugSchema),
});
export type Jackpot = z.infer<typeof JackpotSchema>;
export const JackpotsSchema = z.array(JackpotSchema);

/** GET /api/games/item/{producer}/{name}: one game for its page. */
export const GameItemParamsSchema = z.object({ producer: GameSlugSchema, name: GameSlugSchema });

export const GameModeSchema = z.enum(['real', 'demo']);
export type GameMode = z.infer<typeof GameModeSchema>;

/**
 * POST /api/games/launch. A real launch needs a logged-in player with an account in a currency
 * the game has; it is refused with `restricted_region` (403), `limit_reached` (403, the limits
 * issue fills the check), `profile_incomplete` (422, fields = the provider's empty required
 * profile fields) or `currency_unsupported` (422).
 */
export const GameLaunchRequestSchema = z.object({
  game_id: z.number().int().positive(),
  mode: GameModeSchema,
  locale: oneLine().max(10).optional(),
});
export const GameLaunchResponseSchema = z.object({
  /** What the game page puts in its iframe. */
  url: z.string().max(2000),
  mode: GameModeSchema,
  currency: z.string().max(8),
  /** When the game session stops taking new bets (wins and rollbacks are still accepted). */
  expires_at: z.string(),
  /** Real play with free spins for this game: the free-spins gift the session plays first. */
  freespins_gift_id: z.number().int().nullable().optional(),
});
export type GameLaunchResponse = z.infer<typeof GameLaunchResponseSchema>;

/** GET /api/player/game_rounds: the games history (newest first). */
export const GameRoundsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(GAME_PAGE_MAX).default(1),
  page_size: z.coerce.number().int().min(1).max(GAME_PAGE_SIZE_MAX).default(20),
});
export const GameRoundSchema = z.object({
  id: z.number().int().positive(),
  game_identifier: z.string(),
  game_title: z.string(),
  provider: z.string(),
  mode: GameModeSchema,
  currency: z.string(),
  bet_cents: z.number().int().nonnegative(),
  win_cents: z.number().int().nonnegative(),
  balance_before_cents: z.number().int(),
  balance_after_cents: z.number().int(),
  /** A free spin of a free-spins gift: the stake cost nothing (`bet_cents` 0) and the win went to bonus money. */
  free_spin: z.boolean().optional(),
  status: z.enum(['open', 'settled', 'rolled_back']),
  created_at: z.string(),
});
export type GameRound = z.infer<typeof GameRoundSchema>;
export const GameRoundsPageSchema = z.object({ data: z.array(GameRoundSchema), pagination: PaginationSchema });
