'use client';

import type { ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import { SKELETON_CARDS, type GridItem } from './catalog/rules';
import { GameTileSkeleton } from './GameTile';
import styles from './Games.module.css';

export type ListStatus = 'pending' | 'error' | 'success';

export interface GameGridProps {
  /** Names the list for assistive technology (the page heading's id). */
  labelledBy: string;
  status: ListStatus;
  items: readonly GridItem[];
  renderItem: (item: GridItem, index: number) => ReactNode;
  /** The next page is loading: skeletons follow the games. */
  loadingMore?: boolean;
  hasMore?: boolean;
  onLoadMore?: () => void;
  onRetry?: () => void;
  /** Text of the empty state (a list may say more, e.g. the favourites hint). */
  emptyText?: ReactNode;
  /** Put at the end of the list: the infinite-loading trigger watches it (C9: 500 px before the end). */
  sentinelRef?: Ref<HTMLDivElement>;
  total?: number;
}

/**
 * A grid of games with its four states: loading (5 skeleton cards, C9), error (with retry),
 * empty, populated (plus skeletons while the next page loads, and a "load more" button for those
 * who do not scroll). Pure view: what each cell shows comes from `renderItem`.
 */
export function GameGrid({
  labelledBy,
  status,
  items,
  renderItem,
  loadingMore = false,
  hasMore = false,
  onLoadMore,
  onRetry,
  emptyText,
  sentinelRef,
  total,
}: GameGridProps) {
  const intl = useIntl();
  if (status === 'error' && items.length === 0) {
    return (
      <div className={styles.state} role="alert">
        <p>{intl.formatMessage({ id: 'games.list.error' })}</p>
        {onRetry && (
          <button type="button" className={styles.secondaryButton} onClick={onRetry}>
            {intl.formatMessage({ id: 'games.list.retry' })}
          </button>
        )}
      </div>
    );
  }
  if (status === 'success' && items.length === 0) {
    return <p className={styles.state}>{emptyText ?? intl.formatMessage({ id: 'games.list.empty' })}</p>;
  }
  const pending = status === 'pending' && items.length === 0;
  return (
    <div className={styles.gridWrap}>
      <ul className={styles.grid} aria-labelledby={labelledBy} aria-busy={pending || loadingMore}>
        {items.map((item, i) => (
          <li key={item.kind === 'game' ? item.game.id : item.kind} className={styles.cell}>
            {renderItem(item, i)}
          </li>
        ))}
        {(pending || loadingMore) &&
          Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <li key={`skeleton-${i}`} className={styles.cell} aria-hidden="true">
              <GameTileSkeleton />
            </li>
          ))}
      </ul>
      {pending && (
        <p className="rh-sr-only" role="status">
          {intl.formatMessage({ id: 'games.list.loading' })}
        </p>
      )}
      {sentinelRef && <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />}
      {status === 'error' && items.length > 0 && (
        <div className={styles.state} role="alert">
          <p>{intl.formatMessage({ id: 'games.list.error' })}</p>
          {onRetry && (
            <button type="button" className={styles.secondaryButton} onClick={onRetry}>
              {intl.formatMessage({ id: 'games.list.retry' })}
            </button>
          )}
        </div>
      )}
      {status === 'success' && hasMore && onLoadMore && (
        <div className={styles.more}>
          <button type="button" className={styles.secondaryButton} onClick={onLoadMore} disabled={loadingMore}>
            {intl.formatMessage({ id: 'games.list.loadMore' })}
          </button>
        </div>
      )}
      {status === 'success' && !hasMore && total !== undefined && items.length > 0 && (
        <p className={styles.end}>{intl.formatMessage({ id: 'games.list.end' }, { count: total })}</p>
      )}
    </div>
  );
}
