import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '../core/stores/StoreProvider';
import { isPromotionPageEnabled, promotionPagesQueryOptions } from './promotion-config';

// The hooks of the promotion pages; the rule, the call and its query live in promotion-config.ts
// (no React), which the server's route check and the layout's prefetch import.
export { fetchPromotionPagesConfig, isPromotionPageEnabled, promotionPagesQueryOptions, type PromotionPagesConfig } from './promotion-config';

/**
 * Which promotion pages are enabled for the current player, as a predicate over slugs (the shell
 * filters its nav items with it). While the document loads (or if it failed) only testers see
 * promotion pages, so a disabled promotion never flashes into view. It follows login and logout.
 */
export function usePromotionPagesEnabled(): (slug: string) => boolean {
  const statuses = useSession((s) => s.player?.statuses ?? null);
  const { data } = useQuery(promotionPagesQueryOptions);
  return useCallback((slug: string) => isPromotionPageEnabled(data, slug, statuses), [data, statuses]);
}

/** Whether one promotion page is enabled for the current player (see `usePromotionPagesEnabled`). */
export function usePromotionPageEnabled(slug: string): boolean {
  return usePromotionPagesEnabled()(slug);
}
