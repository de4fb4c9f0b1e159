// @vitest-environment jsdom
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import auth from '../../messages/en/auth.json';
import cashbox from '../../messages/en/cashbox.json';
import common from '../../messages/en/common.json';
import exclusion from '../../messages/en/exclusion.json';
import shell from '../../messages/en/shell.json';
import validation from '../../messages/en/validation.json';
import { StoreProvider, useStores, type Stores } from '../core/stores/StoreProvider';
import SignInPopup from '../auth/SignInPopup';
import { CASHOUT_METHODS, payment } from '../cashbox/fixtures';
import ExcludedCashoutPopup from './ExcludedCashoutPopup';

vi.mock('next/navigation', () => ({ usePathname: () => '/en', useRouter: () => ({ push: vi.fn(), replace: vi.fn(), back: vi.fn(), prefetch: vi.fn() }) }));

type Call = { url: string; body: Record<string, unknown> };
let calls: Call[] = [];
let answers: { status: number; body: unknown }[] = [];

beforeEach(() => {
  calls = [];
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/client-context') return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
      if (url.startsWith('/metrics')) return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
      calls.push({ url, body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {} });
      const a = answers.shift() ?? { status: 500, body: {} };
      return new Response(JSON.stringify(a.body), { status: a.status, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let stores: Stores | undefined;
function Keep() {
  const s = useStores();
  useEffect(() => {
    stores = s;
  }, [s]);
  return null;
}

function mount(children: React.ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <IntlProvider locale="en" messages={{ ...common, ...shell, ...auth, ...cashbox, ...exclusion, ...validation }}>
        <StoreProvider initialPlayer={null}>
          <Keep />
          {children}
        </StoreProvider>
      </IntlProvider>
    </QueryClientProvider>,
  );
}

const typeIn = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const credentials = { email: 'ace@example.com', password: 'Str0ng-pass' };

describe('sign-in refused by an exclusion', () => {
  it('shows the refusal with "Withdraw my balance", which opens the excluded cashout with the typed credentials', async () => {
    mount(<SignInPopup close={vi.fn()} titleId="t" />);
    answers.push({ status: 403, body: { error: 'account_excluded', message: 'Your account is self-excluded until 24 May 2027.' } });
    typeIn('E-mail', ' ace@example.com ');
    typeIn('Password', 'Str0ng-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('self-excluded');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw my balance' }));
    expect(stores?.ui.getState().modals.at(-1)).toMatchObject({ name: 'excluded-cashout', props: { credentials } });
  });

  it('offers no withdrawal for other refusals', async () => {
    mount(<SignInPopup close={vi.fn()} titleId="t" />);
    answers.push({ status: 422, body: { error: 'invalid_credentials', message: 'Invalid e-mail or password' } });
    typeIn('E-mail', 'ace@example.com');
    typeIn('Password', 'nope-nope');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Withdraw my balance' })).toBeNull();
  });
});

describe('ExcludedCashoutPopup', () => {
  it('lists the methods, checks the form, sends the credentials with one idempotency key, and shows the reserved cashout', async () => {
    const close = vi.fn();
    answers.push({ status: 200, body: CASHOUT_METHODS });
    mount(<ExcludedCashoutPopup credentials={credentials} close={close} titleId="t" />);
    expect((await screen.findByRole('heading', { name: 'Withdraw your balance' })).id).toBe('t');
    expect(calls[0]).toEqual({ url: '/api/user_limits/excluded_cashout/methods', body: { user: credentials } });

    fireEvent.click(await screen.findByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(calls).toHaveLength(1);

    // More than the balance: the platform's field error shows beside the amount; a new attempt gets a new key.
    answers.push({
      status: 422,
      body: { error: 'insufficient_funds', message: 'Not enough money', errors: { amount_cents: ['is more than you can withdraw'] } },
    });
    typeIn(/Amount/, '50');
    typeIn('IBAN', 'de89 3704 0044 0532 0130 00');
    fireEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText(/is more than you can withdraw/i)).toBeTruthy();
    const first = calls[1]!;
    expect(first.url).toBe('/api/user_limits/excluded_cashout');
    expect(first.body).toMatchObject({
      user: credentials,
      cashout: { method_id: CASHOUT_METHODS[0]!.id, amount_cents: 5000, currency: 'EUR', iban: 'DE89370400440532013000' },
    });

    answers.push({
      status: 200,
      body: { payment: payment({ id: 9, state: 'reserved', action: 'cashout', amount_cents: 2500 }), next: { type: 'done', state: 'reserved' }, notices: [] },
    });
    typeIn(/Amount/, '25');
    fireEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    const result = await screen.findByTestId('excluded-cashout-result');
    expect(result.dataset.state).toBe('reserved');
    const second = calls[2]!.body as { cashout: { idempotency_key: string; amount_cents: number } };
    expect(second.cashout.amount_cents).toBe(2500);
    expect(second.cashout.idempotency_key).not.toBe((first.body as { cashout: { idempotency_key: string } }).cashout.idempotency_key);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
  });

  it('asks a two-factor account for a code before listing, and for a fresh one with the withdrawal', async () => {
    answers.push({
      status: 422,
      body: { error: 'two_factor_required', message: 'Enter the code from your authenticator app', errors: { 'user.otp_attempt': ['is required'] } },
    });
    mount(<ExcludedCashoutPopup credentials={credentials} close={vi.fn()} titleId="t" />);
    await screen.findByLabelText('Authentication code');
    typeIn('Authentication code', '123 456');
    answers.push({
      status: 422,
      body: { error: 'invalid_otp', message: 'The code is not valid', errors: { 'user.otp_attempt': ['is invalid or was already used'] } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Is invalid or was already used')).toBeTruthy();
    expect(calls[1]?.body).toEqual({ user: { ...credentials, otp_attempt: '123456' } });

    answers.push({ status: 200, body: CASHOUT_METHODS });
    typeIn('Authentication code', '234567');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('button', { name: 'Request withdrawal' });
    // The code was used for the list: the form asks for the next one.
    expect((screen.getByLabelText('Authentication code') as HTMLInputElement).value).toBe('');
    typeIn(/Amount/, '25');
    typeIn('IBAN', 'DE89370400440532013000');
    fireEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeTruthy();
    expect(calls).toHaveLength(3);

    answers.push({
      status: 200,
      body: { payment: payment({ id: 10, state: 'reserved', action: 'cashout', amount_cents: 2500 }), next: { type: 'done', state: 'reserved' }, notices: [] },
    });
    typeIn('Authentication code', '345678');
    fireEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect((await screen.findByTestId('excluded-cashout-result')).dataset.state).toBe('reserved');
    expect(calls[3]?.body).toMatchObject({ user: { ...credentials, otp_attempt: '345678' }, cashout: { amount_cents: 2500 } });
  });

  it('shows why the methods could not be listed, with a retry', async () => {
    answers.push({ status: 403, body: { error: 'not_excluded', message: 'Your account is not excluded; use the cashbox.' } });
    mount(<ExcludedCashoutPopup credentials={credentials} close={vi.fn()} titleId="t" />);
    expect((await screen.findByRole('alert')).textContent).toContain('not excluded');
    answers.push({ status: 200, body: CASHOUT_METHODS });
    fireEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByRole('button', { name: 'Request withdrawal' })).toBeTruthy();
  });
});
