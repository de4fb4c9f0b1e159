import { queryOptions } from '@tanstack/react-query';
import type { ConfigDocument } from '../../schemas/cms';
import { DEFAULT_LOCALE } from '../../schemas/locale-codes';
import { fetchConfig } from '../../cms-adapters/config';
import { api, ApiError, type ApiClient } from '../core/api';
import { isTester } from '../licence/licence';

// The rule, the call and its query, free of React, so the server's route check
// (promotion-page-route.ts), the layout's prefetch and the client's hooks (promotion-pages.ts)
// share them.

/** The `manage-promotion-pages` config document (schemas/cms/configs.ts): which promotion pages are on, for whom. */
export type PromotionPagesConfig = ConfigDocument<'manage-promotion-pages'>;

/**
 * Spec C6/P6: whether the promotion page `slug` (rocket-mart, rocket-chance, activity-hub,
 * achievements, lotteries, ...) is enabled for this player. Testers (groups 21, 916) see every
 * managed page. Everyone else needs an entry for the slug with `enabled: true`, and when the entry
 * names `group_ids`, a player in one of them (guests are in none). A page the document does not
 * list, or no published document at all, is off: a promotion goes live by being configured,
 * never by default.
 */
export function isPromotionPageEnabled(
  config: PromotionPagesConfig | null | undefined,
  slug: string,
  statuses: readonly { id: number }[] | null | undefined,
): boolean {
  if (isTester(statuses)) return true;
  const entry = config?.pages.find((p) => p.slug === slug);
  if (!entry?.enabled) return false;
  if (!entry.group_ids?.length) return true;
  const own = new Set((statuses ?? []).map((s) => s.id));
  return entry.group_ids.some((g) => own.has(g));
}

/**
 * GET /api/fe/config/manage-promotion-pages through the config adapter (its schema loads with
 * the call, so the shell that reads this carries no zod on the first load); an unpublished
 * document (404) is null. The document is the same in every locale.
 */
export async function fetchPromotionPagesConfig(client: ApiClient = api, signal?: AbortSignal): Promise<PromotionPagesConfig | null> {
  try {
    return await fetchConfig(client, 'manage-promotion-pages', DEFAULT_LOCALE, signal);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/**
 * The document's query. The layout fills it on the server (site/static-pages/prefetch.ts), so the
 * first HTML's navigation already shows or hides each promotion page.
 */
export const promotionPagesQueryOptions = queryOptions({
  queryKey: ['/api/fe/config/manage-promotion-pages'] as const,
  queryFn: ({ signal }) => fetchPromotionPagesConfig(api, signal),
  // As long as the site's other config reads: a page marketing switches on or off shows up in
  // an open tab's navigation within a minute.
  staleTime: 60_000,
});
