// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import cashbox from '../../messages/en/cashbox.json';
import validation from '../../messages/en/validation.json';
import forms from '../../messages/en/forms.json';
import common from '../../messages/en/common.json';
import type { Player } from '../../schemas/player';
import { PLAYER, scriptedFetch } from '../core/testing/test-harness';
import { StoreProvider, useUi } from '../core/stores/StoreProvider';
import { CASHOUT_METHODS, payment } from './fixtures';
import { WithdrawPanel } from './WithdrawPanel';

vi.mock('next/navigation', () => ({
  usePathname: () => '/en/withdraw',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), back: vi.fn(), prefetch: vi.fn() }),
}));

let net: ReturnType<typeof scriptedFetch>;
beforeEach(() => {
  net = scriptedFetch();
  vi.stubGlobal('fetch', net.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Shows the modal stack, so a test can see what the panel opened. */
function Stack() {
  const modals = useUi((s) => s.modals);
  return <output data-testid="stack">{JSON.stringify(modals.map((m) => [m.name, m.props]))}</output>;
}

function renderPanel(availableCents = 10_000, player: Player | null = null) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <IntlProvider locale="en" messages={{ ...common, ...forms, ...validation, ...cashbox }}>
        <StoreProvider initialPlayer={player}>
          <WithdrawPanel currency="EUR" availableCents={availableCents} onHistory={() => undefined} />
          <Stack />
        </StoreProvider>
      </IntlProvider>
    </QueryClientProvider>,
  );
}

const cashouts = () => net.calls.filter((c) => c.method === 'POST' && c.url === '/api/player/payments/cashout').map((c) => c.body as Record<string, unknown>);

/** GET /api/info/player_fields as the platform answers it (the identity, plus a phone for a cashout). */
const IDENTITY = ['first_name', 'last_name', 'date_of_birth', 'country', 'city', 'address', 'postal_code'];
const PLAYER_FIELDS_INFO = {
  fields: [],
  contexts: {
    registration: { required: ['country'], optional: [] },
    deposit: { required: IDENTITY, optional: [] },
    cashout: { required: [...IDENTITY, 'mobile_phone'], optional: [] },
    edition: { required: [], optional: [] },
  },
};

const stack = () => JSON.parse(screen.getByTestId('stack').textContent!) as [string, Record<string, unknown>][];

describe('WithdrawPanel', () => {
  it('asks for what the cashout context requires before a withdrawal, as the /withdraw route does (issue 13, item 2)', async () => {
    net.answer('GET /api/info/player_fields', 200, PLAYER_FIELDS_INFO);
    net.answer('GET /api/player/payment_methods', 200, CASHOUT_METHODS);
    const noPhone: Player = {
      ...PLAYER,
      currency: 'EUR',
      country: 'DE',
      first_name: 'Anna',
      last_name: 'Test',
      date_of_birth: '1990-04-15',
      city: 'Berlin',
      address: 'Unter den Linden 1',
      postal_code: '10117',
    };
    renderPanel(10_000, noPhone);
    expect(await screen.findByTestId('withdraw-profile-needed')).toBeTruthy();
    expect(stack()).toEqual([['cashbox-personal-info', { fields: ['mobile_phone'], context: 'cashout' }]]);
    expect(screen.queryByRole('button', { name: 'Request withdrawal' })).toBeNull();
  });

  it('opens the personal-info popup with the fields the platform names when it refuses for them', async () => {
    net.answer('GET /api/player/payment_methods', 200, CASHOUT_METHODS);
    net.answer('POST /api/player/payments/cashout', 422, {
      error: 'profile_incomplete',
      message: 'Complete your personal details',
      errors: { 'user.mobile_phone': ['validation.required'] },
    });
    renderPanel(10_000);
    fireEvent.change(await screen.findByLabelText('Amount (EUR)'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('IBAN'), { target: { value: 'DE89 3704 0044 0532 0130 00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('Before a withdrawal we need a few more details about you.')).toBeTruthy();
    expect(stack()).toEqual([['cashbox-personal-info', { fields: ['mobile_phone'], context: 'cashout' }]]);
  });

  it('over what may be cashed out: the insufficient-funds popup with the missing amount, no call', async () => {
    net.answer('GET /api/player/payment_methods', 200, CASHOUT_METHODS);
    renderPanel(10_000);
    fireEvent.change(await screen.findByLabelText('Amount (EUR)'), { target: { value: '150.50' } });
    fireEvent.change(screen.getByLabelText('IBAN'), { target: { value: 'de89 3704 0044 0532 0130 00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('Not enough money')).toBeTruthy();
    expect(JSON.parse(screen.getByTestId('stack').textContent!)).toEqual([['insufficient-funds', { currency: 'EUR', missingCents: 5_050 }]]);
    expect(cashouts()).toHaveLength(0);
  });

  it('requests a bank transfer with the IBAN and shows the LT message the platform asks for', async () => {
    net.answer('GET /api/player/payment_methods', 200, CASHOUT_METHODS);
    const reserved = payment({ id: 12, action: 'cashout', state: 'reserved', amount_cents: 2_000, brand: 'bank_transfer', recallable: true });
    net.answer('POST /api/player/payments/cashout', 200, { payment: reserved, next: { type: 'done', state: 'reserved' }, notices: ['lt_iban'] });
    net.answer('GET /api/player/payments/12', 200, reserved);
    renderPanel(10_000);
    fireEvent.change(await screen.findByLabelText('Amount (EUR)'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('IBAN'), { target: { value: 'lt12 1000 0111 0100 1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByTestId('lt-iban')).toBeTruthy();
    expect(screen.getByTestId('payment-result').getAttribute('data-state')).toBe('reserved');
    const [body] = cashouts();
    expect(body).toMatchObject({ method_id: 'sandbox:bank_transfer:EUR', amount_cents: 2_000, currency: 'EUR', iban: 'LT12 1000 0111 0100 1000' });
    expect(typeof body?.idempotency_key).toBe('string');
  });

  it('a card payout goes to the saved card', async () => {
    net.answer('GET /api/player/payment_methods', 200, CASHOUT_METHODS);
    net.answer('POST /api/player/payments/cashout', 422, {
      error: 'insufficient_funds',
      message: 'Not enough',
      errors: { amount_cents: ['validation.notEnoughMoney'] },
    });
    renderPanel(100_000);
    fireEvent.click(await screen.findByRole('radio', { name: /Visa/ }));
    fireEvent.change(screen.getByLabelText('Amount (EUR)'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('Not enough money')).toBeTruthy();
    expect(cashouts()[0]).toMatchObject({ method_id: 'sandbox:visa:EUR', saved_profile_id: 'p1', amount_cents: 3_000 });
  });
});
