// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { ReactNode } from 'react';
import profile from '../../messages/en/profile.json';
import validation from '../../messages/en/validation.json';
import forms from '../../messages/en/forms.json';
import type { Limit } from '../../schemas/limits';
import { LimitsView } from './limits/LimitsView';
import { LimitForm } from './limits/LimitForm';
import { playerDataSchema } from './personal/PlayerDataPopup';
import { deviceOf } from './security/SessionsList';
import { fileProblem } from './verification/VerificationTab';
import { profileTabOf } from './ProfilePage';
import { GamesHistoryView } from './history/GamesHistoryTab';

afterEach(cleanup);

const wrap = (ui: ReactNode) =>
  render(
    <IntlProvider locale="en" messages={{ ...profile, ...validation, ...forms }}>
      {ui}
    </IntlProvider>,
  );

const limit = (over: Partial<Limit>): Limit => ({
  id: 1,
  type: 'deposit',
  period: 'week',
  status: 'active',
  currency: 'EUR',
  amount_cents: 5000,
  current_value_amount_cents: 1250,
  accounts: [],
  minutes: null,
  current_minutes: null,
  window_started_at: null,
  created_at: '2026-11-20T10:00:00Z',
  ends_at: null,
  reached: false,
  pending_change: null,
  ...over,
});

describe('limits view', () => {
  it('shows what counted, the reached mark and a pending loosening with when it applies', () => {
    const onChange = vi.fn();
    wrap(
      <LimitsView
        limits={[
          limit({
            reached: true,
            current_value_amount_cents: 5000,
            pending_change: {
              kind: 'change',
              amount_cents: 20000,
              minutes: null,
              requested_at: '2026-11-22T10:00:00Z',
              confirmed_at: '2026-11-22T10:05:00Z',
              applies_at: '2026-11-23T10:05:00Z',
            },
          }),
          limit({
            id: 2,
            type: 'session',
            period: null,
            currency: null,
            amount_cents: null,
            current_value_amount_cents: null,
            minutes: 60,
            current_minutes: 12,
            pending_change: { kind: 'remove', amount_cents: null, minutes: null, requested_at: '2026-11-22T10:00:00Z', confirmed_at: null, applies_at: null },
          }),
          limit({
            id: 3,
            type: 'coolingoff',
            period: 'week',
            currency: null,
            amount_cents: null,
            current_value_amount_cents: null,
            ends_at: '2026-11-29T10:00:00Z',
          }),
        ]}
        failed={false}
        locale="en"
        busyId={null}
        onChange={onChange}
        onRemove={vi.fn()}
      />,
    );
    const deposit = screen.getByTestId('limit-deposit');
    expect(deposit.textContent).toContain('Deposit limit · 1 week');
    expect(deposit.textContent).toContain('€50.00 used of €50.00');
    expect(deposit.textContent).toContain('Reached');
    expect(deposit.textContent).toMatch(/Change to €200\.00 requested\. It applies on Nov 23, 2026/);
    const session = screen.getByTestId('limit-session');
    expect(session.textContent).toContain('60 minutes per session; this session: 12 minutes');
    expect(session.textContent).toContain('Removal requested. Follow the link we e-mailed you to confirm it.');
    expect((screen.getAllByRole('button', { name: 'Remove' })[1] as HTMLButtonElement).disabled).toBe(true);
    // A running break has no change or remove buttons: it never ends early.
    const breakCard = screen.getByTestId('limit-coolingoff');
    expect(breakCard.textContent).toContain('Until Nov 29, 2026');
    expect(breakCard.querySelectorAll('button')).toHaveLength(0);
    fireEvent.click(screen.getAllByRole('button', { name: 'Change' })[0]!);
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  });

  it('says so when there are none', () => {
    wrap(<LimitsView limits={[]} failed={false} locale="en" busyId={null} onChange={vi.fn()} onRemove={vi.fn()} />);
    expect(screen.getByText('You have not set any limits.')).toBeTruthy();
  });
});

describe('limit form', () => {
  const submit = (onSubmit = vi.fn(), draft: Parameters<typeof LimitForm>[0]['draft'] = null) => {
    wrap(<LimitForm currency="EUR" draft={draft} pending={false} errors={{}} onSubmit={onSubmit} />);
    return onSubmit;
  };

  it.each([
    ['12.345', 'Too many decimals for this currency'],
    ['-5', 'Enter an amount above zero'],
    ['0', 'Enter an amount above zero'],
    ['abc', 'Enter a number'],
    ['99999999', 'This amount is too large'],
  ])('refuses the amount %j with %j and sends nothing', (amount, message) => {
    const onSubmit = submit();
    fireEvent.change(screen.getByLabelText('Amount (EUR)'), { target: { value: amount } });
    fireEvent.click(screen.getByRole('button', { name: 'Set limit' }));
    expect(screen.getByText(message)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a money limit in minor units of the currency', () => {
    const onSubmit = submit();
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'month' } });
    fireEvent.change(screen.getByLabelText('Amount (EUR)'), { target: { value: '12,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set limit' }));
    expect(onSubmit).toHaveBeenCalledWith({ type: 'deposit', period: 'month', amount_cents: 1250, currency: 'EUR' });
  });

  it('starts from the limit being changed', () => {
    submit(vi.fn(), { type: 'loss', period: 'day', amountCents: 2550 });
    expect((screen.getByLabelText('Amount (EUR)') as HTMLInputElement).value).toBe('25.50');
    expect((screen.getByLabelText('Limit') as HTMLSelectElement).value).toBe('loss');
  });

  it('asks for session minutes within 5..1440', () => {
    const onSubmit = submit();
    fireEvent.change(screen.getByLabelText('Limit'), { target: { value: 'session' } });
    fireEvent.change(screen.getByLabelText('Minutes per session'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set limit' }));
    expect(screen.getByText('Enter whole minutes from 5 to 1440')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Minutes per session'), { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set limit' }));
    expect(onSubmit).toHaveBeenCalledWith({ type: 'session', minutes: 45 });
  });

  it('needs the acknowledgement before a self-exclusion, and offers every period; a cooling-off has no "forever"', () => {
    const onSubmit = submit();
    fireEvent.change(screen.getByLabelText('Limit'), { target: { value: 'coolingoff' } });
    expect([...(screen.getByLabelText('Duration') as HTMLSelectElement).options].map((o) => o.value)).not.toContain('forever');
    fireEvent.change(screen.getByLabelText('Limit'), { target: { value: 'selfexclusion' } });
    expect([...(screen.getByLabelText('Duration') as HTMLSelectElement).options].map((o) => o.value)).toContain('forever');
    fireEvent.change(screen.getByLabelText('Duration'), { target: { value: '6_months' } });
    fireEvent.click(screen.getByRole('button', { name: 'Exclude myself' }));
    expect(screen.getByText('This box must be ticked')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByLabelText('I understand and want to take this break'));
    fireEvent.click(screen.getByRole('button', { name: 'Exclude myself' }));
    expect(onSubmit).toHaveBeenCalledWith({ type: 'selfexclusion', period: '6_months' });
  });
});

describe('profile rules', () => {
  it.each([
    [undefined, 'default'],
    ['limits', 'limits'],
    ['games-history', 'games-history'],
    ['promocode', 'promocode'],
    ['nonsense', 'default'],
  ])('tab of segment %j is %j', (segment, tab) => expect(profileTabOf(segment)).toBe(tab));

  it('leaves blank optional fields out and checks the postal code by the country', () => {
    const schema = playerDataSchema(['first_name', 'postal_code', 'date_of_birth', 'country'], [], 18, 'DE');
    expect(schema.parse({ first_name: '', postal_code: '', date_of_birth: { day: '', month: '', year: '' }, country: '' })).toEqual({
      first_name: undefined,
      postal_code: undefined,
      date_of_birth: undefined,
      country: undefined,
    });
    expect(schema.safeParse({ first_name: 'Anna', postal_code: '1011', date_of_birth: { day: '', month: '', year: '' }, country: '' }).success).toBe(false);
    expect(schema.parse({ first_name: 'Anna', postal_code: '10117', date_of_birth: { day: '5', month: '3', year: '1990' }, country: '' })).toMatchObject({
      postal_code: '10117',
      date_of_birth: '1990-03-05',
    });
    expect(schema.safeParse({ first_name: 'Anna', postal_code: 'K1A 0B1', date_of_birth: { day: '', month: '', year: '' }, country: 'CA' }).success).toBe(true);
    const strict = playerDataSchema(['first_name'], ['first_name'], 18);
    expect(strict.safeParse({ first_name: '' }).success).toBe(false);
  });

  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36', 'Chrome · Linux'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1', 'Safari · iOS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:130.0) Gecko/20100101 Firefox/130.0', 'Firefox · Windows'],
    ['curl/8.0', 'curl/8.0'],
    [null, null],
  ])('names the device of %j', (ua, name) => expect(deviceOf(ua)).toBe(name));

  it.each([
    [null, 'profile.verification.error.required'],
    [new File(['x'], 'a.exe', { type: 'application/x-msdownload' }), 'profile.verification.error.type'],
    [new File([], 'a.pdf', { type: 'application/pdf' }), 'profile.verification.error.size'],
    [new File(['%PDF-'], 'a.pdf', { type: 'application/pdf' }), null],
  ])('checks the chosen file (%#)', (file, problem) => expect(fileProblem(file)).toBe(problem));
});

describe('games history view', () => {
  const round = (id: number, over: Record<string, unknown> = {}) => ({
    id,
    game_identifier: 'house:gems',
    game_title: 'Emerald Treasure',
    provider: 'house',
    mode: 'real' as const,
    currency: 'EUR',
    bet_cents: 100,
    win_cents: 250,
    balance_before_cents: 1000,
    balance_after_cents: 1150,
    status: 'settled' as const,
    created_at: '2026-11-23T10:00:00Z',
    ...over,
  });

  it('lists rounds with stake, win and balance, marks unsettled ones, and pages', () => {
    const onPage = vi.fn();
    wrap(
      <GamesHistoryView
        rounds={[round(2), round(1, { status: 'rolled_back', mode: 'demo' })]}
        failed={false}
        locale="en"
        page={1}
        totalPages={3}
        onPage={onPage}
      />,
    );
    const rows = screen.getAllByTestId('game-round');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Emerald Treasure');
    expect(rows[0]!.textContent).toContain('€1.00');
    expect(rows[0]!.textContent).toContain('€2.50');
    expect(rows[0]!.textContent).toContain('€11.50');
    // The site's one date format (site/core/i18n/dates.ts), never the short "11/23/26".
    expect(rows[0]!.querySelector('time')?.textContent).toMatch(/^Nov 23, 2026, \d{1,2}:\d{2}\s?[AP]M$/);
    // Every column on every screen: Mode and Balance are not hidden on phones.
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['When', 'Game', 'Mode', 'Stake', 'Win', 'Balance after']);
    expect(rows[1]!.textContent).toContain('cancelled');
    expect(rows[1]!.textContent).toContain('Demo');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Newer' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('says so when there are no rounds, and when loading failed', () => {
    wrap(<GamesHistoryView rounds={[]} failed={false} locale="en" page={1} totalPages={0} onPage={vi.fn()} />);
    expect(screen.getByText('No game rounds yet.')).toBeTruthy();
    cleanup();
    wrap(<GamesHistoryView rounds={undefined} failed locale="en" page={1} totalPages={0} onPage={vi.fn()} />);
    expect(screen.getByText('This could not be loaded. Please try again later.')).toBeTruthy();
  });
});
