import { io, type Socket } from 'socket.io-client';
import { REALTIME_PATH, type ClientToServerEvents, type ServerToClientEvents } from '../../schemas/realtime';

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
 */
export const connectRealtime: ConnectRealtime = () => {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io({ path: REALTIME_PATH, withCredentials: true });
  return {
    onEvent: (listener) => {
      socket.onAny((name: string, payload: unknown) => listener(name, payload));
    },
    onRevoked: (listener) => {
      socket.on('disconnect', (reason) => {
        if (reason === 'io server disconnect') listener();
      });
    },
    onReconnect: (listener) => {
      socket.io.on('reconnect', () => listener());
    },
    close: () => {
      socket.disconnect();
    },
  };
};
