// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { webcrypto } from 'node:crypto';
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

const deposits = () =>
  net.calls
    .filter((c) => c.method === 'POST' && c.url === '/api/player/payments/deposit')
    .map((c) => c.body as { idempotency_key: string; amount_cents: number });

describe('DepositPanel', () => {
  it('asks for the methods again while the list is empty, and defaults the amount to the method minimum', async () => {
    net.answer('GET /api/player/payment_methods', 200, []);
    net.answer('GET /api/player/payment_methods', 200, [BTC]);
    renderPanel();
    const amount = await screen.findByLabelText('Amount (μBTC)', {}, { timeout: 3000 });
    expect((amount as HTMLInputElement).value).toBe('100');
    expect(net.calls.filter((c) => c.url.startsWith('/api/player/payment_methods'))).toHaveLength(2);
  });

  it('sends one idempotency key for a double click, in exact minor units, and shows the address', async () => {
    net.answer('GET /api/player/payment_methods', 200, [BTC]);
    net.answer('POST /api/player/payments/deposit', 200, {
      payment: payment({ id: 9, state: 'pending', currency: 'BTC', amount_cents: 25_001 }),
      next: ADDRESS,
      notices: [],
    });
    net.answer('POST /api/player/payments/deposit', 200, {
      payment: payment({ id: 9, state: 'pending', currency: 'BTC', amount_cents: 25_001 }),
      next: ADDRESS,
      notices: [],
    });
    net.answer('GET /api/player/payments/9', 200, payment({ id: 9, state: 'pending', currency: 'BTC', amount_cents: 25_001 }));
    renderPanel();
    fireEvent.change(await screen.findByLabelText('Amount (μBTC)'), { target: { value: '250,01' } });
    const pay = screen.getByRole('button', { name: 'Deposit 250,01 μBTC' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    expect(await screen.findByTestId('crypto-address')).toBeTruthy();
    const sent = deposits();
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(new Set(sent.map((b) => b.idempotency_key)).size).toBe(1);
    expect(sent[0]).toMatchObject({ amount_cents: 25_001, currency: 'BTC', method_id: BTC.id, return_url: '/en/deposit' });
  });

  it('shows the platform field error beside the amount and starts a new attempt after a change', async () => {
    net.answer('GET /api/player/payment_methods', 200, [BTC]);
    net.answer('POST /api/player/payments/deposit', 422, {
      error: 'validation_failed',
      message: 'Invalid',
      errors: { amount_cents: ['validation.max {"max":"0.4"}'] },
    });
    net.answer('POST /api/player/payments/deposit', 200, { payment: payment({ id: 10, state: 'pending', currency: 'BTC' }), next: ADDRESS, notices: [] });
    renderPanel();
    const amount = await screen.findByLabelText('Amount (μBTC)');
    fireEvent.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(await screen.findByText('The value must be no more than 0.4')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: /^Deposit/ }));
    await screen.findByTestId('crypto-address');
    const [first, second] = deposits();
    expect(first?.idempotency_key).toBeTruthy();
    expect(second?.idempotency_key).not.toBe(first?.idempotency_key);
    expect(second?.amount_cents).toBe(30_000);
  });

  it('refuses an amount under the method minimum without calling the platform', async () => {
    net.answer('GET /api/player/payment_methods', 200, [BTC]);
    renderPanel();
    fireEvent.change(await screen.findByLabelText('Amount (μBTC)'), { target: { value: '99.99' } });
    fireEvent.click(screen.getByRole('button', { name: /^Deposit/ }));
    await waitFor(() => expect(screen.getByText('The value must be at least 100 μBTC')).toBeTruthy());
    expect(deposits()).toHaveLength(0);
  });

  it('chooses the most recent saved card, not "A new card", and pays with it (issue 13, item 7)', async () => {
    const visa = method({
      brand: 'visa',
      savedProfiles: [
        { id: 'p9', title: 'VISA •••• 4242', brand: 'visa', expiry: '10/32' },
        { id: 'p3', title: 'VISA •••• 4242', brand: 'visa', expiry: '12/30' },
      ],
    });
    net.answer('GET /api/player/payment_methods', 200, [visa]);
    net.answer('POST /api/player/payments/deposit', 422, {
      error: 'validation_failed',
      message: 'Invalid',
      errors: { amount_cents: ['validation.max {"max":"1"}'] },
    });
    renderPanel('EUR');
    const select = (await screen.findByLabelText('Card')) as HTMLSelectElement;
    expect(select.value).toBe('p9');
    expect(select.selectedOptions[0]?.textContent).toBe('VISA •••• 4242 (10/32)');
    expect(screen.queryByLabelText('Card number')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Deposit/ }));
    await screen.findByText('The value must be no more than 1');
    expect(deposits()[0]).toMatchObject({ saved_profile_id: 'p9' });
    expect(deposits()[0]).not.toHaveProperty('card');
  });

  it('says how much of the deposit limit is left, formatted in its currency (issue 13, item 7)', async () => {
    net.answer('GET /api/player/payment_methods', 200, [method({ brand: 'visa' })]);
    net.answer('POST /api/player/payments/deposit', 403, {
      error: 'limit_reached',
      message: 'Deposit limit reached',
      limit: { currency: 'EUR', remaining_cents: 5_000, amount_cents: 10_000, period: 'day' },
    });
    net.answer('POST /api/player/payments/deposit', 403, {
      error: 'limit_reached',
      message: 'Deposit limit reached',
      limit: { currency: 'EUR', remaining_cents: 0, amount_cents: 10_000, period: 'day' },
    });
    renderPanel('EUR');
    fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: '4242 4242 4242 4242' } });
    fireEvent.change(screen.getByLabelText('Expiry date (MM/YY)'), { target: { value: '12/30' } });
    fireEvent.change(screen.getByLabelText('CVV'), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText('Cardholder name'), { target: { value: 'Anna Test' } });
    fireEvent.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect((await screen.findByTestId('deposit-limit-reached')).textContent).toContain('You can deposit up to €50.00 more right now.');
    fireEvent.click(screen.getByRole('button', { name: /^Deposit/ }));
    await waitFor(() => expect(screen.getByTestId('deposit-limit-reached').textContent).toContain('Your deposit limit is used up for now.'));
  });

  it("names a refusal for the player's deposit limit and links it to the limits page", async () => {
    net.answer('GET /api/player/payment_methods', 200, [BTC]);
    net.answer('POST /api/player/payments/deposit', 403, { error: 'limit_reached', message: 'Deposit limit reached' });
    net.answer('POST /api/player/payments/deposit', 422, {
      error: 'validation_failed',
      message: 'Invalid',
      errors: { amount_cents: ['validation.max {"max":"0.4"}'] },
    });
    renderPanel();
    await screen.findByLabelText('Amount (μBTC)');
    fireEvent.click(screen.getByRole('button', { name: /^Deposit/ }));
    const alert = await screen.findByTestId('deposit-limit-reached');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('This deposit would exceed your deposit limit.');
    expect(screen.getByRole('link', { name: 'See my limits' }).getAttribute('href')).toBe('/en/profile/limits');
    // Another refusal replaces it: the link belongs to the limit's sentence only.
    fireEvent.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(await screen.findByText('The value must be no more than 0.4')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'See my limits' })).toBeNull();
  });

  it('deposits on a plain-HTTP host, where the browser has no crypto.randomUUID', async () => {
    vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(b: T) => webcrypto.getRandomValues(b as never) as T });
    net.answer('GET /api/player/payment_methods', 200, [BTC]);
    net.answer('POST /api/player/payments/deposit', 200, { payment: payment({ id: 11, state: 'pending', currency: 'BTC' }), next: ADDRESS, notices: [] });
    net.answer('GET /api/player/payments/11', 200, payment({ id: 11, state: 'pending', currency: 'BTC' }));
    renderPanel();
    await screen.findByLabelText('Amount (μBTC)');
    fireEvent.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(await screen.findByTestId('crypto-address')).toBeTruthy();
    expect(deposits()[0]?.idempotency_key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('says so when a click fails before anything is sent, instead of doing nothing', async () => {
    vi.stubGlobal('crypto', {});
    net.answer('GET /api/player/payment_methods', 200, [BTC]);
    renderPanel();
    await screen.findByLabelText('Amount (μBTC)');
    const pay = screen.getByRole('button', { name: /^Deposit/ });
    fireEvent.click(pay);
    expect(await screen.findByText(cashbox['cashbox.error.generic'])).toBeTruthy();
    expect(deposits()).toHaveLength(0);
    expect((pay as HTMLButtonElement).disabled).toBe(false);
  });
});
