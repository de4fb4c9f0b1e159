import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { type Category, type Collection, type Game, type GamesPage, type Jackpot, type Provider } from '../../../schemas/games';
import type { Db, Tx } from '../../db/client';
import { catalogCache } from './cache';
import { loadGameViews } from './repository';
import { GamesPageSchema, type GamesFilterRequestSchema } from '../../../schemas/games';
import type { z } from 'zod';
import type { CatalogueKeys } from '../../../schemas/widget-params';
import {
  favoriteGames,
  gameCategories,
  gameCategoryGames,
  gameCollectionGames,
  gameCollections,
  gameCurrencies,
  gameJackpotGames,
  gameJackpotLevels,
  gameJackpots,
  gameProviders,
  games,
  playedGames,
} from './schema';

type FilterRequest = z.output<typeof GamesFilterRequestSchema>;

const cacheOf = (db: Db | Tx) => catalogCache(db);

/** Full contract objects of catalogue ids (missing ids are absent from the map). */
const loadGames = (db: Db | Tx, ids: readonly number[]): Promise<Map<number, Game>> => loadGameViews(db, ids);

/** Identifier -> id of the categories and collections (small, cached). */
function lookups(db: Db) {
  return cacheOf(db).get('lookups', async () => {
    const [cats, cols, provs] = await Promise.all([
      db.select({ id: gameCategories.id, k: gameCategories.identifier }).from(gameCategories),
      db.select({ id: gameCollections.id, k: gameCollections.identifier }).from(gameCollections),
      db.select({ id: gameProviders.id, slug: gameProviders.slug, name: gameProviders.name }).from(gameProviders),
    ]);
    const providers = new Map<string, number>();
    for (const p of provs) {
      providers.set(p.slug, p.id);
      providers.set(p.name, p.id);
    }
    return { categories: new Map(cats.map((c) => [c.k, c.id])), collections: new Map(cols.map((c) => [c.k, c.id])), providers };
  });
}

/**
 * The keys a CMS placeholder may name (schemas/widget-params.ts CatalogueKeys): exactly what
 * games_filter resolves (the same cached lookups), so a source the check accepts is one the
 * widget's games_filter call finds, and one it refuses would have rendered an empty widget.
 */
export async function catalogueKeys(db: Db): Promise<CatalogueKeys> {
  const { categories, collections, providers } = await lookups(db);
  return { category: new Set(categories.keys()), collection: new Set(collections.keys()), provider: new Set(providers.keys()) };
}

const idsOf = (names: readonly string[] | undefined, map: Map<string, number>) =>
  names ? [...new Set(names.map((n) => map.get(n)).filter((id): id is number => id !== undefined))] : undefined;

/** `%term%` for LIKE with the term's own %, _ and \ taken literally. */
const likeContains = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const emptyPage = (page: number): GamesPage => ({
  data: [],
  pagination: { current_page: page, next_page: null, prev_page: page > 1 ? page - 1 : null, total_pages: 0, total_count: 0 },
});

/**
 * Fresh planner statistics for the catalogue tables. PGlite has no autovacuum, so without this a
 * freshly seeded catalogue is planned as if each category held a few dozen games (hash joins and
 * full sorts instead of the link index walk: 93 ms against 1.5 ms per category page on PGlite).
 * Call after a bulk catalogue write.
 */
export async function analyzeCatalog(db: Db | Tx): Promise<void> {
  await db.execute(
    sql`ANALYZE ${games}, ${gameCategoryGames}, ${gameCollectionGames}, ${gameCurrencies}, ${gameProviders}, ${gameCategories}, ${gameCollections}`,
  );
}

interface TitleRow {
  id: number;
  title: string;
  mobile: boolean;
  desktop: boolean;
}

/**
 * Every game's lower-cased title and devices in lobby order, held in process (about 1 MB for
 * 23,000 games) for the search: a substring test over it takes about a millisecond, where the
 * database must read every row (a `%term%` LIKE uses no btree, and pg_trgm cannot be loaded into
 * PGlite by a migration). Reloaded with the rest of the catalogue cache (TTL, catalogue writes).
 */
function titleIndex(db: Db): Promise<TitleRow[]> {
  return cacheOf(db).get('title-index', () =>
    db.select({ id: games.id, title: games.titleLower, mobile: games.mobile, desktop: games.desktop }).from(games).orderBy(asc(games.position), asc(games.id)),
  );
}

function pageOf(ids: number[], total: number, req: FilterRequest, found: Map<number, Game>): GamesPage {
  const totalPages = Math.ceil(total / req.page_size);
  return {
    data: ids.map((id) => found.get(id)).filter((g): g is Game => g !== undefined),
    pagination: {
      current_page: req.page,
      next_page: req.page < totalPages ? req.page + 1 : null,
      prev_page: req.page > 1 ? req.page - 1 : null,
      total_pages: totalPages,
      total_count: total,
    },
  };
}

/** The cache key of a games_filter request: its normalised filter and page. */
function filterKey(req: FilterRequest): string {
  const title = req.filter.title?.trim().toLowerCase() ?? '';
  const sorted = (l: readonly string[] | undefined) => (l ? [...new Set(l)].sort() : null);
  return JSON.stringify([
    req.device,
    sorted(req.filter.providers),
    sorted(req.filter.categories?.identifiers),
    sorted(req.filter.collections),
    title,
    req.page,
    req.page_size,
  ]);
}

/**
 * POST /api/games_filter: games matching every given filter (providers by slug or name, any of
 * the categories, any of the collections, the title case-insensitively), ordered by position
 * then id. Unknown identifiers match nothing; a filter whose identifiers are all unknown
 * answers an empty page.
 */
export async function filterGames(db: Db, req: FilterRequest): Promise<GamesPage> {
  const title = req.filter.title?.trim().toLowerCase() ?? '';
  const maps = await lookups(db);
  const providerIds = idsOf(req.filter.providers, maps.providers);
  const categoryIds = idsOf(req.filter.categories?.identifiers, maps.categories);
  const collectionIds = idsOf(req.filter.collections, maps.collections);
  if ([providerIds, categoryIds, collectionIds].some((l) => l !== undefined && l.length === 0)) return emptyPage(req.page);

  const offset = (req.page - 1) * req.page_size;
  // A title alone (the site's search): the in-process title index, when the cache is on.
  if (title && !providerIds && !categoryIds && !collectionIds && cacheOf(db).enabled) {
    const matches = (await titleIndex(db)).filter((r) => (req.device === 'mobile' ? r.mobile : r.desktop) && r.title.includes(title));
    const ids = matches.slice(offset, offset + req.page_size).map((r) => r.id);
    return pageOf(ids, matches.length, req, await loadGames(db, ids));
  }

  const onDevice = req.device === 'mobile' ? eq(games.mobile, true) : eq(games.desktop, true);
  const where: SQL[] = [onDevice];
  if (providerIds) where.push(inArray(games.providerId, providerIds));
  if (collectionIds)
    where.push(
      inArray(
        games.id,
        db.select({ id: gameCollectionGames.gameId }).from(gameCollectionGames).where(inArray(gameCollectionGames.collectionId, collectionIds)),
      ),
    );
  if (title) where.push(sql`${games.titleLower} LIKE ${likeContains(title)}`);

  // One category (every lobby list and row): walk the link table's (category, position, game)
  // index in lobby order and stop after the page, instead of collecting and sorting the whole
  // category. Link positions are the games' lobby positions, except where a category has its own
  // order (the seed lists "new" newest first).
  const oneCategory = categoryIds?.length === 1 ? categoryIds[0]! : undefined;
  let cond: SQL | undefined;
  let pageIds: Promise<{ id: number }[]>;
  let countQuery: () => Promise<number>;
  if (oneCategory !== undefined) {
    cond = and(eq(gameCategoryGames.categoryId, oneCategory), ...where);
    pageIds = db
      .select({ id: gameCategoryGames.gameId })
      .from(gameCategoryGames)
      .innerJoin(games, eq(games.id, gameCategoryGames.gameId))
      .where(cond)
      .orderBy(asc(gameCategoryGames.position), asc(gameCategoryGames.gameId))
      .limit(req.page_size)
      .offset(offset);
    countQuery = async () =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(gameCategoryGames)
          .innerJoin(games, eq(games.id, gameCategoryGames.gameId))
          .where(cond)
      )[0]?.n ?? 0;
  } else {
    if (categoryIds)
      where.push(
        inArray(games.id, db.select({ id: gameCategoryGames.gameId }).from(gameCategoryGames).where(inArray(gameCategoryGames.categoryId, categoryIds))),
      );
    cond = and(...where);
    pageIds = db.select({ id: games.id }).from(games).where(cond).orderBy(asc(games.position), asc(games.id)).limit(req.page_size).offset(offset);
    countQuery = async () =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(games)
          .where(cond)
      )[0]?.n ?? 0;
  }
  // The count does not depend on the page: one count per filter, shared by its pages.
  const countKey = `count:${JSON.stringify([req.device, providerIds ?? null, categoryIds ?? null, collectionIds ?? null, title])}`;
  const [total, rows] = await Promise.all([cacheOf(db).get(countKey, countQuery), pageIds]);
  const ids = rows.map((r) => r.id);
  return pageOf(ids, total, req, await loadGames(db, ids));
}

/**
 * games_filter as the UTF-8 JSON bytes the route sends. Cached encoded: a hit costs neither the
 * database nor the response check and serialisation of 40 games (about 6 ms of CPU each time,
 * which at 32 concurrent clients on one Node thread is what the latency goal is about), nor the
 * copy of a ~30 KB string into a new buffer on every send (a profile of hits showed that copy and
 * its garbage as the largest server-side cost left). The answer is checked against the contract
 * once, when it is made.
 */
export function filterGamesJson(db: Db, req: FilterRequest): Promise<Buffer> {
  return cacheOf(db).get(`filter-json:${filterKey(req)}`, async () => Buffer.from(JSON.stringify(GamesPageSchema.parse(await filterGames(db, req))), 'utf8'));
}

/** Catalogue id of each per-currency entry id. */
async function entriesToGames(db: Db | Tx, entryIds: readonly number[]): Promise<Map<number, { gameId: number; currency: string }>> {
  if (!entryIds.length) return new Map();
  const rows = await db
    .select({ id: gameCurrencies.id, gameId: gameCurrencies.gameId, currency: gameCurrencies.currency })
    .from(gameCurrencies)
    .where(inArray(gameCurrencies.id, [...new Set(entryIds)]));
  return new Map(rows.map((r) => [r.id, { gameId: r.gameId, currency: r.currency }]));
}

/** POST /api/games_filter/select: games by per-currency ids in the asked order; unknown ids and repeats skipped. */
export async function selectGames(db: Db, entryIds: readonly number[], device: 'mobile' | 'desktop'): Promise<Game[]> {
  const entries = await entriesToGames(db, entryIds);
  const gameIds = [...new Set(entryIds.map((id) => entries.get(id)?.gameId).filter((id): id is number => id !== undefined))];
  if (!gameIds.length) return [];
  const onDevice = new Set(
    (
      await db
        .select({ id: games.id })
        .from(games)
        .where(and(inArray(games.id, gameIds), device === 'mobile' ? eq(games.mobile, true) : eq(games.desktop, true)))
    ).map((r) => r.id),
  );
  const found = await loadGames(db, gameIds);
  return gameIds
    .filter((id) => onDevice.has(id))
    .map((id) => found.get(id))
    .filter((g): g is Game => g !== undefined);
}

export function listProviders(db: Db): Promise<Provider[]> {
  return cacheOf(db).get('providers', async () => {
    const [rows, counts] = await Promise.all([
      db.select().from(gameProviders).orderBy(asc(gameProviders.position), asc(gameProviders.id)),
      db
        .select({ id: games.providerId, n: sql<number>`count(*)::int` })
        .from(games)
        .groupBy(games.providerId),
    ]);
    const n = new Map(counts.map((c) => [c.id, c.n]));
    return rows.map((r) => ({ id: r.id, slug: r.slug, name: r.name, title: r.title, games_count: n.get(r.id) ?? 0 }));
  });
}

export function listCollections(db: Db): Promise<Collection[]> {
  return cacheOf(db).get('collections', async () => {
    const [cols, colCounts] = await Promise.all([
      db.select().from(gameCollections).orderBy(asc(gameCollections.position), asc(gameCollections.id)),
      db
        .select({ id: gameCollectionGames.collectionId, n: sql<number>`count(*)::int` })
        .from(gameCollectionGames)
        .groupBy(gameCollectionGames.collectionId),
    ]);
    const colN = new Map(colCounts.map((c) => [c.id, c.n]));
    return cols.map((c): Collection => ({ id: c.id, identifier: c.identifier, title: c.title, games_count: colN.get(c.id) ?? 0 }));
  });
}

export function listCategories(db: Db): Promise<Category[]> {
  return cacheOf(db).get('categories', async () => {
    const [cats, catCounts] = await Promise.all([
      db.select().from(gameCategories).orderBy(asc(gameCategories.position), asc(gameCategories.id)),
      db
        .select({ id: gameCategoryGames.categoryId, n: sql<number>`count(*)::int` })
        .from(gameCategoryGames)
        .groupBy(gameCategoryGames.categoryId),
    ]);
    const catN = new Map(catCounts.map((c) => [c.id, c.n]));
    return cats.map((c): Category => ({
      id: c.id,
      identifier: c.identifier,
      slug: c.identifier,
      title: c.title,
      section: c.section,
      games_count: catN.get(c.id) ?? 0,
    }));
  });
}

export function listJackpots(db: Db): Promise<Jackpot[]> {
  return cacheOf(db).get('jackpots', async () => {
    const [jps, levels, links] = await Promise.all([
      db.select().from(gameJackpots).orderBy(asc(gameJackpots.id)),
      db.select().from(gameJackpotLevels).orderBy(asc(gameJackpotLevels.position), asc(gameJackpotLevels.id)),
      db
        .select({ jackpotId: gameJackpotGames.jackpotId, slug: games.slug })
        .from(gameJackpotGames)
        .innerJoin(games, eq(games.id, gameJackpotGames.gameId))
        .orderBy(asc(games.position), asc(games.id)),
    ]);
    return jps.map((j) => ({
      id: j.id,
      identifier: j.identifier,
      state: j.state,
      currency: j.currency,
      levels: levels.filter((l) => l.jackpotId === j.id).map((l) => ({ id: l.id, identifier: l.identifier, name: l.name, amount_cents: l.amountCents })),
      games: links.filter((l) => l.jackpotId === j.id).map((l) => l.slug),
    }));
  });
}

/** GET /api/games/item/{producer}/{name}: a game by provider slug and seo title, or null. */
export async function findGameViewBySeo(db: Db, producer: string, name: string): Promise<Game | null> {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(and(eq(gameProviders.slug, producer), eq(games.seoTitle, name)));
  if (!row) return null;
  return (await loadGames(db, [row.id])).get(row.id) ?? null;
}

/** A player's recent games, newest first, at most `limit`. */
export async function playedGamesOf(db: Db, playerId: number, limit: number): Promise<Game[]> {
  const rows = await db
    .select({ id: playedGames.gameId })
    .from(playedGames)
    .where(eq(playedGames.playerId, playerId))
    .orderBy(desc(playedGames.lastPlayedAt), desc(playedGames.gameId))
    .limit(limit);
  const found = await loadGames(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => found.get(r.id)).filter((g): g is Game => g !== undefined);
}

/** A player's favourites as per-currency entry ids, newest first. */
export async function favoriteIdsOf(db: Db | Tx, playerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: favoriteGames.gameCurrencyId })
    .from(favoriteGames)
    .where(eq(favoriteGames.playerId, playerId))
    .orderBy(desc(favoriteGames.createdAt), desc(favoriteGames.id));
  return rows.map((r) => r.id);
}

/** A player's favourite games (full data), newest first, one per game. */
export async function favoriteGamesOf(db: Db, playerId: number): Promise<Game[]> {
  const entryIds = await favoriteIdsOf(db, playerId);
  const entries = await entriesToGames(db, entryIds);
  const gameIds = [...new Set(entryIds.map((id) => entries.get(id)?.gameId).filter((id): id is number => id !== undefined))];
  const found = await loadGames(db, gameIds);
  return gameIds.map((id) => found.get(id)).filter((g): g is Game => g !== undefined);
}

/** Titles and identifiers of games by catalogue id (the jackpots' public wins name the game). */
export async function gameNames(
  db: Db | Tx,
  ids: readonly number[],
): Promise<Map<number, { identifier: string; title: string; slug: string; provider: string; seoTitle: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: games.id, identifier: games.identifier, title: games.title, slug: games.slug, provider: gameProviders.slug, seoTitle: games.seoTitle })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(inArray(games.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { identifier: r.identifier, title: r.title, slug: r.slug, provider: r.provider, seoTitle: r.seoTitle }]));
}

/** Which of these `provider:name` identifiers are games of the catalogue (a shop card's games are checked against it). */
export async function knownGameIdentifiers(db: Db | Tx, identifiers: readonly string[]): Promise<Set<string>> {
  if (identifiers.length === 0) return new Set();
  const rows = await db
    .select({ identifier: games.identifier })
    .from(games)
    .where(inArray(games.identifier, [...new Set(identifiers)]));
  return new Set(rows.map((r) => r.identifier));
}
