'use client';

import { useState } from 'react';
import { TileActionsProvider } from '../../widgets/common/games/TileActions';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { Category, Device } from '../../schemas/games';
import { localePath } from '../core/i18n/locale-path';
import { useSession } from '../core/stores/StoreProvider';
import { categoryPath } from './categories';
import { useCategoryTitle } from '../../widgets/common/games/CategoryTitle';
import { GameCard } from '../../widgets/common/games/GameCard';
import { GameRow } from '../../widgets/common/games/GameRow';
import { useFavoriteIdsSync, useNearEnd, useRecentGamesSync, useViewer } from '../../widgets/common/games/hooks';
import { rowQuery } from '../../widgets/common/games/catalog/queries';
import { rowGames } from '../../widgets/common/games/catalog/rules';
import { useRecentGames } from '../../widgets/common/games/stores';
import styles from '../../widgets/common/games/Games.module.css';

type RowCategory = Pick<Category, 'slug' | 'title' | 'section'>;

/**
 * One category row of the lobby, from the same rowQuery the page prefetched on the server. A row
 * the server left out (`deferred`) loads when it comes within 500 px of the screen, like the lists.
 */
export function CategoryRow({
  category,
  device,
  eager = false,
  deferred = false,
}: {
  category: RowCategory;
  device: Device;
  eager?: boolean;
  deferred?: boolean;
}) {
  const { locale, loggedIn } = useViewer();
  const title = useCategoryTitle()(category.slug, category.title);
  const [near, setNear] = useState(!deferred);
  const nearRef = useNearEnd(() => setNear(true), !near, 0);
  const { data, status, refetch } = useQuery({ ...rowQuery(category.slug, device, loggedIn ? 'player' : 'guest'), enabled: near });
  return (
    <div ref={nearRef}>
      <GameRow
        title={title}
        allHref={localePath(locale, categoryPath(category))}
        status={status}
        games={rowGames(data?.data ?? [])}
        total={data?.pagination.total_count}
        onRetry={() => void refetch()}
        renderGame={(game, i) => <GameCard game={game} eager={eager && i < 5} />}
      />
    </div>
  );
}

/** The logged-in player's recent games (fed from played_games); nothing for a guest or an empty list. */
export function RecentRow() {
  const intl = useIntl();
  useRecentGamesSync();
  const loggedIn = useSession((s) => s.player !== null);
  const games = useRecentGames((s) => s.games);
  if (!loggedIn || !games || games.length === 0) return null;
  return (
    <GameRow
      title={intl.formatMessage({ id: 'games.lobby.recent' })}
      status="success"
      games={rowGames(games)}
      renderGame={(game) => <GameCard game={game} />}
    />
  );
}

/** The lobby body (spec C2 "/"): recent games for a player, then the category rows. */
export function LobbyRows({ categories, device, serverRows }: { categories: readonly RowCategory[]; device: Device; serverRows: number }) {
  const intl = useIntl();
  useFavoriteIdsSync();
  return (
    <TileActionsProvider>
      <div className={styles.lobby}>
        <h2 className="rh-sr-only">{intl.formatMessage({ id: 'games.lobby.title' })}</h2>
        <RecentRow />
        {categories.map((c, i) => (
          <CategoryRow key={c.slug} category={c} device={device} eager={i === 0} deferred={i >= serverRows} />
        ))}
      </div>
    </TileActionsProvider>
  );
}
