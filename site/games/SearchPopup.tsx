'use client';

import { TileActionsProvider } from '../../widgets/common/games/TileActions';
import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import type { ModalInjectedProps } from '../core/modals/types';
import { CategoryRow } from './LobbyRows';
import { GameCard } from '../../widgets/common/games/GameCard';
import { useFavoriteIdsSync } from '../../widgets/common/games/hooks';
import { clientDevice } from './device';
import { SearchView } from './SearchView';
import { useGameSearch } from './useGameSearch';

export type SearchPopupProps = Record<never, never>;

const RECOMMENDED = { slug: 'recommended', title: 'Recommended', section: 'pokies' } as const;

/** The search overlay opened from the header (registered as the `game-search` modal). */
export default function SearchPopup({ close, titleId }: SearchPopupProps & ModalInjectedProps) {
  const device = clientDevice();
  const { state, dispatch, phase, showClear, games, total } = useGameSearch(device);
  useFavoriteIdsSync();
  const inputRef = useRef<HTMLInputElement>(null);
  // The modal frame focuses its first field when it opens, before this lazily loaded body is
  // there; the field takes the focus itself (and with it the keyboard the header's helper raised).
  useEffect(() => inputRef.current?.focus(), []);

  // Following a result (or any link) leaves the page: the overlay goes with it.
  const pathname = usePathname();
  const opened = useRef(pathname);
  useEffect(() => {
    if (pathname !== opened.current) close();
  }, [pathname, close]);

  return (
    <TileActionsProvider>
      <SearchView
        titleId={titleId}
        inputRef={inputRef}
        text={state.text}
        phase={phase}
        showClear={showClear}
        games={games}
        total={total}
        onInput={(text) => dispatch({ type: 'input', text })}
        onFocus={() => dispatch({ type: 'focus' })}
        onBlur={() => dispatch({ type: 'blur' })}
        onClear={() => {
          dispatch({ type: 'clear' });
          inputRef.current?.focus();
        }}
        renderGame={(g) => <GameCard game={g} />}
        recommended={<CategoryRow category={RECOMMENDED} device={device} />}
      />
    </TileActionsProvider>
  );
}
