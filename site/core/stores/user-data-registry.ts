/**
 * The resets of every store that holds user data (tournaments, favourites, gifts, quests,
 * lotteries, notifications, recent games, lootboxes, limits, balance, comp points: spec P4
 * "Logout"). Stores register themselves here through `useResetOnLogout` so logout needs no list.
 */
export interface UserDataRegistry {
  /** Add a reset; returns the function that removes it again. */
  add: (reset: () => void) => () => void;
  /** Run every registered reset; one failing reset does not stop the others. */
  resetAll: () => void;
}

export function createUserDataRegistry(onError: (err: unknown) => void = (err) => console.error('user data reset failed', err)): UserDataRegistry {
  const resets = new Set<() => void>();
  return {
    add: (reset) => {
      resets.add(reset);
      return () => resets.delete(reset);
    },
    resetAll: () => {
      for (const reset of resets) {
        try {
          reset();
        } catch (err) {
          onError(err);
        }
      }
    },
  };
}
