import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountsSchema, CompatibilityAccountSchema } from '../../schemas/wallet';
import { Browser, freshEmail, GOOD_PASSWORD, registration } from '../auth/auth-test-helpers';
import { DEMO_PLAYERS } from '../auth/demo-accounts';
import { players } from '../db/schema';
import { runSeed } from '../seed/index';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { accountBalance } from './accounts';
import { postTransaction } from './ledger';
import { reconcile } from './reconcile';
import { demoStartingBalance } from './seed';

describe('player accounts calls', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform();
  });
  afterAll(() => t.close());

  async function registered(currency = 'EUR') {
    const b = new Browser(t);
    const email = freshEmail('acct');
    const res = await b.call('POST', '/api/users', registration(email, { currency }));
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select({ id: players.id }).from(players).where(eq(players.email, email));
    return { b, playerId: row!.id };
  }

  it('answers a new player one active account in their currency with zero amounts', async () => {
    const { b } = await registered('CAD');
    const res = await b.call('GET', '/api/player/accounts');
    expect(res.statusCode).toBe(200);
    expect(AccountsSchema.parse(res.json())).toEqual([
      {
        currency: 'CAD',
        amount_cents: 0,
        available_to_cashout_cents: 0,
        available_to_bet_with_locked_cent: 0,
        active: true,
        hidden_at: null,
        deposit_available: true,
        selected_lottery_id: null,
      },
    ]);
  });

  it('takes the amounts from the ledger: real money is withdrawable, bonus money is not', async () => {
    const { b, playerId } = await registered('EUR');
    const at = t.clock.now();
    await postTransaction(t.database.db, {
      idempotencyKey: `acct-dep-${playerId}`,
      kind: 'deposit',
      entries: [
        { account: { house: 'payments', currency: 'EUR' }, amount: -5_000n },
        { account: { playerId, currency: 'EUR' }, amount: 5_000n },
      ],
      at,
    });
    await postTransaction(t.database.db, {
      idempotencyKey: `acct-bonus-${playerId}`,
      kind: 'bonus',
      entries: [
        { account: { house: 'bonus_pool', currency: 'EUR' }, amount: -1_500n },
        { account: { playerId, currency: 'EUR', purpose: 'bonus' }, amount: 1_500n },
      ],
      at,
    });
    const [eur] = AccountsSchema.parse((await b.call('GET', '/api/player/accounts')).json());
    expect(eur).toMatchObject({ currency: 'EUR', amount_cents: 6_500, available_to_cashout_cents: 5_000, available_to_bet_with_locked_cent: 6_500 });
    const compat = (await b.call('GET', '/api/player/accounts?compatibility=true')).json() as unknown[];
    expect(compat.map((a) => CompatibilityAccountSchema.strict().parse(a))).toEqual([
      { currency: 'EUR', amount_cents: 6_500, available_to_cashout_cents: 5_000, wager_status: 'active' },
    ]);
  });

  it('opens another currency once, however often it is asked, and lists it after the active one', async () => {
    const { b, playerId } = await registered('EUR');
    const first = await b.call('POST', '/api/player/accounts', { currency: 'BTC' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ currency: 'BTC', amount_cents: 0, active: false });
    const again = await b.call('POST', '/api/player/accounts', { currency: 'BTC' });
    expect(again.json()).toEqual(first.json());
    await b.call('POST', '/api/player/accounts', { currency: 'AUD' });
    const list = AccountsSchema.parse((await b.call('GET', '/api/player/accounts')).json());
    expect(list.map((a) => [a.currency, a.active])).toEqual([
      ['EUR', true],
      ['AUD', false],
      ['BTC', false],
    ]);
    expect(await accountBalance(t.database.db, { playerId, currency: 'BTC' })).toBe(0n);
  });

  it('refuses unknown and disabled currencies with field errors, and guests with 401', async () => {
    const { b } = await registered('EUR');
    for (const currency of ['XXX', 'GBP', 'KZT', 'eur', '', 42]) {
      const res = await b.call('POST', '/api/player/accounts', { currency });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ error: 'validation_failed', errors: { currency: expect.any(Array) } });
    }
    expect((await b.call('POST', '/api/player/accounts', {})).statusCode).toBe(422);
    expect((await b.call('GET', '/api/player/accounts?compatibility=maybe')).statusCode).toBe(422);
    const guest = new Browser(t);
    expect((await guest.call('GET', '/api/player/accounts')).statusCode).toBe(401);
    expect((await guest.call('POST', '/api/player/accounts', { currency: 'EUR' })).statusCode).toBe(401);
  });

  it('shows a zero account for a player whose ledger account was never opened', async () => {
    const email = freshEmail('bare');
    await t.database.db.insert(players).values({ email, passwordHash: 'x', currency: 'JPY' });
    const b = new Browser(t);
    const { hashPassword } = await import('../auth/index');
    await t.database.db
      .update(players)
      .set({ passwordHash: await hashPassword(GOOD_PASSWORD), confirmedAt: t.clock.now() })
      .where(eq(players.email, email));
    expect((await b.call('POST', '/api/users/sign_in', { user: { email, password: GOOD_PASSWORD } })).statusCode).toBe(200);
    expect(AccountsSchema.parse((await b.call('GET', '/api/player/accounts')).json())).toMatchObject([{ currency: 'JPY', amount_cents: 0, active: true }]);
  });

  it('seeds demo starting balances through ledger transactions, once however often the seed runs', async () => {
    const { seedDemoPlayers } = await import('../auth/seed');
    const { seedDemoBalances } = await import('./seed');
    const deps = t.app.deps;
    await seedDemoPlayers(deps);
    const firstLines = await seedDemoBalances(deps, DEMO_PLAYERS);
    expect(firstLines[0]).toBe('Demo starting balances credited:');
    await runSeed(deps);
    expect(await seedDemoBalances(deps, DEMO_PLAYERS)).toEqual([]);
    for (const p of DEMO_PLAYERS) {
      const [row] = await t.database.db.select({ id: players.id }).from(players).where(eq(players.email, p.email));
      expect(await accountBalance(t.database.db, { playerId: row!.id, currency: p.currency })).toBe(demoStartingBalance(p.currency));
    }
    expect(demoStartingBalance('EUR')).toBe(100_000n);
    expect(demoStartingBalance('BTC')).toBe(1_000_000n);
    expect(demoStartingBalance('JPY')).toBe(1_000n);
    expect((await reconcile(t.database.db)).ok).toBe(true);

    const demo = new Browser(t);
    const sat = DEMO_PLAYERS.find((p) => p.currency === 'BTC')!;
    expect((await demo.call('POST', '/api/users/sign_in', { user: { email: sat.email, password: sat.password } })).statusCode).toBe(200);
    expect(AccountsSchema.parse((await demo.call('GET', '/api/player/accounts')).json())[0]).toMatchObject({ currency: 'BTC', amount_cents: 1_000_000 });
  });
});
