// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import en from '../../messages/en/wallet.json';
import common from '../../messages/en/common.json';
import type { Account, DisplayBalance } from '../../schemas/wallet';
import { StoreProvider } from '../core/stores/StoreProvider';
import { PLAYER } from '../core/testing/test-harness';
import { formatMoney } from '../core/i18n/money';
import { ACCOUNTS_QUERY_KEY, BALANCE_QUERY_KEY, activeAccount, activeBalance, applyBalanceChange, balanceParts, changedBalance, displayParts } from './queries';
import { SidebarBalance, SidebarBalanceView } from './SidebarBalance';
import { BalanceDropdown } from './BalanceDropdown';
import { HeaderBalance } from './HeaderBalance';
import { RealtimeProvider } from '../realtime/RealtimeProvider';
import type { RealtimeConnection } from '../realtime/connection';

vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const account = (over: Partial<Account> = {}): Account => ({
  currency: 'EUR',
  amount_cents: 12_345,
  available_to_cashout_cents: 10_000,
  available_to_bet_with_locked_cent: 12_345,
  active: true,
  hidden_at: null,
  deposit_available: true,
  selected_lottery_id: null,
  ...over,
});

const display = (over: Partial<DisplayBalance> = {}): DisplayBalance => ({
  currency: 'EUR',
  active: true,
  real_cents: 10_000,
  bonus_cents: 2_345,
  common_cents: 12_345,
  wager_target_cents: 30_000,
  wagered_cents: 9_999,
  wager_percent: 33,
  bonus: { id: 7, amount_cents: 3_000, wager_multiplier: 10, expires_at: '2026-12-22T12:00:00.000Z' },
  ...over,
});
const noBonus = (over: Partial<DisplayBalance> = {}) =>
  display({ real_cents: 12_345, bonus_cents: 0, wager_target_cents: 0, wagered_cents: 0, wager_percent: 0, bonus: null, ...over });

/**
 * What a signed-in header and sidebar also ask beside the balance: the promotion pages config (none
 * published: the shop's coins stay hidden), the lottery tickets and the comp points.
 */
const besideBalance = [
  http.get('*/api/fe/config/manage-promotion-pages', () => HttpResponse.json({ error: 'not_found', message: 'not published' }, { status: 404 })),
  http.get('*/api/lotteries/statuses', () => HttpResponse.json([])),
  http.get('*/api/player/comp_points', () => HttpResponse.json({ chargeable: { points: 0 }, persistent: { points: 0 }, level: 0 })),
];

describe('formatMoney', () => {
  it('formats fiat in the locale, from minor units, with the currency', () => {
    expect(formatMoney(123_456, 'EUR', 'en')).toBe('€1,234.56');
    expect(formatMoney(123_456, 'EUR', 'de')).toBe('1.234,56\u00a0€');
    expect(formatMoney(1_000, 'CAD', 'en-CA')).toBe('$10.00');
    expect(formatMoney(1_000, 'CAD', 'en')).toBe('CA$10.00');
    expect(formatMoney(1_000, 'NOK', 'no')).toMatch(/^10,00\s?kr$/);
    expect(formatMoney(-250, 'AUD', 'en-AU')).toBe('-$2.50');
  });

  it('uses the currency minor unit: JPY has none', () => {
    expect(formatMoney(1500, 'JPY', 'en')).toBe('¥1,500');
  });

  it('shows crypto in the spec display units (μBTC, mETH, mLTC) and keeps every digit', () => {
    // 0.00123456 BTC = 1234.56 μBTC
    expect(formatMoney(123_456, 'BTC', 'en')).toBe('1,234.56\u00a0μBTC');
    // 1 ETH = 1000 mETH; 0.00000001 ETH = 0.00001 mETH
    expect(formatMoney(100_000_001, 'ETH', 'en')).toBe('1,000.00001\u00a0mETH');
    expect(formatMoney(50_000_000, 'LTC', 'de')).toBe('500,00\u00a0mLTC');
    expect(formatMoney(1, 'BCH', 'en')).toBe('0.00000001\u00a0BCH');
    expect(formatMoney(12_500_000, 'USDT', 'en')).toBe('12.50\u00a0USDT');
    // Far beyond a double's 15-16 significant digits.
    expect(formatMoney(1_234_567_890_123_456_789n, 'BTC', 'en')).toBe('12,345,678,901,234,567.89\u00a0μBTC');
  });

  it('formats a code it does not know (demo FUN) as cents', () => {
    expect(formatMoney(100_050, 'FUN', 'en')).toBe('1,000.50\u00a0FUN');
    expect(formatMoney(5, 'FUN', 'en')).toBe('0.05\u00a0FUN');
  });
});

describe('accounts', () => {
  it('shows the active account, else the player currency, else the first', () => {
    const eur = account({ active: false });
    const usd = account({ currency: 'USD', active: true });
    expect(activeAccount([eur, usd])?.currency).toBe('USD');
    expect(activeAccount([eur, { ...usd, active: false }], 'USD')?.currency).toBe('USD');
    expect(activeAccount([eur], 'JPY')?.currency).toBe('EUR');
    expect(activeAccount([], 'EUR')).toBeUndefined();
  });

  it('splits the common balance into real and bonus', () => {
    expect(balanceParts(account())).toEqual({ common: 12_345, real: 10_000, bonus: 2_345 });
    expect(balanceParts(account({ amount_cents: 500, available_to_cashout_cents: 900 }))).toEqual({ common: 500, real: 500, bonus: 0 });
  });

  it('applies a reported balance at once and marks the accounts stale; other currencies change nothing', async () => {
    const qc = new QueryClient();
    qc.setQueryData(ACCOUNTS_QUERY_KEY, [account(), account({ currency: 'USD', active: false })]);
    await applyBalanceChange(qc, { currency: 'EUR', amount_cents: 12_000, available_to_cashout_cents: 9_655 });
    const [eur, usd] = qc.getQueryData<Account[]>(ACCOUNTS_QUERY_KEY)!;
    expect(eur).toMatchObject({ amount_cents: 12_000, available_to_cashout_cents: 9_655, available_to_bet_with_locked_cent: 12_000 });
    expect(usd?.amount_cents).toBe(12_345);
    expect(qc.getQueryState(ACCOUNTS_QUERY_KEY)?.isInvalidated).toBe(true);

    const before = qc.getQueryData(ACCOUNTS_QUERY_KEY);
    await applyBalanceChange(qc, { currency: 'FUN', amount_cents: 1 });
    expect(qc.getQueryData(ACCOUNTS_QUERY_KEY)).toBe(before);
  });
});

describe('display balance', () => {
  it('picks the active currency and maps the platform fields to the view parts', () => {
    expect(activeBalance([display({ active: false }), noBonus({ currency: 'USD', active: true })])?.currency).toBe('USD');
    expect(activeBalance([display({ active: false })], 'EUR')?.currency).toBe('EUR');
    expect(activeBalance([], 'EUR')).toBeUndefined();
    expect(displayParts(display())).toEqual({ common: 12_345, real: 10_000, bonus: 2_345, wagering: { target: 30_000, wagered: 9_999, percent: 33 } });
    expect(displayParts(noBonus()).wagering).toBeNull();
  });

  it('applies a full push as is, and an amount alone keeping the bonus part with a floored percent', () => {
    const full = changedBalance(display(), {
      currency: 'EUR',
      amount_cents: 5_000,
      available_to_cashout_cents: 0,
      real_cents: 0,
      bonus_cents: 5_000,
      common_cents: 5_000,
      wager_target_cents: 30_000,
      wagered_cents: 29_999,
      wager_percent: 99,
    });
    expect(full).toMatchObject({ real_cents: 0, bonus_cents: 5_000, common_cents: 5_000, wagered_cents: 29_999, wager_percent: 99 });
    // The game iframe reports only the total: the bonus part stays, real money takes the change.
    expect(changedBalance(display(), { currency: 'EUR', amount_cents: 12_000 })).toMatchObject({
      common_cents: 12_000,
      real_cents: 9_655,
      bonus_cents: 2_345,
      wager_percent: 33,
    });
    // Below the bonus part: real money is gone and the rest is bonus.
    expect(changedBalance(display(), { currency: 'EUR', amount_cents: 1_000 })).toMatchObject({ common_cents: 1_000, real_cents: 0, bonus_cents: 1_000 });
    expect(changedBalance(display(), { currency: 'EUR', amount_cents: 1, wager_target_cents: 0 }).bonus).toBeNull();
  });

  it('updates both the accounts and the display balance caches, and marks both stale', async () => {
    const qc = new QueryClient();
    qc.setQueryData(ACCOUNTS_QUERY_KEY, [account()]);
    qc.setQueryData(BALANCE_QUERY_KEY, [display(), noBonus({ currency: 'USD', active: false })]);
    await applyBalanceChange(qc, { currency: 'EUR', amount_cents: 12_000, available_to_cashout_cents: 9_655 });
    expect(qc.getQueryData<DisplayBalance[]>(BALANCE_QUERY_KEY)?.[0]).toMatchObject({ common_cents: 12_000, real_cents: 9_655, bonus_cents: 2_345 });
    expect(qc.getQueryData<DisplayBalance[]>(BALANCE_QUERY_KEY)?.[1]?.common_cents).toBe(12_345);
    expect(qc.getQueryState(BALANCE_QUERY_KEY)?.isInvalidated).toBe(true);
    expect(qc.getQueryState(ACCOUNTS_QUERY_KEY)?.isInvalidated).toBe(true);
  });
});

const renderIntl = (ui: React.ReactNode) =>
  render(
    <IntlProvider locale="en" messages={{ ...en, ...common }}>
      {ui}
    </IntlProvider>,
  );

afterEach(cleanup);

describe('BalanceDropdown', () => {
  it('shows the common balance; the panel has real, bonus, cashbox and profile, and closes on Escape and outside click', () => {
    renderIntl(
      <BalanceDropdown
        status="ready"
        currency="EUR"
        balance={{ common: 12_345, real: 10_000, bonus: 2_345 }}
        cashboxHref="/en/cashbox"
        profileHref="/en/profile"
      />,
    );
    const trigger = screen.getByRole('button', { name: /Balance/ });
    expect(trigger).toHaveProperty('textContent', expect.stringContaining('€123.45'));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: 'Your balance' });
    expect(panel.textContent).toContain('Real money€100.00');
    expect(panel.textContent).toContain('Bonus money€23.45');
    expect(screen.getByRole('link', { name: 'Cashbox' }).getAttribute('href')).toBe('/en/cashbox');
    expect(screen.getByRole('link', { name: 'Go to profile' }).getAttribute('href')).toBe('/en/profile');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
    fireEvent.click(trigger);
    fireEvent.pointerDown(document.body);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('is busy while loading and offers a retry after an error', () => {
    const { unmount } = renderIntl(<BalanceDropdown status="loading" cashboxHref="/c" profileHref="/p" />);
    expect(screen.getByRole('button', { name: /Loading your balance/ }).getAttribute('aria-busy')).toBe('true');
    unmount();
    const onRetry = vi.fn();
    renderIntl(<BalanceDropdown status="error" onRetry={onRetry} cashboxHref="/c" profileHref="/p" defaultOpen />);
    expect(screen.getByRole('alert').textContent).toBe('We could not load your balance.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('wagering progress and sidebar balance', () => {
  it('shows the wagering bar with the platform percent, its amounts, and none without a bonus', () => {
    const { unmount } = renderIntl(
      <BalanceDropdown status="ready" currency="EUR" balance={displayParts(display())} cashboxHref="/c" profileHref="/p" defaultOpen />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Wagering' });
    expect(bar.getAttribute('aria-valuenow')).toBe('33');
    expect(bar.getAttribute('aria-valuetext')).toBe('33% · €99.99 of €300.00 wagered');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('33%');
    unmount();
    const { unmount: unmount2 } = renderIntl(
      <BalanceDropdown status="ready" currency="EUR" balance={displayParts(noBonus())} cashboxHref="/c" profileHref="/p" defaultOpen />,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    unmount2();
    // The percent is written the locale's way.
    render(
      <IntlProvider locale="de" messages={{ ...en, ...common }}>
        <BalanceDropdown status="ready" currency="EUR" balance={displayParts(display({ wager_percent: 29 }))} cashboxHref="/c" profileHref="/p" defaultOpen />
      </IntlProvider>,
    );
    expect(screen.getByTestId('wagering-progress').textContent).toContain('29\u00a0%');
  });

  it('renders the sidebar block: common balance, bonus part, wagering and a cashbox button', () => {
    const onNavigate = vi.fn();
    renderIntl(<SidebarBalanceView status="ready" currency="EUR" balance={displayParts(display())} cashboxHref="/en/cashbox" onNavigate={onNavigate} />);
    const block = screen.getByRole('region', { name: 'Your balance' });
    expect(screen.getByTestId('sidebar-balance-amount').textContent).toBe('€123.45');
    expect(block.textContent).toContain('including €23.45 bonus money');
    expect(screen.getByRole('progressbar', { name: 'Wagering' }).getAttribute('aria-valuenow')).toBe('33');
    const cashbox = screen.getByRole('link', { name: 'Cashbox' });
    expect(cashbox.getAttribute('href')).toBe('/en/cashbox');
    fireEvent.click(cashbox);
    expect(onNavigate).toHaveBeenCalledOnce();
  });

  it('loads the sidebar block from the same call as the header, nothing for a guest', async () => {
    const server = setupServer(
      http.get('*/api/player/balance', () => HttpResponse.json([noBonus()])),
      ...besideBalance,
    );
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      renderIntl(
        <QueryClientProvider client={qc}>
          <StoreProvider initialPlayer={PLAYER}>
            <SidebarBalance cashboxHref="/c" />
          </StoreProvider>
        </QueryClientProvider>,
      );
      await waitFor(() => expect(screen.getByTestId('sidebar-balance-amount').textContent).toBe('€123.45'));
      expect(screen.queryByText(/bonus money/)).toBeNull();
      cleanup();
      const { container } = renderIntl(
        <QueryClientProvider client={new QueryClient()}>
          <StoreProvider initialPlayer={null}>
            <SidebarBalance cashboxHref="/c" />
          </StoreProvider>
        </QueryClientProvider>,
      );
      expect(container.innerHTML).toBe('');
    } finally {
      server.close();
    }
  });
});

describe('HeaderBalance', () => {
  const server = setupServer(...besideBalance);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  function renderHeader(player = PLAYER) {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderIntl(
      <QueryClientProvider client={qc}>
        <StoreProvider initialPlayer={player}>
          <HeaderBalance cashboxHref="/en/cashbox" profileHref="/en/profile" />
        </StoreProvider>
      </QueryClientProvider>,
    );
    return qc;
  }

  it('loads GET /api/player/balance and shows the active currency in its units', async () => {
    server.use(http.get('*/api/player/balance', () => HttpResponse.json([noBonus({ currency: 'BTC', common_cents: 250_000, real_cents: 250_000 })])));
    renderHeader({ ...PLAYER, currency: 'BTC' });
    await waitFor(() => expect(screen.getByTestId('header-balance-amount').textContent).toBe('2,500.00\u00a0μBTC'));
  });

  it('shows the error state when the call fails, and a retry loads it', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/player/balance', () =>
        ++calls === 1 ? HttpResponse.json({ error: 'internal', message: 'x' }, { status: 500 }) : HttpResponse.json([display()]),
      ),
    );
    renderHeader();
    await waitFor(() => expect(screen.getByText('Unavailable')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: /Balance/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('header-balance-amount').textContent).toBe('€123.45'));
  });

  it('follows the private:balance event: the new amount and wagering at once, then the refetched balance', async () => {
    let emit: ((name: string, payload: unknown) => void) | undefined;
    const connection: RealtimeConnection = {
      onEvent: (l) => void (emit = l),
      onRevoked: () => undefined,
      onConnect: () => undefined,
      close: () => undefined,
    };
    let current = display();
    server.use(http.get('*/api/player/balance', () => HttpResponse.json([current])));
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderIntl(
      <QueryClientProvider client={qc}>
        <StoreProvider initialPlayer={PLAYER}>
          <RealtimeProvider connect={() => connection}>
            <HeaderBalance cashboxHref="/c" profileHref="/p" />
          </RealtimeProvider>
        </StoreProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('header-balance-amount').textContent).toBe('€123.45'));
    fireEvent.click(screen.getByRole('button', { name: /Balance/ }));
    expect(screen.getByRole('progressbar', { name: 'Wagering' }).getAttribute('aria-valuenow')).toBe('33');
    const push = {
      currency: 'EUR',
      amount_cents: 12_245,
      available_to_cashout_cents: 9_900,
      real_cents: 9_900,
      bonus_cents: 2_345,
      common_cents: 12_245,
      wager_target_cents: 30_000,
      wagered_cents: 15_000,
      wager_percent: 50,
    };
    current = display({ common_cents: 12_245, real_cents: 9_900, wagered_cents: 15_000, wager_percent: 50 });
    await act(async () => emit?.('private:balance', push));
    await waitFor(() => expect(screen.getByTestId('header-balance-amount').textContent).toBe('€122.45'));
    expect(screen.getByRole('progressbar', { name: 'Wagering' }).getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByTestId('wagering-progress').textContent).toContain('€150.00 of €300.00 wagered');
    // The bonus was wagered: the push says so and the bar goes.
    current = noBonus({ common_cents: 12_245, real_cents: 12_245 });
    await act(async () =>
      emit?.('private:balance', {
        ...push,
        real_cents: 12_245,
        available_to_cashout_cents: 12_245,
        bonus_cents: 0,
        wager_target_cents: 0,
        wagered_cents: 0,
        wager_percent: 0,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('renders nothing for a guest and makes no call', () => {
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <StoreProvider initialPlayer={null}>
          <HeaderBalance cashboxHref="/c" profileHref="/p" />
        </StoreProvider>
      </QueryClientProvider>,
    );
    expect(container.innerHTML).toBe('');
  });
});
