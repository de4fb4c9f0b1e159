// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import play from '../../../messages/en/play.json';
import common from '../../../messages/en/common.json';
import shell from '../../../messages/en/shell.json';
import forms from '../../../messages/en/forms.json';
import validation from '../../../messages/en/validation.json';
import type { Game } from '../../../schemas/games';
import type { Account } from '../../../schemas/wallet';
import { ModalStack } from '../../core/modals/ModalStack';
import { StoreProvider } from '../../core/stores/StoreProvider';
import { PLAYER } from '../../core/testing/test-harness';
import { ACCOUNTS_QUERY_KEY } from '../../wallet/queries';
import { GamePage } from './GamePage';
import { profileEditModal } from './profile-edit-modal';

const nav = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), back: vi.fn() }));
vi.mock('next/navigation', () => ({ usePathname: () => '/en/play/reelhouse/gold-rush', useRouter: () => nav }));
vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const GAME: Game = {
  id: 42,
  identifier: 'reelhouse:gold-rush',
  name: 'gold-rush',
  title: 'Gold Rush',
  slug: 'gold-rush',
  seo_title: 'gold-rush',
  provider: 'reelhouse',
  provider_title: 'Reelhouse Studio',
  preview: '/games/preview/gold-rush.svg',
  categories: ['pokies'],
  badges: [],
  has_demo_mode: true,
  collections: [],
  currencies: { EUR: { id: 420 }, FUN: { id: 421 } },
};

const launched = (mode: 'real' | 'demo') => ({
  url: `/studio/gold-rush?session=s-${mode}`,
  mode,
  currency: mode === 'demo' ? 'FUN' : 'EUR',
  expires_at: '2026-11-23T03:00:00Z',
});
const context = (restricted = false) => ({
  ip: '127.0.0.1',
  country: restricted ? 'US' : 'DE',
  country_detected: true,
  registration_restricted: restricted,
  login_restricted: restricted,
  license: 'CW',
  default_currency: 'EUR',
});

// The one popup the game page opens, with the entry the site's table lists (site/modals/registry.ts).
const MODALS = { 'profile-edit': profileEditModal };

const server = setupServer();
const launches: unknown[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  launches.length = 0;
  nav.push.mockReset();
  nav.replace.mockReset();
  server.use(http.get('*/client-context', () => HttpResponse.json(context())));
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

function answerLaunch(...answers: Array<(body: unknown) => Response>) {
  server.use(
    http.post('*/api/games/launch', async ({ request }) => {
      const body = await request.json();
      launches.push(body);
      return (answers[Math.min(launches.length, answers.length) - 1] as (b: unknown) => Response)(body);
    }),
  );
}

function renderPage({ mode = 'real' as 'real' | 'demo', player = PLAYER as typeof PLAYER | null, game = GAME } = {}) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <IntlProvider locale="en" messages={{ ...play, ...common, ...shell, ...forms, ...validation }}>
        <StoreProvider initialPlayer={player}>
          <GamePage game={game} mode={mode} locale="en" producer="reelhouse" name="gold-rush" />
          <ModalStack table={MODALS} />
        </StoreProvider>
      </IntlProvider>
    </QueryClientProvider>,
  );
  return qc;
}

describe('GamePage', () => {
  it('opens a demo game for a guest: the iframe carries the launch URL and the game title', async () => {
    answerLaunch(() => HttpResponse.json(launched('demo')));
    renderPage({ mode: 'demo', player: null });
    const frame = await screen.findByTitle('Gold Rush (Demo)');
    expect(frame.getAttribute('src')).toBe('/studio/gold-rush?session=s-demo');
    expect(launches).toEqual([{ game_id: 42, mode: 'demo', locale: 'en' }]);
    // A guest's switch to real money goes to registration with the real target.
    expect(screen.getByRole('link', { name: 'Play for real' }).getAttribute('href')).toBe(
      '/en/sign-up?redirect=%2Fen%2Fplay%2Freelhouse%2Fgold-rush%3Fmode%3Dreal',
    );
  });

  it('blocks the game in a restricted region without launching', async () => {
    server.use(http.get('*/client-context', () => HttpResponse.json(context(true))));
    answerLaunch(() => HttpResponse.json(launched('demo')));
    renderPage({ mode: 'demo', player: null });
    expect(await screen.findByRole('heading', { name: 'Games are not available in your country' })).toBeTruthy();
    expect(screen.queryByTestId('game-frame')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Play for real' })).toBeNull();
    expect(launches).toEqual([]);
  });

  it('sends a guest on a real game to registration with the full target', async () => {
    renderPage({ mode: 'real', player: null });
    await waitFor(() => expect(nav.replace).toHaveBeenCalledWith('/en/sign-up?redirect=%2Fen%2Fplay%2Freelhouse%2Fgold-rush%3Fmode%3Dreal'));
    expect(launches).toEqual([]);
  });

  it('opens the profile-edit popup for the missing fields, which neither Escape nor an outside click closes; saving launches the game', async () => {
    answerLaunch(
      () =>
        HttpResponse.json(
          { error: 'profile_incomplete', message: 'Fill in your profile', errors: { first_name: ['is required'], date_of_birth: ['is required'] } },
          { status: 422 },
        ),
      () => HttpResponse.json(launched('real')),
    );
    let patched: unknown;
    const reports: unknown[] = [];
    server.use(
      http.put('*/metrics-errors-validation', async ({ request }) => {
        reports.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    server.use(
      http.patch('*/api/player', async ({ request }) => {
        patched = await request.json();
        return HttpResponse.json({ ...PLAYER, first_name: 'Ada', date_of_birth: '1990-04-02' });
      }),
    );
    renderPage();
    const dialog = await screen.findByRole('dialog', { name: 'Complete your profile' });
    expect(screen.getByRole('heading', { name: 'Complete your profile to play' })).toBeTruthy();
    expect(screen.queryByTestId('game-frame')).toBeNull();
    // Exactly the missing fields, and no close button.
    expect(screen.getByLabelText('First name')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Date of birth' })).toBeTruthy();
    expect(screen.queryByLabelText('Last name')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();

    fireEvent.keyDown(document, { key: 'Escape' });
    const overlay = screen.getByTestId('modal-overlay');
    expect(overlay.contains(dialog)).toBe(true);
    fireEvent.mouseDown(overlay);
    fireEvent.click(overlay);
    await act(() => new Promise((r) => setTimeout(r, 150)));
    expect(screen.getByRole('dialog', { name: 'Complete your profile' })).toBeTruthy();

    // The client-side rules apply before any call.
    fireEvent.click(screen.getByRole('button', { name: 'Save and play' }));
    expect((await screen.findAllByText('This field is required')).length).toBeGreaterThan(0);
    expect(patched).toBeUndefined();
    await waitFor(() => expect(reports).toHaveLength(1));

    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '1990' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and play' }));

    const frame = await screen.findByTitle('Gold Rush (Real money)');
    expect(frame.getAttribute('src')).toBe('/studio/gold-rush?session=s-real');
    expect(patched).toEqual({ context: 'edition', user: { first_name: 'Ada', date_of_birth: '1990-04-02' } });
    expect(launches).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('leaves the popup for the lobby with its own button', async () => {
    answerLaunch(() => HttpResponse.json({ error: 'profile_incomplete', message: 'x', errors: { city: ['is required'] } }, { status: 422 }));
    renderPage();
    await screen.findByRole('dialog', { name: 'Complete your profile' });
    fireEvent.click(screen.getByRole('button', { name: 'Back to lobby' }));
    expect(nav.push).toHaveBeenCalledWith('/en');
  });

  it('redirects to the limits page when a limit is reached', async () => {
    answerLaunch(() => HttpResponse.json({ error: 'limit_reached', message: 'Limit reached' }, { status: 403 }));
    renderPage();
    await waitFor(() => expect(nav.replace).toHaveBeenCalledWith('/en/profile/limits'));
  });

  it('leaves for the limits page when its own game reports a bet refused by a limit', async () => {
    answerLaunch(() => HttpResponse.json(launched('real')));
    renderPage();
    const frame = (await screen.findByTitle('Gold Rush (Real money)')) as HTMLIFrameElement;
    // The frame's message listener is attached by an effect: let effects run before messages arrive.
    await act(async () => {});
    const message = { type: 'reelhouse:limit_reached' };
    window.dispatchEvent(new MessageEvent('message', { data: message, origin: 'https://elsewhere.example', source: frame.contentWindow }));
    window.dispatchEvent(new MessageEvent('message', { data: message, origin: window.location.origin, source: window }));
    expect(nav.replace).not.toHaveBeenCalled();
    window.dispatchEvent(new MessageEvent('message', { data: message, origin: window.location.origin, source: frame.contentWindow }));
    expect(nav.replace).toHaveBeenCalledWith('/en/profile/limits');
  });

  it('shows the lock for an unsupported currency, and a retry after another failure', async () => {
    answerLaunch(() => HttpResponse.json({ error: 'currency_unsupported', message: 'x' }, { status: 422 }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Not available in your currency' })).toBeTruthy();
    for (const link of screen.getAllByRole('link', { name: 'Play demo' })) expect(link.getAttribute('href')).toBe('/en/play/reelhouse/gold-rush?mode=demo');
    cleanup();

    answerLaunch(
      () => HttpResponse.json({ error: 'internal', message: 'x' }, { status: 500 }),
      () => HttpResponse.json(launched('real')),
    );
    launches.length = 0;
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Gold Rush (Real money)')).toBeTruthy();
  });

  it('puts the balance the game posts into the header accounts at once, only from its own iframe', async () => {
    answerLaunch(() => HttpResponse.json(launched('real')));
    server.use(http.get('*/api/player/accounts', () => HttpResponse.json([])));
    const qc = renderPage();
    const eur: Account = {
      currency: 'EUR',
      amount_cents: 10_000,
      available_to_cashout_cents: 10_000,
      available_to_bet_with_locked_cent: 10_000,
      active: true,
      hidden_at: null,
      deposit_available: true,
      selected_lottery_id: null,
    };
    qc.setQueryData(ACCOUNTS_QUERY_KEY, [eur]);
    const frame = (await screen.findByTitle('Gold Rush (Real money)')) as HTMLIFrameElement;
    const message = { type: 'reelhouse:balance', currency: 'EUR', amount_cents: 9_900 };
    // Another window's message is ignored.
    window.dispatchEvent(new MessageEvent('message', { data: message, origin: window.location.origin, source: window }));
    expect(qc.getQueryData<Account[]>(ACCOUNTS_QUERY_KEY)?.[0]?.amount_cents).toBe(10_000);
    window.dispatchEvent(new MessageEvent('message', { data: message, origin: window.location.origin, source: frame.contentWindow }));
    expect(qc.getQueryData<Account[]>(ACCOUNTS_QUERY_KEY)?.[0]?.amount_cents).toBe(9_900);
  });
});
