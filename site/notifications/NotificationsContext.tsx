'use client';

import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useSession } from '../core/stores/StoreProvider';
import { useResetOnLogout } from '../core/stores/logout';
import { createNotificationStore, type NotificationState, type NotificationStore } from './notification-store';

const NotificationsContext = createContext<NotificationStore | null>(null);

/**
 * One notification store per tab (or per request on the server), for the bell, its panel and the
 * sidebar item. It lives as long as the shell, so its clearing is registered here, not by the
 * bell: a logout may turn the shell guest (the revoked socket's profile check) before logout's
 * clearing runs, and the bell is gone by then. Whenever the tab has no player, what this browser
 * kept is forgotten too (a session that ended without a logout).
 */
export function NotificationsProvider({ children, store }: { children: ReactNode; store?: NotificationStore }) {
  const [value] = useState(() => store ?? createNotificationStore());
  const signedIn = useSession((s) => s.player !== null);
  useResetOnLogout(useCallback(() => value.getState().reset(), [value]));
  useEffect(() => {
    if (!signedIn) value.getState().reset();
  }, [signedIn, value]);
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

export function useNotificationStore(): NotificationStore {
  const store = useContext(NotificationsContext);
  if (!store) throw new Error('useNotificationStore must be used inside <NotificationsProvider>');
  return store;
}

export function useNotifications<T>(selector: (s: NotificationState) => T): T {
  return useStore(useNotificationStore(), selector);
}
