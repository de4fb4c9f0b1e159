import { cache } from 'react';
import type { Locale } from '../../schemas/locales';
import { publicServerApi, requestDevice } from '../../site/games/server';
import { requestSessionPlayer } from '../../site/stores/load-session';
import type { WidgetQueryContext } from '../define';

/**
 * The query context of this server request: the device and viewer the browser's first render will
 * see (so keys match), and the public catalogue client (no cookie, memoised per process): widget
 * data is public; what depends on the player (favourites, balances) loads in the browser.
 */
export const requestWidgetQueryContext = cache(async (locale: Locale): Promise<WidgetQueryContext> => {
  const [device, player] = await Promise.all([requestDevice(), requestSessionPlayer()]);
  return { device, locale, viewer: player ? 'player' : 'guest', client: publicServerApi() };
});

/** The viewer of this request for slot targeting: logged in or not, and the player's groups. */
export const requestSlotViewer = cache(async () => {
  const player = await requestSessionPlayer();
  return { logged: player !== null, groupIds: player?.statuses.map((s) => s.id) ?? [] };
});
