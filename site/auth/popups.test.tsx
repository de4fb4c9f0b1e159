// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Stores } from '../core/stores/StoreProvider';
import EmailVerifyPopup from './EmailVerifyPopup';
import SignUpPopup from './SignUpPopup';
import { VisitorProvider } from '../licence/VisitorProvider';
import { PLAYER, renderWithProviders, scriptedFetch } from '../core/testing/test-harness';
import { getFlagStore } from '../core/flags/store';

const nav = vi.hoisted(() => ({ pathname: '/en', push: vi.fn(), replace: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => nav.pathname,
  useRouter: () => ({ push: nav.push, replace: nav.replace, back: vi.fn(), prefetch: vi.fn() }),
}));

let net: ReturnType<typeof scriptedFetch>;
let stores: Stores | undefined;
const keep = (s: Stores) => {
  stores = s;
};

beforeEach(() => {
  net = scriptedFetch();
  vi.stubGlobal('fetch', net.fetch);
  nav.push.mockReset();
  nav.replace.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const typeIn = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('SignUpPopup', () => {
  it('registers with the country currency, dfpc and locale, asks the birthday when player_fields requires it, then signs in', async () => {
    nav.pathname = '/en-AU';
    net.answer('GET /api/info/player_fields', 200, { fields: [], contexts: { registration: { required: ['country', 'date_of_birth'], optional: [] } } });
    const close = vi.fn();
    renderWithProviders(<SignUpPopup query={{ stag: 'aff_1' }} close={close} titleId="t" />, { onStores: keep });
    expect(await screen.findByRole('group', { name: 'Date of birth' })).toBeTruthy();
    expect((screen.getByLabelText('Currency') as HTMLSelectElement).value).toBe('AUD');

    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('This box must be ticked')).toBeTruthy();
    expect(net.calls.filter((c) => c.url.startsWith('/api/users'))).toHaveLength(0);

    typeIn('E-mail', 'new@example.com');
    typeIn('Password', 'Str0ng-pass');
    fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    typeIn('Day', '02');
    typeIn('Month', '03');
    typeIn('Year', '1990');
    net.answer('POST /api/users', 200, { ok: true, confirmation_sent_to: 'new@example.com' });
    net.answer('PATCH /api/player', 200, { ...PLAYER, date_of_birth: '1990-03-02' });
    net.answer('GET /api/player', 200, { ...PLAYER, email: 'new@example.com' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(close).toHaveBeenCalled());

    const reg = net.calls.find((c) => c.url === '/api/users');
    expect(reg?.body).toMatchObject({
      user: { email: 'new@example.com', password: 'Str0ng-pass', currency: 'AUD', country: 'AU', terms_acceptance: true, locale: 'en-AU', stag: 'aff_1' },
    });
    expect((reg?.body as { user: { dfpc?: string } }).user.dfpc).toMatch(/^[0-9a-f]{64}$/);
    expect(net.calls.find((c) => c.url === '/api/player' && c.method === 'PATCH')?.body).toEqual({
      context: 'registration',
      user: { date_of_birth: '1990-03-02' },
    });
    expect(stores?.toasts.getState().toasts.map((t) => t.message)).toEqual(['We sent a confirmation e-mail to new@example.com.']);
    expect(stores?.session.getState().player?.email).toBe('new@example.com');
  });

  it('asks for 21 years on a page the server put under the Estonian licence (its host), 18 elsewhere', async () => {
    nav.pathname = '/en';
    const nineteen = String(new Date().getUTCFullYear() - 19);
    const fill = () => {
      typeIn('E-mail', 'young@example.com');
      typeIn('Password', 'Str0ng-pass');
      fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
      typeIn('Day', '01');
      typeIn('Month', '01');
      typeIn('Year', nineteen);
      fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    };
    const birthdayRequired = { contexts: { registration: { required: ['country', 'date_of_birth'], optional: [] } } };

    net.answer('GET /api/info/player_fields', 200, birthdayRequired);
    net.answer('GET /client-context', 200, { country: 'DE' });
    renderWithProviders(
      <VisitorProvider value={{ licence: 'estonia', country: 'DE', host: 'reelhouse.ee', whitelistedHosts: [], auApprovalRequired: false }}>
        <SignUpPopup close={vi.fn()} titleId="t" />
      </VisitorProvider>,
    );
    await screen.findByRole('group', { name: 'Date of birth' });
    fill();
    expect(await screen.findByText('You must be at least 21 years old')).toBeTruthy();
    expect(net.calls.filter((c) => c.url.startsWith('/api/users'))).toHaveLength(0);
    cleanup();

    net.answer('GET /api/info/player_fields', 200, birthdayRequired);
    net.answer('GET /client-context', 200, { country: 'DE' });
    renderWithProviders(
      <VisitorProvider value={{ licence: 'curacao', country: 'DE', host: 'reelhouse.com', whitelistedHosts: [], auApprovalRequired: false }}>
        <SignUpPopup close={vi.fn()} titleId="t" />
      </VisitorProvider>,
    );
    await screen.findByRole('group', { name: 'Date of birth' });
    net.answer('POST /api/users', 200, { ok: true, confirmation_sent_to: 'young@example.com' });
    net.answer('PATCH /api/player', 200, { ...PLAYER, date_of_birth: `${nineteen}-01-01` });
    net.answer('GET /api/player', 401, { error: 'unauthorized', message: 'Sign in first' });
    fill();
    await waitFor(() => expect(net.calls.filter((c) => c.url === '/api/users')).toHaveLength(1));
    expect(screen.queryByText(/You must be at least/)).toBeNull();
  });

  it.each([
    ['on: joins the A/B group of the user id’s parity (7 is odd: B, 544)', true, [{ groups: { add: [544] } }]],
    ['off: joins no group (the variant follows the id)', false, []],
  ])('registrationAbTest flag %s', async (_name, flag, groupCalls) => {
    nav.pathname = '/en';
    getFlagStore().getState().setFlag('registrationAbTest', flag);
    try {
      net.answer('GET /api/info/player_fields', 200, { contexts: { registration: { required: ['country'] } } });
      renderWithProviders(<SignUpPopup close={vi.fn()} titleId="t" />, { onStores: keep });
      typeIn('E-mail', 'ab@example.com');
      typeIn('Password', 'Str0ng-pass');
      fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
      net.answer('POST /api/users', 200, { ok: true, confirmation_sent_to: 'ab@example.com' });
      net.answer('GET /api/player', 200, { ...PLAYER, email: 'ab@example.com' });
      net.answer('POST /api/player/groups', 200, { ...PLAYER, email: 'ab@example.com', statuses: [{ id: 544, name: 'A/B test B' }] });
      fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
      await waitFor(() => expect(stores?.session.getState().player?.email).toBe('ab@example.com'));
      if (flag) await waitFor(() => expect(stores?.session.getState().player?.statuses).toEqual([{ id: 544, name: 'A/B test B' }]));
      expect(net.calls.filter((c) => c.url === '/api/player/groups').map((c) => c.body)).toEqual(groupCalls);
    } finally {
      getFlagStore().getState().reset();
    }
  });

  it('says to check the mail when the answer signed nobody in (the address had an account)', async () => {
    nav.pathname = '/en';
    net.answer('GET /api/info/player_fields', 200, { contexts: { registration: { required: ['country'] } } });
    renderWithProviders(<SignUpPopup close={vi.fn()} titleId="t" />);
    typeIn('E-mail', 'taken@example.com');
    typeIn('Password', 'Str0ng-pass');
    fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    net.answer('POST /api/users', 200, { ok: true, confirmation_sent_to: 'taken@example.com' });
    net.answer('GET /api/player', 401, { error: 'unauthorized', message: 'Sign in first' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(screen.getByText(/We sent an e-mail to taken@example.com/)).toBeTruthy();
  });

  it('shows the platform field errors in the player language', async () => {
    nav.pathname = '/en';
    renderWithProviders(<SignUpPopup close={vi.fn()} titleId="t" />);
    typeIn('E-mail', 'ace@example.com');
    typeIn('Password', 'Str0ng-pass');
    fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    net.answer('POST /api/users', 422, { error: 'validation_failed', message: 'Validation failed', errors: { 'user.email': ['validation.email'] } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    await waitFor(() => expect(net.calls.some((c) => c.url === '/metrics-errors-validation' && (c.body as { side: string }).side === 'backEnd')).toBe(true));
  });

  it('asks for the country, pre-filled with the geo country; the currency follows the country until the player picks one (issue 13)', async () => {
    nav.pathname = '/en';
    net.answer('GET /client-context', 200, { country: 'DE', country_detected: true });
    renderWithProviders(<SignUpPopup close={vi.fn()} titleId="t" />);
    const country = screen.getByLabelText('Country') as HTMLSelectElement;
    const currency = () => (screen.getByLabelText('Currency') as HTMLSelectElement).value;
    // A visitor from Germany on /en: Germany and the euro, not the default Canada and CAD.
    await waitFor(() => expect(country.value).toBe('DE'));
    expect(country.selectedOptions[0]?.textContent).toBe('Germany');
    expect(currency()).toBe('EUR');
    expect(screen.getByText('The country you live in. Your currency follows it; you can change both.')).toBeTruthy();

    // Another country brings its currency; a currency the player picks stays.
    fireEvent.change(country, { target: { value: 'NO' } });
    expect(currency()).toBe('NOK');
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'USD' } });
    fireEvent.change(country, { target: { value: 'CA' } });
    expect(currency()).toBe('USD');
    fireEvent.change(country, { target: { value: 'DE' } });

    typeIn('E-mail', 'berlin@example.com');
    typeIn('Password', 'Str0ng-pass');
    fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    net.answer('POST /api/users', 200, { ok: true, confirmation_sent_to: 'berlin@example.com' });
    net.answer('GET /api/player', 401, { error: 'unauthorized', message: 'Sign in first' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(net.calls.filter((c) => c.url === '/api/users')).toHaveLength(1));
    expect(net.calls.find((c) => c.url === '/api/users')?.body).toMatchObject({ user: { country: 'DE', currency: 'USD' } });
  });

  it('on /de with no geo country (the platform default Canada) starts with Germany and EUR, not CAD', async () => {
    nav.pathname = '/de';
    net.answer('GET /client-context', 200, { country: 'CA', country_detected: false });
    renderWithProviders(<SignUpPopup close={vi.fn()} titleId="t" />);
    await screen.findByRole('heading', { name: 'Sign up' });
    // Let the client context arrive: it must not override the locale's country.
    await waitFor(() => expect(net.fetch.mock.calls.some(([url]) => String(url).startsWith('/client-context'))).toBe(true));
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('DE');
    expect((screen.getByLabelText('Currency') as HTMLSelectElement).value).toBe('EUR');
  });

  it('shows the platform refusal of the country under the country field', async () => {
    nav.pathname = '/en';
    renderWithProviders(<SignUpPopup close={vi.fn()} titleId="t" />);
    typeIn('E-mail', 'ace@example.com');
    typeIn('Password', 'Str0ng-pass');
    fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    net.answer('POST /api/users', 422, { error: 'validation_failed', message: 'Validation failed', errors: { 'user.country': ['validation.required'] } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    const error = await screen.findByText('This field is required');
    expect(screen.getByLabelText('Country').getAttribute('aria-describedby')).toContain(error.id);
  });
});

describe('EmailVerifyPopup', () => {
  it('confirms a token once and shows the result', async () => {
    nav.pathname = '/en/confirmation';
    net.answer('GET /api/users/confirmation', 200, { ok: true, confirmed_at: '2026-11-22T12:00:00Z' });
    renderWithProviders(<EmailVerifyPopup query={{ confirmation_token: 'tok' }} close={vi.fn()} titleId="t" />);
    expect(screen.getByRole('heading', { name: 'Confirming' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'E-mail confirmed' })).toBeTruthy();
    expect(net.calls.filter((c) => c.url.startsWith('/api/users/confirmation'))).toEqual([
      { url: '/api/users/confirmation?confirmation_token=tok', method: 'GET', body: undefined },
    ]);
  });

  it('shows the refusal and resends: a success toast, or the server text of a 422 (spec P4/P8)', async () => {
    nav.pathname = '/en/confirmation';
    net.answer('GET /api/users/confirmation', 422, { error: 'invalid_token', message: 'The confirmation link is invalid or has expired' });
    renderWithProviders(<EmailVerifyPopup query={{ confirmation_token: 'old' }} close={vi.fn()} titleId="t" />, { player: PLAYER, onStores: keep });
    expect(await screen.findByText('The confirmation link is invalid or has expired')).toBeTruthy();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ace@example.com');

    net.answer('POST /api/users/confirmation', 200, { ok: true });
    fireEvent.click(screen.getByRole('button', { name: 'Send the confirmation e-mail again' }));
    await waitFor(() =>
      expect(stores?.toasts.getState().toasts.map((t) => [t.kind, t.message])).toEqual([['success', 'We sent a confirmation e-mail to ace@example.com.']]),
    );
    expect(net.calls.find((c) => c.method === 'POST')?.body).toEqual({ user: { email: 'ace@example.com', locale: 'en' } });

    net.answer('POST /api/users/confirmation', 422, {
      error: 'already_confirmed',
      message: 'Email was already confirmed, please try signing in',
      errors: { 'user.email': ['was already confirmed, please try signing in'] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send the confirmation e-mail again' }));
    await waitFor(() =>
      expect(stores?.toasts.getState().toasts.at(-1)).toMatchObject({ kind: 'error', message: 'Email was already confirmed, please try signing in' }),
    );
  });
});
