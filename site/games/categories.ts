import type { Category } from '../../schemas/games';
import { configuredCategoryMenu, type CategoryMenuConfig } from '../../cms-adapters/category-menu';

/**
 * Category helpers shared by the lobby pages (server) and their views (client): where a category
 * lives (spec C2: /pokies/{slug}, /live/{slug}; the section's own category is its "all" page)
 * and which categories the lobby shows as rows.
 */

/** The locale-less page of a category. */
export function categoryPath(category: Pick<Category, 'slug' | 'section'>): string {
  if (category.slug === category.section) return `/${category.section}/all`;
  return `/${category.section}/${category.slug}`;
}

export function findCategory(categories: readonly Category[], slug: string): Category | undefined {
  return categories.find((c) => c.slug === slug);
}

/** The lobby's rows in this order when they have games, then any `special-...` category. */
export const LOBBY_ROW_ORDER = ['top', 'new', 'pokies', 'live', 'recommended', 'table'] as const;

export function lobbyRows(categories: readonly Category[]): Category[] {
  const bySlug = new Map(categories.map((c) => [c.slug, c]));
  const listed = LOBBY_ROW_ORDER.map((s) => bySlug.get(s)).filter((c): c is Category => c !== undefined && c.games_count > 0);
  const special = categories.filter((c) => c.slug.startsWith('special') && c.games_count > 0);
  return [...listed, ...special];
}

/** The built-in list of a section's navigation: its categories with games, the section's own first. */
export function sectionCategories(categories: readonly Category[], section: Category['section']): Category[] {
  return categories.filter((c) => c.section === section && c.games_count > 0).sort((a, b) => Number(b.slug === section) - Number(a.slug === section));
}

/**
 * A section's category menu (the chips of /pokies/* and /live/*): marketing's
 * `menu-categories-games` document when it decides this menu (cms-adapters/category-menu.ts),
 * else the built-in `sectionCategories`, so an unpublished, empty or failed config still shows a menu.
 */
export function categoryMenu(categories: readonly Category[], section: Category['section'], config: CategoryMenuConfig | null | undefined): Category[] {
  return configuredCategoryMenu(config, categories, section) ?? sectionCategories(categories, section);
}
