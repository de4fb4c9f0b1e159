import { describe, expect, it } from 'vitest';
import { CreateLimitBodySchema, limitAmountInput, maxLimitCents } from './limits';

describe('limits contract', () => {
  it.each([
    [{ type: 'loss', period: 'week', amount_cents: 5_000 }, true],
    [{ type: 'deposit', period: 'forever', amount_cents: 1, currency: 'BTC' }, true],
    [{ type: 'session', minutes: 90 }, true],
    [{ type: 'coolingoff', period: '3_days' }, true],
    [{ type: 'selfexclusion', period: 'forever' }, true],
    [{ type: 'loss', period: 'week', amount_cents: -1 }, false],
    [{ type: 'loss', period: 'week', amount_cents: 0 }, false],
    [{ type: 'loss', period: 'week', amount_cents: 1.5 }, false],
    [{ type: 'loss', period: 'week', amount_cents: 1_000_000_001, currency: 'EUR' }, false],
    [{ type: 'loss', period: 'fortnight', amount_cents: 100 }, false],
    [{ type: 'loss', amount_cents: 100 }, false],
    [{ type: 'bingo', period: 'day', amount_cents: 100 }, false],
    [{ type: 'coolingoff', period: 'forever' }, false],
    [{ type: 'session', minutes: 4 }, false],
    [{ type: 'session', minutes: 1441 }, false],
  ])('%j valid: %s', (body, ok) => {
    expect(CreateLimitBodySchema.safeParse(body).success).toBe(ok);
  });

  it('parses typed amounts into minor units by the currency’s decimals', () => {
    expect(limitAmountInput('EUR').parse('12.50')).toBe(1_250);
    expect(limitAmountInput('EUR').parse(' 100 ')).toBe(10_000);
    expect(limitAmountInput('EUR').parse('7,5')).toBe(750);
    expect(limitAmountInput('JPY').parse('1000')).toBe(1_000);
    expect(limitAmountInput('BTC').parse('0.00000001')).toBe(1);
    expect(limitAmountInput('JPY').safeParse('10.5').success).toBe(false);
    expect(limitAmountInput('EUR').safeParse('1.001').success).toBe(false);
    expect(limitAmountInput('EUR').safeParse('-5').error?.issues[0]?.message).toBe('must be more than zero');
    expect(limitAmountInput('EUR').safeParse('0').success).toBe(false);
    expect(limitAmountInput('EUR').safeParse('abc').success).toBe(false);
    expect(limitAmountInput('EUR').safeParse('10000001').error?.issues[0]?.message).toBe('is too large');
    expect(maxLimitCents('EUR')).toBe(1_000_000_000);
  });
});
