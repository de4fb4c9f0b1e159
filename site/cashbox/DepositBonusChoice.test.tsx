// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import cashbox from '../../messages/en/cashbox.json';
import validation from '../../messages/en/validation.json';
import forms from '../../messages/en/forms.json';
import common from '../../messages/en/common.json';
import { scriptedFetch } from '../core/testing/test-harness';
import { StoreProvider } from '../core/stores/StoreProvider';
import { DepositPanel } from './DepositPanel';
import { method, payment } from './fixtures';

vi.mock('next/navigation', () => ({
  usePathname: () => '/en/deposit',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), back: vi.fn(), prefetch: vi.fn() }),
}));

const BTC = method({
  brand: 'bitcoin',
  currency: 'BTC',
  type: 'crypto',
  form: 'none',
  min_amount_cents: 10_000,
  max_amount_cents: 40_000_000,
  network: 'Bitcoin',
});
const ADDRESS = {
  type: 'crypto_address',
  address: 'bc1qexampleexampleexampleexample0',
  network: 'Bitcoin',
  amount_cents: 25_000,
  currency: 'BTC',
  uri: 'bitcoin:x',
  expires_at: '2026-11-23T13:00:00Z',
};

let net: ReturnType<typeof scriptedFetch>;
beforeEach(() => {
  net = scriptedFetch();
  vi.stubGlobal('fetch', net.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel(currency = 'BTC') {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <IntlProvider locale="en" messages={{ ...common, ...forms, ...validation, ...cashbox }}>
        <StoreProvider initialPlayer={null}>
          <DepositPanel currency={currency} mode="plain" bonusCode={null} returnUrl="/en/deposit" onHistory={() => undefined} />
        </StoreProvider>
      </IntlProvider>
    </QueryClientProvider>,
  );
}

describe('DepositPanel bonus choice (issue 15)', () => {
  const OFFER = {
    id: 41,
    title: 'Welcome 100%',
    type: 'deposit',
    group_key: null,
    currency: 'BTC',
    amount_cents: null,
    percent: 100,
    max_amount_cents: 100_000,
    min_deposit_cents: 20_000,
    wager_multiplier: 30,
    freespins_total: null,
    valid_until: null,
  };
  const offerCalls = () => net.calls.filter((c) => c.url.startsWith('/api/bonuses/deposit')).map((c) => c.url);

  it('lists the offers with their minimum, re-asks as the amount changes, and sends the chosen one', async () => {
    net.answer('GET /api/player/payment_methods', 200, [BTC]);
    net.answer('GET /api/bonuses/deposit', 200, [OFFER]);
    // 100 μBTC (the default) is under the minimum of 200 μBTC: the amount's list is empty.
    net.answer('GET /api/bonuses/deposit', 200, []);
    net.answer('GET /api/bonuses/deposit', 200, [{ ...OFFER, amount_cents: 30_000 }]);
    net.answer('POST /api/player/payments/deposit', 422, {
      error: 'validation_failed',
      message: 'The chosen bonus does not apply to this deposit',
      errors: { bonus_id: ['needs a larger deposit'] },
    });
    net.answer('POST /api/player/payments/deposit', 200, { payment: payment({ id: 11, state: 'pending', currency: 'BTC' }), next: ADDRESS, notices: [] });
    renderPanel();
    const group = await screen.findByRole('group', { name: 'Choose your bonus' });
    const offer = await screen.findByRole('radio', { name: /Welcome 100%/ });
    await waitFor(() => expect((offer as HTMLInputElement).disabled).toBe(true));
    expect(group.textContent).toMatch(/Deposit at least 200\.00\sμBTC to get this bonus/);
    expect((screen.getByRole('radio', { name: 'No bonus' }) as HTMLInputElement).checked).toBe(true);

    // The default amount's own ask comes once the amount has settled (300 ms); changing the amount
    // before it would skip it, and the scripted answers would then be taken out of order.
    await waitFor(() => expect(offerCalls()).toContain('/api/bonuses/deposit?currency=BTC&amount=10000'), { timeout: 5000 });
    fireEvent.change(screen.getByLabelText('Amount (μBTC)'), { target: { value: '300' } });
    // Polled by hand: the offers are asked again only after the amount settles (a real timer).
    for (let i = 0; i < 100 && !/You get 300\.00\sμBTC bonus money/.test(group.textContent ?? ''); i++) await new Promise((r) => setTimeout(r, 100));
    expect(group.textContent).toMatch(/You get 300\.00\sμBTC bonus money/);
    expect((offer as HTMLInputElement).disabled).toBe(false);
    expect(group.textContent).toMatch(/Minimum deposit 200\.00\sμBTC/);
    expect(offerCalls()).toEqual([
      '/api/bonuses/deposit?currency=BTC',
      '/api/bonuses/deposit?currency=BTC&amount=10000',
      '/api/bonuses/deposit?currency=BTC&amount=30000',
    ]);
    fireEvent.click(offer);
    expect((offer as HTMLInputElement).checked).toBe(true);

    // The platform refuses it (its window closed meanwhile): said beside the choice, then a new attempt.
    fireEvent.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(await screen.findByText('This bonus does not apply to this deposit. Choose another one or no bonus.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'No bonus' }));
    fireEvent.click(screen.getByRole('button', { name: /^Deposit/ }));
    await screen.findByTestId('crypto-address');
    const [first, second] = net.calls
      .filter((c) => c.method === 'POST' && c.url === '/api/player/payments/deposit')
      .map((c) => c.body as { idempotency_key: string; bonus_id: number | null });
    expect(first).toMatchObject({ bonus_id: 41 });
    expect(second).toMatchObject({ bonus_id: null });
    expect(second?.idempotency_key).not.toBe(first?.idempotency_key);
  }, 20_000);

  it('shows no choice when the currency has no offers', async () => {
    net.answer('GET /api/player/payment_methods', 200, [BTC]);
    net.answer('GET /api/bonuses/deposit', 200, []);
    renderPanel();
    await screen.findByLabelText('Amount (μBTC)');
    await waitFor(() => expect(offerCalls()).toHaveLength(1));
    expect(screen.queryByRole('group', { name: 'Choose your bonus' })).toBeNull();
  });
});
