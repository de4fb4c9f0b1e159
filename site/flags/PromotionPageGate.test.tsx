// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { cleanup, render, renderHook, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import type { ReactNode } from 'react';
import shell from '../../messages/en/shell.json';
import { PLAYER } from '../core/testing/test-harness';
import type { Player } from '../../schemas/player';
import { createSessionStore } from '../core/stores/session-store';
import { createToastStore } from '../core/stores/toast-store';
import { createUiStore } from '../core/stores/ui-store';
import { createUserDataRegistry } from '../core/stores/user-data-registry';
import { StoreProvider, type Stores } from '../core/stores/StoreProvider';
import { PromotionPageGate } from './PromotionPageGate';
import { promotionPagesQueryOptions, usePromotionPagesEnabled, type PromotionPagesConfig } from './promotion-pages';

vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

afterEach(cleanup);

const CONFIG: PromotionPagesConfig = {
  pages: [
    { slug: 'achievements', enabled: true },
    { slug: 'rocket-chance', enabled: false },
    { slug: 'activity-hub', enabled: true, group_ids: [759] },
  ],
};
const TESTER: Player = { ...PLAYER, statuses: [{ id: 21, name: 'tester' }] };
const DIAMOND: Player = { ...PLAYER, statuses: [{ id: 759, name: 'diamond' }] };

/** The providers as the layout sets them up: the document already in the cache (prefetched), or not (`undefined`). */
function setup(config: PromotionPagesConfig | null | undefined, player: Player | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  if (config !== undefined) queryClient.setQueryData(promotionPagesQueryOptions.queryKey, config);
  const stores: Stores = { session: createSessionStore(player), ui: createUiStore(), toasts: createToastStore(), userData: createUserDataRegistry() };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale="en" messages={shell}>
        <StoreProvider initialPlayer={player} stores={stores}>
          {children}
        </StoreProvider>
      </IntlProvider>
    </QueryClientProvider>
  );
  return { wrapper, stores };
}

describe('usePromotionPagesEnabled', () => {
  it.each([
    ['guest: enabled pages only', null, { achievements: true, 'rocket-chance': false, 'activity-hub': false, lotteries: false }],
    ['player in the group: its group page too', DIAMOND, { achievements: true, 'rocket-chance': false, 'activity-hub': true, lotteries: false }],
    ['tester: every page', TESTER, { achievements: true, 'rocket-chance': true, 'activity-hub': true, lotteries: true }],
  ] as const)('%s', (_name, player, expected) => {
    const { wrapper } = setup(CONFIG, player);
    const { result } = renderHook(() => usePromotionPagesEnabled(), { wrapper });
    expect(Object.fromEntries(Object.keys(expected).map((slug) => [slug, result.current(slug)]))).toEqual(expected);
  });

  it('without the document (unpublished or not loaded) only testers see promotion pages', () => {
    for (const config of [null, undefined]) {
      expect(renderHook(() => usePromotionPagesEnabled(), setup(config, PLAYER)).result.current('achievements')).toBe(false);
      expect(renderHook(() => usePromotionPagesEnabled(), setup(config, TESTER)).result.current('achievements')).toBe(true);
    }
  });

  it('follows login and logout', () => {
    const { wrapper, stores } = setup(CONFIG, null);
    const { result } = renderHook(() => usePromotionPagesEnabled(), { wrapper });
    expect(result.current('rocket-chance')).toBe(false);
    act(() => stores.session.getState().setPlayer(TESTER));
    expect(result.current('rocket-chance')).toBe(true);
    act(() => stores.session.getState().clear());
    expect(result.current('rocket-chance')).toBe(false);
  });
});

describe('PromotionPageGate', () => {
  const page = (slug: string) => (
    <PromotionPageGate slug={slug} locale="de">
      <h1>Promotion</h1>
    </PromotionPageGate>
  );

  it('shows an enabled page', () => {
    render(page('achievements'), setup(CONFIG, null));
    expect(screen.getByRole('heading', { name: 'Promotion' })).toBeTruthy();
  });

  it('shows the 404 page in place of a disabled one, with the way home in the page locale', () => {
    render(page('rocket-chance'), setup(CONFIG, PLAYER));
    expect(screen.queryByRole('heading', { name: 'Promotion' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: shell['shell.notFound.home'] }).getAttribute('href')).toBe('/de');
  });

  it('a tester sees a disabled page, and the 404 page after logging out on it', () => {
    const { wrapper, stores } = setup(CONFIG, TESTER);
    render(page('rocket-chance'), { wrapper });
    expect(screen.getByRole('heading', { name: 'Promotion' })).toBeTruthy();
    act(() => stores.session.getState().clear());
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
