'use client';

import { useMemo, type ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { GamesPage } from '../../../schemas/games';
import { gridItems } from './catalog/rules';
import { GameCard } from './GameCard';
import { GameGrid } from './GameGrid';
import { TileActionsProvider } from './TileActions';

export interface PagedGameGridProps {
  /** An infinite query of the platform's game pages (games_filter, a tournament's games, ...). */
  query: UseInfiniteQueryResult<InfiniteData<GamesPage>>;
  /** The heading's id that names the list. */
  labelledBy: string;
  /** Offer the next page ("load more") and show the total. */
  more: boolean;
  emptyText?: ReactNode;
}

/**
 * The lobby's GameGrid of GameCards fed page by page from an infinite query: what every widget
 * that lists games by page draws, so their tiles, states and "load more" are one.
 */
export function PagedGameGrid({ query, labelledBy, more, emptyText }: PagedGameGridProps) {
  const games = useMemo(() => query.data?.pages.flatMap((p) => p.data) ?? [], [query.data]);
  const items = useMemo(() => gridItems(games, { random: false, cashback: false }), [games]);
  const hasMore = more && query.hasNextPage;
  return (
    <TileActionsProvider>
      <GameGrid
        labelledBy={labelledBy}
        status={query.status}
        items={items}
        renderItem={(item) => (item.kind === 'game' ? <GameCard game={item.game} /> : null)}
        loadingMore={query.isFetchingNextPage}
        hasMore={hasMore}
        onLoadMore={hasMore ? () => void query.fetchNextPage() : undefined}
        onRetry={() => void query.refetch()}
        emptyText={emptyText}
        total={more ? query.data?.pages[0]?.pagination.total_count : undefined}
      />
    </TileActionsProvider>
  );
}
