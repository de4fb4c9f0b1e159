// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { cleanup, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { PLAYER } from '../../site/core/testing/test-harness';
import { PUBLIC_CONTEXT, WidgetProviders, renderWidget } from '../common/testing/test-harness';
import { PaymentLogosWidget } from './PaymentLogos.widget';
import { brandsOf, playerMethodsQuery } from './queries';

vi.mock('next/navigation', () => ({ usePathname: () => '/en', useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }) }));
afterEach(cleanup);

const logos = () => screen.getAllByRole('link').map((a) => [a.getAttribute('data-brand'), a.getAttribute('href'), a.getAttribute('aria-label')]);

describe('PaymentLogosWidget', () => {
  it('shows a guest the brands of its params, each opening the cashbox dashboard', () => {
    renderWidget(<PaymentLogosWidget params={{ brands: ['visa', 'bitcoin_cash'] }} context={PUBLIC_CONTEXT} />);
    expect(logos()).toEqual([
      ['visa', '/en/dashboard', 'visa: open the cashbox'],
      ['bitcoin_cash', '/en/dashboard', 'bitcoin cash: open the cashbox'],
    ]);
  });

  it('shows a player their own deposit brands, once each', () => {
    const methods = [{ brand: 'visa' }, { brand: 'mastercard' }, { brand: 'visa' }];
    renderWidget(<PaymentLogosWidget params={{ brands: ['bitcoin'] }} context={PUBLIC_CONTEXT} />, {
      player: PLAYER,
      data: [[['/api/player/payment_methods', { action: 'deposit', currency: PLAYER.currency }], methods]],
    });
    expect(logos().map((l) => l[0])).toEqual(['visa', 'mastercard']);
  });

  it("hydrates as the server drew it (loading) when the cashbox already fetched the player's methods, then shows them", async () => {
    const key = playerMethodsQuery(PLAYER.currency).queryKey;
    const quiet = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const ui = (qc: QueryClient) => (
      <WidgetProviders queryClient={qc} player={PLAYER}>
        <PaymentLogosWidget params={{ brands: ['bitcoin'] }} context={PUBLIC_CONTEXT} />
      </WidgetProviders>
    );
    // The server has no methods (nothing prefetches them); the footer hydrates after the cashbox got them.
    const html = renderToString(ui(quiet()));
    const browser = quiet();
    browser.setQueryData(key, [{ brand: 'visa' }] as never);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, ui(browser), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('[data-brand]')?.getAttribute('data-brand')).toBe('visa');
    container.remove();
  });

  it('is left out for a guest without brands', () => {
    const { container } = renderWidget(<PaymentLogosWidget params={{}} context={PUBLIC_CONTEXT} />);
    expect(container.textContent).toBe('');
    expect(brandsOf([])).toEqual([]);
  });
});

describe('playerMethodsQuery', () => {
  it("is the cashbox's deposit-methods query (same key, freshness and user-data mark) and answers through it", async () => {
    const core = await import('../../site/core/query/payment-methods-query');
    const ours = playerMethodsQuery('EUR');
    const theirs = core.paymentMethodsQueryOptions('deposit', 'EUR');
    expect(ours.queryKey).toEqual(theirs.queryKey);
    expect(ours.staleTime).toBe(theirs.staleTime);
    expect(ours.meta).toEqual(theirs.meta);
    const spy = vi.spyOn(core, 'paymentMethodsQueryOptions').mockReturnValue({ ...theirs, queryFn: async () => [{ brand: 'visa' }] as never });
    const context = { queryKey: ours.queryKey, signal: new AbortController().signal, meta: undefined, client: undefined as never };
    await expect(ours.queryFn!(context as never)).resolves.toEqual([{ brand: 'visa' }]);
    expect(spy).toHaveBeenCalledWith('deposit', 'EUR');
  });
});
