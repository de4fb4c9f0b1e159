import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../schemas/realtime';
import { logger } from '../telemetry/logger';

/**
 * The one socket of a logged-in tab, reduced to what the provider needs, so tests hand in a fake
 * and nothing else depends on socket.io-client's types.
 */
export interface RealtimeConnection {
  /** Every event the server sends: its name and first argument (unchecked). */
  onEvent(listener: (name: string, payload: unknown) => void): void;
  /** The server ended this socket: its session was revoked (logout elsewhere, password change). */
  onRevoked(listener: () => void): void;
  /** Connected again after a lost connection: events of the gap were missed. */
  onReconnect(listener: () => void): void;
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
  const reconnectListeners: (() => void)[] = [];
  let socket: Socket<ServerToClientEvents, ClientToServerEvents> | null = null;
  let closed = false;

  Promise.all([import('socket.io-client'), import('../../schemas/realtime')]).then(
    ([{ io }, { REALTIME_PATH }]) => {
      if (closed) return;
      const s: Socket<ServerToClientEvents, ClientToServerEvents> = io({ path: REALTIME_PATH, withCredentials: true });
      s.onAny((name: string, payload: unknown) => {
        for (const l of eventListeners) l(name, payload);
      });
      s.on('disconnect', (reason) => {
        if (reason === 'io server disconnect') for (const l of revokedListeners) l();
      });
      s.io.on('reconnect', () => {
        for (const l of reconnectListeners) l();
      });
      socket = s;
    },
    (err: unknown) => logger.error('LOAD_REALTIME_ERROR', err),
  );

  return {
    onEvent: (listener) => void eventListeners.push(listener),
    onRevoked: (listener) => void revokedListeners.push(listener),
    onReconnect: (listener) => void reconnectListeners.push(listener),
    close: () => {
      closed = true;
      socket?.disconnect();
    },
  };
};
