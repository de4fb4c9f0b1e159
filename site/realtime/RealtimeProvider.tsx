'use client';

import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PublicWin, RealtimeEventName, RealtimePayload } from '../../schemas/realtime';
import { RECENT_WINS_KEY, withRecentWin } from '../core/query/recent-wins';
import { useSession } from '../core/stores/StoreProvider';
import { PLAYER_QUERY_KEY } from '../core/stores/player-query';
import { connectRealtime, type ConnectRealtime } from './connection';

type Listener = (payload: unknown) => void;

/** Subscribers of this tab's realtime events, by event name. */
class RealtimeListeners {
  readonly #byName = new Map<string, Set<Listener>>();
  add(name: string, fn: Listener): () => void {
    let set = this.#byName.get(name);
    if (!set) this.#byName.set(name, (set = new Set()));
    set.add(fn);
    return () => set.delete(fn);
  }
  dispatch(name: string, payload: unknown): void {
    for (const fn of this.#byName.get(name) ?? []) fn(payload);
  }
}

const RealtimeContext = createContext<RealtimeListeners | null>(null);

export interface RealtimeProviderProps {
  /** Opens the socket; tests and stories pass a fake. */
  connect?: ConnectRealtime;
  children?: ReactNode;
}

/**
 * The real-time channels of spec P7 for this tab. While a player is logged in one socket is open
 * (the session cookie identifies them); logout, in this tab or elsewhere, closes it. Each event is
 * checked against `schemas/realtime.ts`, marks the calls it changed as stale in the query cache,
 * and reaches `useRealtimeEvent` subscribers.
 */
export function RealtimeProvider({ connect = connectRealtime, children }: RealtimeProviderProps) {
  const playerId = useSession((s) => s.player?.id ?? null);
  const queryClient = useQueryClient();
  const [listeners] = useState(() => new RealtimeListeners());

  useEffect(() => {
    if (playerId === null) return;
    const conn = connect();
    // The event schemas (and the payment and limit schemas they name) and the cache effects load
    // with the player's socket, not with every visitor's first page. Callbacks on one promise run
    // in the order they were added, so events keep their order.
    const handlers = Promise.all([import('../../schemas/realtime'), import('./cache-effects')]).then(([schemas, effects]) => ({
      parse: schemas.parseRealtimeEvent,
      ...effects,
    }));
    conn.onEvent((name, payload) => {
      void handlers.then(({ parse, applyCacheEffects }) => {
        const parsed = parse(name, payload);
        if (!parsed.ok) {
          console.warn('[realtime]', parsed.error);
          return;
        }
        void applyCacheEffects(queryClient, parsed.event);
        // The public wins feed the RecentWins widget reads (site/core/query/recent-wins.ts).
        if (parsed.event.name === 'public:wins') {
          const win = parsed.event.payload;
          queryClient.setQueryData<PublicWin[]>(RECENT_WINS_KEY, (list) => withRecentWin(list, win));
        }
        listeners.dispatch(parsed.event.name, parsed.event.payload);
      });
    });
    // Ended by the server: the session is gone, so ask again who this is (the shell turns guest).
    conn.onRevoked(() => void queryClient.invalidateQueries({ queryKey: PLAYER_QUERY_KEY }));
    // What was pushed before the socket opened (or while it was away) was missed: read it again.
    conn.onConnect(() => void handlers.then(({ invalidateAfterGap }) => invalidateAfterGap(queryClient)));
    return () => conn.close();
  }, [playerId, connect, queryClient, listeners]);

  return <RealtimeContext.Provider value={listeners}>{children}</RealtimeContext.Provider>;
}

/**
 * Calls `handler` with each `name` event's checked payload while the component is mounted (e.g.
 * the winners ticker, a jackpot-win popup). The latest handler is used without resubscribing.
 */
export function useRealtimeEvent<K extends RealtimeEventName>(name: K, handler: (payload: RealtimePayload<K>) => void): void {
  const listeners = useContext(RealtimeContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!listeners) return;
    // The provider dispatches only payloads parsed with the schema of `name`.
    return listeners.add(name, (payload) => latest.current(payload as RealtimePayload<K>));
  }, [listeners, name]);
}
