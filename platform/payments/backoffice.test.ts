import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BackofficeWithdrawalSchema,
  FraudCheckAnswerSchema,
  PaymentStartAnswerSchema,
  SANDBOX_TEST_CARDS,
  WithdrawalsPageSchema,
} from '../../schemas/payments';
import type { StaffRole } from '../../schemas/staff';
import { seedGroups } from '../player/groups';
import { bonusTemplates, playerGroups, players, staffAuditLog } from '../db/schema';
import { demoStaff } from '../staff/demo-accounts';
import { seedStaff } from '../staff/seed';
import { HttpError } from '../http/errors';
import { staffBrowser as sharedStaffBrowser } from '../testing/staff-browser';
import type { TestPlatform } from '../testing/test-platform';
import type { DepositPolicy } from './guards';
import { payments } from './schema';
import {
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
} from './test-helpers';

let t: TestPlatform;
let ip = 1;
/** This app's extra deposit check (after the limits'), set by the test that needs one. */
let extraDepositPolicy: DepositPolicy | undefined;
beforeAll(async () => {
  t = await paymentsPlatform({}, { extraPolicies: { deposit: (ctx) => extraDepositPolicy?.(ctx) } });
  await seedGroups(t.app.deps);
  await seedStaff(t.app.deps);
});
afterAll(() => t.close());

const staffBrowser = (role: StaffRole) => sharedStaffBrowser(t, role, `10.9.0.${ip++}`);

const cashout = (amount: number) => ({
  idempotency_key: key(),
  method_id: 'sandbox:bank_transfer:EUR',
  amount_cents: amount,
  currency: 'EUR',
  iban: 'DE89370400440532013000',
});

describe('back-office withdrawals', () => {
  it('lets support and admin list, approve and reject (audited), and refuses other roles', async () => {
    const p = await newPlayer(t);
    await fund(t, p.id, 10_000n);
    const a = PaymentStartAnswerSchema.parse((await p.b.call('POST', '/api/player/payments/cashout', cashout(4000))).json());
    const r = PaymentStartAnswerSchema.parse((await p.b.call('POST', '/api/player/payments/cashout', cashout(3000))).json());

    const editor = await staffBrowser('editor');
    expect((await editor('GET', '/api/backoffice/withdrawals')).statusCode).toBe(403);
    expect((await editor('POST', `/api/backoffice/withdrawals/${a.payment.id}/approve`, {})).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/backoffice/withdrawals' })).statusCode).toBe(401);

    const support = await staffBrowser('support');
    const list = WithdrawalsPageSchema.parse((await support('GET', '/api/backoffice/withdrawals?state=reserved')).json());
    const mine = list.items.filter((w) => w.player_id === p.id);
    expect(mine.map((w) => w.amount_cents).sort()).toEqual([3000, 4000]);
    expect(mine[0]).toMatchObject({
      player_email: p.email,
      destination: 'DE89 •••• 3000',
      player_cash_cents: 3000,
      fraud_decision: 'approve',
      reviewed_by: null,
    });

    const approved = await support('POST', `/api/backoffice/withdrawals/${a.payment.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(BackofficeWithdrawalSchema.parse(approved.json())).toMatchObject({ state: 'succeeded', reviewed_by: demoStaff('support').email });

    const admin = await staffBrowser('admin');
    expect((await admin('POST', `/api/backoffice/withdrawals/${r.payment.id}/reject`, { reason: '' })).statusCode).toBe(422);
    const rejected = await admin('POST', `/api/backoffice/withdrawals/${r.payment.id}/reject`, { reason: 'Verify your identity first' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ state: 'rejected', reject_reason: 'Verify your identity first' });
    expect((await admin('POST', `/api/backoffice/withdrawals/${r.payment.id}/approve`, {})).statusCode).toBe(409);
    expect((await p.b.call('GET', `/api/player/payments/${r.payment.id}`)).json()).toMatchObject({
      state: 'rejected',
      reject_reason: 'Verify your identity first',
    });
    expect((await cashBalance(p)).cashout).toBe(6000);

    const audit = await t.database.db.select().from(staffAuditLog);
    expect(audit.filter((x) => x.target === `payment:${a.payment.id}`).map((x) => x.action)).toEqual(['withdrawal_approved']);
    expect(audit.find((x) => x.target === `payment:${r.payment.id}`)).toMatchObject({
      action: 'withdrawal_rejected',
      after: { state: 'rejected', reason: 'Verify your identity first' },
    });
    await expectReconciled(t);
  });
});

describe('staff decisions racing on one withdrawal', () => {
  const decide = (call: Awaited<ReturnType<typeof staffBrowser>>, id: number, kind: 'approve' | 'reject') =>
    call('POST', `/api/backoffice/withdrawals/${id}/${kind}`, kind === 'reject' ? { reason: 'Documents missing' } : {});

  it('lets exactly one of two approvals win: paid once, the other answered 409', async () => {
    const p = await newPlayer(t);
    await fund(t, p.id, 10_000n);
    const [support, admin] = [await staffBrowser('support'), await staffBrowser('admin')];
    const counted = countPayoutCalls(t);
    try {
      for (let i = 0; i < 3; i++) {
        const w = PaymentStartAnswerSchema.parse((await p.b.call('POST', '/api/player/payments/cashout', cashout(2000))).json());
        const results = await Promise.all([decide(support, w.payment.id, 'approve'), decide(admin, w.payment.id, 'approve')]);
        expect(results.map((r) => r.statusCode).sort(), results.map((r) => r.body).join(' | ')).toEqual([200, 409]);
        expect(results.find((r) => r.statusCode === 409)!.json().error).toBe('invalid_state');
        expect(results.find((r) => r.statusCode === 200)!.json().state).toBe('succeeded');
        expect(counted.calls(w.payment.id)).toBe(1);
        expect(await paidOnceCounts(t, w.payment.id)).toEqual({ paid: 1, released: 0, providerPayouts: 1 });
        const audit = await t.database.db
          .select()
          .from(staffAuditLog)
          .where(eq(staffAuditLog.target, `payment:${w.payment.id}`));
        expect(audit.map((a) => a.action)).toEqual(['withdrawal_approved']);
      }
    } finally {
      counted.restore();
    }
    expect((await cashBalance(p)).cashout).toBe(4000);
    await expectReconciled(t);
  });

  it('lets exactly one of an approval and a rejection win: the money moves once, the loser answered 409', async () => {
    const p = await newPlayer(t);
    await fund(t, p.id, 10_000n);
    const [support, admin] = [await staffBrowser('support'), await staffBrowser('admin')];
    const counted = countPayoutCalls(t);
    let expectedCash = 10_000;
    try {
      for (let i = 0; i < 4; i++) {
        const w = PaymentStartAnswerSchema.parse((await p.b.call('POST', '/api/player/payments/cashout', cashout(2000))).json());
        // Alternate who calls first, so either side may win.
        const [approve, reject] =
          i % 2 === 0
            ? await Promise.all([decide(support, w.payment.id, 'approve'), decide(admin, w.payment.id, 'reject')])
            : await Promise.all([decide(admin, w.payment.id, 'reject'), decide(support, w.payment.id, 'approve')]).then(([r, a]) => [a, r] as const);
        expect([approve.statusCode, reject.statusCode].sort(), `${approve.body} | ${reject.body}`).toEqual([200, 409]);
        const approved = approve.statusCode === 200;
        expect((approved ? reject : approve).json().error).toBe('invalid_state');
        const [row] = await t.database.db.select().from(payments).where(eq(payments.id, w.payment.id));
        expect(row!.state).toBe(approved ? 'succeeded' : 'rejected');
        expect(counted.calls(w.payment.id)).toBe(approved ? 1 : 0);
        expect(await paidOnceCounts(t, w.payment.id)).toEqual(
          approved ? { paid: 1, released: 0, providerPayouts: 1 } : { paid: 0, released: 1, providerPayouts: 0 },
        );
        const audit = await t.database.db
          .select()
          .from(staffAuditLog)
          .where(eq(staffAuditLog.target, `payment:${w.payment.id}`));
        expect(audit.map((a) => a.action)).toEqual([approved ? 'withdrawal_approved' : 'withdrawal_rejected']);
        if (approved) expectedCash -= 2000;
      }
    } finally {
      counted.restore();
    }
    expect((await cashBalance(p)).cashout).toBe(expectedCash);
    await expectReconciled(t);
  });
});

describe('fraud check and bonus code', () => {
  it('answers the P3 check with the loyalty status, and reviews a multi-account payout', async () => {
    const p = await newPlayer(t);
    await t.database.db.insert(playerGroups).values([
      { playerId: p.id, groupId: 258 },
      { playerId: p.id, groupId: 100 },
    ]);
    const res = await p.b.call('POST', '/api/users/transaction', {
      type: 'payout',
      amount_cents: 5000,
      currency: 'EUR',
      payment_system: 'sandbox:bank_transfer:EUR',
      device_fingerprint: 'fp-1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(FraudCheckAnswerSchema.parse(res.json())).toMatchObject({ decision: 'review', reasons: ['multi_account'], custom_player_status: 258 });
    expect((await p.b.call('POST', '/api/users/transaction', { type: 'bogus' })).statusCode).toBe(422);
  });

  it('sets and clears the deposit bonus code', async () => {
    const p = await newPlayer(t);
    // The code must name a deposit bonus (platform/gifts checks it); an unknown one is refused.
    const now = t.clock.now();
    await t.database.db.insert(bonusTemplates).values({
      title: 'Welcome',
      type: 'deposit',
      amounts: { EUR: 1000 },
      wagerMultiplier: 10,
      activatableHours: 24,
      lifetimeHours: 24,
      bonusCode: 'WELCOME-100',
      createdAt: now,
      updatedAt: now,
    });
    expect((await p.b.call('PATCH', '/api/player/set_bonus_code', { deposit_bonus_code: 'NO-SUCH-CODE' })).statusCode).toBe(422);
    expect((await p.b.call('PATCH', '/api/player/set_bonus_code', { deposit_bonus_code: 'WELCOME-100' })).json()).toEqual({
      deposit_bonus_code: 'WELCOME-100',
    });
    expect((await p.b.call('GET', '/api/player')).json().deposit_bonus_code).toBe('WELCOME-100');
    expect((await p.b.call('PATCH', '/api/player/set_bonus_code', { deposit_bonus_code: 'no spaces!' })).statusCode).toBe(422);
    expect((await p.b.call('DELETE', '/api/player/clear_bonus_code')).json()).toEqual({ deposit_bonus_code: null });
    const [row] = await t.database.db.select({ code: players.depositBonusCode }).from(players).where(eq(players.id, p.id));
    expect(row!.code).toBeNull();
  });
});

describe('deposit guards', () => {
  it('refuse a deposit before the provider, and decline one whose money arrives after a limit started', async () => {
    const p = await newPlayer(t);
    let refuse = false;
    const guard: DepositPolicy = (ctx) => {
      if (refuse && ctx.playerId === p.id) throw new HttpError(403, 'limit_reached', 'A responsible gambling limit has been reached');
    };
    extraDepositPolicy = guard;
    try {
      refuse = true;
      const res = await p.b.call('POST', '/api/player/payments/deposit', cardBody(SANDBOX_TEST_CARDS.approved[0], 2000));
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('limit_reached');
      expect(await t.database.db.select().from(payments).where(eq(payments.playerId, p.id))).toHaveLength(0);

      refuse = false;
      const started = await p.b.call('POST', '/api/player/payments/deposit', cardBody(SANDBOX_TEST_CARDS.approved[0], 2000));
      const url = (started.json() as { next: { url: string } }).next.url;
      refuse = true;
      const action = url.replace(/\?.*$/, '');
      const post = await t.app.inject({
        method: 'POST',
        url: action,
        payload: 'decision=approve',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(post.headers.location).toContain('payment_state=declined');
      const [row] = await t.database.db.select().from(payments).where(eq(payments.playerId, p.id));
      expect(row).toMatchObject({ state: 'declined', declineReason: 'limit_reached' });
      expect((await cashBalance(p)).amount).toBe(0);
    } finally {
      extraDepositPolicy = undefined;
    }
    const ok = await depositThrough3ds(t, p, cardBody(SANDBOX_TEST_CARDS.approved[0], 2000));
    expect(ok.location).toContain('payment_state=succeeded');
    await expectReconciled(t);
  });
});

describe('the responsible-gambling deposit limit (platform/limits on the hook)', () => {
  it('refuses the deposit that would pass a daily deposit limit and lets the ones under it through', async () => {
    const p = await newPlayer(t);
    const set = await p.b.call('POST', '/api/user_limits', { type: 'deposit', period: 'day', amount_cents: 5000, currency: 'EUR' });
    expect(set.statusCode, set.body).toBe(200);
    const first = await depositThrough3ds(t, p, cardBody(SANDBOX_TEST_CARDS.approved[0], 3000));
    expect(first.location).toContain('payment_state=succeeded');
    const over = await p.b.call('POST', '/api/player/payments/deposit', cardBody(SANDBOX_TEST_CARDS.approved[0], 2500));
    expect(over.statusCode, over.body).toBe(403);
    expect(over.json().error).toBe('limit_reached');
    const exact = await depositThrough3ds(t, p, cardBody(SANDBOX_TEST_CARDS.approved[0], 2000));
    expect(exact.location).toContain('payment_state=succeeded');
    expect((await cashBalance(p)).amount).toBe(5000);
    await expectReconciled(t);
  });
});
