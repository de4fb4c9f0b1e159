import { parsePlayerAnswer } from './player-query';
import type { Player } from '../../schemas/player';

/** Server-only (reads process.env, called from the layout). Server rendering waits at most 8 s for a call (spec P7). */
const SERVER_TIMEOUT_MS = 8_000;

/**
 * The player of the incoming request, asked from the platform the way a browser would: `GET
 * /api/player` on this same server with the request's cookie. A failure renders the guest shell
 * (and is logged) rather than an error page: the client re-checks after hydration.
 */
export async function loadSessionPlayer(cookie: string | null): Promise<Player | null> {
  if (!cookie) return null;
  const port = process.env.PORT ?? '3000';
  const base = process.env.INTERNAL_ORIGIN ?? `http://127.0.0.1:${port}`;
  try {
    const res = await fetch(`${base}/api/player`, {
      headers: { cookie, accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      cache: 'no-store',
      signal: AbortSignal.timeout(SERVER_TIMEOUT_MS),
    });
    const body: unknown = await res.json().catch(() => null);
    return parsePlayerAnswer(res.status, body);
  } catch (err) {
    console.error('[shell] GET /api/player failed during server rendering', err);
    return null;
  }
}
