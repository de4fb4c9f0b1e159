import { queryOptions, useQuery } from '@tanstack/react-query';
import { CategoriesSchema, CollectionsSchema, ProvidersSchema, type Category, type Collection, type Provider } from '../../schemas/games';
import { catalogueKeysOf, type CatalogueKeys, type CatalogueRef } from '../../schemas/widget-params';
import { backofficeFetch } from '../api';

/**
 * The game catalogue as the editors' pickers and reference checks need it: the categories,
 * collections and providers the platform lists (the public catalogue calls, the same answers the
 * lobby reads). Placeholders naming anything else render an empty widget on the live page, so
 * the editor checks against these keys as the editor types, and the platform checks again at
 * publish with the same keys (platform/games/catalog `catalogueKeys`).
 */

/** One entry a picker offers: the key the placeholder carries, its title, how many games it holds. */
export interface PickOption {
  value: string;
  label: string;
  count: number;
}

export type CatalogueOptions = Record<CatalogueRef, PickOption[]>;

export function catalogueOptions(categories: readonly Category[], collections: readonly Collection[], providers: readonly Provider[]): CatalogueOptions {
  return {
    category: categories.map((c) => ({ value: c.identifier, label: c.title, count: c.games_count })),
    collection: collections.map((c) => ({ value: c.identifier, label: c.title, count: c.games_count })),
    provider: providers.map((p) => ({ value: p.slug, label: p.title || p.name, count: p.games_count })),
  };
}

/**
 * The options matching what the editor typed, by key or title, case-insensitively: those starting
 * with it first (typing `me` finds `megaways` before `summer-megaspins`), each group in list order.
 */
export function matchOptions(options: readonly PickOption[], typed: string): PickOption[] {
  const q = typed.trim().toLowerCase();
  if (!q) return [...options];
  const starts: PickOption[] = [];
  const contains: PickOption[] = [];
  for (const o of options) {
    const v = o.value.toLowerCase();
    const l = o.label.toLowerCase();
    if (v.startsWith(q) || l.startsWith(q)) starts.push(o);
    else if (v.includes(q) || l.includes(q)) contains.push(o);
  }
  return [...starts, ...contains];
}

export interface Catalogue {
  options: CatalogueOptions;
  keys: CatalogueKeys;
}

/** GET the three lists; a minute fresh (editors add categories rarely, and publish checks again). */
export const catalogueQuery = () =>
  queryOptions({
    queryKey: ['/api/games', 'categories, collections, providers'],
    queryFn: async ({ signal }): Promise<Catalogue> => {
      const [categories, collections, providers] = await Promise.all([
        backofficeFetch('/api/games/categories', CategoriesSchema, { signal }),
        backofficeFetch('/api/games/collections', CollectionsSchema, { signal }),
        backofficeFetch('/api/games/providers', ProvidersSchema, { signal }),
      ]);
      return { options: catalogueOptions(categories, collections, providers), keys: catalogueKeysOf(categories, collections, providers) };
    },
    staleTime: 60_000,
  });

/** The catalogue, or undefined while it loads (or when it cannot: the publish still checks). */
export function useCatalogue(): Catalogue | undefined {
  return useQuery(catalogueQuery()).data;
}
