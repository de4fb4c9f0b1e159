import { describe, expect, it } from 'vitest';
import { REGISTRATION_CURRENCIES } from './auth';
import {
  CURRENCIES,
  CURRENCY_CODES,
  ENABLED_CURRENCIES,
  EnabledCurrencySchema,
  FALLBACK_CURRENCY,
  currencyForCountry,
  fromMinorUnits,
  isCrypto,
  isEnabledCurrency,
  minorDigits,
  toDisplayUnits,
  toMinorUnits,
} from './currency';

describe('currency table (spec P9)', () => {
  it('enables the P9 default list, knows GBP and KZT besides, and falls back to EUR', () => {
    expect(ENABLED_CURRENCIES).toEqual(['AUD', 'CAD', 'NZD', 'EUR', 'USD', 'JPY', 'NOK', 'BRL', 'BTC', 'ETH', 'BCH', 'LTC', 'DOG', 'USDT']);
    expect([...REGISTRATION_CURRENCIES]).toEqual([...ENABLED_CURRENCIES]);
    expect(CURRENCY_CODES.filter((c) => !isEnabledCurrency(c)).sort()).toEqual(['GBP', 'KZT']);
    expect(FALLBACK_CURRENCY).toBe('EUR');
    expect(EnabledCurrencySchema.safeParse('GBP').success).toBe(false);
    expect(EnabledCurrencySchema.safeParse('BTC').success).toBe(true);
    expect(isEnabledCurrency('toString')).toBe(false);
  });

  it.each([
    ['EUR', 100, true, 2],
    ['USD', 100, true, 2],
    ['JPY', 1, true, 0],
    ['NOK', 100, true, 2],
    ['BTC', 100_000_000, false, 8],
    ['ETH', 100_000_000, false, 8],
    ['LTC', 100_000_000, false, 8],
    ['DOG', 100_000_000, false, 8],
    ['USDT', 1_000_000, false, 6],
  ])('%s: %i subunits, fiat %s, %i decimals', (code, subunits, fiat, digits) => {
    expect(CURRENCIES[code as keyof typeof CURRENCIES].subunitsToUnit).toBe(subunits);
    expect(isCrypto(code)).toBe(!fiat);
    expect(minorDigits(code)).toBe(digits);
  });

  it.each([
    ['AU', 'AUD'],
    ['CA', 'CAD'],
    ['NZ', 'NZD'],
    ['US', 'USD'],
    ['JP', 'JPY'],
    ['NO', 'NOK'],
    ['BR', 'BRL'],
    ['IE', 'EUR'],
    ['DE', 'EUR'],
    ['AT', 'EUR'],
    ['CH', 'EUR'],
    ['de', 'EUR'],
    ['FR', 'EUR'],
    ['EE', 'EUR'],
    [null, 'EUR'],
  ])('country %s defaults to %s', (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency);
  });

  it('gives GB its own GBP only where GBP is enabled', () => {
    expect(currencyForCountry('GB')).toBe('EUR');
    expect(currencyForCountry('GB', [...ENABLED_CURRENCIES, 'GBP'])).toBe('GBP');
  });

  it.each([
    ['12.34', 'EUR', 1234n],
    ['12', 'EUR', 1200n],
    ['0.5', 'EUR', 50n],
    ['-3.01', 'EUR', -301n],
    ['1000', 'JPY', 1000n],
    ['0.01', 'BTC', 1_000_000n],
    ['0.00000001', 'BTC', 1n],
    ['25', 'USDT', 25_000_000n],
  ])('parses %s %s into %s minor units and back', (amount, code, minor) => {
    expect(toMinorUnits(amount, code)).toBe(minor);
    expect(toMinorUnits(fromMinorUnits(minor, code), code)).toBe(minor);
  });

  it('never rounds: too many decimals, floats and junk are refused', () => {
    expect(() => toMinorUnits('1.234', 'EUR')).toThrow();
    expect(() => toMinorUnits('1.5', 'JPY')).toThrow();
    expect(() => toMinorUnits('1e3', 'EUR')).toThrow();
    expect(() => toMinorUnits('abc', 'EUR')).toThrow();
    expect(() => toMinorUnits('1', 'XXX')).toThrow();
  });

  it('formats minor units with every decimal of the currency', () => {
    expect(fromMinorUnits(1230n, 'EUR')).toBe('12.30');
    expect(fromMinorUnits(5n, 'EUR')).toBe('0.05');
    expect(fromMinorUnits(-5n, 'EUR')).toBe('-0.05');
    expect(fromMinorUnits(1000n, 'JPY')).toBe('1000');
    expect(fromMinorUnits(1n, 'BTC')).toBe('0.00000001');
  });

  it('shows BTC in micro units and ETH and LTC in milli units (P9 crypto units)', () => {
    expect(toDisplayUnits(1_000_000n, 'BTC')).toEqual({ amount: '10000', unit: 'μBTC' });
    expect(toDisplayUnits(150n, 'BTC')).toEqual({ amount: '1.5', unit: 'μBTC' });
    expect(toDisplayUnits(100_000n, 'ETH')).toEqual({ amount: '1', unit: 'mETH' });
    expect(toDisplayUnits(1n, 'LTC')).toEqual({ amount: '0.00001', unit: 'mLTC' });
    expect(toDisplayUnits(1234n, 'EUR')).toEqual({ amount: '12.34', unit: 'EUR' });
    expect(toDisplayUnits(100_000_000n, 'DOG')).toEqual({ amount: '1.00000000', unit: 'DOG' });
  });
});
