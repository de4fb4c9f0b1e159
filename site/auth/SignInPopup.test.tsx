// @vitest-environment jsdom
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import auth from '../../messages/en/auth.json';
import shell from '../../messages/en/shell.json';
import validation from '../../messages/en/validation.json';
import { StoreProvider, useStores, type Stores } from '../core/stores/StoreProvider';
import SignInPopup from './SignInPopup';

const nav = vi.hoisted(() => ({ pathname: '/en/tournaments', push: vi.fn(), replace: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => nav.pathname,
  useRouter: () => ({ push: nav.push, replace: nav.replace, back: vi.fn(), prefetch: vi.fn() }),
}));

const player = {
  id: 7,
  user_id: 7,
  email: 'ace@example.com',
  first_name: null,
  last_name: null,
  nickname: 'ace',
  nick_name: 'ace',
  date_of_birth: null,
  gender: null,
  country: 'CA',
  city: null,
  address: null,
  postal_code: null,
  state: null,
  mobile_phone: null,
  personal_id_number: null,
  receive_promos: false,
  receive_sms_promos: false,
  currency: 'CAD',
  language: 'en',
  locale: 'en',
  statuses: [],
  auth_fields_missed: [],
  confirmed_at: null,
  created_at: '2026-01-01T00:00:00Z',
  current_sign_in_at: null,
  verified: false,
  sumsub_verified: false,
  two_factor_enabled: true,
  can_issue_bonuses: true,
  deposit_bonus_code: null,
  autoregistered: false,
  license_name: null,
  sow_questionnaire_expires_at: null,
};

type Call = { url: string; method: string; body: unknown };
let calls: Call[] = [];
let answers: { status: number; body: unknown }[] = [];

beforeEach(() => {
  calls = [];
  answers = [];
  nav.push.mockReset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      // The visitor's region (nothing restricted) is not part of what these tests look at.
      if (url === '/client-context') return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
      calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
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
const keep = (s: Stores) => {
  stores = s;
};
function Keep() {
  const s = useStores();
  useEffect(() => keep(s), [s]);
  return null;
}

function mount(query: Record<string, string> = {}) {
  const close = vi.fn();
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <IntlProvider locale="en" messages={{ ...shell, ...auth, ...validation }}>
        <StoreProvider initialPlayer={null}>
          <Keep />
          <SignInPopup query={query} close={close} titleId="t" />
        </StoreProvider>
      </IntlProvider>
    </QueryClientProvider>,
  );
  return close;
}

const typeIn = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('SignInPopup', () => {
  it('asks for the code after two_factor_required, repeats the call with otp_attempt, then signs in and follows ?redirect=', async () => {
    nav.pathname = '/en/tournaments';
    const close = mount({ redirect: '/en/profile/security' });
    answers.push({
      status: 422,
      body: { error: 'two_factor_required', message: 'Enter the code from your authenticator app', errors: { 'user.otp_attempt': ['is required'] } },
    });
    typeIn('E-mail', ' ace@example.com ');
    typeIn('Password', 'Str0ng-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const code = await screen.findByLabelText('Authentication code');
    expect(screen.getByRole('heading', { name: 'Two-factor authentication' }).id).toBe('t');
    expect(calls[0]).toMatchObject({ url: '/api/users/sign_in', method: 'POST', body: { user: { email: 'ace@example.com', password: 'Str0ng-pass' } } });

    answers.push({
      status: 422,
      body: { error: 'invalid_otp', message: 'The code is not valid', errors: { 'user.otp_attempt': ['is invalid or was already used'] } },
    });
    fireEvent.change(code, { target: { value: '111 111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This code is not valid or was already used. Enter the current code from your authenticator app.')).toBeTruthy();
    expect(calls[1]?.body).toMatchObject({ user: { otp_attempt: '111111', password: 'Str0ng-pass' } });

    answers.push({ status: 200, body: player }, { status: 200, body: player });
    fireEvent.change(code, { target: { value: '222222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(calls[3]).toMatchObject({ url: '/api/player', method: 'GET' });
    expect(stores?.session.getState().player?.id).toBe(7);
    expect(nav.push).toHaveBeenCalledWith('/en/profile/security');
  });

  it('checks required fields before calling and shows the server text for wrong credentials', async () => {
    mount();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    // Nothing is sent but the validation report (issue 2 item 8).
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      url: '/metrics-errors-validation',
      method: 'PUT',
      body: {
        side: 'frontEnd',
        component: 'SignInPopup',
        errors: [
          { key: 'email', firstMessage: 'validation.required' },
          { key: 'password', firstMessage: 'validation.required' },
        ],
      },
    });
    answers.push({ status: 422, body: { error: 'invalid_credentials', message: 'Invalid e-mail or password' } });
    typeIn('E-mail', 'ace@example.com');
    typeIn('Password', 'nope-nope');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid e-mail or password');
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });
});
