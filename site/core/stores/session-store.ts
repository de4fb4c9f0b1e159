import { createStore } from 'zustand/vanilla';
import type { Player } from '../../../schemas/player';

/** Login state (spec P4): the profile is loaded; no id means a guest. */
export interface SessionState {
  /** The logged-in player, or null for a guest. */
  player: Player | null;
  setPlayer: (player: Player | null) => void;
  /** Forget the player (logout, auth error). */
  clear: () => void;
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** A fresh session store seeded with what the server layout loaded for this request. */
export function createSessionStore(initialPlayer: Player | null) {
  return createStore<SessionState>()((set) => ({
    player: initialPlayer,
    setPlayer: (player) => set({ player }),
    clear: () => set({ player: null }),
  }));
}
