import { queryOptions, useQuery } from '@tanstack/react-query';
import { ConfigSchemas, type ConfigDocument } from '../../schemas/cms';
import { api, ApiError, type ApiClient } from '../api';
import { isTester } from '../licence/licence';
import { useSession } from '../stores/StoreProvider';

/** The `manage-promotion-pages` config document (schemas/cms.ts): which promotion pages are on, for whom. */
export type PromotionPagesConfig = ConfigDocument<'manage-promotion-pages'>;

/**
 * Spec C6/P6: whether the promotion page `slug` (rocket-mart, rocket-chance, activity-hub,
 * lotteries, ...) is enabled for this player. Testers (groups 21, 916) see every managed page.
 * Everyone else needs an entry for the slug with `enabled: true`, and when the entry names
 * `group_ids`, a player in one of them (guests are in none). A page the document does not list,
 * or no published document at all, is off: a promotion goes live by being configured, never by
 * default.
 */
export function isPromotionPageEnabled(config: PromotionPagesConfig | null | undefined, slug: string, statuses: readonly { id: number }[] | null | undefined): boolean {
  if (isTester(statuses)) return true;
  const entry = config?.pages.find((p) => p.slug === slug);
  if (!entry?.enabled) return false;
  if (!entry.group_ids?.length) return true;
  const own = new Set((statuses ?? []).map((s) => s.id));
  return entry.group_ids.some((g) => own.has(g));
}

/** GET /api/fe/config/manage-promotion-pages; an unpublished document (404) is null. */
export async function fetchPromotionPagesConfig(client: ApiClient = api, signal?: AbortSignal): Promise<PromotionPagesConfig | null> {
  try {
    return await client.get('/api/fe/config/manage-promotion-pages', { schema: ConfigSchemas['manage-promotion-pages'], signal });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export const promotionPagesQueryOptions = queryOptions({
  queryKey: ['/api/fe/config/manage-promotion-pages'] as const,
  queryFn: ({ signal }) => fetchPromotionPagesConfig(api, signal),
  staleTime: 5 * 60_000,
});

/**
 * Whether a promotion page is enabled for the current player. While the document loads (or if it
 * failed) only testers see the page, so a disabled promotion never flashes into view.
 */
export function usePromotionPageEnabled(slug: string): boolean {
  const statuses = useSession((s) => s.player?.statuses ?? null);
  const { data } = useQuery(promotionPagesQueryOptions);
  return isPromotionPageEnabled(data, slug, statuses);
}
