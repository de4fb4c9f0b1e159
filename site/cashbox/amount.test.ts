import { describe, expect, it } from 'vitest';
import { ENABLED_CURRENCIES } from '../../schemas/currency';
import { parseValidationMessage } from '../../schemas/validation';
import {
  checkAmount,
  defaultDepositMinor,
  displayDecimals,
  displayUnit,
  formatDisplay,
  missingAmount,
  normaliseAmountText,
  parseAmount,
  quickAmounts,
} from './amount';

const minor = (text: string, currency: string) => {
  const r = parseAmount(text, currency);
  if (!r.ok) throw new Error(`${text} ${currency}: ${r.message}`);
  return r.minor;
};
const problem = (r: ReturnType<typeof parseAmount>) => (r.ok ? null : parseValidationMessage(r.message));

describe('display units and precision of every enabled currency (spec P9)', () => {
  it.each([
    ['AUD', 'AUD', 2],
    ['CAD', 'CAD', 2],
    ['NZD', 'NZD', 2],
    ['EUR', 'EUR', 2],
    ['USD', 'USD', 2],
    ['JPY', 'JPY', 0],
    ['NOK', 'NOK', 2],
    ['BRL', 'BRL', 2],
    ['BTC', 'μBTC', 2],
    ['ETH', 'mETH', 5],
    ['BCH', 'BCH', 8],
    ['LTC', 'mLTC', 5],
    ['DOG', 'DOG', 8],
    ['USDT', 'USDT', 6],
  ])('%s is typed in %s with %i decimals', (code, unit, decimals) => {
    expect(displayUnit(code)).toBe(unit);
    expect(displayDecimals(code)).toBe(decimals);
  });

  it('covers every enabled currency', () => {
    for (const c of ENABLED_CURRENCIES) expect(() => displayDecimals(c)).not.toThrow();
  });
});

describe('typed text -> exact minor units', () => {
  it.each([
    ['0.1', 'EUR', 10n],
    ['0.2', 'EUR', 20n],
    ['0.3', 'EUR', 30n],
    ['0.30000000000000004', 'EUR', null],
    ['1.005', 'EUR', null],
    ['1.10', 'EUR', 110n],
    ['1.1000000', 'EUR', 110n],
    ['50', 'EUR', 5000n],
    ['12,34', 'EUR', 1234n],
    ['1 234,50', 'EUR', 123450n],
    ['1\u202f234,50', 'EUR', 123450n],
    ['.5', 'USD', 50n],
    ['7.', 'USD', 700n],
    ['1000', 'JPY', 1000n],
    ['1000.5', 'JPY', null],
    ['1000.0', 'JPY', 1000n],
    // μBTC: 1 μBTC = 100 satoshi; 0.0001 BTC (the P9 minimum) is 100 μBTC.
    ['100', 'BTC', 10_000n],
    ['0.01', 'BTC', 1n],
    ['0.001', 'BTC', null],
    // mETH: 1 mETH = 100,000 minor units; 0.01 ETH is 10 mETH.
    ['10', 'ETH', 1_000_000n],
    ['0.00001', 'ETH', 1n],
    ['0.12345', 'LTC', 12_345n],
    ['0.00000001', 'BCH', 1n],
    ['1600000', 'DOG', 160_000_000_000_000n],
    ['20', 'USDT', 20_000_000n],
    ['0.000001', 'USDT', 1n],
    ['123456789.12345678', 'DOG', null], // beyond what a JSON integer carries exactly
    ['90071992547409.91', 'EUR', 9_007_199_254_740_991n],
    ['90071992547409.92', 'EUR', null],
  ])('%s %s -> %s', (text, currency, expected) => {
    const r = parseAmount(text, currency);
    if (expected === null) expect(r.ok).toBe(false);
    else expect(r).toEqual({ ok: true, minor: expected });
  });

  it('refuses what is not a plain decimal, with the matching message', () => {
    expect(problem(parseAmount('', 'EUR'))?.id).toBe('validation.required');
    expect(problem(parseAmount('   ', 'EUR'))?.id).toBe('validation.required');
    for (const bad of ['1e3', '-5', '0x10', '1.2.3', '1,2,3', 'abc', '12€', 'Infinity', 'NaN', '1,234.5,6'])
      expect(problem(parseAmount(bad, 'EUR'))?.id, bad).toBe('validation.number');
    expect(problem(parseAmount('1.001', 'EUR'))).toEqual({ id: 'validation.multipleOf', values: { step: '0.01 EUR' } });
    expect(problem(parseAmount('0.5', 'JPY'))).toEqual({ id: 'validation.multipleOf', values: { step: '1 JPY' } });
    expect(problem(parseAmount('0.001', 'BTC'))).toEqual({ id: 'validation.multipleOf', values: { step: '0.01 μBTC' } });
  });

  it('never goes through a float: every value of many decimals survives the round trip', () => {
    for (const [text, currency] of [
      ['0.07', 'EUR'],
      ['4.35', 'EUR'],
      ['1.15', 'USD'],
      ['9007199254740.99', 'EUR'],
      ['0.12345678', 'DOG'],
      ['0.123456', 'USDT'],
      ['99999.99', 'BTC'],
    ] as const) {
      expect(formatDisplay(minor(text, currency), currency)).toBe(text);
    }
    // Float arithmetic would give 4.3499999 * 100 = 434.99999999999994.
    expect(minor('4.35', 'EUR')).toBe(435n);
  });

  it('normalises separators and refuses ambiguity', () => {
    expect(normaliseAmountText('1 000')).toBe('1000');
    expect(normaliseAmountText("1'000.5")).toBe('1000.5');
    expect(normaliseAmountText('1,5')).toBe('1.5');
    expect(normaliseAmountText('1,000.5')).toBeNull();
  });
});

describe('rules: balance check, min, max, multiple-of (spec P5)', () => {
  const rules = { min: 1000n, max: 500_000n, step: 100n, available: 20_000n };

  it('accepts an amount inside every bound', () => {
    expect(checkAmount('150', 'EUR', rules)).toEqual({ ok: true, minor: 15_000n });
  });

  it('says "not enough money" over the balance, before the bounds', () => {
    expect(problem(checkAmount('200.01', 'EUR', rules))?.id).toBe('validation.notEnoughMoney');
    expect(problem(checkAmount('600000', 'EUR', rules))?.id).toBe('validation.notEnoughMoney');
  });

  it('names the bound in display units with the unit', () => {
    expect(problem(checkAmount('9.99', 'EUR', rules))).toEqual({ id: 'validation.min', values: { min: '10 EUR' } });
    expect(problem(checkAmount('6000', 'EUR', { ...rules, available: undefined }))).toEqual({ id: 'validation.max', values: { max: '5000 EUR' } });
    expect(problem(checkAmount('15.50', 'EUR', rules))).toEqual({ id: 'validation.multipleOf', values: { step: '1 EUR' } });
    expect(problem(checkAmount('0', 'EUR', {}))?.id).toBe('validation.min');
  });

  it('applies the crypto limits of P9 in their display units', () => {
    // Bitcoin withdrawal 0.0001 to 0.4 BTC: 100 to 400,000 μBTC.
    const btc = { min: 10_000n, max: 40_000_000n };
    expect(checkAmount('100', 'BTC', btc)).toEqual({ ok: true, minor: 10_000n });
    expect(problem(checkAmount('99.99', 'BTC', btc))).toEqual({ id: 'validation.min', values: { min: '100 μBTC' } });
    expect(problem(checkAmount('400000.01', 'BTC', btc))).toEqual({ id: 'validation.max', values: { max: '400000 μBTC' } });
    // Tether deposit minimum 20.
    expect(problem(checkAmount('19.999999', 'USDT', { min: 20_000_000n }))).toEqual({ id: 'validation.min', values: { min: '20 USDT' } });
  });
});

describe('default first deposit, quick picks, missing amount', () => {
  it('defaults to 50 display units within the method bounds (spec P9)', () => {
    expect(defaultDepositMinor('EUR')).toBe(5000n);
    expect(defaultDepositMinor('JPY')).toBe(50n);
    expect(defaultDepositMinor('USDT', { min: 20_000_000n })).toBe(50_000_000n);
    // 50 μBTC is under the 0.0001 BTC minimum: raised to it.
    expect(defaultDepositMinor('BTC', { min: 10_000n })).toBe(10_000n);
    expect(defaultDepositMinor('EUR', { max: 2000n })).toBe(2000n);
  });

  it('offers multiples of the default that fit the maximum', () => {
    expect(quickAmounts('EUR')).toEqual([5000n, 10_000n, 20_000n, 50_000n]);
    expect(quickAmounts('EUR', { max: 15_000n })).toEqual([5000n, 10_000n]);
  });

  it('computes what is missing', () => {
    expect(missingAmount(5000n, 1234n)).toBe(3766n);
    expect(missingAmount(100n, 200n)).toBe(0n);
  });
});
