import { describe, expect, it, vi } from 'vitest';
import { createIntl } from 'react-intl';
import type { PlayerFieldsInfo } from '../../schemas/info';
import type { Player } from '../../schemas/player';
import en from '../../messages/en/cashbox.json';
import { ApiError } from '../core/api';
import { rememberPromos, runPromoFlow } from './deposit-promo';
import { cancelledDepositToWarn, noteWarned, readWarned, RECENT_CANCEL_MS, WARNED_KEY } from './cancelled-deposit';
import { paymentFormErrors } from './errors';
import { payment } from './fixtures';
import { loadUntilNonEmpty } from '../core/query/method-loading';
import { cashboxRouteOf, closeTarget, isSignUpPath, missingProfileFields, personalInfoFields, returnUrl } from './route-rules';
import { emptyValues, profileFormSchema } from '../games/play/profile-fields';

const INFO = {
  fields: [],
  contexts: {
    registration: { required: ['country'], optional: [] },
    deposit: { required: ['first_name', 'last_name', 'city'], optional: [] },
    cashout: { required: ['first_name', 'last_name', 'city', 'mobile_phone'], optional: [] },
    edition: { required: [], optional: [] },
  },
} as unknown as PlayerFieldsInfo;
const player = (over: Partial<Player>) => ({ first_name: null, last_name: null, city: null, mobile_phone: null, ...over }) as Player;

describe('cashbox routes (spec P2, P4)', () => {
  it('maps every route and the /accounts/{id}/deposit alias to its view', () => {
    expect(cashboxRouteOf('/en/cashbox')).toEqual({ view: 'deposit', mode: 'plain' });
    expect(cashboxRouteOf('/de/dashboard')).toEqual({ view: 'dashboard', mode: 'plain' });
    expect(cashboxRouteOf('/deposit')).toEqual({ view: 'deposit', mode: 'plain' });
    expect(cashboxRouteOf('/en/accounts/42/deposit')).toEqual({ view: 'deposit', mode: 'plain' });
    expect(cashboxRouteOf('/en/deposit-bonus')).toEqual({ view: 'deposit', mode: 'bonus' });
    expect(cashboxRouteOf('/en/deposit-fast')).toEqual({ view: 'deposit', mode: 'fast' });
    expect(cashboxRouteOf('/en/withdraw')).toEqual({ view: 'withdraw', mode: 'plain' });
    expect(cashboxRouteOf('/en/pokies/all')).toBeUndefined();
    expect(cashboxRouteOf('/en/accounts/42/deposit/x')).toBeUndefined();
  });

  it('asks for the missing fields of the context for fiat only', () => {
    expect(missingProfileFields('deposit', player({ first_name: 'Ada' }), 'EUR', INFO)).toEqual(['last_name', 'city']);
    expect(missingProfileFields('withdraw', player({ first_name: 'Ada', last_name: 'L', city: '  ' }), 'EUR', INFO)).toEqual(['city', 'mobile_phone']);
    expect(missingProfileFields('deposit', player({}), 'BTC', INFO)).toEqual([]);
    expect(missingProfileFields('dashboard', player({}), 'EUR', INFO)).toEqual([]);
  });

  it('goes back only when there is a previous page that is not sign-up', () => {
    expect(closeTarget({ pageViews: 1, fromSignUp: false })).toBe('main');
    expect(closeTarget({ pageViews: 3, fromSignUp: false })).toBe('back');
    expect(closeTarget({ pageViews: 3, fromSignUp: true })).toBe('main');
    expect(isSignUpPath('http://localhost:3000/en/sign-up?redirect=%2Fen%2Fdeposit')).toBe(true);
    expect(isSignUpPath('/de/registration')).toBe(true);
    expect(isSignUpPath('/en/pokies/all')).toBe(false);
    expect(isSignUpPath('')).toBe(false);
  });

  it('returns to the current route, without the result of an earlier attempt', () => {
    expect(returnUrl('/en/deposit', '')).toBe('/en/deposit');
    expect(returnUrl('/en/deposit', 'payment_id=3&payment_state=declined&x=1')).toBe('/en/deposit?x=1');
  });
});

describe('personal details before the first deposit (issue 13): the country with the address', () => {
  it('shows the stored country before the address fields, and nothing more when no address is asked', () => {
    expect(personalInfoFields(['first_name', 'last_name', 'date_of_birth', 'city', 'address', 'postal_code'])).toEqual([
      'first_name',
      'last_name',
      'date_of_birth',
      'country',
      'city',
      'address',
      'postal_code',
    ]);
    expect(personalInfoFields(['postal_code'])).toEqual(['country', 'postal_code']);
    // A missing country is asked where the context puts it, once.
    expect(personalInfoFields(['first_name', 'country', 'city'])).toEqual(['first_name', 'country', 'city']);
    // The cashout's phone alone needs no country.
    expect(personalInfoFields(['mobile_phone'])).toEqual(['mobile_phone']);
  });

  it('judges the postal code by the chosen country, else the stored one (German 10117 passes for DE, not for CA)', () => {
    const fields = personalInfoFields(['city', 'postal_code']);
    const form = (country: string, postal_code: string, stored: string | null = 'CA') =>
      profileFormSchema(fields, 18, stored).safeParse({ ...emptyValues(fields), city: 'Berlin', country, postal_code });
    expect(form('DE', '10117').success).toBe(true);
    expect(form('CA', 'K1A 0B1').success).toBe(true);
    const wrong = form('CA', '10117');
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues).toEqual([expect.objectContaining({ path: ['postal_code'], message: 'validation.postalCode' })]);
    // Without a country field the stored country decides.
    const withoutCountry = (stored: string) => profileFormSchema(['postal_code'], 18, stored).safeParse({ postal_code: '10117' }).success;
    expect(withoutCountry('DE')).toBe(true);
    expect(withoutCountry('CA')).toBe(false);
  });
});

describe('cancelled-deposit warning (spec P4): once per id within 5 minutes', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  const list = [
    payment({ id: 1, state: 'canceled', finished_at: ago(60_000) }),
    payment({ id: 2, state: 'canceled', finished_at: ago(RECENT_CANCEL_MS + 1) }),
    payment({ id: 3, state: 'canceled', finished_at: ago(10_000), action: 'cashout' }),
    payment({ id: 4, state: 'declined', finished_at: ago(5_000) }),
  ];

  it('picks the recent cancelled deposit, not older ones, cashouts or other states', () => {
    expect(cancelledDepositToWarn(list, now, new Set())?.id).toBe(1);
    expect(cancelledDepositToWarn(list, now, new Set([1]))).toBeUndefined();
  });

  it('remembers warned ids in storage and forgets them after the window', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    noteWarned(storage, 1, now);
    expect(readWarned(storage, now + 1000).has(1)).toBe(true);
    expect(cancelledDepositToWarn(list, now + 1000, readWarned(storage, now + 1000))).toBeUndefined();
    expect(readWarned(storage, now + RECENT_CANCEL_MS * 3).has(1)).toBe(false);
    store.set(WARNED_KEY, 'not json');
    expect(readWarned(storage, now).size).toBe(0);
  });
});

describe('payment method loading (spec P4): up to 3 more tries while empty', () => {
  it('stops at the first non-empty list', async () => {
    const load = vi.fn().mockResolvedValueOnce([]).mockResolvedValueOnce(['visa']);
    expect(await loadUntilNonEmpty(load, { sleep: () => Promise.resolve() })).toEqual(['visa']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after 1 + 3 calls with the empty list', async () => {
    const load = vi.fn().mockResolvedValue([]);
    const sleeps: number[] = [];
    expect(await loadUntilNonEmpty(load, { sleep: (ms) => Promise.resolve(void sleeps.push(ms)) })).toEqual([]);
    expect(load).toHaveBeenCalledTimes(4);
    expect(sleeps).toEqual([500, 1000, 1500]);
  });
});

describe('platform errors on the forms', () => {
  const intl = createIntl({ locale: 'en', messages: en });
  const apiError = (status: number, code: string, fieldErrors: Record<string, string[]> = {}, message = 'Server text') =>
    new ApiError({ status, code, message, fieldErrors, method: 'POST', path: '/api/player/payments/deposit', logCode: 'SEND_PLAYER_PAYMENTS_DEPOSIT_ERROR' });

  it('puts field errors beside their fields (amount_cents is the amount field)', () => {
    expect(paymentFormErrors(apiError(422, 'validation_failed', { 'card.number': ['validation.bankNotPossible'] }), intl)).toEqual({
      fields: { 'card.number': 'validation.bankNotPossible' },
    });
    expect(paymentFormErrors(apiError(422, 'insufficient_funds', { amount_cents: ['validation.notEnoughMoney'] }), intl)).toEqual({
      fields: { amount: 'validation.notEnoughMoney' },
    });
  });

  it('says the known refusals in the cashbox words and others as the platform put them', () => {
    expect(paymentFormErrors(apiError(403, 'limit_reached'), intl).form).toBe('This deposit would exceed your deposit limit.');
    expect(paymentFormErrors(apiError(409, 'something_new'), intl).form).toBe('Server text');
    expect(paymentFormErrors(apiError(0, 'timeout'), intl).form).toMatch(/No connection/);
    expect(paymentFormErrors(new Error('boom'), intl).form).toBe('Something went wrong. Please try again.');
  });
});

describe('deposit-promo flow on main (spec P4)', () => {
  const storage = () => {
    const m = new Map<string, string>();
    return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k), m };
  };
  const deps = (ok: boolean) => ({
    setBonusCode: vi.fn(() => (ok ? Promise.resolve('X') : Promise.reject(new Error('invalid')))),
    clearBonusCode: vi.fn(() => Promise.resolve(null)),
    navigate: vi.fn(),
  });

  it('applies a valid code and opens the deposit popup', async () => {
    const s = storage();
    rememberPromos(s, new URLSearchParams('deposit_promo=WELCOME'));
    const d = deps(true);
    expect(await runPromoFlow(s, true, 'en', d)).toBe('deposit');
    expect(d.setBonusCode).toHaveBeenCalledWith('WELCOME');
    expect(d.navigate).toHaveBeenCalledWith('/en/deposit-bonus');
    expect(s.m.size).toBe(0);
  });

  it('deletes an invalid code and opens the deposit popup anyway', async () => {
    const s = storage();
    rememberPromos(s, new URLSearchParams('deposit_promo=NOPE'));
    const d = deps(false);
    expect(await runPromoFlow(s, true, 'de', d)).toBe('deposit-invalid');
    expect(d.clearBonusCode).toHaveBeenCalled();
    expect(d.navigate).toHaveBeenCalledWith('/de/deposit-bonus');
  });

  it('sends a gift code to the gifts page and clears both for guests', async () => {
    const s = storage();
    rememberPromos(s, new URLSearchParams('gift_promo=GIFT'));
    const d = deps(true);
    expect(await runPromoFlow(s, true, 'en', d)).toBe('gifts');
    expect(d.navigate).toHaveBeenCalledWith('/en/profile/gifts');
    rememberPromos(s, new URLSearchParams('gift_promo=GIFT&deposit_promo=X'));
    expect(await runPromoFlow(s, false, 'en', d)).toBe('cleared');
    expect(s.m.size).toBe(0);
    expect(await runPromoFlow(s, true, 'en', d)).toBe('none');
  });
});
