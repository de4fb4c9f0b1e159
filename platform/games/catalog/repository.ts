import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Game } from '../../../schemas/games';
import type { ProfileField } from '../../../schemas/player';
import type { Db, Tx } from '../../db/client';
import { catalogCache } from './cache';
import {
  gameCategories,
  gameCategoryGames,
  gameCollectionGames,
  gameCollections,
  gameCurrencies as gameCurrenciesTable,
  gameProviders,
  games,
  playedGames,
} from './schema';

/** A database or a transaction handle: every read here works inside the caller's transaction. */
export type Queryable = Db | Tx;

/** One catalogue game as the other game modules (studio, launch, rounds) need it. */
export interface GameRecord {
  id: number;
  /** `provider:name`. */
  identifier: string;
  name: string;
  title: string;
  slug: string;
  seoTitle: string;
  hasDemoMode: boolean;
  /** One of STUDIO_ENGINES. */
  engine: string;
  provider: { id: number; slug: string; name: string; title: string; requiredProfileFields: ProfileField[] };
  /** Currency code -> the game's per-currency entry id (FUN is the demo entry). */
  currencies: Record<string, number>;
}

/** Same-origin URL of a game's preview art (served by routes.ts, made by the seed). */
export const previewUrl = (gameId: number) => `/game-previews/${gameId}.svg`;

const recordColumns = {
  id: games.id,
  identifier: games.identifier,
  name: games.name,
  title: games.title,
  slug: games.slug,
  seoTitle: games.seoTitle,
  hasDemoMode: games.hasDemoMode,
  engine: games.engine,
  providerId: gameProviders.id,
  providerSlug: gameProviders.slug,
  providerName: gameProviders.name,
  providerTitle: gameProviders.title,
  requiredProfileFields: gameProviders.requiredProfileFields,
};
type RecordRow = { [K in keyof typeof recordColumns]: (typeof recordColumns)[K]['_']['data'] };

async function toRecord(db: Queryable, row: RecordRow | undefined): Promise<GameRecord | null> {
  if (!row) return null;
  return {
    id: row.id,
    identifier: row.identifier,
    name: row.name,
    title: row.title,
    slug: row.slug,
    seoTitle: row.seoTitle,
    hasDemoMode: row.hasDemoMode,
    engine: row.engine,
    provider: {
      id: row.providerId,
      slug: row.providerSlug,
      name: row.providerName,
      title: row.providerTitle,
      requiredProfileFields: row.requiredProfileFields,
    },
    currencies: await gameCurrencies(db, row.id),
  };
}

/** A game by its catalogue id, or null. */
export async function findGame(db: Queryable, id: number): Promise<GameRecord | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2 ** 31 - 1) return null;
  const [row] = await db.select(recordColumns).from(games).innerJoin(gameProviders, eq(gameProviders.id, games.providerId)).where(eq(games.id, id));
  return toRecord(db, row);
}

/** A game by its page address /play/{producer}/{name} (provider slug, seo title), or null. */
export async function findGameBySeo(db: Queryable, producer: string, seoTitle: string): Promise<GameRecord | null> {
  const [row] = await db
    .select(recordColumns)
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(and(eq(gameProviders.slug, producer), eq(games.seoTitle, seoTitle)));
  return toRecord(db, row);
}

/**
 * A per-currency entry (the id favourites, games_filter/select and launches speak): its game and
 * currency, or null for an unknown id.
 */
export async function findGameEntry(db: Queryable, entryId: number): Promise<{ game: GameRecord; currency: string } | null> {
  if (!Number.isSafeInteger(entryId) || entryId < 1 || entryId > 2 ** 31 - 1) return null;
  const [entry] = await db
    .select({ gameId: gameCurrenciesTable.gameId, currency: gameCurrenciesTable.currency })
    .from(gameCurrenciesTable)
    .where(eq(gameCurrenciesTable.id, entryId));
  if (!entry) return null;
  const game = await findGame(db, entry.gameId);
  return game ? { game, currency: entry.currency } : null;
}

/** Currency code -> per-currency entry id of one game. */
export async function gameCurrencies(db: Queryable, gameId: number): Promise<Record<string, number>> {
  const rows = await db
    .select({ id: gameCurrenciesTable.id, currency: gameCurrenciesTable.currency })
    .from(gameCurrenciesTable)
    .where(eq(gameCurrenciesTable.gameId, gameId));
  return Object.fromEntries(rows.map((r) => [r.currency, r.id]));
}

/** The profile fields a real-money launch of this provider's games needs filled (spec P5). */
export async function providerRequiredFields(db: Queryable, providerId: number): Promise<ProfileField[]> {
  const [row] = await db.select({ f: gameProviders.requiredProfileFields }).from(gameProviders).where(eq(gameProviders.id, providerId));
  return row?.f ?? [];
}

/**
 * Marks a game as played by a player (C7 played_games): one row per pair, moved to `at`. An older
 * `at` (a late retry) never moves a newer play back.
 */
export async function recordPlayedGame(db: Queryable, playerId: number, gameId: number, at: Date): Promise<void> {
  await db
    .insert(playedGames)
    .values({ playerId, gameId, lastPlayedAt: at })
    .onConflictDoUpdate({
      target: [playedGames.playerId, playedGames.gameId],
      set: { lastPlayedAt: sql`greatest(${playedGames.lastPlayedAt}, excluded.last_played_at)` },
    });
}

/** Cached views are shared by every answer: frozen, so no caller can change another's. */
function freezeGame(g: Game): Game {
  Object.freeze(g.categories);
  Object.freeze(g.collections);
  Object.freeze(g.badges);
  for (const b of g.badges) Object.freeze(b);
  for (const c of Object.values(g.currencies)) Object.freeze(c);
  Object.freeze(g.currencies);
  return Object.freeze(g);
}

/**
 * The contract's Game of each id (missing ids are left out), read-only. Rendered games are kept in
 * the catalogue cache (cache.ts), so a page whose games were shown before costs no query; the
 * others take four queries whatever their count: games with providers, then the category,
 * collection and currency links of all of them.
 */
export async function loadGameViews(db: Queryable, ids: readonly number[]): Promise<Map<number, Game>> {
  const out = new Map<number, Game>();
  const cache = catalogCache(db);
  const now = Date.now();
  const unknown: number[] = [];
  for (const id of new Set(ids)) {
    const hit = cache.view<Game>(id, now);
    if (hit) out.set(id, hit);
    else unknown.push(id);
  }
  if (!unknown.length) return out;
  const loaded = await readGameViews(db, unknown);
  for (const [id, game] of loaded) {
    cache.putView(id, freezeGame(game), now);
    out.set(id, game);
  }
  return out;
}

async function readGameViews(db: Queryable, unique: readonly number[]): Promise<Map<number, Game>> {
  const out = new Map<number, Game>();
  const [rows, cats, cols, curs] = await Promise.all([
    db
      .select({
        id: games.id,
        identifier: games.identifier,
        name: games.name,
        title: games.title,
        slug: games.slug,
        seoTitle: games.seoTitle,
        hasDemoMode: games.hasDemoMode,
        badges: games.badges,
        providerSlug: gameProviders.slug,
        providerTitle: gameProviders.title,
      })
      .from(games)
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .where(inArray(games.id, unique)),
    db
      .select({ gameId: gameCategoryGames.gameId, identifier: gameCategories.identifier })
      .from(gameCategoryGames)
      .innerJoin(gameCategories, eq(gameCategories.id, gameCategoryGames.categoryId))
      .where(inArray(gameCategoryGames.gameId, unique))
      .orderBy(gameCategories.position, gameCategories.id),
    db
      .select({ gameId: gameCollectionGames.gameId, identifier: gameCollections.identifier })
      .from(gameCollectionGames)
      .innerJoin(gameCollections, eq(gameCollections.id, gameCollectionGames.collectionId))
      .where(inArray(gameCollectionGames.gameId, unique))
      .orderBy(gameCollections.position, gameCollections.id),
    db
      .select({ gameId: gameCurrenciesTable.gameId, id: gameCurrenciesTable.id, currency: gameCurrenciesTable.currency })
      .from(gameCurrenciesTable)
      .where(inArray(gameCurrenciesTable.gameId, unique))
      .orderBy(gameCurrenciesTable.id),
  ]);
  for (const r of rows) {
    out.set(r.id, {
      id: r.id,
      identifier: r.identifier,
      name: r.name,
      title: r.title,
      slug: r.slug,
      seo_title: r.seoTitle,
      provider: r.providerSlug,
      provider_title: r.providerTitle,
      preview: previewUrl(r.id),
      categories: [],
      badges: r.badges,
      has_demo_mode: r.hasDemoMode,
      collections: [],
      currencies: {},
    });
  }
  for (const c of cats) out.get(c.gameId)?.categories.push(c.identifier);
  for (const c of cols) out.get(c.gameId)?.collections.push(c.identifier);
  for (const c of curs) {
    const g = out.get(c.gameId);
    if (g) g.currencies[c.currency] = { id: c.id };
  }
  return out;
}
