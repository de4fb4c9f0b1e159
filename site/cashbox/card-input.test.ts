import { describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS } from '../../schemas/payments';
import { cardProblems, EMPTY_CARD, formatCardNumber, formatExpiry, splitExpiry } from './card-input';

const NOW = new Date('2026-11-23T12:00:00Z');
const good = { number: SANDBOX_TEST_CARDS.approved[0], expiry: '12/28', cvv: '123', holder: 'Ada Lovelace' };

describe('card typing aids', () => {
  it('groups the number by four and keeps at most 19 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('1234567890123456789999')).toBe('1234 5678 9012 3456 789');
  });

  it('puts the expiry slash in and lets the player delete it', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('12', '12/')).toBe('12');
    expect(formatExpiry('4')).toBe('04/');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12/289')).toBe('12/28');
  });

  it('splits MM/YY into month and year (spec P5)', () => {
    expect(splitExpiry('07/29')).toEqual({ month: '07', year: '29' });
    expect(splitExpiry('13/29')).toBeNull();
    expect(splitExpiry('07/')).toBeNull();
  });
});

describe('card checks (spec P5)', () => {
  it('accepts a Luhn-valid card that has not expired', () => {
    expect(cardProblems(good, NOW)).toEqual({});
    expect(cardProblems({ ...good, number: '4242 4242 4242 4242', expiry: '11/26' }, NOW)).toEqual({});
  });

  it('names each problem on its field', () => {
    expect(cardProblems(EMPTY_CARD, NOW)).toMatchObject({ 'card.number': 'validation.required', 'card.expiry': 'validation.required' });
    expect(cardProblems({ ...good, number: '4242424242424241' }, NOW)['card.number']).toBe('validation.cardInvalid');
    expect(cardProblems({ ...good, expiry: '10/26' }, NOW)['card.expiry']).toBe('validation.cardExpired');
    expect(cardProblems({ ...good, expiry: '13/26' }, NOW)['card.expiry']).toBe('validation.cardInvalid');
    expect(cardProblems({ ...good, cvv: '12' }, NOW)['card.cvv']).toBe('validation.cardInvalid');
  });

  it('leaves blocked BINs to the platform (they pass Luhn)', () => {
    expect(cardProblems({ ...good, number: SANDBOX_TEST_CARDS.blockedBin[0] }, NOW)).toEqual({});
  });
});
