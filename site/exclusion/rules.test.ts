import { describe, expect, it } from 'vitest';
import { formatDisplay } from '../cashbox/amount';
import { CASHOUT_METHODS, method } from '../cashbox/fixtures';
import { checkExcludedCashout } from './rules';

const bank = CASHOUT_METHODS[0]!;
const card = CASHOUT_METHODS[1]!;
const crypto = method({
  brand: 'bitcoin',
  currency: 'BTC',
  type: 'crypto',
  form: 'wallet_address',
  action: 'cashout',
  min_amount_cents: 10_000,
  max_amount_cents: 100_000_000,
  network: 'Bitcoin',
});
// Crypto amounts are typed in the currency's display unit; 0.002 BTC whatever that unit is.
const btc = formatDisplay(200_000n, 'BTC');

describe('checkExcludedCashout', () => {
  it.each([
    ['empty amount', bank, { amount: '', iban: 'DE89370400440532013000', walletAddress: '' }, ['amount']],
    ['below the method minimum', bank, { amount: '10', iban: 'DE89370400440532013000', walletAddress: '' }, ['amount']],
    ['above the method maximum', bank, { amount: '4000.01', iban: 'DE89370400440532013000', walletAddress: '' }, ['amount']],
    ['too many decimals', bank, { amount: '25.001', iban: 'DE89370400440532013000', walletAddress: '' }, ['amount']],
    ['bank without IBAN', bank, { amount: '25', iban: '  ', walletAddress: '' }, ['iban']],
    ['crypto without address', crypto, { amount: btc, iban: '', walletAddress: ' ' }, ['wallet_address']],
  ])('refuses %s', (_name, m, input, fields) => {
    const r = checkExcludedCashout(m, input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.problems).sort()).toEqual(fields);
  });

  it('builds a bank request in minor units with the IBAN compacted', () => {
    expect(checkExcludedCashout(bank, { amount: '25,50', iban: 'de89 3704 0044 0532 0130 00', walletAddress: 'x' })).toEqual({
      ok: true,
      request: { method_id: bank.id, amount_cents: 2550, currency: 'EUR', iban: 'DE89370400440532013000' },
    });
  });

  it('sends a card payout to the card paid with before, and crypto to the typed address', () => {
    const c = checkExcludedCashout(card, { amount: '20', iban: '', walletAddress: '' });
    expect(c.ok && c.request).toEqual({ method_id: card.id, amount_cents: 2000, currency: 'EUR', saved_profile_id: 'p1' });
    const w = checkExcludedCashout(crypto, { amount: btc, iban: '', walletAddress: ' bc1qxyz ' });
    expect(w.ok && w.request.wallet_address).toBe('bc1qxyz');
  });
});
