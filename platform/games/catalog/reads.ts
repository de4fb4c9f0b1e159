import { asc } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { gameCategories } from './schema';

/** The lobby's categories in their order: identifier, section and position (the CMS seed builds its lobby config from them). */
export async function categoryOrder(db: Db | Tx) {
  return db.select({ slug: gameCategories.identifier, section: gameCategories.section, position: gameCategories.position }).from(gameCategories).orderBy(asc(gameCategories.position));
}
