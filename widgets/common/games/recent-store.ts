import { createStore } from 'zustand/vanilla';
import type { Game } from '../../../schemas/games';
import { PLAYED_GAMES_MAX } from '../../../schemas/games-constants';

/**
 * The player's recently played games (spec C2 "Recent games recorded", C4 "Logout clears ...
 * recent games"), most recent first. Fed from GET /api/player/played_games; the game page can
 * `record` a launch so the lobby shows it before the next fetch.
 */
export interface RecentGamesState {
  /** null until loaded for this player. */
  games: readonly Game[] | null;
  load: (games: readonly Game[]) => void;
  /** Move (or add) a game to the front, keeping at most PLAYED_GAMES_MAX. */
  record: (game: Game) => void;
  reset: () => void;
}

export type RecentGamesStore = ReturnType<typeof createRecentGamesStore>;

export function createRecentGamesStore() {
  return createStore<RecentGamesState>()((set) => ({
    games: null,
    load: (games) => set({ games: games.slice(0, PLAYED_GAMES_MAX) }),
    record: (game) => set((s) => ({ games: [game, ...(s.games ?? []).filter((g) => g.id !== game.id)].slice(0, PLAYED_GAMES_MAX) })),
    reset: () => set({ games: null }),
  }));
}
