'use client';

import { TileActionsProvider } from '../../widgets/common/games/TileActions';
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { GuestActions } from '../welcome/GuestActions';
import { useSession } from '../core/stores/StoreProvider';
import { GameCard } from '../../widgets/common/games/GameCard';
import { GameGrid } from '../../widgets/common/games/GameGrid';
import { useFavoriteIdsSync } from '../../widgets/common/games/hooks';
import { ListHeader } from './ListHeader';
import { favoriteGamesQuery } from '../../widgets/common/games/catalog/queries';
import { gridItems } from '../../widgets/common/games/catalog/rules';
import { useFavorites } from '../../widgets/common/games/stores';
import styles from '../../widgets/common/games/Games.module.css';

/**
 * /favorite-games (spec C2): the player's favourites with full game data; a heart pressed here
 * takes the game off the list at once. The route is open to all (spec P2): a guest sees an empty
 * state that invites them to sign up (or log in) to keep favourites.
 */
export function FavoritesPage() {
  const intl = useIntl();
  const loggedIn = useSession((s) => s.player !== null);
  useFavoriteIdsSync();
  const { data, status, refetch } = useQuery({ ...favoriteGamesQuery(), enabled: loggedIn });
  const currency = useSession((s) => s.player?.currency ?? null);
  const ids = useFavorites((s) => s.ids);
  // Hide a game whose heart was just switched off, without waiting for the refetch.
  const games = useMemo(
    () => (data ?? []).filter((g) => !ids || !currency || !g.currencies[currency] || ids.has(g.currencies[currency].id)),
    [data, ids, currency],
  );
  const headingId = 'favorite-games';
  return (
    <TileActionsProvider>
      <div className={styles.page}>
        <ListHeader headingId={headingId} title={{ messageId: 'games.favorites.title' }} total={status === 'success' ? games.length : undefined} />
        {loggedIn ? (
          <GameGrid
            labelledBy={headingId}
            status={status}
            items={gridItems(games, { random: false, cashback: false })}
            renderItem={(item) => (item.kind === 'game' ? <GameCard game={item.game} /> : null)}
            onRetry={() => void refetch()}
            emptyText={intl.formatMessage({ id: 'games.favorites.empty' })}
          />
        ) : (
          <GuestFavorites />
        )}
      </div>
    </TileActionsProvider>
  );
}

/** What a guest sees instead of favourites: why to sign up, and the sign-up and log-in popups. */
function GuestFavorites() {
  const intl = useIntl();
  return (
    <div className={styles.state} data-testid="favorites-guest">
      <p>{intl.formatMessage({ id: 'games.favorites.guest' })}</p>
      <GuestActions className={styles.introActions} />
    </div>
  );
}
