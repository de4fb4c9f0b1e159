import { sql } from 'drizzle-orm';
import type { PlatformDeps } from '../../deps';
import type { Db, Tx } from '../../db/client';
import { invalidateCatalog } from './cache';
import { generateCatalogue, previewSvg, type Catalogue } from './generate';
import { gameCategories, gameCollections, gameProviders, games } from './schema';

/**
 * Rows per statement. Each statement sends its rows as ONE json parameter expanded by
 * json_to_recordset, not as one bind parameter per value: 45,000 currency entries are a few
 * statements, and drizzle never builds a query with tens of thousands of placeholders.
 */
const CHUNK = 5000;

function chunks<T>(rows: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::json`;

/** Both drivers answer a raw statement with `{ rows }`; the shared Db type does not say so. */
async function rowsOf<T>(result: Promise<unknown>): Promise<T[]> {
  return ((await result) as { rows: T[] }).rows;
}

/**
 * The links, currency entries and art below reference only games this transaction has just
 * inserted (ids from RETURNING) and categories and collections it has just read, so checking
 * each of their ~50,000 foreign keys row by row proves nothing and costs about half the seed on
 * PGlite. Where the role may (PGlite, a superuser), the rest of this transaction skips those
 * checks the way pg_restore --disable-triggers does; elsewhere the savepoint rolls the attempt
 * back and the checks stay on. The seed tests assert no row is orphaned either way.
 */
async function skipReferenceChecks(tx: Tx): Promise<boolean> {
  try {
    await tx.transaction(async (sp) => {
      await sp.execute(sql`SET LOCAL session_replication_role = replica`);
    });
    return true;
  } catch {
    return false;
  }
}

export interface InsertFigures {
  gamesAdded: number;
  gamesTotal: number;
}

async function idsBy(tx: Tx, table: typeof gameCategories | typeof gameCollections): Promise<Map<string, number>> {
  const rows = await tx.select({ id: table.id, k: table.identifier }).from(table);
  return new Map(rows.map((r) => [r.k, r.id]));
}

/**
 * Writes a generated catalogue, adding only what is missing (providers by slug, categories and
 * collections by identifier, games by identifier, links, currency entries, art and jackpot
 * levels by their unique keys), in one transaction so a failed run leaves no game without its
 * links, currencies or art. A game already present is left as it is: an operator may have
 * changed it. Drops this process's cached catalogue answers when something was added.
 */
export async function insertCatalogue(db: Db, cat: Catalogue): Promise<InsertFigures> {
  const figures = await db.transaction(async (tx) => {
    await tx
      .insert(gameProviders)
      .values(cat.providers.map((p) => ({ slug: p.slug, name: p.name, title: p.title, requiredProfileFields: p.requiredProfileFields, position: p.position })))
      .onConflictDoNothing();
    await tx.insert(gameCategories).values(cat.categories).onConflictDoNothing();
    await tx.insert(gameCollections).values(cat.collections).onConflictDoNothing();
    const providers = new Map(
      (await tx.select({ id: gameProviders.id, slug: gameProviders.slug, title: gameProviders.title }).from(gameProviders)).map((p) => [p.slug, p]),
    );
    const categoryIds = await idsBy(tx, gameCategories);
    const collectionIds = await idsBy(tx, gameCollections);
    const providerOf = (slug: string) => {
      const p = providers.get(slug);
      if (!p) throw new Error(`Catalogue game names an unknown provider ${slug}`);
      return p;
    };

    const existing = new Set((await tx.select({ identifier: games.identifier }).from(games)).map((r) => r.identifier));
    const missing = cat.games.filter((g) => !existing.has(g.identifier));
    const added = new Map<string, number>();
    for (const part of chunks(missing, 2000)) {
      const rows = part.map((g) => ({
        identifier: g.identifier,
        name: g.name,
        title: g.title,
        title_lower: g.title.toLowerCase(),
        slug: g.slug,
        seo_title: g.seoTitle,
        provider_id: providerOf(g.provider).id,
        has_demo_mode: g.hasDemoMode,
        badges: g.badges,
        engine: g.engine,
        desktop: g.desktop,
        mobile: g.mobile,
        position: g.position,
        released_at: g.releasedAt.toISOString(),
      }));
      const inserted = await rowsOf<{ id: number; identifier: string }>(
        tx.execute(sql`
        INSERT INTO games (identifier, name, title, title_lower, slug, seo_title, provider_id, has_demo_mode, badges, engine, desktop, mobile, position, released_at)
        SELECT identifier, name, title, title_lower, slug, seo_title, provider_id, has_demo_mode, badges, engine, desktop, mobile, position, released_at
        FROM json_to_recordset(${json(rows)}) AS r(identifier text, name text, title text, title_lower text, slug text, seo_title text, provider_id int,
          has_demo_mode boolean, badges jsonb, engine text, desktop boolean, mobile boolean, position int, released_at timestamptz)
        ON CONFLICT DO NOTHING
        RETURNING id, identifier`),
      );
      for (const r of inserted) added.set(r.identifier, Number(r.id));
    }
    const fresh = missing.filter((g) => added.has(g.identifier));
    const idOf = (identifier: string) => added.get(identifier)!;
    const unchecked = fresh.length > 0 && (await skipReferenceChecks(tx));

    const catLinks = fresh.flatMap((g) =>
      g.categories.map((c) => ({ l: categoryIds.get(c), g: idOf(g.identifier), p: g.categoryPositions?.[c] ?? g.position })),
    );
    const colLinks = fresh.flatMap((g) => g.collections.map((c) => ({ l: collectionIds.get(c), g: idOf(g.identifier), p: g.position })));
    if (catLinks.some((l) => l.l === undefined) || colLinks.some((l) => l.l === undefined))
      throw new Error('Catalogue game names an unknown category or collection');
    for (const part of chunks(catLinks)) {
      await tx.execute(
        sql`INSERT INTO game_category_games (category_id, game_id, position) SELECT l, g, p FROM json_to_recordset(${json(part)}) AS r(l int, g int, p int) ON CONFLICT DO NOTHING`,
      );
    }
    for (const part of chunks(colLinks)) {
      await tx.execute(
        sql`INSERT INTO game_collection_games (collection_id, game_id, position) SELECT l, g, p FROM json_to_recordset(${json(part)}) AS r(l int, g int, p int) ON CONFLICT DO NOTHING`,
      );
    }
    // Entries go in game order, so a game's per-currency ids are consecutive.
    const entries = fresh.flatMap((g) => g.currencies.map((c) => ({ g: idOf(g.identifier), c })));
    for (const part of chunks(entries, 10_000)) {
      await tx.execute(
        sql`INSERT INTO game_currencies (game_id, currency) SELECT g, c FROM json_to_recordset(${json(part)}) AS r(g int, c text) ORDER BY g ON CONFLICT DO NOTHING`,
      );
    }
    const art = fresh.map((g) => ({ g: idOf(g.identifier), s: previewSvg(g, providerOf(g.provider).title) }));
    for (const part of chunks(art, 1000)) {
      await tx.execute(
        sql`INSERT INTO game_previews (game_id, svg) SELECT g, s FROM json_to_recordset(${json(part)}) AS r(g int, s text) ON CONFLICT DO NOTHING`,
      );
    }

    if (unchecked) await tx.execute(sql`SET LOCAL session_replication_role = DEFAULT`);

    for (const j of cat.jackpots) {
      const found = await rowsOf<{ id: number }>(
        tx.execute(sql`
        WITH ins AS (INSERT INTO game_jackpots (identifier, state, currency) VALUES (${j.identifier}, ${j.state}, ${j.currency}) ON CONFLICT DO NOTHING RETURNING id)
        SELECT id FROM ins UNION ALL SELECT id FROM game_jackpots WHERE identifier = ${j.identifier}`),
      );
      const jackpotId = Number(found[0]!.id);
      const levels = j.levels.map((l, i) => ({ i: l.identifier, n: l.name, a: l.amountCents, p: i + 1 }));
      await tx.execute(sql`INSERT INTO game_jackpot_levels (jackpot_id, identifier, name, amount_cents, position)
        SELECT ${jackpotId}, i, n, a, p FROM json_to_recordset(${json(levels)}) AS r(i text, n text, a bigint, p int) ON CONFLICT DO NOTHING`);
      await tx.execute(sql`INSERT INTO game_jackpot_games (jackpot_id, game_id)
        SELECT ${jackpotId}, g.id FROM games g WHERE g.identifier IN (SELECT value FROM json_array_elements_text(${JSON.stringify(j.games)}::json)) ON CONFLICT DO NOTHING`);
    }
    const [total] = await rowsOf<{ n: number }>(tx.execute(sql`SELECT count(*)::int AS n FROM games`));
    return { gamesAdded: fresh.length, gamesTotal: Number(total?.n ?? 0) };
  });
  if (figures.gamesAdded) invalidateCatalog(db);
  return figures;
}

/** Seed step `games-catalog`: the demo catalogue (3,000 games, 30 providers), in every environment. */
export async function seedGamesCatalog(deps: PlatformDeps): Promise<string[]> {
  const started = Date.now();
  const figures = await insertCatalogue(deps.db, generateCatalogue());
  deps.log.info({ ...figures, ms: Date.now() - started }, 'games catalogue seeded');
  return [];
}
