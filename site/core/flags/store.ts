import { createStore, type StoreApi } from 'zustand/vanilla';
import { FLAG_STORAGE_KEY, parseOverrides, withFlag, type FeatureFlagName, type FlagOverrides } from './flags';

/** The feature-flag overrides of this browser (spec C9, P2). */
export interface FlagState {
  /** Flags set away from their defaults in this browser. */
  overrides: FlagOverrides;
  /** Re-read the overrides from storage (after start-up, or another tab's change). */
  load: () => void;
  setFlag: (name: FeatureFlagName, value: boolean) => void;
  /** Forget every override: all flags back to their defaults. */
  reset: () => void;
}
export type FlagStore = StoreApi<FlagState>;

/** The bit of Storage the store needs (localStorage, or a fake in tests; null: nothing is kept). */
export type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function read(storage: FlagStorage | null): FlagOverrides {
  try {
    return parseOverrides(storage?.getItem(FLAG_STORAGE_KEY));
  } catch {
    // Storage can throw (privacy modes, a full quota): flags then keep their defaults.
    return {};
  }
}

function write(storage: FlagStorage | null, overrides: FlagOverrides): void {
  try {
    if (Object.keys(overrides).length === 0) storage?.removeItem(FLAG_STORAGE_KEY);
    else storage?.setItem(FLAG_STORAGE_KEY, JSON.stringify(overrides));
  } catch {
    // Kept in memory for this tab only.
  }
}

/**
 * A flag store over `storage`. It starts with no overrides and reads storage only when `load()`
 * is called: the store's initial state is what React uses as the server snapshot while hydrating,
 * so it must equal what the server rendered (the defaults), and the stored overrides arrive in the
 * render right after hydration instead of causing a mismatch.
 */
export function createFlagStore(storage: FlagStorage | null): FlagStore {
  return createStore<FlagState>()((set, get) => ({
    overrides: {},
    load: () => set({ overrides: read(storage) }),
    setFlag: (name, value) => {
      const overrides = withFlag(get().overrides, name, value);
      write(storage, overrides);
      set({ overrides });
    },
    reset: () => {
      write(storage, {});
      set({ overrides: {} });
    },
  }));
}

let browserStore: FlagStore | null = null;

function browserStorage(): FlagStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The store of this tab. Overrides belong to the browser, not to a request, so in the browser there
 * is one store per tab (loaded once, kept in step with other tabs through the `storage` event). On
 * the server every call gets a fresh store that never reads anything: the server always renders the
 * defaults, and no state is shared between requests.
 */
export function getFlagStore(): FlagStore {
  if (typeof window === 'undefined') return createFlagStore(null);
  if (!browserStore) {
    const store = createFlagStore(browserStorage());
    browserStore = store;
    store.getState().load();
    window.addEventListener('storage', (event) => {
      if (event.key === FLAG_STORAGE_KEY || event.key === null) store.getState().load();
    });
  }
  return browserStore;
}
