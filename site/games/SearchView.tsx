'use client';

import type { ReactNode, Ref } from 'react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Game } from '../../schemas/games';
import type { SearchPhase } from './search-state';
import { GameTileSkeleton } from '../../widgets/common/games/GameTile';
import styles from '../../widgets/common/games/Games.module.css';

export interface SearchViewProps {
  titleId: string;
  text: string;
  phase: SearchPhase;
  showClear: boolean;
  games: readonly Game[];
  total: number;
  onInput: (text: string) => void;
  onFocus: () => void;
  onBlur: () => void;
  onClear: () => void;
  renderGame: (game: Game) => ReactNode;
  /** The recommended category shown with "no results" (spec C5). */
  recommended?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The game search (spec C4, C5): a labelled search field with the clear button (only while
 * focused and long enough), then the hint, loading skeletons, the results, or "no results"
 * (SEARCH_POPUP.LIST_EMPTY) with its hint and the recommended category. Pure view.
 */
export function SearchView({
  titleId,
  text,
  phase,
  showClear,
  games,
  total,
  onInput,
  onFocus,
  onBlur,
  onClear,
  renderGame,
  recommended,
  inputRef,
}: SearchViewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const inputId = useId();
  const statusId = useId();
  return (
    <div className={styles.search}>
      <h2 id={titleId} className={styles.searchTitle}>
        {t('games.search.title')}
      </h2>
      <div className={styles.searchField} role="search">
        <label htmlFor={inputId} className="rh-sr-only">
          {t('games.search.label')}
        </label>
        <svg className={styles.searchIcon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16.5 16.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          id={inputId}
          ref={inputRef}
          className={styles.searchInput}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          placeholder={t('games.search.placeholder')}
          value={text}
          aria-describedby={statusId}
          data-autofocus="true"
          onChange={(e) => onInput(e.target.value)}
          onFocus={onFocus}
          onBlur={onBlur}
        />
        {showClear && (
          // mousedown would blur the field first and hide this button before the click lands.
          <button type="button" className={styles.searchClear} onMouseDown={(e) => e.preventDefault()} onClick={onClear} aria-label={t('games.search.clear')}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      <p id={statusId} className={phase === 'hint' ? styles.searchHint : 'rh-sr-only'} role="status" aria-live="polite">
        {phase === 'hint' && t('games.search.hint')}
        {phase === 'loading' && t('games.search.loading')}
        {phase === 'results' && t('games.search.results', { count: total })}
        {phase === 'empty' && t('games.SEARCH_POPUP.LIST_EMPTY')}
      </p>
      {phase === 'loading' && (
        <ul className={styles.searchGrid} aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i}>
              <GameTileSkeleton />
            </li>
          ))}
        </ul>
      )}
      {phase === 'results' && (
        <ul className={styles.searchGrid} aria-label={t('games.search.resultsLabel')}>
          {games.map((g) => (
            <li key={g.id}>{renderGame(g)}</li>
          ))}
        </ul>
      )}
      {phase === 'empty' && (
        <div className={styles.searchEmpty}>
          <p className={styles.searchEmptyTitle}>{t('games.SEARCH_POPUP.LIST_EMPTY')}</p>
          <p className={styles.searchEmptyHint}>{t('games.SEARCH_POPUP.LIST_EMPTY_HINT')}</p>
          {recommended}
        </div>
      )}
    </div>
  );
}
