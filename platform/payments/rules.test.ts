import { describe, expect, it } from 'vitest';
import { toMinorUnits } from '../../schemas/currency';
import { CardFieldsSchema, cardExpiry, isCardExpired, parseCardExpiry, PAYMENT_STATES, type PaymentState } from '../../schemas/payments';
import { base58Check, bech32Address, cashAddress, isValidAddress, newDepositAddress, paymentUri } from './addresses';
import { customPlayerStatus, decide, VELOCITY_MAX } from './fraud';
import { CRYPTO_METHODS, filterOffers, fiatLimits, type MethodOffer } from './methods';
import { canTransition, TRANSITIONS } from './states';

describe('card rules (P5)', () => {
  it('parses MM/YY and refuses months before the current one, in UTC', () => {
    expect(parseCardExpiry('07/28')).toEqual({ month: 7, year: 2028 });
    expect(parseCardExpiry(' 7 / 2028 ')).toEqual({ month: 7, year: 2028 });
    expect(parseCardExpiry('13/28')).toBeNull();
    expect(parseCardExpiry('0728')).toBeNull();
    const now = new Date('2026-11-30T23:59:59Z');
    expect(isCardExpired({ month: 11, year: 2026 }, now)).toBe(false);
    expect(isCardExpired({ month: 10, year: 2026 }, now)).toBe(true);
    expect(isCardExpired({ month: 1, year: 2027 }, now)).toBe(false);
    expect(cardExpiry(() => now).safeParse('10/26').error?.issues[0]?.message).toBe('validation.cardExpired');
    expect(cardExpiry(() => now).safeParse('ab/cd').error?.issues[0]?.message).toBe('validation.cardInvalid');
  });

  it('accepts Luhn-valid numbers with spaces or dashes and refuses the rest', () => {
    const card = (number: string) => CardFieldsSchema.safeParse({ number, expiry: '12/30', cvv: '123', holder: 'A B' });
    expect(card('4242 4242 4242 4242').data?.number).toBe('4242424242424242');
    expect(card('5555-5555-5555-4444').success).toBe(true);
    expect(card('4242424242424241').error?.issues[0]?.message).toBe('validation.cardInvalid');
    expect(card('42424242').success).toBe(false);
    expect(card('').error?.issues[0]?.message).toBe('validation.required');
  });
});

describe('state table', () => {
  it('lets every payment end and never leave a final state', () => {
    const finals: PaymentState[] = ['succeeded', 'canceled', 'declined', 'rejected', 'recalled'];
    for (const action of ['deposit', 'cashout'] as const) {
      for (const from of PAYMENT_STATES) for (const to of TRANSITIONS[action][from] ?? []) expect(canTransition(action, from, to)).toBe(true);
      for (const f of finals) for (const to of PAYMENT_STATES) expect(canTransition(action, f, to)).toBe(false);
    }
    expect(canTransition('cashout', 'reserved', 'succeeded')).toBe(false);
    expect(canTransition('deposit', 'pending', 'recalled')).toBe(false);
  });
});

describe('limits and method lists', () => {
  it('keeps the crypto limits of P9 exactly, in minor units', () => {
    const by = Object.fromEntries(CRYPTO_METHODS.map((m) => [m.brand, m]));
    expect(by.bitcoin!.deposit.min).toBe(10_000n);
    expect(by.bitcoin!.cashout).toEqual({ min: 10_000n, max: 40_000_000n });
    expect(by.litecoin!.deposit.min).toBe(toMinorUnits('0.01', 'LTC'));
    expect(by.ethereum!.cashout.max).toBe(toMinorUnits('12', 'ETH'));
    expect(by.dogecoin!.cashout.max).toBe(160_000_000_000_000n);
    expect(by.tether!.deposit.min).toBe(20_000_000n);
    expect(by.tether!.cashout).toEqual({ min: 25_000_000n, max: 4_000_000_000n });
    expect(fiatLimits('JPY')!.deposit).toEqual({ min: 1000n, max: 500_000n });
    expect(fiatLimits('BTC')).toBeNull();
  });

  it('hides sofort for group 631 and shortens the list for et', () => {
    const offer = (brand: string) => ({ brand }) as MethodOffer;
    const all = ['visa', 'sofort', 'trustly', 'bank_transfer', 'bitcoin'].map(offer);
    expect(filterOffers(all, { groups: [631], locale: 'en' }).map((o) => o.brand)).toEqual(['visa', 'trustly', 'bank_transfer', 'bitcoin']);
    expect(filterOffers(all, { groups: [], locale: 'et' }).map((o) => o.brand)).toEqual(['visa', 'bank_transfer', 'bitcoin']);
  });
});

describe('addresses', () => {
  it('match the published test vectors and validate their own output', () => {
    expect(bech32Address('bc', Buffer.from('751e76e8199196d454941c45d1b3a323f1433bd6', 'hex'))).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    expect(cashAddress(Buffer.from('76a04053bda0a88bda5177b86a15c3b29f559873', 'hex'))).toBe('bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a');
    expect(base58Check(0, Buffer.from('76a04053bda0a88bda5177b86a15c3b29f559873', 'hex'))).toBe('1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu');
    for (const n of ['Bitcoin', 'BCH', 'LTC', 'DOGE', 'ERC20'] as const) {
      const a = newDepositAddress(n);
      expect(isValidAddress(n, a), `${n} ${a}`).toBe(true);
      expect(newDepositAddress(n)).not.toBe(a);
    }
    expect(isValidAddress('Bitcoin', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5')).toBe(false);
    expect(isValidAddress('DOGE', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(false);
    expect(paymentUri('ERC20', 'ethereum', '0xabc', '0.05000000', 5_000_000n)).toBe('ethereum:0xabc?value=50000000000000000');
    expect(paymentUri('Bitcoin', 'bitcoin', 'bc1q', '0.00100000', 100_000n)).toBe('bitcoin:bc1q?amount=0.00100000');
  });
});

describe('fraud rules', () => {
  const player = { id: 1, email: 'a@b.c', firstName: 'Ann', lastName: 'Müller', country: 'DE', groups: [257, 759, 21] };
  const input = { type: 'transaction' as const, amount: 1000n, currency: 'EUR', paymentSystem: 'sandbox:visa:EUR' };
  it('reports the highest loyalty group 257..759 as the status', () => {
    expect(customPlayerStatus(player.groups)).toBe(759);
    expect(customPlayerStatus([255, 21])).toBeNull();
  });
  it('approves, reviews a foreign card holder and rejects velocity and sanctioned countries', () => {
    expect(decide(player, { ...input, card: { holder: 'ANN MULLER' } }, 0, [])).toEqual({ decision: 'approve', reasons: [] });
    expect(decide(player, { ...input, card: { holder: 'John Smith' } }, 0, []).decision).toBe('review');
    expect(decide(player, input, VELOCITY_MAX, []).reasons).toEqual(['velocity']);
    expect(decide(player, input, 0, ['DE']).decision).toBe('reject');
  });
});
