// @vitest-environment jsdom
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import en from '../../messages/en/shell.json';
import type { Player } from '../../schemas/player';
import { onAuthError } from '../core/api/auth-error';
import { createApiClient } from '../core/api/client';
import { StoreProvider, useStores, type Stores } from '../core/stores/StoreProvider';
import { AuthErrorBridge } from './AuthErrorBridge';

vi.mock('next/navigation', () => ({ usePathname: () => '/en/profile' }));

let stores: Stores | undefined;
function Capture() {
  const s = useStores();
  useEffect(() => {
    stores = s;
  }, [s]);
  return null;
}

afterEach(cleanup);

/** Spec P2/P7: a 401 from any call logs the player out (every user store) and opens the sign-in popup. */
describe('AuthErrorBridge', () => {
  it('on a 401 from the API client clears the user data and opens sign-in; public data stays; nothing after unmount', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ error: 'unauthorized', message: 'Sign in first' }), { status: 401, headers: { 'content-type': 'application/json' } }),
    );
    const api = createApiClient({ fetch, log: () => undefined });
    const qc = new QueryClient();
    // Region restrictions are unknown (no client-context answer yet): nothing is blocked.
    qc.setQueryDefaults(['/client-context'], { queryFn: () => new Promise(() => undefined) });
    qc.setQueryData(['/api/player/accounts'], [{ currency: 'EUR' }]);
    qc.setQueryData(['/api/games', 'new'], ['g1']);
    const favourites = vi.fn();

    const view = render(
      <QueryClientProvider client={qc}>
        <IntlProvider locale="en" messages={en}>
          <StoreProvider initialPlayer={{ id: 7 } as Player}>
            <Capture />
            <AuthErrorBridge subscribe={onAuthError} />
          </StoreProvider>
        </IntlProvider>
      </QueryClientProvider>,
    );
    stores!.userData.add(favourites);

    await act(async () => {
      await api.get('/api/player/settings').catch(() => undefined);
      // The clearing code loads with the first logout (site/core/stores/user-data.ts).
      await import('../core/stores/user-data');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(stores!.session.getState().player).toBeNull();
    expect(favourites).toHaveBeenCalledOnce();
    expect(qc.getQueryData(['/api/player/accounts'])).toBeUndefined();
    expect(qc.getQueryData(['/api/games', 'new'])).toEqual(['g1']);
    expect(stores!.ui.getState().modals.map((m) => m.name)).toEqual(['sign-in']);

    view.unmount();
    favourites.mockClear();
    await api.get('/api/player/settings').catch(() => undefined);
    expect(favourites).not.toHaveBeenCalled();
  });
});
