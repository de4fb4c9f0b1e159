import type { ConfigDocument } from '../schemas/cms';
import type { Category } from '../schemas/games';

/** The `menu-categories-games` config document (schemas/cms/configs.ts): the pokies and live menus, in order. */
export type CategoryMenuConfig = ConfigDocument<'menu-categories-games'>;
/** A lobby section that has a category menu. */
export type MenuSection = Category['section'];

/**
 * The categories marketing put in one section's menu (spec C7 `menu-categories-games`), reshaped
 * onto the catalogue: the section's entries by `order` (equal orders keep the document's order),
 * each slug once, and only categories the catalogue has with games (an entry for a retired or
 * empty category would link to a 404 or an empty page). The document's section decides the menu:
 * an editor may list a category in either menu; its link still goes to its own page.
 *
 * Null when the document does not decide this menu: no document (unpublished, or its call
 * failed), no entry for the section, or none that the catalogue can show. The caller then shows
 * its built-in list, so a missing or broken config never empties a menu.
 */
export function configuredCategoryMenu(
  config: CategoryMenuConfig | null | undefined,
  categories: readonly Category[],
  section: MenuSection,
): Category[] | null {
  if (!config) return null;
  const bySlug = new Map(categories.map((c) => [c.slug, c]));
  const seen = new Set<string>();
  const menu: Category[] = [];
  const entries = config.categories
    .map((entry, position) => ({ entry, position }))
    .filter(({ entry }) => entry.section === section)
    .sort((a, b) => a.entry.order - b.entry.order || a.position - b.position);
  for (const { entry } of entries) {
    const category = bySlug.get(entry.slug);
    if (!category || category.games_count === 0 || seen.has(entry.slug)) continue;
    seen.add(entry.slug);
    menu.push(category);
  }
  return menu.length > 0 ? menu : null;
}
