'use client';

import { TileActionsProvider } from '../../widgets/common/games/TileActions';
import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Device } from '../../schemas/games';
import { localePath } from '../core/i18n/locale-path';
import { GameCard } from '../../widgets/common/games/GameCard';
import { GameGrid, type ListStatus } from '../../widgets/common/games/GameGrid';
import { useFavoriteIdsSync, useNearEnd, useViewer } from '../../widgets/common/games/hooks';
import { gamesListQuery, type GamesSource } from '../../widgets/common/games/catalog/queries';
import { gridItems } from '../../widgets/common/games/catalog/rules';
import { CashbackCard } from './SpecialCards';
import { RandomCard } from './RandomCard';

/** Where the cashback card leads: the cashback section of the promotions page. */
export const CASHBACK_INFO_PATH = '/promotions/cashback';

export interface GamesListProps {
  source: GamesSource;
  device: Device;
  /** The first page shown (the numbered provider pages start later). */
  firstPage?: number;
  /** Id of the page heading naming the list. */
  labelledBy: string;
  /** Category lists get the random card (position 10, or last for special/new/top/recommended). */
  random?: boolean;
  /** Live lists start with the cashback card. */
  cashback?: boolean;
}

/**
 * A category's or provider's games, 40 a page, the next page loaded when the end comes within
 * 500 px (spec C9). The first page arrives server-rendered: the page prefetched the same
 * gamesListQuery and hydrated it, so nothing loads on arrival.
 */
export function GamesList({ source, device, firstPage = 1, labelledBy, random = false, cashback = false }: GamesListProps) {
  const { locale } = useViewer();
  useFavoriteIdsSync();
  const query = useInfiniteQuery(gamesListQuery(source, device, firstPage));
  const { data, status, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;
  const games = useMemo(() => data?.pages.flatMap((p) => p.data) ?? [], [data]);
  const category = 'category' in source ? source.category : undefined;
  const complete = status === 'success' && !hasNextPage;
  const items = useMemo(
    () => gridItems(games, { categorySlug: category, random: random && category !== undefined, cashback, complete }),
    [games, category, random, cashback, complete],
  );
  const pages = data?.pages.length ?? 0;
  const canLoad = status === 'success' && hasNextPage && !isFetchingNextPage;
  const sentinelRef = useNearEnd(() => void fetchNextPage(), canLoad, pages);
  const listStatus: ListStatus = status === 'pending' ? 'pending' : query.isFetchNextPageError || status === 'error' ? 'error' : 'success';

  return (
    <TileActionsProvider>
      <GameGrid
        labelledBy={labelledBy}
        status={listStatus}
        items={items}
        loadingMore={isFetchingNextPage}
        hasMore={hasNextPage}
        onLoadMore={() => void fetchNextPage()}
        onRetry={() => void (query.isFetchNextPageError ? fetchNextPage() : refetch())}
        sentinelRef={sentinelRef}
        total={data?.pages[0]?.pagination.total_count}
        renderItem={(item, i) =>
          item.kind === 'game' ? (
            <GameCard game={item.game} eager={i < 6} />
          ) : item.kind === 'random' ? (
            <RandomCard category={category ?? ''} device={device} />
          ) : (
            <CashbackCard href={localePath(locale, CASHBACK_INFO_PATH)} />
          )
        }
      />
    </TileActionsProvider>
  );
}
