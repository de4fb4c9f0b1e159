import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Game, GamesPage } from '../../../schemas/games';
import type { Db, Tx } from '../../db/client';
import { loadGameViews } from './repository';
import { gameCategories, gameCategoryGames, gameProviders, games } from './schema';

/** Which games another module's rule names: any of these games, providers (slug or name) or categories; none named: every game. */
export interface GameSelection {
  gameIds: readonly number[];
  providers: readonly string[];
  categories: readonly string[];
}

/**
 * One page of the games a selection names, in lobby order (position, then id), on a device. The
 * rule is a union (a tournament counts a game listed by id OR by its provider OR by a category),
 * which games_filter (every filter must match) cannot answer, hence this read. Unknown providers
 * and categories match nothing.
 */
export async function selectionGamesPage(db: Db | Tx, sel: GameSelection, device: 'mobile' | 'desktop', page: number, perPage: number): Promise<GamesPage> {
  const onDevice = device === 'mobile' ? eq(games.mobile, true) : eq(games.desktop, true);
  const any: SQL[] = [];
  const all = !sel.gameIds.length && !sel.providers.length && !sel.categories.length;
  if (sel.gameIds.length) any.push(inArray(games.id, [...sel.gameIds]));
  if (sel.providers.length) {
    const names = [...sel.providers];
    any.push(
      inArray(
        games.providerId,
        db
          .select({ id: gameProviders.id })
          .from(gameProviders)
          .where(or(inArray(gameProviders.slug, names), inArray(gameProviders.name, names))),
      ),
    );
  }
  if (sel.categories.length)
    any.push(
      inArray(
        games.id,
        db
          .select({ id: gameCategoryGames.gameId })
          .from(gameCategoryGames)
          .innerJoin(gameCategories, eq(gameCategories.id, gameCategoryGames.categoryId))
          .where(inArray(gameCategories.identifier, [...sel.categories])),
      ),
    );
  const cond = all ? onDevice : and(onDevice, or(...any));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: games.id })
      .from(games)
      .where(cond)
      .orderBy(asc(games.position), asc(games.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(games)
      .where(cond),
  ]);
  const total = counted?.n ?? 0;
  const found = await loadGameViews(
    db,
    rows.map((r) => r.id),
  );
  const totalPages = Math.ceil(total / perPage);
  return {
    data: rows.map((r) => found.get(r.id)).filter((g): g is Game => g !== undefined),
    pagination: {
      current_page: page,
      next_page: page < totalPages ? page + 1 : null,
      prev_page: page > 1 ? page - 1 : null,
      total_pages: totalPages,
      total_count: total,
    },
  };
}
