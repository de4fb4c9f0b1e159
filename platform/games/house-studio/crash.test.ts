import { and, asc, eq, inArray, like } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlatform } from '../../app';
import { loadConfig } from '../../config';
import { EventBus } from '../../events';
import type { PlatformApp } from '../../http/types';
import { Browser } from '../../auth/auth-test-helpers';
import { createTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { accountBalance, reconcile } from '../../wallet/index';
import { ledgerTransactions } from '../../db/schema';
import { gameRounds, gameSessions, providerTransactions } from '../seamless/schema';
import { hashToken } from '../seamless/sessions';
import { fundedPlayer, providerCall, seedTestGame, tokenOf } from '../seamless/test-helpers';
import { spinFaults } from './faults';
import { playRound } from './play';

/**
 * A crash mid-spin (issue 12 item 1): the work dies between the bet and the win, the platform
 * restarts on the same database, and no studio round stays open: each is settled or rolled back
 * exactly once, however many recovery passes run, and the ledger reconciles.
 */

const TIMEOUT_MS = 60_000;
/** The first instance runs no timer (the test drives it); a restarted one runs the job at start. */
const ENV = { STUDIO_RECOVERY_INTERVAL_MS: '0', STUDIO_ROUND_TIMEOUT_MS: String(TIMEOUT_MS) };

class Killed extends Error {}

describe('house studio: a crash between bet and win', () => {
  let t: TestPlatform;
  const restarted: PlatformApp[] = [];

  beforeAll(async () => {
    t = await createTestPlatform(ENV);
  });
  afterAll(async () => {
    for (const app of restarted) await app.close();
    await t?.close();
  });

  /** A new platform process on the same database and clock, as after `kill -9` and a restart; its recovery runs at start. */
  async function restart(): Promise<PlatformApp> {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...ENV, STUDIO_RECOVERY_INTERVAL_MS: '3600000' });
    const app = await buildPlatform({ config, database: t.database, clock: t.clock, events: new EventBus(), log: pino({ level: 'silent' }) });
    restarted.push(app);
    await app.ready();
    return app;
  }

  const roundsOf = (sessionId: number) => t.database.db.select().from(gameRounds).where(eq(gameRounds.sessionId, sessionId)).orderBy(asc(gameRounds.id));
  const sessionOf = async (token: string) =>
    (
      await t.database.db
        .select()
        .from(gameSessions)
        .where(eq(gameSessions.tokenHash, hashToken(token)))
    )[0]!;

  /** Each round's provider transactions by kind, and the ledger transactions that moved its money. */
  async function settlements(roundRef: string) {
    const txs = await t.database.db
      .select({ kind: providerTransactions.kind, state: providerTransactions.state })
      .from(providerTransactions)
      .where(like(providerTransactions.providerTxId, `${roundRef}:%`));
    const ledger = await t.database.db
      .select({ kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `game:%:${roundRef}:%`));
    const kinds = (rows: { kind: string }[]) => rows.map((r) => r.kind).sort();
    return { protocol: kinds(txs), ledger: kinds(ledger) };
  }

  it('leaves no stake taken and no round open when the spin dies after its bet, before and after a restart', async () => {
    const g = await seedTestGame(t.database.db, { engine: 'slot:fruits' });
    const { browser, playerId } = await fundedPlayer(t, 10_000n);
    const { url } = (await browser.call('POST', '/api/games/launch', { game_id: g.gameId, mode: 'real' })).json() as { url: string };
    const token = tokenOf(url);
    const session = await sessionOf(token);

    spinFaults.afterBet = async () => {
      throw new Killed('killed between the bet and the win');
    };
    try {
      const res = await t.call({ method: 'POST', url: '/studio/api/spin', payload: { session: token, bet: 100 } });
      expect(res.statusCode).toBe(500);
    } finally {
      spinFaults.afterBet = null;
    }

    t.clock.advance(TIMEOUT_MS + 1);
    const app = await restart();
    // The restarted process's recovery pass runs at start; wait for it, then run two more at once.
    await app.modules.games.recovery.idle();
    await Promise.all([t.app.modules.games.recovery.recover(), app.modules.games.recovery.recover()]);

    const rounds = await roundsOf(session.id);
    expect(rounds.filter((r) => r.status === 'open')).toEqual([]);
    const kept = rounds.filter((r) => r.status === 'settled').reduce((sum, r) => sum - r.bet + r.win, 0n);
    expect(await accountBalance(t.database.db, { playerId, currency: 'EUR' })).toBe(10_000n + kept);
    for (const r of rounds) {
      const s = await settlements(r.roundRef);
      expect(s.protocol.filter((k) => k !== 'bet')).toHaveLength(1);
    }
    expect((await reconcile(t.database.db)).ok).toBe(true);

    // The next spin plays normally.
    const next = await t.call({ method: 'POST', url: '/studio/api/spin', payload: { session: token, bet: 100 } });
    expect(next.statusCode).toBe(200);
    expect((await roundsOf(session.id)).filter((r) => r.status === 'open')).toEqual([]);
  });

  it('closes studio rounds a crash left open, at restart and exactly once when two instances run recovery at once', async () => {
    const g = await seedTestGame(t.database.db, { engine: 'slot:fruits' });
    const { browser, playerId } = await fundedPlayer(t, 10_000n);
    const { url } = (await browser.call('POST', '/api/games/launch', { game_id: g.gameId, mode: 'real' })).json() as { url: string };
    const token = tokenOf(url);
    const demo = tokenOf(((await new Browser(t).call('POST', '/api/games/launch', { game_id: g.gameId, mode: 'demo' })).json() as { url: string }).url);
    const protocol = t.app.modules.games.protocol;
    const wallet = () => accountBalance(t.database.db, { playerId, currency: 'EUR' });

    // What the two-transaction spin committed before a kill -9: the bet, its round open with the stake taken.
    const strand = async (session: string, ref: string, amount: number) => {
      await protocol.bet(g.provider, { session, transaction_id: `${ref}:bet`, round_id: ref, amount });
      return ref;
    };
    const tag = Date.now().toString(36);
    const unseen = await strand(token, `studio-${tag}-unseen`, 100);
    const drawn = await strand(token, `studio-${tag}-drawn`, 200);
    const inDemo = await strand(demo, `studio-${tag}-demo`, 500);
    // A round whose draw was recorded before the crash: recovery pays what that draw wins.
    const played = playRound('slot:fruits', 200, undefined);
    await t.database.db
      .update(gameRounds)
      .set({ outcome: played.outcome as unknown as Record<string, unknown> })
      .where(eq(gameRounds.roundRef, drawn));
    expect(await wallet()).toBe(10_000n - 300n);

    t.clock.advance(TIMEOUT_MS / 2);
    const young = await strand(token, `studio-${tag}-young`, 50);
    t.clock.advance(TIMEOUT_MS / 2 + 1);

    const app = await restart();
    await app.modules.games.recovery.idle();
    const byRef = async () =>
      new Map(
        (
          await t.database.db
            .select()
            .from(gameRounds)
            .where(inArray(gameRounds.roundRef, [unseen, drawn, inDemo, young]))
        ).map((r) => [r.roundRef, r]),
      );
    let rounds = await byRef();
    expect(rounds.get(unseen)).toMatchObject({ status: 'rolled_back', win: 0n });
    expect(rounds.get(drawn)).toMatchObject({ status: 'settled', win: BigInt(played.win) });
    expect(rounds.get(inDemo)).toMatchObject({ status: 'rolled_back' });
    // Not yet past the timeout: left alone.
    expect(rounds.get(young)).toMatchObject({ status: 'open' });
    expect(await wallet()).toBe(10_000n - 200n - 50n + BigInt(played.win));
    const [demoSession] = await t.database.db
      .select()
      .from(gameSessions)
      .where(eq(gameSessions.tokenHash, hashToken(demo)));
    expect(demoSession!.playBalance).toBe(100_000n);

    // Two instances (and a second pass of one) race for the young round once it is due: one closes it.
    t.clock.advance(TIMEOUT_MS);
    const passes = await Promise.all([t.app.modules.games.recovery.recover(), app.modules.games.recovery.recover(), app.modules.games.recovery.recover()]);
    expect(passes.reduce((n, p) => n + p.rolledBack + p.settled, 0)).toBe(1);
    expect(await t.app.modules.games.recovery.recover()).toEqual({ settled: 0, rolledBack: 0 });
    rounds = await byRef();
    expect(rounds.get(young)).toMatchObject({ status: 'rolled_back' });
    expect(await wallet()).toBe(10_000n - 200n + BigInt(played.win));

    // Exactly one settlement each: in the protocol's records and in the ledger.
    expect(await settlements(unseen)).toEqual({ protocol: ['bet', 'rollback'], ledger: ['bet', 'bet_rollback'] });
    expect(await settlements(young)).toEqual({ protocol: ['bet', 'rollback'], ledger: ['bet', 'bet_rollback'] });
    expect(await settlements(drawn)).toEqual({ protocol: ['bet', 'win'], ledger: played.win > 0 ? ['bet', 'win'] : ['bet'] });
    expect((await settlements(inDemo)).protocol).toEqual(['bet', 'rollback']);
    expect((await reconcile(t.database.db)).ok).toBe(true);
  });

  it('refuses a provider bet in a round id reserved for the studio', async () => {
    const g = await seedTestGame(t.database.db, { engine: 'slot:fruits' });
    const { browser, playerId } = await fundedPlayer(t, 1_000n);
    const { url } = (await browser.call('POST', '/api/games/launch', { game_id: g.gameId, mode: 'real' })).json() as { url: string };
    const res = await providerCall(t, g.provider, 'bet', { session: tokenOf(url), transaction_id: 'ext-1', round_id: 'studio-ext', amount: 100 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'validation_failed', errors: { round_id: expect.any(Array) } });
    expect(await accountBalance(t.database.db, { playerId, currency: 'EUR' })).toBe(1_000n);
    expect(
      await t.database.db
        .select()
        .from(gameRounds)
        .where(and(eq(gameRounds.provider, g.provider), eq(gameRounds.roundRef, 'studio-ext'))),
    ).toEqual([]);
  });
});
