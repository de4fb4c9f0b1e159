import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CashoutRequestSchema,
  DepositRequestSchema,
  PaymentMethodsSchema,
  PaymentSchema,
  PaymentStartAnswerSchema,
  SANDBOX_TEST_CARDS,
  type Payment,
} from '../../schemas/payments';
import { VELOCITY_MAX } from './fraud';
import { seedGroups } from '../player/groups';
import { playerGroups } from '../db/schema';
import { accountBalance } from '../wallet/index';
import type { TestPlatform } from '../testing/test-platform';
import { isValidAddress } from './addresses';
import {
  CALLBACK_PATH,
  SandboxProvider,
  SIGNATURE_HEADER,
  signCallback,
  TIMESTAMP_HEADER,
  SANDBOX_FAILING_IBAN,
  storedSandboxSecret,
  sandboxSecret,
} from './sandbox-provider';
import { fraudChecks, paymentCallbacks, payments, paymentStateHistory } from './schema';
import { PaymentsService } from './service';
import {
  CASHOUT_PROFILE,
  cardBody,
  cashBalance,
  countPayoutCalls,
  depositThrough3ds,
  expectReconciled,
  fund,
  key,
  newPlayer,
  paidOnceCounts,
  paymentsPlatform,
  paymentsService,
} from './test-helpers';

let t: TestPlatform;
beforeAll(async () => {
  t = await paymentsPlatform();
  await seedGroups(t.app.deps);
});
afterAll(() => t.close());
const paidOnce = (id: number) => paidOnceCounts(t, id);

const DE_IBAN = 'DE89370400440532013000';

describe('payment methods', () => {
  it('lists the fiat methods of the player country and currency with limits, sofort hidden for group 631 and the short list for et', async () => {
    const p = await newPlayer(t, { country: 'DE' });
    const res = await p.b.call('GET', '/api/player/payment_methods?action=deposit');
    expect(res.statusCode, res.body).toBe(200);
    const methods = PaymentMethodsSchema.parse(res.json());
    expect(methods.map((m) => m.brand)).toEqual(['visa', 'mastercard', 'sofort', 'trustly']);
    const visa = methods[0]!;
    expect(visa).toMatchObject({
      id: 'sandbox:visa:EUR',
      type: 'card',
      form: 'card',
      min_amount_cents: 1000,
      max_amount_cents: 500000,
      cashout: { min_cents: 2000, max_cents: 400000 },
    });
    expect(visa.termsOfService.restrictions).toEqual({ amountCurrencyCode: 'EUR', minAmountValue: 1000, maxAmountValue: 500000 });

    await t.database.db.insert(playerGroups).values({ playerId: p.id, groupId: 631 });
    const hidden = PaymentMethodsSchema.parse((await p.b.call('GET', '/api/player/payment_methods?action=deposit')).json());
    expect(hidden.map((m) => m.brand)).not.toContain('sofort');

    const et = await newPlayer(t, { country: 'EE', locale: 'et' });
    await et.b.call('PATCH', '/api/player/update_locale', { locale: 'et' });
    const short = PaymentMethodsSchema.parse((await et.b.call('GET', '/api/player/payment_methods?action=deposit')).json());
    expect(short.map((m) => m.brand)).toEqual(['visa', 'mastercard']);
    const cashout = PaymentMethodsSchema.parse((await et.b.call('GET', '/api/player/payment_methods?action=cashout')).json());
    // No saved card yet: the card payout is not offered, the bank payout is.
    expect(cashout.map((m) => [m.brand, m.form])).toEqual([['bank_transfer', 'iban']]);
  });

  it('offers each coin on its network with the limits of P9', async () => {
    const p = await newPlayer(t, { currency: 'BTC' });
    const dep = PaymentMethodsSchema.parse((await p.b.call('GET', '/api/player/payment_methods?action=deposit&currency=BTC')).json());
    expect(dep).toHaveLength(1);
    expect(dep[0]).toMatchObject({
      brand: 'bitcoin',
      network: 'Bitcoin',
      type: 'crypto',
      min_amount_cents: 10_000,
      fee: { percent: '0', fixed_cents: 0 },
      processingTime: 'instant',
    });
    const out = PaymentMethodsSchema.parse((await p.b.call('GET', '/api/player/payment_methods?action=cashout&currency=USDT')).json());
    expect(out[0]).toMatchObject({ brand: 'tether', network: 'ERC20', form: 'wallet_address', min_amount_cents: 25_000_000, max_amount_cents: 4_000_000_000 });
    const doge = PaymentMethodsSchema.parse((await p.b.call('GET', '/api/player/payment_methods?action=cashout&currency=DOG')).json());
    expect(doge[0]).toMatchObject({ min_amount_cents: 10_000, max_amount_cents: 160_000_000_000_000 });
  });
});

describe('card deposits', () => {
  it('credits the player once through the 3-D Secure page, saves the card and pushes the balance', async () => {
    const p = await newPlayer(t);
    const pushed: { event: string; payload: unknown }[] = [];
    const off = t.events.on('player.push', (e) => e.playerId === p.id && pushed.push(e));
    const { start, location, page } = await depositThrough3ds(t, p, cardBody(SANDBOX_TEST_CARDS.approved[0], 5000));
    await t.drain();
    off();
    expect(page.headers['content-security-policy']).toMatch(/style-src 'nonce-/);
    expect(page.body).toContain('VISA •••• 4242');
    expect(start.payment.state).toBe('pending');
    expect(location).toBe(`/en/deposit?payment_id=${start.payment.id}&payment_state=succeeded`);
    const one = PaymentSchema.parse((await p.b.call('GET', `/api/player/payments/${start.payment.id}`)).json());
    expect(one).toMatchObject({ state: 'succeeded', amount_cents: 5000, action: 'deposit', brand: 'visa', recallable: false, decline_reason: null });
    expect(one.finished_at).not.toBeNull();
    expect((await cashBalance(p)).cashout).toBe(5000);
    expect(pushed.find((e) => e.event === 'private:balance')?.payload).toMatchObject({ currency: 'EUR', amount_cents: 5000, available_to_cashout_cents: 5000 });
    expect(pushed.filter((e) => e.event === 'private:payments').map((e) => (e.payload as Payment).state)).toEqual(['pending', 'succeeded']);

    // The saved card is offered again, for deposits and payouts.
    const methods = PaymentMethodsSchema.parse((await p.b.call('GET', '/api/player/payment_methods?action=cashout')).json());
    const visa = methods.find((m) => m.brand === 'visa')!;
    expect(visa.savedProfiles).toEqual([{ id: expect.any(String), title: 'VISA •••• 4242', brand: 'visa', expiry: '12/30' }]);
    const again = await depositThrough3ds(t, p, { ...cardBody('', 1000), card: undefined, saved_profile_id: visa.savedProfiles[0]!.id });
    expect(again.location).toContain('payment_state=succeeded');
    expect((await cashBalance(p)).cashout).toBe(6000);
    const history = await t.database.db.select().from(paymentStateHistory).where(eq(paymentStateHistory.paymentId, start.payment.id));
    expect(history.map((h) => [h.fromState, h.toState, h.actor])).toEqual([
      [null, 'pending', 'player'],
      ['pending', 'succeeded', 'provider'],
    ]);
    await expectReconciled(t);
  });

  it('declines on the page, and when the bank refuses, without moving money', async () => {
    const p = await newPlayer(t);
    const declined = await depositThrough3ds(t, p, cardBody(SANDBOX_TEST_CARDS.approved[1], 2000), 'decline');
    expect(declined.location).toContain('payment_state=declined');
    const poor = await depositThrough3ds(t, p, cardBody(SANDBOX_TEST_CARDS.insufficientFunds, 2000));
    expect(poor.location).toContain('payment_state=declined');
    const list = (await p.b.call('GET', '/api/player/payments')).json() as Payment[];
    expect(list.map((x) => [x.state, x.decline_reason])).toEqual([
      ['declined', 'insufficient_funds'],
      ['declined', 'threeds_failed'],
    ]);
    expect((await cashBalance(p)).amount).toBe(0);
    // The used page is gone.
    const gone = await t.app.inject({ method: 'GET', url: (declined.start.next as { url: string }).url, headers: { accept: 'text/html' } });
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('expired or was already answered');
    expect((await t.app.inject({ method: 'GET', url: (declined.start.next as { url: string }).url })).json().error).toBe('page_gone');
    await expectReconciled(t);
  });

  it('refuses a blocked BIN, an expired card, a bad Luhn number and amounts outside the limits, creating nothing', async () => {
    const p = await newPlayer(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [cardBody(SANDBOX_TEST_CARDS.blockedBin[0], 2000), 'card.number', 'validation.bankNotPossible'],
      [cardBody(SANDBOX_TEST_CARDS.blockedBin[1], 2000), 'card.number', 'validation.bankNotPossible'],
      [
        cardBody('4242424242424242', 2000, { card: { number: '4242424242424242', expiry: '10/26', cvv: '123', holder: 'Test Player' } }),
        'card.expiry',
        'validation.cardExpired',
      ],
      [cardBody('4242424242424241', 2000), 'card.number', 'validation.cardInvalid'],
      [cardBody('4242424242424242', 999), 'amount_cents', 'validation.min {"min":"10.00"}'],
      [cardBody('4242424242424242', 500001), 'amount_cents', 'validation.max {"max":"5000.00"}'],
    ];
    for (const [body, field, message] of cases) {
      const res = await p.b.call('POST', '/api/player/payments/deposit', body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    // The clock says November 2026: a card expiring this month still works.
    const ok = await p.b.call(
      'POST',
      '/api/player/payments/deposit',
      cardBody('4242424242424242', 2000, { card: { number: '4242 4242 4242 4242', expiry: '11/26', cvv: '123', holder: 'Test Player' } }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await t.database.db.select().from(payments).where(eq(payments.playerId, p.id))).toHaveLength(1);
  });

  it('refuses an unknown or lower-case currency with 422 on the field, storing no payment and no fraud check (issue 12, item 3)', async () => {
    const p = await newPlayer(t);
    for (const currency of ['XYZ', 'eur', 'FUN', '']) {
      const methods = await p.b.call('GET', `/api/player/payment_methods?action=deposit&currency=${encodeURIComponent(currency)}`);
      expect(methods.statusCode, `${currency}: ${methods.body}`).toBe(422);
      expect(Object.keys(methods.json().errors), currency).toEqual(['querystring.currency']);
      const deposit = await p.b.call('POST', '/api/player/payments/deposit', {
        ...cardBody(SANDBOX_TEST_CARDS.approved[0], 2000),
        currency,
        method_id: `sandbox:visa:${currency}`,
      });
      expect(deposit.statusCode, `${currency}: ${deposit.body}`).toBe(422);
      expect(Object.keys(deposit.json().errors), currency).toEqual(['currency']);
      const check = await p.b.call('POST', '/api/users/transaction', { type: 'transaction', amount_cents: 2000, currency, payment_system: 'sandbox:visa:EUR' });
      expect(check.statusCode, `${currency}: ${check.body}`).toBe(422);
      expect(Object.keys(check.json().errors), currency).toEqual(['currency']);
    }
    expect(await t.database.db.select().from(payments).where(eq(payments.playerId, p.id))).toHaveLength(0);
    expect(await t.database.db.select().from(fraudChecks).where(eq(fraudChecks.playerId, p.id))).toHaveLength(0);
  });

  it('answers a double click with the same payment and refuses the key for another body', async () => {
    const p = await newPlayer(t);
    const body = cardBody(SANDBOX_TEST_CARDS.approved[0], 3000);
    const [a, b2] = await Promise.all([p.b.call('POST', '/api/player/payments/deposit', body), p.b.call('POST', '/api/player/payments/deposit', body)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b2.statusCode, b2.body).toBe(200);
    const first = PaymentStartAnswerSchema.parse(a.json());
    expect(PaymentStartAnswerSchema.parse(b2.json()).payment.id).toBe(first.payment.id);
    const other = await p.b.call('POST', '/api/player/payments/deposit', { ...body, amount_cents: 3001 });
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toBe('idempotency_conflict');
    expect(await t.database.db.select().from(payments).where(eq(payments.playerId, p.id))).toHaveLength(1);
  });
});

describe('provider callbacks', () => {
  async function pendingDeposit() {
    const p = await newPlayer(t);
    const res = await p.b.call('POST', '/api/player/payments/deposit', cardBody(SANDBOX_TEST_CARDS.approved[0], 4000));
    const start = PaymentStartAnswerSchema.parse(res.json());
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, start.payment.id));
    return { p, start, ref: row!.providerRef! };
  }
  /** A callback signed as the platform's sandbox signs (its stored secret), or with the given secret. */
  const callback = (body: object, secret?: string, ts = String(t.clock.now().getTime())) => {
    const raw = JSON.stringify(body);
    const sandbox = paymentsService(t.app).provider('sandbox') as SandboxProvider;
    const signature = secret === undefined ? sandbox.sign(ts, raw) : signCallback(secret, ts, raw);
    return t.app.inject({
      method: 'POST',
      url: CALLBACK_PATH,
      payload: raw,
      headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: ts, [SIGNATURE_HEADER]: signature },
    });
  };

  it('refuses a bad, missing or stale signature with 401 and changes nothing', async () => {
    const { p, start, ref } = await pendingDeposit();
    const body = {
      event_id: `${ref}:succeeded`,
      payment_id: start.payment.id,
      provider_ref: ref,
      kind: 'deposit',
      status: 'succeeded',
      reason: null,
      card: null,
    };
    expect((await callback(body, 'not-the-sandbox-secret-at-all')).statusCode).toBe(401);
    expect((await callback(body, undefined, String(t.clock.now().getTime() - 10 * 60_000))).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: CALLBACK_PATH, payload: body })).statusCode).toBe(401);
    expect((await p.b.call('GET', `/api/player/payments/${start.payment.id}`)).json().state).toBe('pending');
    expect(await t.database.db.select().from(paymentCallbacks).where(eq(paymentCallbacks.paymentId, start.payment.id))).toHaveLength(0);
    expect((await cashBalance(p)).amount).toBe(0);
  });

  it('moves money once when a callback is replayed or repeated under another event id', async () => {
    const { p, start, ref } = await pendingDeposit();
    const body = {
      event_id: `${ref}:succeeded`,
      payment_id: start.payment.id,
      provider_ref: ref,
      kind: 'deposit',
      status: 'succeeded',
      reason: null,
      card: null,
    };
    const results = await Promise.all([callback(body), callback(body), callback(body)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(results.map((r) => r.json().result).sort()).toEqual(['applied', 'duplicate', 'duplicate']);
    expect((await callback({ ...body, event_id: 'another-id' })).json().result).toBe('ignored_final');
    expect((await callback({ ...body, event_id: 'declined-late', status: 'declined', reason: 'do_not_honor' })).json().result).toBe('ignored_final');
    expect((await cashBalance(p)).amount).toBe(4000);
    // Another payment's reference is not applied.
    const second = await pendingDeposit();
    expect((await callback({ ...body, event_id: 'wrong-ref', payment_id: second.start.payment.id })).json().result).toBe('unknown_payment');
    expect((await cashBalance(second.p)).amount).toBe(0);
    await expectReconciled(t);
  });

  /** The constant the sandbox used to sign with outside production, when it was in the source. */
  const formerConstantSecret = 'reelhouse-dev-sandbox-payments-secret';
  /** A deposit whose provider never answered the start call: the platform recorded no reference. */
  async function unansweredDeposit() {
    const p = await newPlayer(t);
    const res = await p.b.call('POST', '/api/player/payments/deposit', cardBody(SANDBOX_TEST_CARDS.timeout, 4000));
    expect(res.statusCode, res.body).toBe(504);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.playerId, p.id));
    expect(row).toMatchObject({ state: 'pending', providerRef: null });
    return { p, id: row!.id };
  }

  it('refuses a deposit callback signed with the former constant secret (issue 12, item 2)', async () => {
    const { p, id } = await unansweredDeposit();
    const forged = { event_id: 'forged:1', payment_id: id, provider_ref: 'sbx_forged', kind: 'deposit', status: 'succeeded', reason: null, card: null };
    const res = await callback(forged, formerConstantSecret);
    expect(res.statusCode, res.body).toBe(401);
    expect((await t.database.db.select().from(payments).where(eq(payments.id, id)))[0]!.state).toBe('pending');
    expect((await cashBalance(p)).amount).toBe(0);
    await expectReconciled(t);
  });

  it('refuses a well-signed callback whose reference the provider does not confirm', async () => {
    const { p, id } = await unansweredDeposit();
    // The provider never answered: asked, it says the payment still hangs, so nothing is credited.
    const forged = { event_id: 'forged:2', payment_id: id, provider_ref: 'sbx_forged_2', kind: 'deposit', status: 'succeeded', reason: null, card: null };
    const res = await callback(forged);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toBe('unknown_payment');
    expect((await t.database.db.select().from(payments).where(eq(payments.id, id)))[0]!.state).toBe('pending');
    expect((await cashBalance(p)).amount).toBe(0);

    // A recorded reference must be matched exactly, whatever the signature.
    const { start, ref } = await pendingDeposit();
    const other = {
      event_id: 'forged:3',
      payment_id: start.payment.id,
      provider_ref: `${ref}x`,
      kind: 'deposit',
      status: 'succeeded',
      reason: null,
      card: null,
    };
    expect((await callback(other)).json().result).toBe('unknown_payment');
    expect((await t.database.db.select().from(payments).where(eq(payments.id, start.payment.id)))[0]!.state).toBe('pending');
    await expectReconciled(t);
  });

  it('applies a callback that arrives before the start call returned', async () => {
    const sandbox = paymentsService(t.app).provider('sandbox') as SandboxProvider;
    const original = sandbox.startDeposit.bind(sandbox);
    sandbox.startDeposit = async (input) => {
      const r = await original(input);
      if (r.kind === 'redirect') await sandbox.decide(r.url.split('/').pop()!, true, input.at);
      return r;
    };
    try {
      const p = await newPlayer(t);
      const res = await p.b.call('POST', '/api/player/payments/deposit', cardBody(SANDBOX_TEST_CARDS.approved[0], 2500));
      const answer = PaymentStartAnswerSchema.parse(res.json());
      expect(answer.payment.state).toBe('succeeded');
      expect(answer.next).toEqual({ type: 'done', state: 'succeeded' });
      expect((await cashBalance(p)).amount).toBe(2500);
    } finally {
      sandbox.startDeposit = original;
    }
    await expectReconciled(t);
  });
});

describe('crypto deposits', () => {
  it('shows a well-formed address and credits after the simulated confirmation, surviving a poll before it', async () => {
    const p = await newPlayer(t, { currency: 'LTC' });
    const res = await p.b.call('POST', '/api/player/payments/deposit', {
      idempotency_key: key(),
      method_id: 'sandbox:litecoin:LTC',
      amount_cents: 2_000_000,
      currency: 'LTC',
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = PaymentStartAnswerSchema.parse(res.json());
    if (answer.next.type !== 'crypto_address') throw new Error('expected an address');
    expect(answer.next.network).toBe('LTC');
    expect(isValidAddress('LTC', answer.next.address)).toBe(true);
    expect(answer.next.uri).toBe(`litecoin:${answer.next.address}?amount=0.02000000`);
    expect(answer.payment.crypto?.address).toBe(answer.next.address);
    const service = paymentsService(t.app);
    t.clock.advance(10_000);
    await service.runJobs();
    expect((await p.b.call('GET', `/api/player/payments/${answer.payment.id}`)).json().state).toBe('pending');
    t.clock.advance(10_001);
    await service.runJobs();
    expect((await p.b.call('GET', `/api/player/payments/${answer.payment.id}`)).json().state).toBe('succeeded');
    expect((await cashBalance(p, 'LTC')).amount).toBe(2_000_000);
    // Below the P9 minimum of 0.01 LTC.
    const low = await p.b.call('POST', '/api/player/payments/deposit', {
      idempotency_key: key(),
      method_id: 'sandbox:litecoin:LTC',
      amount_cents: 999_999,
      currency: 'LTC',
    });
    expect(low.json().errors.amount_cents).toEqual(['validation.min {"min":"0.01000000"}']);
    await expectReconciled(t);
  });
});

describe('restart', () => {
  it('confirms a crypto deposit started before a restart: a new process finds its confirm_at in the database', async () => {
    const p = await newPlayer(t, { currency: 'BTC' });
    const res = await p.b.call('POST', '/api/player/payments/deposit', {
      idempotency_key: key(),
      method_id: 'sandbox:bitcoin:BTC',
      amount_cents: 50_000,
      currency: 'BTC',
    });
    const id = PaymentStartAnswerSchema.parse(res.json()).payment.id;
    // A fresh provider and service, as a restarted process builds them: nothing carried over in memory.
    const deps = t.app.deps;
    const deliver = async (raw: string, headers: Record<string, string>) =>
      (await t.app.inject({ method: 'POST', url: CALLBACK_PATH, payload: raw, headers })).statusCode === 200;
    const sandbox = new SandboxProvider({
      db: deps.db,
      clock: deps.clock,
      secret: await storedSandboxSecret(deps.db, deps.clock.now()),
      cryptoConfirmMs: 20_000,
      deliver,
    });
    const restarted = new PaymentsService(deps, [sandbox], t.app.modules.limits.policies.deposit);
    t.clock.advance(20_001);
    await restarted.runJobs();
    expect((await p.b.call('GET', `/api/player/payments/${id}`)).json().state).toBe('succeeded');
    expect((await cashBalance(p, 'BTC')).amount).toBe(50_000);
    await expectReconciled(t);
  });
});

describe('sandbox secret', () => {
  it('is made once per database from node:crypto and kept, never a constant; production needs it configured', async () => {
    const db = t.database.db;
    const first = await storedSandboxSecret(db, t.clock.now());
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // A restart reads the same secret; a fresh database gets its own.
    expect(await storedSandboxSecret(db, t.clock.now())).toBe(first);
    expect(await sandboxSecret(undefined, false, db, t.clock.now())).toBe(first);
    const other = await paymentsPlatform();
    try {
      expect(await storedSandboxSecret(other.database.db, other.clock.now())).not.toBe(first);
    } finally {
      await other.close();
    }
    expect(await sandboxSecret('configured-secret-of-24ch', false, db, t.clock.now())).toBe('configured-secret-of-24ch');
    expect(await sandboxSecret(undefined, true, db, t.clock.now())).toBeNull();
  });
});

describe('callback delivery', () => {
  it('sends a callback our endpoint did not take again on the next poll, and the browser comes back pending meanwhile', async () => {
    const deps = t.app.deps;
    let down = true;
    const deliver = async (raw: string, headers: Record<string, string>) =>
      !down && (await t.app.inject({ method: 'POST', url: CALLBACK_PATH, payload: raw, headers })).statusCode === 200;
    const sandbox = new SandboxProvider({
      db: deps.db,
      clock: deps.clock,
      secret: await storedSandboxSecret(deps.db, deps.clock.now()),
      cryptoConfirmMs: 20_000,
      deliver,
    });
    const service = new PaymentsService(deps, [sandbox], t.app.modules.limits.policies.deposit);
    const p = await newPlayer(t);
    const answer = await service.deposit(
      p.id,
      DepositRequestSchema.parse({
        ...cardBody(SANDBOX_TEST_CARDS.approved[0], 3300),
        card: { number: '4242424242424242', expiry: '12/30', cvv: '123', holder: 'Test Player' },
      }),
    );
    if (answer.next.type !== 'redirect') throw new Error('expected the hosted page');
    const decided = await sandbox.decide(answer.next.url.split('/').pop()!, true, t.clock.now());
    expect(decided?.status).toBe('succeeded');
    expect((await p.b.call('GET', `/api/player/payments/${answer.payment.id}`)).json().state).toBe('pending');
    down = false;
    await service.runJobs();
    expect((await p.b.call('GET', `/api/player/payments/${answer.payment.id}`)).json().state).toBe('succeeded');
    await service.runJobs();
    expect((await cashBalance(p)).amount).toBe(3300);
    await expectReconciled(t);
  });
});

describe('crypto expiry', () => {
  it('cancels a crypto deposit whose address expired unpaid', async () => {
    const deps = t.app.deps;
    const deliver = async (raw: string, headers: Record<string, string>) =>
      (await t.app.inject({ method: 'POST', url: CALLBACK_PATH, payload: raw, headers })).statusCode === 200;
    // A chain slower than the address lifetime (60 min).
    const sandbox = new SandboxProvider({
      db: deps.db,
      clock: deps.clock,
      secret: await storedSandboxSecret(deps.db, deps.clock.now()),
      cryptoConfirmMs: 3 * 3_600_000,
      deliver,
    });
    const service = new PaymentsService(deps, [sandbox], t.app.modules.limits.policies.deposit);
    const p = await newPlayer(t, { currency: 'DOG' });
    const answer = await service.deposit(p.id, { idempotency_key: key(), method_id: 'sandbox:dogecoin:DOG', amount_cents: 100_000_000, currency: 'DOG' });
    expect(answer.next.type).toBe('crypto_address');
    t.clock.advance(30 * 60_000);
    await service.runJobs();
    expect((await p.b.call('GET', `/api/player/payments/${answer.payment.id}`)).json().state).toBe('pending');
    t.clock.advance(30 * 60_000 + 1);
    await service.runJobs();
    expect((await p.b.call('GET', `/api/player/payments/${answer.payment.id}`)).json()).toMatchObject({
      state: 'canceled',
      decline_reason: 'address_expired',
      crypto: null,
    });
    // The chain confirming later changes nothing: the sandbox stopped watching the address.
    t.clock.advance(3 * 3_600_000);
    await service.runJobs();
    expect((await cashBalance(p, 'DOG')).amount).toBe(0);
    await expectReconciled(t);
  });
});

describe('database rules (migration 0015)', () => {
  it('refuses moving a payment backwards or out of a final state, changing its amount, and deleting it', async () => {
    const p = await newPlayer(t);
    const { start } = await depositThrough3ds(t, p, cardBody(SANDBOX_TEST_CARDS.approved[0], 1500));
    const id = start.payment.id;
    const db = t.database.db;
    await expect(db.update(payments).set({ state: 'pending', finishedAt: null }).where(eq(payments.id, id))).rejects.toThrow();
    await expect(db.update(payments).set({ amount: 999_999n }).where(eq(payments.id, id))).rejects.toThrow();
    await expect(db.delete(payments).where(eq(payments.id, id))).rejects.toThrow();
    await expect(db.update(paymentStateHistory).set({ reason: 'x' }).where(eq(paymentStateHistory.paymentId, id))).rejects.toThrow();
    const [row] = await db.select().from(payments).where(eq(payments.id, id));
    expect(row).toMatchObject({ state: 'succeeded', amount: 1500n });
  });
});

describe('withdrawals', () => {
  const cashout = (amount: number, extra: Record<string, unknown> = {}) => ({
    idempotency_key: key(),
    method_id: 'sandbox:bank_transfer:EUR',
    amount_cents: amount,
    currency: 'EUR',
    iban: DE_IBAN,
    ...extra,
  });

  it('refuses a withdrawal until the profile holds every field the cashout context requires, naming them (issue 13, item 2)', async () => {
    const p = await newPlayer(t, {}, { profile: false });
    await fund(t, p.id, 10_000n);
    const { mobile_phone: _phone, ...withoutPhone } = CASHOUT_PROFILE;
    expect((await p.b.call('PATCH', '/api/player', { context: 'deposit', user: withoutPhone })).statusCode).toBe(200);
    const refused = await p.b.call('POST', '/api/player/payments/cashout', cashout(2000));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: 'profile_incomplete', errors: { 'user.mobile_phone': ['validation.required'] } });
    expect(Object.keys((refused.json() as { errors: Record<string, unknown> }).errors)).toEqual(['user.mobile_phone']);
    expect(await cashBalance(p)).toEqual({ amount: 10_000, cashout: 10_000 });
    expect(await t.database.db.select().from(payments).where(eq(payments.playerId, p.id))).toHaveLength(0);
    // The same rule as the form: once the cashout context is filled, the same call goes through.
    expect((await p.b.call('PATCH', '/api/player', { context: 'cashout', user: { mobile_phone: CASHOUT_PROFILE.mobile_phone } })).statusCode).toBe(200);
    expect((await p.b.call('POST', '/api/player/payments/cashout', cashout(2000))).statusCode).toBe(200);
  });

  it('reserves at once, never more than the cash, and the player can recall while reserved', async () => {
    const p = await newPlayer(t);
    await fund(t, p.id, 10_000n);
    const over = await p.b.call('POST', '/api/player/payments/cashout', cashout(10_001));
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ error: 'insufficient_funds', errors: { amount_cents: ['validation.notEnoughMoney'] } });
    const res = await p.b.call('POST', '/api/player/payments/cashout', cashout(6000));
    expect(res.statusCode, res.body).toBe(200);
    const answer = PaymentStartAnswerSchema.parse(res.json());
    expect(answer).toMatchObject({ payment: { state: 'reserved', recallable: true }, next: { type: 'done', state: 'reserved' }, notices: [] });
    expect(await cashBalance(p)).toEqual({ amount: 4000, cashout: 4000 });
    expect(await accountBalance(t.database.db, { house: 'withdrawals_pending', currency: 'EUR' })).toBeGreaterThanOrEqual(6000n);

    const recall = await p.b.call('POST', `/api/player/payments/${answer.payment.id}/recall`, {});
    expect(recall.statusCode, recall.body).toBe(200);
    expect(recall.json()).toMatchObject({ state: 'recalled', recallable: false });
    expect((await p.b.call('POST', `/api/player/payments/${answer.payment.id}/recall`, {})).json().state).toBe('recalled');
    expect((await cashBalance(p)).cashout).toBe(10_000);
    const other = await newPlayer(t);
    expect((await other.b.call('POST', `/api/player/payments/${answer.payment.id}/recall`, {})).statusCode).toBe(404);
    await expectReconciled(t);
  });

  it('does not count refused cashouts toward the fraud velocity rule, only those that reserved money (issue 12, item 6)', async () => {
    const p = await newPlayer(t);
    await fund(t, p.id, 5000n);
    const service = paymentsService(t.app);
    // More refusals than the velocity rule allows attempts (the service itself: the route's per-IP limit is not the subject).
    for (let i = 0; i < VELOCITY_MAX + 1; i++) {
      await expect(service.cashout(p.id, CashoutRequestSchema.parse(cashout(6000)))).rejects.toMatchObject({ statusCode: 422, code: 'insufficient_funds' });
    }
    const ok = await service.cashout(p.id, CashoutRequestSchema.parse(cashout(2000)));
    expect(ok.payment).toMatchObject({ state: 'reserved', amount_cents: 2000 });
    expect((await cashBalance(p)).cashout).toBe(3000);
    await expectReconciled(t);
  });

  it('checks the IBAN, adds group 1101 and the LT notice for an LT IBAN', async () => {
    const p = await newPlayer(t);
    await fund(t, p.id, 10_000n);
    const bad = await p.b.call('POST', '/api/player/payments/cashout', cashout(2000, { iban: 'DE89370400440532013001' }));
    expect(bad.json().errors).toEqual({ iban: ['validation.ibanInvalid'] });
    const lt = await p.b.call('POST', '/api/player/payments/cashout', cashout(2000, { iban: 'LT12 1000 0111 0100 1000' }));
    expect(lt.statusCode, lt.body).toBe(200);
    expect(lt.json().notices).toEqual(['lt_iban']);
    const groups = await t.database.db
      .select()
      .from(playerGroups)
      .where(and(eq(playerGroups.playerId, p.id), eq(playerGroups.groupId, 1101)));
    expect(groups).toHaveLength(1);
  });

  it('keeps two withdrawals racing for the same funds to at most one', async () => {
    const p = await newPlayer(t);
    await fund(t, p.id, 5000n);
    const results = await Promise.all([
      p.b.call('POST', '/api/player/payments/cashout', cashout(4000)),
      p.b.call('POST', '/api/player/payments/cashout', cashout(4000)),
      p.b.call('POST', '/api/player/payments/cashout', cashout(4000)),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422, 422]);
    expect((await cashBalance(p)).cashout).toBe(1000);
    expect(await t.database.db.select().from(payments).where(eq(payments.playerId, p.id))).toHaveLength(1);
    await expectReconciled(t);
  });

  it('lets exactly one of a recall and an approval racing on one withdrawal win', async () => {
    const p = await newPlayer(t);
    await fund(t, p.id, 8000n);
    const service = paymentsService(t.app);
    for (let i = 0; i < 3; i++) {
      const w = PaymentStartAnswerSchema.parse((await p.b.call('POST', '/api/player/payments/cashout', cashout(2000))).json());
      const [recall, approve] = await Promise.allSettled([
        p.b.call('POST', `/api/player/payments/${w.payment.id}/recall`, {}),
        service.approve(w.payment.id, { staffId: 1, auditInTx: async () => undefined }),
      ]);
      const recalled = recall.status === 'fulfilled' && recall.value.statusCode === 200;
      const approved = approve.status === 'fulfilled';
      expect(recalled !== approved, `recall ${recall.status === 'fulfilled' ? recall.value.body : ''} approve ${approve.status}`).toBe(true);
      const [row] = await t.database.db.select().from(payments).where(eq(payments.id, w.payment.id));
      expect(row!.state).toBe(recalled ? 'recalled' : 'succeeded');
    }
    await expectReconciled(t);
  });

  it('pays out on staff approval, gives the money back on rejection and on a failed payout', async () => {
    const p = await newPlayer(t);
    await fund(t, p.id, 20_000n);
    const service = paymentsService(t.app);
    const staff = { staffId: 1, auditInTx: async () => undefined };
    const a = PaymentStartAnswerSchema.parse((await p.b.call('POST', '/api/player/payments/cashout', cashout(5000))).json());
    const approved = await service.approve(a.payment.id, staff);
    expect(approved.state).toBe('succeeded');
    expect((await p.b.call('POST', `/api/player/payments/${a.payment.id}/recall`, {})).statusCode).toBe(409);

    const r = PaymentStartAnswerSchema.parse((await p.b.call('POST', '/api/player/payments/cashout', cashout(3000))).json());
    const rejected = await service.reject(r.payment.id, 'Documents missing', staff);
    expect(rejected).toMatchObject({ state: 'rejected', rejectReason: 'Documents missing' });

    const f = PaymentStartAnswerSchema.parse((await p.b.call('POST', '/api/player/payments/cashout', cashout(2000, { iban: SANDBOX_FAILING_IBAN }))).json());
    const failed = await service.approve(f.payment.id, staff);
    expect(failed).toMatchObject({ state: 'declined', declineReason: 'payout_failed' });
    expect((await cashBalance(p)).cashout).toBe(15_000);
    await expect(service.approve(r.payment.id, staff)).rejects.toMatchObject({ code: 'invalid_state' });
    await expectReconciled(t);
  });
});

describe('faults and recovery', () => {
  it('leaves a deposit whose provider times out pending and cancels it on recovery', async () => {
    const p = await newPlayer(t);
    const res = await p.b.call('POST', '/api/player/payments/deposit', cardBody(SANDBOX_TEST_CARDS.timeout, 2000));
    expect(res.statusCode).toBe(504);
    expect(res.json().error).toBe('provider_timeout');
    const [row] = await t.database.db.select().from(payments).where(eq(payments.playerId, p.id));
    expect(row!.state).toBe('pending');
    const service = paymentsService(t.app);
    await service.recover();
    expect((await t.database.db.select().from(payments).where(eq(payments.id, row!.id)))[0]!.state).toBe('pending');
    t.clock.advance(120_001);
    await service.recover();
    const [after] = await t.database.db.select().from(payments).where(eq(payments.id, row!.id));
    expect(after).toMatchObject({ state: 'canceled', declineReason: 'provider_timeout' });
    expect((await cashBalance(p)).amount).toBe(0);
    await expectReconciled(t);
  });

  /** A withdrawal approved by staff whose process died before the payout call: left `processing`. */
  async function crashedApproval(amount: number) {
    const p = await newPlayer(t);
    await fund(t, p.id, 9000n);
    const service = paymentsService(t.app);
    const sandbox = service.provider('sandbox') as SandboxProvider;
    const original = sandbox.startPayout.bind(sandbox);
    sandbox.startPayout = () => Promise.reject(new Error('process died'));
    const w = PaymentStartAnswerSchema.parse((await p.b.call('POST', '/api/player/payments/cashout', cashout(amount))).json());
    try {
      await expect(service.approve(w.payment.id, { staffId: 1, auditInTx: async () => undefined })).rejects.toThrow('process died');
    } finally {
      sandbox.startPayout = original;
    }
    expect((await t.database.db.select().from(payments).where(eq(payments.id, w.payment.id)))[0]!.state).toBe('processing');
    return { p, id: w.payment.id, service };
  }

  it('resolves a crash between approving a withdrawal and the payout call, paying once however often recovery runs', async () => {
    const { p, id, service } = await crashedApproval(7000);
    const counted = countPayoutCalls(t);
    try {
      t.clock.advance(2 * t.config.PAYMENT_PROVIDER_TIMEOUT_MS + 1);
      await service.recover();
      await service.recover();
    } finally {
      counted.restore();
    }
    expect((await t.database.db.select().from(payments).where(eq(payments.id, id)))[0]!.state).toBe('succeeded');
    expect(counted.calls(id)).toBe(1);
    expect(await paidOnce(id)).toEqual({ paid: 1, released: 0, providerPayouts: 1 });
    expect((await cashBalance(p)).cashout).toBe(2000);
    await expectReconciled(t);
  });

  it('asks the provider once when two recoveries run at the same time (a slow poll, another instance)', async () => {
    const { p, id, service } = await crashedApproval(6000);
    const counted = countPayoutCalls(t);
    try {
      t.clock.advance(2 * t.config.PAYMENT_PROVIDER_TIMEOUT_MS + 1);
      await Promise.all([service.recover(), service.recover(), service.recover()]);
    } finally {
      counted.restore();
    }
    expect((await t.database.db.select().from(payments).where(eq(payments.id, id)))[0]!.state).toBe('succeeded');
    expect(counted.calls(id)).toBe(1);
    expect(await paidOnce(id)).toEqual({ paid: 1, released: 0, providerPayouts: 1 });
    expect((await cashBalance(p)).cashout).toBe(3000);
    await expectReconciled(t);
  });

  it('cancels a deposit the provider never heard of (crash before the provider call)', async () => {
    const p = await newPlayer(t);
    const service = paymentsService(t.app);
    const sandbox = service.provider('sandbox') as SandboxProvider;
    const original = sandbox.startDeposit.bind(sandbox);
    sandbox.startDeposit = () => Promise.reject(new Error('process died'));
    try {
      const res = await p.b.call('POST', '/api/player/payments/deposit', cardBody(SANDBOX_TEST_CARDS.approved[0], 2000));
      expect(res.statusCode).toBe(500);
    } finally {
      sandbox.startDeposit = original;
    }
    t.clock.advance(120_001);
    await service.recover();
    const [row] = await t.database.db.select().from(payments).where(eq(payments.playerId, p.id));
    expect(row).toMatchObject({ state: 'canceled', declineReason: 'provider_timeout' });
    await expectReconciled(t);
  });

  it('cancels a deposit whose start died after the provider opened its page (found by npm run chaos), and a repeat of the key then answers it', async () => {
    const p = await newPlayer(t);
    const service = paymentsService(t.app);
    const sandbox = service.provider('sandbox') as SandboxProvider;
    const original = sandbox.startDeposit.bind(sandbox);
    // The provider opens its 3-D Secure page, then the process dies before our answer is stored.
    sandbox.startDeposit = async (input) => {
      await original(input);
      throw new Error('process died');
    };
    const body = cardBody(SANDBOX_TEST_CARDS.approved[0], 2000);
    try {
      expect((await p.b.call('POST', '/api/player/payments/deposit', body)).statusCode).toBe(500);
    } finally {
      sandbox.startDeposit = original;
    }
    const [row] = await t.database.db.select().from(payments).where(eq(payments.playerId, p.id));
    expect(row).toMatchObject({ state: 'pending', nextAction: null });
    // The sandbox still waits on its page (status pending), so only the missing answer tells recovery.
    t.clock.advance(120_001);
    await service.recover();
    const [after] = await t.database.db.select().from(payments).where(eq(payments.id, row!.id));
    expect(after).toMatchObject({ state: 'canceled', declineReason: 'provider_timeout' });
    const again = await p.b.call('POST', '/api/player/payments/deposit', body);
    expect(again.statusCode).toBe(200);
    expect(PaymentStartAnswerSchema.parse(again.json()).next).toEqual({ type: 'done', state: 'canceled' });
    expect((await cashBalance(p)).amount).toBe(0);
    await expectReconciled(t);
  });

  const cashout = (amount: number) => ({
    idempotency_key: key(),
    method_id: 'sandbox:bank_transfer:EUR',
    amount_cents: amount,
    currency: 'EUR',
    iban: DE_IBAN,
  });
});
