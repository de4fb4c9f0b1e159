import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../schemas/realtime';
import { logger } from '../core/telemetry/logger';

/**
 * The one socket of a logged-in tab, reduced to what the provider needs, so tests hand in a fake
 * and nothing else depends on socket.io-client's types.
 */
export interface RealtimeConnection {
  /** Every event the server sends: its name and first argument (unchecked). */
  onEvent(listener: (name: string, payload: unknown) => void): void;
  /** The server ended this socket: its session was revoked (logout elsewhere, password change). */
  onRevoked(listener: () => void): void;
  /**
   * Connected, the first time or again: what was pushed before this moment was missed (while the
   * page's data loaded and the socket was still opening, or while the connection was lost).
   */
  onConnect(listener: () => void): void;
  close(): void;
}

export type ConnectRealtime = () => RealtimeConnection;

/**
 * socket.io on the site's own origin (the session cookie goes along; the platform checks the
 * Origin). Lost connections are retried by socket.io; a server-side disconnect is final.
 *
 * socket.io-client (about 21 KB gzip) is loaded only here, when a player's tab connects: guests
 * never connect, so it stays out of the lobby's first-load JavaScript. Listeners given before it
 * arrives are kept and attached once the socket exists; a close before that opens nothing.
 */
export const connectRealtime: ConnectRealtime = () => {
  const eventListeners: ((name: string, payload: unknown) => void)[] = [];
  const revokedListeners: (() => void)[] = [];
  const connectListeners: (() => void)[] = [];
  let socket: Socket<ServerToClientEvents, ClientToServerEvents> | null = null;
  let closed = false;

  Promise.all([import('socket.io-client'), import('../../schemas/realtime')]).then(
    ([{ io }, { REALTIME_PATH }]) => {
      if (closed) return;
      const s: Socket<ServerToClientEvents, ClientToServerEvents> = io({
        path: REALTIME_PATH,
        withCredentials: true,
        // WebSocket first: one connection carries the whole socket, so behind a proxy that spreads
        // requests over several instances (npm run cluster) no sticky sessions are needed. Long
        // polling (whose requests must all reach the instance that made the handshake) stays as the
        // fallback for networks that block WebSockets, tried only when the WebSocket fails.
        transports: ['websocket', 'polling'],
        tryAllTransports: true,
      });
      s.onAny((name: string, payload: unknown) => {
        for (const l of eventListeners) l(name, payload);
      });
      s.on('disconnect', (reason) => {
        if (reason === 'io server disconnect') for (const l of revokedListeners) l();
      });
      // Every connect, the first included: a gift issued between the page's fetch of the
      // notifications and the socket's opening pushes to nobody, so the page reads again.
      s.on('connect', () => {
        for (const l of connectListeners) l();
      });
      socket = s;
    },
    (err: unknown) => logger.error('LOAD_REALTIME_ERROR', err),
  );

  return {
    onEvent: (listener) => void eventListeners.push(listener),
    onRevoked: (listener) => void revokedListeners.push(listener),
    onConnect: (listener) => void connectListeners.push(listener),
    close: () => {
      closed = true;
      socket?.disconnect();
    },
  };
};
