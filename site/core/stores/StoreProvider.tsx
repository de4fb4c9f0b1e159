'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { Player } from '../../../schemas/player';
import { createSessionStore, type SessionState, type SessionStore } from './session-store';
import { createUiStore, type UiState, type UiStore } from './ui-store';
import { createToastStore, type ToastState, type ToastStore } from './toast-store';
import { createUserDataRegistry, type UserDataRegistry } from './user-data-registry';

/** The stores of one request (server) or one tab (browser). */
export interface Stores {
  session: SessionStore;
  ui: UiStore;
  toasts: ToastStore;
  /** Resets of every store holding user data, run at logout. */
  userData: UserDataRegistry;
}

const StoresContext = createContext<Stores | null>(null);

/** Builds the stores once per mount, so nothing is module-global and shared between requests. */
export function StoreProvider({ initialPlayer, children, stores }: { initialPlayer: Player | null; children: ReactNode; stores?: Stores }) {
  const [value] = useState<Stores>(
    () =>
      stores ?? {
        session: createSessionStore(initialPlayer),
        ui: createUiStore(),
        toasts: createToastStore(),
        userData: createUserDataRegistry(),
      },
  );
  return <StoresContext.Provider value={value}>{children}</StoresContext.Provider>;
}

/** The raw stores (for imperative use in event handlers). */
export function useStores(): Stores {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useStores must be used inside <StoreProvider>');
  return stores;
}

/** Select from the session store: `useSession((s) => s.player)`. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(useStores().session, selector);
}

/** Select from the UI store (sidebar, modal stack). */
export function useUi<T>(selector: (state: UiState) => T): T {
  return useStore(useStores().ui, selector);
}

/** Select from the toast store. */
export function useToasts<T>(selector: (state: ToastState) => T): T {
  return useStore(useStores().toasts, selector);
}
