'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import type { Locale } from '../../../schemas/locales';
import { useAuthPopup } from '../../../site/core/modals/useAuthPopup';
import { useFavoriteToggle, useViewer } from './hooks';

/**
 * What every tile of a list needs from the site (viewer, registration popup, favourite toggle),
 * looked up once per list instead of once per tile: a lobby renders dozens of tiles on the
 * server for every visitor, and each hook per tile is paid that many times.
 */
export interface TileActions {
  locale: Locale;
  currency: string | null;
  openSignUp: (redirect: string) => void;
  /** Client-side navigation to a site path. */
  navigate: (href: string) => void;
  toggleFavourite: (id: number) => void;
}

const TileActionsContext = createContext<TileActions | null>(null);

export function TileActionsProvider({ children }: { children: ReactNode }) {
  const { locale, currency } = useViewer();
  const openAuthPopup = useAuthPopup();
  const toggle = useFavoriteToggle();
  const router = useRouter();
  const value = useMemo<TileActions>(
    () => ({
      locale,
      currency,
      openSignUp: (redirect) => void openAuthPopup('sign-up', { redirect }),
      navigate: (href) => router.push(href),
      toggleFavourite: (id) => void toggle(id),
    }),
    [locale, currency, openAuthPopup, toggle, router],
  );
  return <TileActionsContext.Provider value={value}>{children}</TileActionsContext.Provider>;
}

export function useTileActions(): TileActions {
  const actions = useContext(TileActionsContext);
  if (!actions) throw new Error('useTileActions must be used inside <TileActionsProvider>');
  return actions;
}
