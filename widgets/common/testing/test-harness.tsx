import { useEffect, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import widgets from '../../../messages/en/widgets.json';
import gifts from '../../../messages/en/gifts.json';
import shell from '../../../messages/en/shell.json';
import { StoreProvider, useStores, type Stores } from '../../../site/core/stores/StoreProvider';
import type { Player } from '../../../schemas/player';
import type { WidgetContext } from '../../../registry/define';

/** A widget's context on a public page (tests only). */
export const PUBLIC_CONTEXT = { id: 'w1', preview: false, device: 'desktop', locale: 'en', depth: 0 } as WidgetContext;
/** The same in the back-office preview. */
export const PREVIEW_CONTEXT = { ...PUBLIC_CONTEXT, preview: true } as WidgetContext;

/** The site's providers a widget needs, with the widgets and shell catalogs (tests only; also for renderToString). */
export function WidgetProviders({ queryClient, player = null, children }: { queryClient: QueryClient; player?: Player | null; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale="en" messages={{ ...shell, ...widgets, ...gifts }}>
        <StoreProvider initialPlayer={player}>{children}</StoreProvider>
      </IntlProvider>
    </QueryClientProvider>
  );
}

/**
 * Renders a widget inside the site's providers with the widgets and shell catalogs; `data` seeds
 * the query cache by key as the server's prefetch would (tests only).
 */
export function renderWidget(
  ui: ReactNode,
  opts: { player?: Player | null; data?: Array<[readonly unknown[], unknown]>; onStores?: (s: Stores) => void; queryClient?: QueryClient } = {},
) {
  const qc = opts.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const [key, value] of opts.data ?? []) qc.setQueryData(key, value);
  function Keep({ onStores }: { onStores: (s: Stores) => void }) {
    const s = useStores();
    useEffect(() => onStores(s), [s, onStores]);
    return null;
  }
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={qc}>
        <IntlProvider locale="en" messages={{ ...shell, ...widgets, ...gifts }}>
          <StoreProvider initialPlayer={opts.player ?? null}>
            {opts.onStores && <Keep onStores={opts.onStores} />}
            {children}
          </StoreProvider>
        </IntlProvider>
      </QueryClientProvider>
    );
  }
  return { ...render(ui, { wrapper: Wrapper }), queryClient: qc };
}
