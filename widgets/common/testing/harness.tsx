import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import games from '../../../messages/en/games.json';
import shell from '../../../messages/en/shell.json';
import widgets from '../../../messages/en/widgets.json';
import gifts from '../../../messages/en/gifts.json';
import type { Player } from '../../../schemas/player';
import { StoreProvider } from '../../../site/core/stores/StoreProvider';

/**
 * Renders registry output with the site's client providers and the English catalogs (tests,
 * stories and the bench). The query client comes seeded by the caller, as the server's prefetch
 * would have left it.
 */
export function WidgetProviders({ queryClient, player = null, children }: { queryClient: QueryClient; player?: Player | null; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale="en" messages={{ ...shell, ...games, ...widgets, ...gifts }} onError={() => undefined}>
        <StoreProvider initialPlayer={player}>{children}</StoreProvider>
      </IntlProvider>
    </QueryClientProvider>
  );
}

/** A query client that never retries nor refetches (tests, stories, bench). */
export function quietQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchOnMount: false, refetchOnWindowFocus: false } } });
}
