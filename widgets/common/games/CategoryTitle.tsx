'use client';

import { useIntl } from 'react-intl';

/**
 * A category's name in the visitor's language: the catalog's text for the known identifiers
 * (games.category.{slug}), else the title the platform gave (editorial `special-...` categories).
 */
export function useCategoryTitle(): (slug: string, fallback: string) => string {
  const intl = useIntl();
  return (slug, fallback) => {
    const id = `games.category.${slug}`;
    return Object.prototype.hasOwnProperty.call(intl.messages, id) ? intl.formatMessage({ id }) : fallback;
  };
}

/**
 * A collection's name in the visitor's language (games.collection.{slug}), else `fallback`: the
 * catalogue's collections are seeded with English titles, and a widget names one by its slug.
 */
export function useCollectionTitle(): (slug: string, fallback: string) => string {
  const intl = useIntl();
  return (slug, fallback) => {
    const id = `games.collection.${slug}`;
    return Object.prototype.hasOwnProperty.call(intl.messages, id) ? intl.formatMessage({ id }) : fallback;
  };
}

/** A heading's text for a category. */
export function CategoryTitle({ slug, fallback }: { slug: string; fallback: string }) {
  return <>{useCategoryTitle()(slug, fallback)}</>;
}
