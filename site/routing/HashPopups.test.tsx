// @vitest-environment jsdom
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import en from '../../messages/en/shell.json';
import { StoreProvider, useStores, type Stores } from '../core/stores/StoreProvider';
import { HashPopups } from './HashPopups';
import type { Player } from '../../schemas/player';

vi.mock('next/navigation', () => ({ usePathname: () => '/en/pokies/all' }));

let stores: Stores | undefined;
function Capture({ onStores }: { onStores: (s: Stores) => void }) {
  const s = useStores();
  useEffect(() => onStores(s), [s, onStores]);
  return null;
}
const keep = (s: Stores) => {
  stores = s;
};

function mount(player: Player | null = null) {
  const qc = new QueryClient();
  // Region restrictions are unknown (no client-context answer yet): nothing is blocked.
  qc.setQueryDefaults(['/client-context'], { queryFn: () => new Promise(() => undefined) });
  return render(
    <QueryClientProvider client={qc}>
      <IntlProvider locale="en" messages={en}>
        <StoreProvider initialPlayer={player}>
          <Capture onStores={keep} />
          <HashPopups />
        </StoreProvider>
      </IntlProvider>
    </QueryClientProvider>,
  );
}

/** The hash rules load with the first hash (HashPopups.tsx): let them arrive. */
const settled = () =>
  act(async () => {
    await vi.dynamicImportSettled();
  });

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('HashPopups', () => {
  it('opens the popup of the hash with the query passed through, and drops the hash', async () => {
    window.history.replaceState(null, '', '/en/pokies/all?stag=abc#sign-in');
    mount();
    await settled();
    expect(stores!.ui.getState().modals).toEqual([{ name: 'sign-in', props: { query: { stag: 'abc' } }, closing: false }]);
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('?stag=abc');
  });

  it('maps the new-password aliases and reacts to hash changes', async () => {
    window.history.replaceState(null, '', '/en/pokies/all');
    mount();
    act(() => {
      window.history.replaceState(null, '', '/en/pokies/all#users/password/edit');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await settled();
    expect(stores!.ui.getState().modals.map((m) => m.name)).toEqual(['new-password']);
  });

  it('does not open guest-only popups for a player', async () => {
    window.history.replaceState(null, '', '/en/pokies/all#sign-up');
    mount({ id: 1 } as Player);
    await settled();
    expect(stores!.ui.getState().modals).toEqual([]);
  });

  it('#chat opens nothing (no chat provider yet) and logs after 1000 ms', async () => {
    vi.useFakeTimers();
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/en/pokies/all#chat');
    mount();
    await settled();
    vi.advanceTimersByTime(999);
    expect(info).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(info).toHaveBeenCalledOnce();
    expect(stores!.ui.getState().modals).toEqual([]);
    vi.useRealTimers();
    info.mockRestore();
  });
});
