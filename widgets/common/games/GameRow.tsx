'use client';

import { IntentLink as Link } from '../../../site/core/ui/IntentLink';
import { useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useScrollOverflow } from '../../../site/core/ui/useScrollOverflow';
import { GameTileSkeleton } from './GameTile';
import { SKELETON_CARDS, type TileGame } from './catalog/rules';
import type { ListStatus } from './GameGrid';
import styles from './Games.module.css';

export interface GameRowProps {
  title: string;
  /** The category's page ("all"); none for rows without one (recent games). */
  allHref?: string;
  status: ListStatus;
  /** At most 15 (rules.rowGames). */
  games: readonly TileGame[];
  renderGame: (game: TileGame, index: number) => ReactNode;
  onRetry?: () => void;
  total?: number;
}

/**
 * A lobby row (spec C9: at most 15 games): heading with a link to the whole category, then a
 * horizontally scrolling list. Loading shows 5 skeletons; an empty row is left out entirely.
 */
export function GameRow({ title, allHref, status, games, renderGame, onRetry, total }: GameRowProps) {
  const intl = useIntl();
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const overflow = useScrollOverflow(listRef, status === 'error');
  if (status === 'success' && games.length === 0) return null;
  const scroll = (dir: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy?.({ left: dir * Math.max(160, list.clientWidth * 0.8), behavior: reduce ? 'auto' : 'smooth' });
  };
  return (
    <section className={styles.row} aria-labelledby={headingId} data-testid="game-row">
      <div className={styles.rowHead}>
        <h2 id={headingId} className={styles.rowTitle}>
          {title}
        </h2>
        {allHref && (
          <Link className={styles.rowAll} href={allHref}>
            {total !== undefined ? intl.formatMessage({ id: 'games.row.allCount' }, { count: total }) : intl.formatMessage({ id: 'games.row.all' })}
            {/* The visible words and the row's name make the link's name once: "See all Live casino". */} <span className="rh-sr-only">{title}</span>
          </Link>
        )}
        {/* Only while the row is wider than its box; a shortcut beside swiping, the wheel and Tab through the tiles. */}
        {overflow.overflowing && (
          <div className={styles.rowArrows}>
            <button
              type="button"
              className={styles.rowArrow}
              onClick={() => scroll(-1)}
              disabled={!overflow.canBack}
              aria-label={intl.formatMessage({ id: 'games.row.prev' }, { title })}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className={styles.rowArrow}
              onClick={() => scroll(1)}
              disabled={!overflow.canForward}
              aria-label={intl.formatMessage({ id: 'games.row.next' }, { title })}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
      </div>
      {status === 'error' ? (
        <div className={styles.state} role="alert">
          <p>{intl.formatMessage({ id: 'games.list.error' })}</p>
          {onRetry && (
            <button type="button" className={styles.secondaryButton} onClick={onRetry}>
              {intl.formatMessage({ id: 'games.list.retry' })}
            </button>
          )}
        </div>
      ) : (
        <ul ref={listRef} className={styles.rowList} aria-labelledby={headingId} aria-busy={status === 'pending'}>
          {status === 'pending'
            ? Array.from({ length: SKELETON_CARDS }, (_, i) => (
                <li key={i} className={styles.rowCell} aria-hidden="true">
                  <GameTileSkeleton />
                </li>
              ))
            : games.map((game, i) => (
                <li key={game.id} className={styles.rowCell}>
                  {renderGame(game, i)}
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
