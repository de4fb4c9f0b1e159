import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { PaymentStartAnswer } from '../../schemas/payments';
import { Browser, freshEmail, registration } from '../auth/auth-test-helpers';
import { postTransaction, reconcile } from '../wallet/index';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { and, eq } from 'drizzle-orm';
import { ledgerTransactions } from '../db/schema';
import type { SandboxProvider } from './sandbox-provider';
import { sandboxOperations } from './schema';

/**
 * A platform for payments tests: the poller off (tests drive the jobs), a short provider timeout;
 * not shorter, since a sandbox start that delivers its callback at once (database writes and a
 * provider status lookup) must fit in it on a loaded PostgreSQL.
 */
export function paymentsPlatform(env: Record<string, string> = {}, opts: Parameters<typeof createTestPlatform>[1] = {}): Promise<TestPlatform> {
  return createTestPlatform(
    { PAYMENT_JOBS_INTERVAL_MS: '0', PAYMENT_PROVIDER_TIMEOUT_MS: '1500', SANDBOX_CRYPTO_CONFIRM_MS: '20000', PAYMENT_STUCK_AFTER_MS: '120000', ...env },
    opts,
  );
}

export interface TestPlayer {
  b: Browser;
  id: number;
  email: string;
}

/** The identity and phone the cashout context of player_fields requires (a German address). */
export const CASHOUT_PROFILE = {
  first_name: 'Anna',
  last_name: 'Test',
  date_of_birth: '15/04/1990',
  city: 'Berlin',
  address: 'Unter den Linden 1',
  postal_code: '10117',
  mobile_phone: '+49 30 1234567',
};

/**
 * A registered, signed-in player (registration logs in) whose profile holds what a withdrawal
 * needs; `{ profile: false }` leaves it as sign-up left it.
 */
export async function newPlayer(t: TestPlatform, extra: Record<string, unknown> = {}, opts: { profile?: boolean } = {}): Promise<TestPlayer> {
  const b = new Browser(t);
  const email = freshEmail('pay');
  const res = await b.call('POST', '/api/users', registration(email, extra));
  expect(res.statusCode, res.body).toBeLessThan(300);
  if (opts.profile !== false) {
    const patch = await b.call('PATCH', '/api/player', { context: 'cashout', user: CASHOUT_PROFILE });
    expect(patch.statusCode, patch.body).toBe(200);
  }
  const me = await b.call('GET', '/api/player');
  expect(me.statusCode, me.body).toBe(200);
  return { b, id: (me.json() as { id: number }).id, email };
}

/** Gives a player cash outside the cashbox (as the demo seed does). */
export async function fund(t: TestPlatform, playerId: number, amount: bigint, currency = 'EUR'): Promise<void> {
  await postTransaction(t.database.db, {
    idempotencyKey: `test-fund:${randomUUID()}`,
    kind: 'seed',
    entries: [
      { account: { house: 'demo_funding', currency }, amount: -amount },
      { account: { playerId, currency }, amount },
    ],
    at: t.clock.now(),
  });
}

export const key = () => randomUUID();

export function cardBody(number: string, amount: number, extra: Record<string, unknown> = {}) {
  const brand = number.startsWith('5') ? 'mastercard' : 'visa';
  return {
    idempotency_key: key(),
    method_id: `sandbox:${brand}:EUR`,
    amount_cents: amount,
    currency: 'EUR',
    card: { number, expiry: '12/30', cvv: '123', holder: 'Test Player' },
    return_url: '/en/deposit',
    ...extra,
  };
}

/** Starts a deposit and answers its hosted 3-D Secure page; returns the start answer and the page's redirect. */
export async function depositThrough3ds(
  t: TestPlatform,
  p: TestPlayer,
  body: Record<string, unknown>,
  decision: 'approve' | 'decline' = 'approve',
): Promise<{ start: PaymentStartAnswer; location: string; page: LightMyRequestResponse }> {
  const res = await p.b.call('POST', '/api/player/payments/deposit', body);
  expect(res.statusCode, res.body).toBe(200);
  const start = res.json() as PaymentStartAnswer;
  expect(start.next.type).toBe('redirect');
  const url = (start.next as { url: string }).url;
  const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  expect(page.statusCode).toBe(200);
  const action = /<form method="post" action="([^"]+)"/.exec(page.body)![1]!.replaceAll('&amp;', '&');
  const post = await t.app.inject({
    method: 'POST',
    url: action,
    payload: `decision=${decision}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(post.statusCode, post.body).toBe(303);
  return { start, location: String(post.headers.location), page };
}

export async function expectReconciled(t: TestPlatform): Promise<void> {
  const report = await reconcile(t.database.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
}

export async function cashBalance(p: TestPlayer, currency = 'EUR'): Promise<{ amount: number; cashout: number }> {
  const res = await p.b.call('GET', '/api/player/accounts');
  const acc = (res.json() as { currency: string; amount_cents: number; available_to_cashout_cents: number }[]).find((a) => a.currency === currency);
  return { amount: acc?.amount_cents ?? 0, cashout: acc?.available_to_cashout_cents ?? 0 };
}

/** Counts the sandbox's payout calls per payment until restored (the provider's side of "paid once"). */
export function countPayoutCalls(t: TestPlatform): { calls: (paymentId: number) => number; restore: () => void } {
  const sandbox = paymentsService(t.app).provider('sandbox') as SandboxProvider;
  const original = sandbox.startPayout.bind(sandbox);
  const calls = new Map<number, number>();
  sandbox.startPayout = (input) => {
    calls.set(input.paymentId, (calls.get(input.paymentId) ?? 0) + 1);
    return original(input);
  };
  return { calls: (id) => calls.get(id) ?? 0, restore: () => void (sandbox.startPayout = original) };
}

/** How often a cashout's money moved: ledger postings paid out and given back, payouts the sandbox bank made. */
export async function paidOnceCounts(t: TestPlatform, paymentId: number): Promise<{ paid: number; released: number; providerPayouts: number }> {
  const db = t.database.db;
  const postings = async (key: string) =>
    (await db.select({ id: ledgerTransactions.id }).from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, key))).length;
  const ops = await db
    .select({ id: sandboxOperations.id })
    .from(sandboxOperations)
    .where(and(eq(sandboxOperations.merchantPaymentId, paymentId), eq(sandboxOperations.kind, 'payout'), eq(sandboxOperations.status, 'succeeded')));
  return { paid: await postings(`cashout:${paymentId}:paid`), released: await postings(`cashout:${paymentId}:release`), providerPayouts: ops.length };
}

/** The payments service of a running test platform. */
export const paymentsService = (app: TestPlatform['app']) => app.modules.payments.service();
