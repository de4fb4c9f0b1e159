import { describe, expect, it } from 'vitest';
import { cardExpiry, cardFields, cardNumber, isCardExpired, parseCardExpiry, SANDBOX_TEST_CARDS } from './payments';
import { VALIDATION_MESSAGES } from './validation';

const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : (r.error?.issues[0]?.message ?? ''));
const is = (id: string) => (m: string | null) => m !== null && m.startsWith(id);

describe('cardNumber (P5: Luhn)', () => {
  it.each([
    ['4242424242424242', '4242424242424242'],
    ['4242 4242 4242 4242', '4242424242424242'],
    ['5555-5555-5555-4444', '5555555555554444'],
    ['  378282246310005 ', '378282246310005'],
  ])('accepts %j as %s', (input, digits) => {
    expect(cardNumber().parse(input)).toBe(digits);
  });

  it.each([
    ['', VALIDATION_MESSAGES.required],
    ['4242424242424241', VALIDATION_MESSAGES.cardInvalid], // Luhn digit off by one
    ['42424242', VALIDATION_MESSAGES.cardInvalid], // too short
    ['4242a24242424242', VALIDATION_MESSAGES.cardInvalid],
    ['4'.repeat(31), VALIDATION_MESSAGES.cardInvalid],
  ])('refuses %j with %s', (input, id) => {
    expect(messageOf(cardNumber().safeParse(input))).toSatisfy(is(id));
  });

  it('lets blocked BINs through: they are Luhn-valid and only the provider (platform) can refuse them', () => {
    for (const n of SANDBOX_TEST_CARDS.blockedBin) expect(cardNumber().safeParse(n).success).toBe(true);
  });
});

describe('card expiry (P5: MM/YY not before this month, UTC)', () => {
  const now = () => new Date('2026-11-23T13:00:00Z');

  it.each([
    ['11/26', { month: 11, year: 2026 }],
    [' 1 / 2030 ', { month: 1, year: 2030 }],
    ['13/26', null],
    ['00/26', null],
    ['1126', null],
    ['11/6', null],
  ])('parses %j as %j', (input, parsed) => {
    expect(parseCardExpiry(input)).toEqual(parsed);
  });

  it.each([
    ['11/26', true], // this month is still good
    ['12/26', true],
    ['01/27', true],
    ['10/26', false],
    ['12/25', false],
  ])('%s is usable: %s', (input, ok) => {
    const r = cardExpiry(now).safeParse(input);
    expect(r.success).toBe(ok);
    if (!ok) expect(messageOf(r)).toSatisfy(is(VALIDATION_MESSAGES.cardExpired));
  });

  it('is usable through the last moment of its month in UTC', () => {
    expect(isCardExpired({ month: 11, year: 2026 }, new Date('2026-11-30T23:59:59Z'))).toBe(false);
    expect(isCardExpired({ month: 11, year: 2026 }, new Date('2026-12-01T00:00:00Z'))).toBe(true);
  });

  it('checks only the format without a clock', () => {
    expect(cardExpiry().safeParse('01/20').success).toBe(true);
    expect(messageOf(cardExpiry().safeParse('1/2/3'))).toSatisfy(is(VALIDATION_MESSAGES.cardInvalid));
  });
});

describe('cardFields', () => {
  it('takes a whole card and names each bad field', () => {
    const ok = cardFields(() => new Date('2026-11-23T00:00:00Z')).safeParse({
      number: '4242 4242 4242 4242',
      expiry: '12/30',
      cvv: '123',
      holder: 'Anna Test',
    });
    expect(ok.success).toBe(true);
    const bad = cardFields(() => new Date('2026-11-23T00:00:00Z')).safeParse({ number: '4242424242424241', expiry: '10/26', cvv: '12', holder: 'A' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['cvv', 'expiry', 'holder', 'number']);
  });
});
