import { HydrationBoundary, dehydrate } from '@tanstack/react-query';
import type { Category, Provider } from '../../schemas/games';
import type { Locale } from '../../schemas/locales';
import { getServerQueryClient } from '../core/query/server-query-client';
import { notFoundPage } from '../routing/not-found-page';
import { ApiError } from '../core/api';
import { loadConfigOrNull } from '../../cms-adapters/server';
import { categoryMenu, findCategory } from './categories';
import { GamesList } from './GamesList';
import { ListHeader } from './ListHeader';
import { Pager } from './Pager';
import { gamesListQuery } from '../../widgets/common/games/catalog/queries';
import { loadCategories, loadProviders, publicServerApi, requestDevice } from '../../widgets/common/games/catalog/server';
import styles from '../../widgets/common/games/Games.module.css';

/**
 * The server halves of the lobby's list pages (spec C2): look the slug up (unknown -> the 404
 * page, rendered with status 404: site/routing/not-found-page.tsx), prefetch the first page with the same queryOptions the client uses, and hand the
 * hydrated cache to the client list. app/ files only read params and call these.
 */

const chip = (c: Category) => ({ slug: c.slug, title: c.title, section: c.section });

/** The category of a slug, or null for the 404 page (also when the catalogue is unknown to the platform). */
export async function findCategoryOfSlug(slug: string): Promise<{ category: Category; categories: Category[] } | null> {
  const categories = await loadCategories();
  const category = findCategory(categories, slug);
  return category ? { category, categories } : null;
}

export async function CategoryListPage({ slug, locale }: { slug: string; locale: Locale }) {
  // The menus' config is read beside the catalogue (memoised, dropped when marketing publishes).
  const [found, menuConfig] = await Promise.all([findCategoryOfSlug(slug), loadConfigOrNull('menu-categories-games', locale)]);
  if (!found) return notFoundPage();
  const { category, categories } = found;
  const chips = categoryMenu(categories, category.section, menuConfig).map(chip);
  const queryClient = getServerQueryClient();
  const device = await requestDevice();
  const first = await queryClient.fetchInfiniteQuery(gamesListQuery({ category: slug }, device, 1, publicServerApi())).catch(() => null);
  const headingId = `list-${slug}`;
  return (
    <div className={styles.page}>
      <ListHeader headingId={headingId} title={{ category: chip(category) }} total={first?.pages[0]?.pagination.total_count} chips={chips} current={slug} />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <GamesList source={{ category: slug }} device={device} labelledBy={headingId} random cashback={category.section === 'live'} />
      </HydrationBoundary>
    </div>
  );
}

/** The provider of a slug, or null for the 404 page. */
export async function findProviderOfSlug(slug: string): Promise<Provider | null> {
  const providers = await loadProviders();
  return providers.find((p) => p.slug === slug) ?? null;
}

/**
 * /producers/{slug} and /producers/{slug}/{page}: the provider's games from `page` on (40 a
 * page); a page past the last is the 404 page. Numbered pages link to their neighbours, so the
 * whole catalogue can be walked without scripts.
 */
export async function ProviderListPage({ slug, page }: { slug: string; page: number; locale: Locale }) {
  const provider = await findProviderOfSlug(slug);
  if (!provider) return notFoundPage();
  const queryClient = getServerQueryClient();
  const device = await requestDevice();
  const first = await queryClient
    .fetchInfiniteQuery(gamesListQuery({ provider: slug }, device, page, publicServerApi()))
    .catch((err: unknown) => (err instanceof ApiError && err.status >= 400 && err.status < 500 ? 'refused' : null));
  if (first === 'refused') return notFoundPage();
  const pagination = first?.pages[0]?.pagination;
  if (pagination && page > Math.max(1, pagination.total_pages)) return notFoundPage();
  const headingId = `producer-${slug}`;
  return (
    <div className={styles.page}>
      <ListHeader
        headingId={headingId}
        title={
          page === 1
            ? { messageId: 'games.provider.title', values: { provider: provider.title } }
            : { messageId: 'games.provider.page', values: { provider: provider.title, page } }
        }
        total={pagination?.total_count}
      />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <GamesList source={{ provider: slug }} device={device} firstPage={page} labelledBy={headingId} />
      </HydrationBoundary>
      {pagination && <Pager basePath={`/producers/${slug}`} page={page} totalPages={pagination.total_pages} />}
    </div>
  );
}
