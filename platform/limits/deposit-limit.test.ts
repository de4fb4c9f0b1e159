import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LimitsSchema } from '../../schemas/limits';
import {
  DepositRefusalSchema,
  PaymentMethodsSchema,
  PaymentStartAnswerSchema,
  SANDBOX_TEST_CARDS,
  type Payment,
  type PaymentStartAnswer,
} from '../../schemas/payments';
import { and, eq } from 'drizzle-orm';
import { Browser, GOOD_PASSWORD } from '../auth/auth-test-helpers';
import type { TestPlatform } from '../testing/test-platform';
import { cardBody, cashBalance, depositThrough3ds, expectReconciled, fund, key, newPlayer, paymentsPlatform, type TestPlayer } from '../payments/test-helpers';
import { playerLimitAudit } from './schema';

const CARD = SANDBOX_TEST_CARDS.approved[0];

/**
 * The deposit limit through the real cashbox (platform/payments calls the limits deposit guard
 * when a deposit starts and again when its money arrives), on the database TEST_DB names.
 */
describe('deposit limit in the cashbox', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await paymentsPlatform();
  });
  afterAll(async () => t?.close());

  const start = async (p: TestPlayer, amount: number) => p.b.call('POST', '/api/player/payments/deposit', cardBody(CARD, amount));
  /** Answers the hosted 3-D Secure page of a started deposit with Approve. */
  async function approve(answer: PaymentStartAnswer): Promise<string> {
    const page = await t.app.inject({ method: 'GET', url: (answer.next as { url: string }).url, headers: { accept: 'text/html' } });
    const action = /<form method="post" action="([^"]+)"/.exec(page.body)![1]!.replaceAll('&amp;', '&');
    const post = await t.app.inject({
      method: 'POST',
      url: action,
      payload: 'decision=approve',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    return String(post.headers.location);
  }

  it('refuses the deposit that would pass the limit when it starts, and shows the limit reached', async () => {
    const p = await newPlayer(t);
    expect((await p.b.call('POST', '/api/user_limits', { type: 'deposit', period: 'day', amount_cents: 10_000 })).statusCode).toBe(200);
    expect((await depositThrough3ds(t, p, cardBody(CARD, 6_000))).location).toContain('payment_state=succeeded');
    const over = await start(p, 5_000);
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ error: 'limit_reached' });
    expect((await depositThrough3ds(t, p, cardBody(CARD, 4_000))).location).toContain('payment_state=succeeded');
    const [l] = LimitsSchema.parse((await p.b.call('GET', '/api/user_limits')).json());
    expect(l).toMatchObject({ current_value_amount_cents: 10_000, reached: true });
    expect((await cashBalance(p)).cashout).toBe(10_000);
    // Rolling day: a day later the first deposits no longer count.
    t.clock.advance(24 * 3_600_000 + 1_000);
    expect((await depositThrough3ds(t, p, cardBody(CARD, 10_000))).location).toContain('payment_state=succeeded');
    await expectReconciled(t);
  });

  it('counts the deposits made earlier in the window, before the limit was set, and a refusal says how much is left (issue 13, item 7)', async () => {
    const p = await newPlayer(t);
    expect((await depositThrough3ds(t, p, cardBody(CARD, 5_000))).location).toContain('payment_state=succeeded');
    t.clock.advance(60_000);
    expect((await p.b.call('POST', '/api/user_limits', { type: 'deposit', period: 'day', amount_cents: 10_000 })).statusCode).toBe(200);
    const [l] = LimitsSchema.parse((await p.b.call('GET', '/api/user_limits')).json());
    expect(l).toMatchObject({ currency: 'EUR', current_value_amount_cents: 5_000, reached: false });
    const over = await start(p, 6_000);
    expect(over.statusCode).toBe(403);
    expect(DepositRefusalSchema.parse(over.json())).toMatchObject({
      error: 'limit_reached',
      limit: { currency: 'EUR', remaining_cents: 5_000, amount_cents: 10_000, period: 'day' },
    });
    expect((await depositThrough3ds(t, p, cardBody(CARD, 5_000))).location).toContain('payment_state=succeeded');
    const full = await start(p, 1_000);
    expect(DepositRefusalSchema.parse(full.json()).limit).toMatchObject({ remaining_cents: 0 });
    // A day after the first deposit, only the second one still counts.
    t.clock.advance(24 * 3_600_000 - 30_000);
    const [later] = LimitsSchema.parse((await p.b.call('GET', '/api/user_limits')).json());
    expect(later).toMatchObject({ current_value_amount_cents: 5_000 });
    await expectReconciled(t);
  });

  it('credits at most one of two deposits started under one limit; the other is declined as its money arrives', async () => {
    const p = await newPlayer(t);
    await p.b.call('POST', '/api/user_limits', { type: 'deposit', period: 'week', amount_cents: 10_000 });
    const [a, b] = await Promise.all([start(p, 7_000), start(p, 7_000)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const outcomes = await Promise.all([approve(a.json() as PaymentStartAnswer), approve(b.json() as PaymentStartAnswer)]);
    expect(outcomes.filter((o) => o.includes('payment_state=succeeded'))).toHaveLength(1);
    const list = (await p.b.call('GET', '/api/player/payments')).json() as Payment[];
    expect(list.map((x) => x.state).sort()).toEqual(['declined', 'succeeded']);
    expect(list.find((x) => x.state === 'declined')?.decline_reason).toBe('limit_reached');
    expect((await cashBalance(p)).cashout).toBe(7_000);
    await expectReconciled(t);
  });

  it('refuses a deposit during a cooling-off (the player is signed out) and after it ends deposits again', async () => {
    const p = await newPlayer(t);
    await p.b.call('POST', '/api/user_limits', { type: 'coolingoff', period: 'day' });
    expect((await start(p, 1_000)).statusCode).toBe(401);
    expect((await p.b.call('POST', '/api/users/sign_in', { user: { email: p.email, password: GOOD_PASSWORD } })).json()).toMatchObject({
      error: 'account_excluded',
    });
    t.clock.advance(24 * 3_600_000);
    expect((await p.b.call('POST', '/api/users/sign_in', { user: { email: p.email, password: GOOD_PASSWORD } })).statusCode).toBe(200);
    expect((await depositThrough3ds(t, p, cardBody(CARD, 1_000))).location).toContain('payment_state=succeeded');
  });

  it('lets a self-excluded player withdraw their cash with their credentials, and nothing else', async () => {
    // With the profile as sign-up left it (no phone): the excluded player cannot sign in to complete
    // it, and their balance must still be returnable, so the cashout profile rule does not apply here.
    const p = await newPlayer(t, {}, { profile: false });
    await fund(t, p.id, 8_000n);
    await p.b.call('POST', '/api/user_limits', { type: 'selfexclusion', period: 'forever' });
    const guest = new Browser(t);
    const user = { email: p.email, password: GOOD_PASSWORD };
    const wrong = await guest.call('POST', '/api/user_limits/excluded_cashout/methods', { user: { ...user, password: 'Not-the-one1!' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ error: 'invalid_credentials' });
    const methods = PaymentMethodsSchema.parse((await guest.call('POST', '/api/user_limits/excluded_cashout/methods', { user })).json());
    expect(methods.map((m) => m.id)).toContain('sandbox:bank_transfer:EUR');
    const cashout = { idempotency_key: key(), method_id: 'sandbox:bank_transfer:EUR', amount_cents: 8_000, currency: 'EUR', iban: 'DE89370400440532013000' };
    const res = await guest.call('POST', '/api/user_limits/excluded_cashout', { user, cashout });
    expect(res.statusCode, res.body).toBe(200);
    expect(PaymentStartAnswerSchema.parse(res.json()).payment).toMatchObject({ action: 'cashout', state: 'reserved', amount_cents: 8_000 });
    // No session came with it: the rest of the casino stays closed.
    expect(guest.token).toBeUndefined();
    expect((await guest.call('GET', '/api/player')).statusCode).toBe(401);
    const [row] = await t.database.db
      .select()
      .from(playerLimitAudit)
      .where(and(eq(playerLimitAudit.playerId, p.id), eq(playerLimitAudit.action, 'excluded_cashout')));
    expect(row?.after).toMatchObject({ amount_cents: '8000', currency: 'EUR' });
    await expectReconciled(t);

    // A player who is not excluded uses the ordinary cashbox.
    const other = await newPlayer(t);
    const refused = await new Browser(t).call('POST', '/api/user_limits/excluded_cashout/methods', { user: { email: other.email, password: GOOD_PASSWORD } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'not_excluded' });
  });
});
