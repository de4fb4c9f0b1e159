import { cache } from 'react';
import { headers } from 'next/headers';
import { fetchSessionPlayer } from './player-query';
import type { Player } from '../../../schemas/player';
import { ApiError } from '../api';
import { createServerApi } from '../api/server';
import { logger } from '../telemetry/logger';

/**
 * The player of the incoming request, asked from the platform the way a browser would: `GET
 * /api/player` on this same server with the request's cookie, through the API client's server
 * mode (8 s budget, spec P7). Server-only (reads process.env, called from the layout). A failure
 * renders the guest shell (and is logged) rather than an error page: the client re-checks after
 * hydration.
 */
export async function loadSessionPlayer(cookie: string | null): Promise<Player | null> {
  if (!cookie) return null;
  try {
    return await fetchSessionPlayer(createServerApi(cookie));
  } catch (err) {
    // The API client has logged its own failures; a malformed player is logged here.
    if (!(err instanceof ApiError)) logger.error('LOAD_PLAYER_ERROR', err, { during: 'server rendering' });
    return null;
  }
}

/**
 * loadSessionPlayer for this request's cookie, asked once per request (React's `cache` is scoped
 * to one): the layout and a page that renders differently for a player (the lobby) share it.
 */
export const requestSessionPlayer = cache(async (): Promise<Player | null> => loadSessionPlayer((await headers()).get('cookie')));
