// @vitest-environment jsdom
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { StoreProvider, useStores, type Stores } from '../core/stores/StoreProvider';
import { RouteGuard } from './RouteGuard';
import type { Player } from '../../schemas/player';

const nav = vi.hoisted(() => ({ pathname: '/en', search: '', replace: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => nav.pathname,
  useSearchParams: () => new URLSearchParams(nav.search),
  useRouter: () => ({ replace: nav.replace, push: vi.fn(), back: vi.fn(), prefetch: vi.fn() }),
}));

let stores: Stores | undefined;
function Capture({ onStores }: { onStores: (s: Stores) => void }) {
  const s = useStores();
  useEffect(() => onStores(s), [s, onStores]);
  return null;
}
const keep = (s: Stores) => {
  stores = s;
};

function mount(player: Player | null) {
  return render(
    <StoreProvider initialPlayer={player}>
      <Capture onStores={keep} />
      <RouteGuard locale="en" />
    </StoreProvider>,
  );
}

beforeEach(() => nav.replace.mockReset());
afterEach(cleanup);

describe('RouteGuard (client)', () => {
  // The guard loads the route table after mounting: let that import settle before asserting.
  const settled = () => act(async () => void (await import('./routes')));

  it('moves a guest who logs in on the registration popup route to the redirect target', async () => {
    nav.pathname = '/en/sign-up';
    nav.search = `redirect=${encodeURIComponent('/en/profile/limits?tab=loss')}`;
    mount(null);
    await settled();
    expect(nav.replace).not.toHaveBeenCalled();
    act(() => stores!.session.getState().setPlayer({ id: 9 } as Player));
    await settled();
    expect(nav.replace).toHaveBeenCalledWith('/en/profile/limits?tab=loss');
  });

  it('sends a player who logs out on a login route to registration with the redirect', async () => {
    nav.pathname = '/en/profile';
    nav.search = '';
    mount({ id: 9 } as Player);
    await settled();
    expect(nav.replace).not.toHaveBeenCalled();
    act(() => stores!.session.getState().clear());
    await settled();
    expect(nav.replace).toHaveBeenCalledWith('/en/sign-up?redirect=%2Fen%2Fprofile');
  });

  it('counts page views for popup routes', () => {
    nav.pathname = '/en';
    nav.search = '';
    mount(null);
    expect(stores!.ui.getState().pageViews).toBe(1);
  });
});
