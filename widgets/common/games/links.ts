import type { GameListSource } from '../../../schemas/widget-params';

/** "Summer-hits" -> "Summer hits": a readable fallback for a slug with no title in the catalog. */
export function humanizeSlug(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The locale-less page listing a source's games, for the row's "all" link: a category's
 * /categories/{slug} (which canonicalises to its section page), a provider's /producers/{slug}.
 * Collections have no page of their own.
 */
export function sourcePath(source: GameListSource): string | undefined {
  if ('category' in source) return `/categories/${encodeURIComponent(source.category)}`;
  if ('provider' in source) return `/producers/${encodeURIComponent(source.provider)}`;
  return undefined;
}
