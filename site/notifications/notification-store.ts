import { createStore } from 'zustand/vanilla';
import { isDroppedNotification } from '../../schemas/notification-constants';
import type { Notification, NotificationPage } from '../../schemas/notifications';

/** Spec C9: "notification store expiry 2 h": what this tab kept is forgotten after that and fetched again. */
export const NOTIFICATION_STORE_TTL_MS = 2 * 60 * 60 * 1000;
/** Spec C9: the bell shows at most "9+". */
export const BELL_CAP = 9;
const STORAGE_KEY = 'rh_notifications';

/** The bell's text for a count of new notifications: "", "1" … "9", "9+". */
export function bellCount(n: number): string {
  if (n <= 0) return '';
  return n > BELL_CAP ? `${BELL_CAP}+` : String(n);
}

interface Saved {
  playerId: number;
  savedAt: number;
  items: Notification[];
  newCount: number;
}

export interface NotificationState {
  /** Whose notifications these are (null: nobody's yet). */
  playerId: number | null;
  /** Newest first, without the dropped ones (C4). */
  items: Notification[];
  /** New ones the player has, whatever was fetched (the bell and the sidebar count these). */
  newCount: number;
  /** When the store was last filled from the platform (ms), for the 2-hour expiry. */
  savedAt: number | null;
  panelOpen: boolean;
  /**
   * What this browser kept for `playerId` less than 2 hours ago, if anything. Called after
   * hydration (the server's page has none of it, and both must render the same first).
   */
  restore: (playerId: number) => void;
  /** The first page as the platform answered it. */
  fill: (playerId: number, page: NotificationPage) => void;
  /** A pushed notification; false when it was known already or is dropped. */
  add: (n: Notification) => boolean;
  markRead: (id: number) => void;
  markAllRead: () => void;
  setPanelOpen: (open: boolean) => void;
  /** Logout: everything forgotten, here and in the tab's storage. */
  reset: () => void;
  /** Whether what is kept is older than the 2-hour expiry (or there is nothing). */
  expired: (now: number) => boolean;
}

export type NotificationStore = ReturnType<typeof createNotificationStore>;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readSaved(now: number): Saved | null {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Saved;
    return now - saved.savedAt < NOTIFICATION_STORE_TTL_MS ? saved : null;
  } catch {
    return null;
  }
}

const visible = (items: readonly Notification[]) => items.filter((n) => !isDroppedNotification(n));

/**
 * The player's notifications in this tab (spec C4 "Notifications"), kept in localStorage for at
 * most 2 hours so a reload shows the bell at once (`restore`); the platform's list call stays the truth and
 * refills it. `now` is injectable for tests.
 */
export function createNotificationStore(now: () => number = Date.now) {
  const store = createStore<NotificationState>()((set, get) => ({
    playerId: null,
    items: [],
    newCount: 0,
    savedAt: null,
    panelOpen: false,
    restore: (playerId) => {
      const saved = readSaved(now());
      if (saved && saved.playerId === playerId && get().savedAt === null)
        set({ playerId, items: visible(saved.items), newCount: saved.newCount, savedAt: saved.savedAt });
    },
    fill: (playerId, page) => set({ playerId, items: visible(page.data), newCount: page.new_count, savedAt: now() }),
    add: (n) => {
      const s = get();
      if (isDroppedNotification(n) || s.items.some((i) => i.id === n.id)) return false;
      set({ items: [n, ...s.items], newCount: s.newCount + (n.state === 'new' ? 1 : 0) });
      return true;
    },
    markRead: (id) => {
      const s = get();
      const was = s.items.find((i) => i.id === id);
      if (!was || was.state === 'read') return;
      set({ items: s.items.map((i) => (i.id === id ? { ...i, state: 'read' as const } : i)), newCount: Math.max(0, s.newCount - 1) });
    },
    markAllRead: () => set({ items: get().items.map((i) => ({ ...i, state: 'read' as const })), newCount: 0 }),
    setPanelOpen: (open) => set({ panelOpen: open }),
    reset: () => {
      storage()?.removeItem(STORAGE_KEY);
      set({ playerId: null, items: [], newCount: 0, savedAt: null, panelOpen: false });
    },
    expired: (t) => {
      const at = get().savedAt;
      return at === null || t - at >= NOTIFICATION_STORE_TTL_MS;
    },
  }));
  store.subscribe((s, prev) => {
    if (s.items === prev.items && s.newCount === prev.newCount && s.savedAt === prev.savedAt) return;
    if (s.playerId === null || s.savedAt === null) return;
    try {
      storage()?.setItem(STORAGE_KEY, JSON.stringify({ playerId: s.playerId, savedAt: s.savedAt, items: s.items, newCount: s.newCount } satisfies Saved));
    } catch {
      // A full or refused storage only costs the reload its head start.
    }
  });
  return store;
}
