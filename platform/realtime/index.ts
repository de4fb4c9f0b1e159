import type { IncomingMessage, Server as HttpServer } from 'node:http';
import cookie from '@fastify/cookie';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import {
  isPrivateEvent,
  isPublicEvent,
  parseRealtimeEvent,
  playerRoom,
  PUBLIC_ROOM,
  REALTIME_PATH,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '../../schemas/realtime';
import type { PlatformDeps } from '../deps';
import { publicOrigin } from '../http/public-url';
import { SESSION_COOKIE } from '../http/player-session';
import { redisName } from '../config';

export { pushToPlayer, pushToPublic } from './push';

/** What a socket knows about who opened it. */
interface SocketData {
  playerId: number | null;
  sessionId: string | null;
}

/** Between instances (Redis adapter): a public push each instance writes to its own sockets. */
interface InterServerEvents {
  [PUBLIC_FANOUT]: (name: string, payload: unknown) => void;
}
const PUBLIC_FANOUT = 'rh:public';

type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/**
 * Sockets written per turn of the event loop by a push to a large room (README "Large rooms").
 * socket.io writes a broadcast to every socket of the room in one synchronous loop (tens of
 * microseconds each); the public room holds every open page, so a ticker push to 5,000 sockets
 * would hold every request of the process for a tenth of a second.
 */
export const SEND_CHUNK = 256;

/**
 * Writes an event to this instance's sockets of `room`: at once when the room is small, else in
 * chunks of SEND_CHUNK socket ids (each socket is a room of its own id, so the packet is encoded
 * once per chunk), yielding between them with setImmediate. The chunks of one push run in order,
 * and a later push's chunks after an earlier one's, so no socket sees two pushes swapped.
 */
function broadcastLocal(typed: RealtimeServer, room: string, name: string, payload: unknown, chunk: number): void {
  // The name and payload were checked against the channel's schema where the push was raised.
  const io = typed as unknown as Server;
  const members = io.of('/').adapter.rooms.get(room);
  if (!members || members.size <= chunk) {
    io.local.to(room).emit(name, payload);
    return;
  }
  const ids = [...members];
  const next = (from: number) => {
    io.local.to(ids.slice(from, from + chunk)).emit(name, payload);
    if (from + chunk < ids.length) setImmediate(next, from + chunk);
  };
  next(0);
}

export interface RealtimeOptions {
  /**
   * Prefix of the Redis pub/sub channels. Instances of one deployment share it; separate
   * deployments (or test runs) on one Redis must not.
   */
  adapterKey?: string;
  /** Sockets written per turn of the event loop in a large room (default SEND_CHUNK). */
  sendChunk?: number;
}

/** Room of one login session, so logout closes that browser's sockets and not the player's others. */
function sessionRoom(sessionId: string): string {
  return `session:${sessionId}`;
}

/**
 * The origins whose pages may open a socket: the public URL's, the configured extra ones, and
 * the origin the request itself was addressed to (same-origin, whatever host name was used).
 * A browser always sends Origin on cross-origin requests; a same-origin polling GET may omit it,
 * in which case Sec-Fetch-Site (when sent) must say the request is not from another site.
 */
export function originAllowed(req: IncomingMessage, allowed: ReadonlySet<string>): boolean {
  const origin = req.headers.origin;
  if (!origin) {
    const site = req.headers['sec-fetch-site'];
    return site === undefined || site === 'same-origin' || site === 'none';
  }
  if (allowed.has(origin)) return true;
  const host = req.headers.host;
  if (!host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * socket.io on the shared HTTP server (see server.ts), at /socket.io/ of the site's own origin.
 * Every socket joins the public room; a socket whose handshake carries a live session cookie also
 * joins its player's private room. Platform events (platform/events.ts) are bridged to rooms;
 * with REDIS_URL the rooms span every instance. Returns a function that closes it.
 */
export async function attachRealtime(httpServer: HttpServer, deps: PlatformDeps, opts: RealtimeOptions = {}): Promise<() => Promise<void>> {
  const { config, log, sessions } = deps;
  const chunk = Math.max(1, opts.sendChunk ?? SEND_CHUNK);
  const allowed = new Set([new URL(publicOrigin(config)).origin, ...config.ALLOWED_ORIGINS.map((o) => new URL(o).origin)]);

  const io: RealtimeServer = new Server(httpServer, {
    path: REALTIME_PATH,
    // Other websocket upgrades (Next's HMR in development) are not ours to destroy: socket.io would otherwise close them.
    destroyUpgrade: false,
    serveClient: false,
    // Cross-site WebSocket hijacking: refuse pages of other origins before the handshake.
    allowRequest: (req, callback) => {
      if (originAllowed(req, allowed)) return callback(null, true);
      log.warn({ origin: req.headers.origin, host: req.headers.host }, 'realtime: origin refused');
      callback('origin not allowed', false);
    },
  });

  let pub: Redis | undefined;
  let sub: Redis | undefined;
  if (config.REDIS_URL) {
    pub = deps.redis ? deps.redis.duplicate() : new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
    sub = pub.duplicate();
    for (const client of [pub, sub]) client.on('error', (err) => log.error({ err }, 'realtime: redis error'));
    io.adapter(createAdapter(pub, sub, { key: opts.adapterKey ?? redisName(config, 'rh-socket.io'), publishOnSpecificResponseChannel: true }));
  }

  // Who is this? A missing, unknown, expired or revoked cookie is a guest, not an error.
  io.use((socket, next) => {
    const header = socket.request.headers.cookie;
    const token = header ? cookie.parse(header)[SESSION_COOKIE] : undefined;
    sessions
      .resolve(token)
      .then((row) => {
        socket.data.playerId = row?.playerId ?? null;
        socket.data.sessionId = row?.id ?? null;
        next();
      })
      .catch((err: unknown) => {
        log.error({ err }, 'realtime: session lookup failed');
        next(new Error('session lookup failed'));
      });
  });

  // A public push raised on another instance (already checked there).
  if (pub) io.on(PUBLIC_FANOUT, (name, payload) => broadcastLocal(io, PUBLIC_ROOM, name, payload, chunk));

  io.on('connection', (socket: RealtimeSocket) => {
    const { playerId, sessionId } = socket.data;
    const rooms = [PUBLIC_ROOM];
    if (playerId !== null && sessionId !== null) rooms.push(playerRoom(playerId), sessionRoom(sessionId));
    void socket.join(rooms);
  });

  const offs = [
    deps.events.on('player.push', ({ playerId, event, payload }) => {
      const parsed = parseRealtimeEvent(event, payload);
      if (!parsed.ok || !isPrivateEvent(event)) {
        log.error({ event, playerId, error: parsed.ok ? 'not a private event' : parsed.error }, 'realtime: push refused');
        return;
      }
      io.to(playerRoom(playerId)).emit(parsed.event.name, parsed.event.payload as never);
    }),
    deps.events.on('public.push', ({ event, payload }) => {
      const parsed = parseRealtimeEvent(event, payload);
      if (!parsed.ok || !isPublicEvent(event)) {
        log.error({ event, error: parsed.ok ? 'not a public event' : parsed.error }, 'realtime: push refused');
        return;
      }
      // Each instance writes the public room's sockets itself, in chunks: this one here, the
      // others when the adapter hands them the fan-out (instead of one synchronous broadcast).
      broadcastLocal(io, PUBLIC_ROOM, parsed.event.name, parsed.event.payload, chunk);
      if (pub) io.serverSideEmit(PUBLIC_FANOUT, parsed.event.name, parsed.event.payload);
    }),
    // Logout, password change, self-exclusion: the sockets of those sessions close on every instance.
    deps.events.on('player.sessions_revoked', ({ playerId, sessionIds }) => {
      if (sessionIds === 'all') io.in(playerRoom(playerId)).disconnectSockets(true);
      else if (sessionIds.length) io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    }),
  ];

  return async () => {
    for (const off of offs) off();
    // Not io.close(): that would also close the HTTP server Fastify owns and closes itself, and
    // with the Redis adapter io.disconnectSockets() would reach the other instances' sockets.
    io.local.disconnectSockets(true);
    await Promise.allSettled([io.of('/').adapter.close()]);
    io.engine.close();
    await Promise.allSettled([pub?.quit(), sub?.quit()].filter(Boolean));
  };
}
