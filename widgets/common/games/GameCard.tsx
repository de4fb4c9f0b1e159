'use client';

import type { MouseEvent } from 'react';
import { localePath } from '../../../site/core/i18n/locale-path';
import { GameTile } from './GameTile';
import { playPath, tileAccess, type TileGame } from './catalog/rules';
import { useFavorites } from './stores';
import { useTileActions } from './TileActions';
import { useJackpotAmount } from './jackpot-amounts';

/** The registration route with the game as `redirect`, so a guest lands in the game after signing up. */
export function guestPlayHref(locale: Parameters<typeof localePath>[0], realPath: string): string {
  return `${localePath(locale, '/sign-up')}?redirect=${encodeURIComponent(realPath)}`;
}

/** A game tile wired to the viewer, the favourites store and the registration popup (TileActions). */
export function GameCard({ game, eager = false }: { game: TileGame; eager?: boolean }) {
  const { locale, currency, openSignUp, navigate, toggleFavourite } = useTileActions();
  const access = tileAccess(game, currency);
  const jackpot = useJackpotAmount(game.slug, currency !== null);
  const favoriteId = access.kind === 'player' ? access.favoriteId : null;
  // One subscription: 0 none, 1 favourite, 2 pending, 3 both (a guest's tile never changes here).
  const heart = useFavorites((s) => (favoriteId === null ? 0 : (s.ids?.has(favoriteId) ? 1 : 0) + (s.pending.has(favoriteId) ? 2 : 0)));

  const realPath = localePath(locale, playPath(game, 'real'));
  const guest = access.kind === 'guest';
  const playHref = guest ? guestPlayHref(locale, realPath) : realPath;
  // A guest's play opens registration over the page (spec C4); the link's own href is the
  // registration route, so a new tab or a blocked script still gets there. Other links move
  // inside the app. A modified click is the browser's.
  const onFollow = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (guest && href === playHref) openSignUp(realPath);
    else navigate(href);
  };

  return (
    <GameTile
      game={game}
      access={access}
      currency={currency}
      favourite={(heart & 1) === 1}
      favouritePending={(heart & 2) === 2}
      playHref={playHref}
      demoHref={game.has_demo_mode ? localePath(locale, playPath(game, 'demo')) : null}
      onFollow={onFollow}
      onToggleFavourite={favoriteId !== null ? () => toggleFavourite(favoriteId) : undefined}
      eager={eager}
      jackpot={jackpot}
    />
  );
}
