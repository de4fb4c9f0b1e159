'use client';

import { useCallback, type MouseEvent } from 'react';
import type { Game } from '../../schemas/games';
import { localePath } from '../i18n/locale-path';
import { useAuthPopup } from '../routing/useAuthPopup';
import { GameTile } from './GameTile';
import { useFavoriteToggle, useViewer } from './hooks';
import { playPath, tileAccess } from './rules';
import { useFavorites } from './stores';

/** The registration route with the game as `redirect`, so a guest lands in the game after signing up. */
export function guestPlayHref(locale: Parameters<typeof localePath>[0], realPath: string): string {
  return `${localePath(locale, '/sign-up')}?redirect=${encodeURIComponent(realPath)}`;
}

/** A game tile wired to the viewer, the favourites store and the registration popup. */
export function GameCard({ game, eager = false }: { game: Game; eager?: boolean }) {
  const { locale, currency } = useViewer();
  const access = tileAccess(game, currency);
  const favoriteId = access.kind === 'player' ? access.favoriteId : null;
  const favourite = useFavorites((s) => favoriteId !== null && (s.ids?.has(favoriteId) ?? false));
  const pending = useFavorites((s) => favoriteId !== null && s.pending.has(favoriteId));
  const toggle = useFavoriteToggle();
  const openAuthPopup = useAuthPopup();

  const realPath = localePath(locale, playPath(game, 'real'));
  const guest = access.kind === 'guest';
  // A guest's play opens registration over the page (spec C4); the link's own href is the
  // registration route, so a new tab or a blocked script still gets there.
  const onPlay = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      openAuthPopup('sign-up', { redirect: realPath });
    },
    [openAuthPopup, realPath],
  );

  return (
    <GameTile
      game={game}
      access={access}
      currency={currency}
      favourite={favourite}
      favouritePending={pending}
      playHref={guest ? guestPlayHref(locale, realPath) : realPath}
      demoHref={game.has_demo_mode ? localePath(locale, playPath(game, 'demo')) : null}
      onPlay={guest ? onPlay : undefined}
      onToggleFavourite={favoriteId !== null ? () => void toggle(favoriteId) : undefined}
      eager={eager}
    />
  );
}
