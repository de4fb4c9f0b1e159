import { HydrationBoundary } from '@tanstack/react-query';
import { dehydrateQueries, getServerQueryClient } from '../core/query/server-query-client';
import { requestSessionPlayer } from '../core/stores/load-session';
import { lobbyRows } from './categories';
import { LobbyIntro, LobbyRows } from './lobby.lazy';
import { rowQuery } from '../../widgets/common/games/catalog/queries';
import { loadCategories, loadProviders, publicServerApi, requestDevice } from '../../widgets/common/games/catalog/server';

/**
 * Rows rendered on the server: the ones a first screen shows (and a little more). The others load
 * as they come near the screen, so a lobby render does not serialise 120 games nobody sees yet.
 */
export const LOBBY_SERVER_ROWS = 2;

/**
 * The lobby (spec C2 "/"): a short welcome, then the player's recent games and one row per
 * lobby category, the first rows prefetched on the server with the rowQuery the client reads, so
 * the page arrives rendered. When the catalogue cannot be read the rows load in the browser instead.
 */
export async function LobbyPage() {
  const queryClient = getServerQueryClient();
  const device = await requestDevice();
  const [categories, providers] = await Promise.all([loadCategories().catch(() => null), loadProviders().catch(() => null)]);
  const total = providers ? providers.reduce((n, p) => n + p.games_count, 0) : null;
  const rows = categories ? lobbyRows(categories).map((c) => ({ slug: c.slug, title: c.title, section: c.section })) : [];
  // The same viewer the client's first render sees (the layout's player, from the same cached call).
  const viewer = (await requestSessionPlayer()) ? 'player' : 'guest';
  const prefetched = rows.slice(0, LOBBY_SERVER_ROWS).map((c) => rowQuery(c.slug, device, viewer, publicServerApi()));
  await Promise.all(prefetched.map((q) => queryClient.prefetchQuery(q)));
  return (
    <>
      <LobbyIntro games={total} providers={providers?.length ?? null} />
      <HydrationBoundary
        state={dehydrateQueries(
          queryClient,
          prefetched.map((q) => q.queryKey),
        )}
      >
        <LobbyRows categories={rows} device={device} serverRows={LOBBY_SERVER_ROWS} />
      </HydrationBoundary>
    </>
  );
}
