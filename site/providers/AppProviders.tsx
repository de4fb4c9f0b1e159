'use client';

import { Suspense, useEffect, type ReactNode } from 'react';
import { HydrationBoundary, QueryClientProvider, useQuery, type DehydratedState } from '@tanstack/react-query';
import type { CompiledCatalog } from '../../messages/load';
import type { Locale } from '../../schemas/locales';
import type { Player } from '../../schemas/player';
import { StoreProvider, useSession, useStores } from '../core/stores/StoreProvider';
import { playerQueryOptions } from '../core/stores/player-query';
import { ModalLayer } from '../modals/ModalLayer';
import { ToastArea } from '../toasts/ToastArea';
import { RouteGuard } from '../routing/RouteGuard';
import { HashPopups } from '../routing/HashPopups';
import { onAuthError } from '../core/api';
import { Telemetry } from '../core/telemetry/Telemetry';
import { AffiliateCapture } from '../affiliates/AffiliateCapture';
import { AuthErrorBridge } from './AuthErrorBridge';
import { RealtimeProvider } from '../realtime/RealtimeProvider';
import { getQueryClient } from '../core/query/query-client';
import { SiteIntlProvider } from '../core/i18n/SiteIntlProvider';
import { CashboxLinks } from './player-only';
import { markPageHydrated } from '../core/ui/Hydrate';

export interface AppProvidersProps {
  locale: Locale;
  /** The merged catalog of `locale`, parsed (messages/load.ts loadAreas), loaded by the server layout. */
  messages: CompiledCatalog;
  /** The player of this request as the server saw it (null for a guest). */
  initialPlayer: Player | null;
  dehydratedState?: DehydratedState;
  children: ReactNode;
}

/** Tells deferred parts (site/core/ui/Hydrate.tsx) that what mounts from now on is not hydration. */
function HydrationMark() {
  useEffect(() => markPageHydrated(), []);
  return null;
}

/** Keeps the session store in step with the profile query (login, logout, refetches). */
function SessionSync() {
  const { session } = useStores();
  // The server layout put this request's answer in the cache (dehydrated), so nothing is fetched
  // on load; after logout the query was removed and refetches, answering "guest".
  const { data, isSuccess } = useQuery(playerQueryOptions);
  useEffect(() => {
    if (isSuccess) session.getState().setPlayer(data);
  }, [data, isSuccess, session]);
  return null;
}

/**
 * Everything the site's client components rely on: the query client (one per tab), the
 * request's dehydrated queries, react-intl with this locale's catalog, the per-request stores, and
 * the layout-wide pieces (modal host, toast area, guards, hash popups, auth-error handling) and
 * the real-time channels of a logged-in player.
 */
export function AppProviders({ locale, messages, initialPlayer, dehydratedState, children }: AppProvidersProps) {
  const queryClient = getQueryClient();
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={dehydratedState}>
        <SiteIntlProvider locale={locale} messages={messages} defaultLocale="en" onError={onIntlError}>
          <StoreProvider initialPlayer={initialPlayer}>
            <RealtimeProvider>
              <HydrationMark />
              <SessionSync />
              {children}
              <ModalLayer />
              <ToastArea />
              <AuthErrorBridge subscribe={onAuthError} />
              <Telemetry />
              <AffiliateCapture />
              <Suspense fallback={null}>
                <RouteGuard locale={locale} />
              </Suspense>
              <HashPopups />
              <PlayerCashboxLinks locale={locale} />
            </RealtimeProvider>
          </StoreProvider>
        </SiteIntlProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}

/** The cashbox popup routes over the current page, for players only (guests follow the links). */
function PlayerCashboxLinks({ locale }: { locale: Locale }) {
  const loggedIn = useSession((s) => s.player !== null);
  if (!loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <CashboxLinks locale={locale} />
    </Suspense>
  );
}

function onIntlError(err: { code?: string; message: string }) {
  // Missing ids are caught by the catalog test; log them once in development rather than throw.
  if (process.env.NODE_ENV !== 'production') console.warn('[intl]', err.message);
}
