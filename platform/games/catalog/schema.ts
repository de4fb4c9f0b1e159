import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Badge } from '../../../schemas/games';
import type { ProfileField } from '../../../schemas/player';
import { players } from '../../player/schema';

/**
 * The games catalogue (spec C3 Game, Provider, Category, Jackpot). Read-mostly: the seed (and
 * later an admin import) writes it, the lobby reads it on every page. Each filter path of
 * POST /api/games_filter has its index: category and collection links by (link, position, game),
 * provider by (provider, position, id), the unfiltered list by (position, id).
 */

export const gameProviders = pgTable(
  'game_providers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The `{producer}` of /play/{producer}/{name} and /producers/{slug}. */
    slug: text().notNull(),
    /** Machine name: the left part of a game's `provider:name` identifier. */
    name: text().notNull(),
    title: text().notNull(),
    /** Profile fields a real-money launch needs filled (spec P5); names of schemas/player PROFILE_FIELDS. */
    requiredProfileFields: text()
      .array()
      .$type<ProfileField[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    position: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('game_providers_slug_unique').on(t.slug), uniqueIndex('game_providers_name_unique').on(t.name)],
);

export const GAME_SECTIONS = ['pokies', 'live'] as const;

export const gameCategories = pgTable(
  'game_categories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** What games_filter filters by; also the URL slug. */
    identifier: text().notNull(),
    title: text().notNull(),
    section: text({ enum: GAME_SECTIONS }).notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('game_categories_identifier_unique').on(t.identifier), check('game_categories_section', sql`${t.section} IN ('pokies', 'live')`)],
);

export const gameCollections = pgTable(
  'game_collections',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    identifier: text().notNull(),
    title: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('game_collections_identifier_unique').on(t.identifier)],
);

export const games = pgTable(
  'games',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** `provider:name`, the id the provider protocol and comp-point cards use. */
    identifier: text().notNull(),
    name: text().notNull(),
    title: text().notNull(),
    /** lower(title), kept by the writer: the case-insensitive title search reads only this. */
    titleLower: text().notNull(),
    slug: text().notNull(),
    /** The `{name}` of /play/{producer}/{name}: unique within the provider. */
    seoTitle: text().notNull(),
    providerId: integer()
      .notNull()
      .references(() => gameProviders.id),
    hasDemoMode: boolean().notNull().default(false),
    badges: jsonb().$type<Badge[]>().notNull().default([]),
    /** Which engine of the built-in studio plays it (engines.ts STUDIO_ENGINES). */
    engine: text().notNull(),
    /** Which devices the game runs on; games_filter's `device` filters by these. */
    desktop: boolean().notNull().default(true),
    mobile: boolean().notNull().default(true),
    /** Lobby order: lists sort by position, then id. */
    position: integer().notNull().default(0),
    releasedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('games_identifier_unique').on(t.identifier),
    uniqueIndex('games_slug_unique').on(t.slug),
    uniqueIndex('games_provider_seo_title_unique').on(t.providerId, t.seoTitle),
    index('games_position_idx').on(t.position, t.id),
    index('games_provider_position_idx').on(t.providerId, t.position, t.id),
  ],
);

/** Game <-> category; `position` copies the game's so a category page is one index range. */
export const gameCategoryGames = pgTable(
  'game_category_games',
  {
    categoryId: integer()
      .notNull()
      .references(() => gameCategories.id),
    gameId: integer()
      .notNull()
      .references(() => games.id),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.gameId] }),
    index('game_category_games_order_idx').on(t.categoryId, t.position, t.gameId),
    index('game_category_games_game_idx').on(t.gameId),
  ],
);

export const gameCollectionGames = pgTable(
  'game_collection_games',
  {
    collectionId: integer()
      .notNull()
      .references(() => gameCollections.id),
    gameId: integer()
      .notNull()
      .references(() => games.id),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.gameId] }),
    index('game_collection_games_order_idx').on(t.collectionId, t.position, t.gameId),
    index('game_collection_games_game_idx').on(t.gameId),
  ],
);

/**
 * A game's entry in one currency: its id is the per-currency id of the contract (favourites,
 * games_filter/select and launches speak it). FUN is the demo entry.
 */
export const gameCurrencies = pgTable(
  'game_currencies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    gameId: integer()
      .notNull()
      .references(() => games.id),
    currency: text().notNull(),
  },
  (t) => [uniqueIndex('game_currencies_game_currency_unique').on(t.gameId, t.currency)],
);

/** Preview art made by the seed (SVG), served same-origin at /game-previews/{id}.svg. */
export const gamePreviews = pgTable('game_previews', {
  gameId: integer()
    .primaryKey()
    .references(() => games.id),
  svg: text().notNull(),
});

export const gameJackpots = pgTable(
  'game_jackpots',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    identifier: text().notNull(),
    state: text({ enum: ['active', 'inactive'] }).notNull(),
    currency: text().notNull(),
  },
  (t) => [uniqueIndex('game_jackpots_identifier_unique').on(t.identifier)],
);

export const gameJackpotLevels = pgTable(
  'game_jackpot_levels',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    jackpotId: integer()
      .notNull()
      .references(() => gameJackpots.id),
    identifier: text().notNull(),
    name: text().notNull(),
    amountCents: bigint({ mode: 'number' }).notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('game_jackpot_levels_unique').on(t.jackpotId, t.identifier), check('game_jackpot_levels_amount', sql`${t.amountCents} >= 0`)],
);

export const gameJackpotGames = pgTable(
  'game_jackpot_games',
  {
    jackpotId: integer()
      .notNull()
      .references(() => gameJackpots.id),
    gameId: integer()
      .notNull()
      .references(() => games.id),
  },
  (t) => [primaryKey({ columns: [t.jackpotId, t.gameId] })],
);

/** A player's favourite, by the game's per-currency entry (what the site's heart sends). */
export const favoriteGames = pgTable(
  'favorite_games',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    gameCurrencyId: integer()
      .notNull()
      .references(() => gameCurrencies.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('favorite_games_player_entry_unique').on(t.playerId, t.gameCurrencyId),
    index('favorite_games_player_created_idx').on(t.playerId, t.createdAt),
  ],
);

/** The games a player opened (C7 played_games): one row per game, moved to the top on each play. */
export const playedGames = pgTable(
  'played_games',
  {
    playerId: integer()
      .notNull()
      .references(() => players.id),
    gameId: integer()
      .notNull()
      .references(() => games.id),
    lastPlayedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.gameId] }), index('played_games_player_recent_idx').on(t.playerId, t.lastPlayedAt)],
);
