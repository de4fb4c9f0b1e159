import { useEffect, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import games from '../../messages/en/games.json';
import shell from '../../messages/en/shell.json';
import { StoreProvider, useStores, type Stores } from '../core/stores/StoreProvider';
import type { Player } from '../../schemas/player';
import { PLAYER } from '../core/testing/test-harness';

/** The site's providers with the games and shell catalogs (tests only). */
export function renderGames(ui: ReactNode, opts: { player?: Player | null; onStores?: (s: Stores) => void; queryClient?: QueryClient } = {}) {
  const qc = opts.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function Keep({ onStores }: { onStores: (s: Stores) => void }) {
    const s = useStores();
    useEffect(() => onStores(s), [s, onStores]);
    return null;
  }
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={qc}>
        <IntlProvider locale="en" messages={{ ...shell, ...games }}>
          <StoreProvider initialPlayer={opts.player ?? null}>
            {opts.onStores && <Keep onStores={opts.onStores} />}
            {children}
          </StoreProvider>
        </IntlProvider>
      </QueryClientProvider>
    );
  }
  const utils = render(ui, { wrapper: Wrapper });
  return { ...utils, queryClient: qc };
}

/** A player in EUR (the seeded demo player's currency). */
export const EUR_PLAYER: Player = { ...PLAYER, currency: 'EUR' };
export { PLAYER as CAD_PLAYER };
