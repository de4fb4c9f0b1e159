import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { gameCategories, gameCategoryGames } from './schema';

/** The lobby's categories in their order: identifier, section and position (the CMS seed builds its lobby config from them). */
export async function categoryOrder(db: Db | Tx) {
  return db
    .select({ slug: gameCategories.identifier, section: gameCategories.section, position: gameCategories.position })
    .from(gameCategories)
    .orderBy(asc(gameCategories.position));
}

/** The category identifiers a game is in (wagering contributions by category, platform/bonuses; tournaments' eligible games by category). */
export async function gameCategoryKeys(db: Db | Tx, gameId: number): Promise<string[]> {
  const rows = await db
    .select({ key: gameCategories.identifier })
    .from(gameCategoryGames)
    .innerJoin(gameCategories, eq(gameCategories.id, gameCategoryGames.categoryId))
    .where(eq(gameCategoryGames.gameId, gameId));
  return rows.map((r) => r.key);
}
