import type { Category, CollectionsResponse } from '../../schemas/games';

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

export function findCategory(collections: CollectionsResponse, slug: string): Category | undefined {
  return collections.categories.find((c) => c.slug === slug);
}

/** The lobby's rows in this order when they have games, then any `special-...` category. */
export const LOBBY_ROW_ORDER = ['top', 'new', 'pokies', 'live', 'recommended', 'table'] as const;

export function lobbyRows(collections: CollectionsResponse): Category[] {
  const bySlug = new Map(collections.categories.map((c) => [c.slug, c]));
  const listed = LOBBY_ROW_ORDER.map((s) => bySlug.get(s)).filter((c): c is Category => c !== undefined && c.games_count > 0);
  const special = collections.categories.filter((c) => c.slug.startsWith('special') && c.games_count > 0);
  return [...listed, ...special];
}

/** The categories listed in a section's navigation (the section's own first). */
export function sectionCategories(collections: CollectionsResponse, section: Category['section']): Category[] {
  return collections.categories.filter((c) => c.section === section && c.games_count > 0).sort((a, b) => Number(b.slug === section) - Number(a.slug === section));
}
