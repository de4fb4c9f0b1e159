import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedPlayer, seedTestGame } from '../games/seamless/test-helpers';
import { gameRounds, providerTransactions } from '../db/schema';
import type { ProtocolService } from '../games/seamless/service';
import { openSession } from '../games/seamless/sessions';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { pgErrorCode, playerBalances, reconcile } from '../wallet/index';
import { forfeitActiveBonuses, grantBonus } from './index';
import { playerBonuses } from './schema';

type Op =
  | { kind: 'bet'; amount: number }
  | { kind: 'win'; pick: number; amount: number }
  | { kind: 'rollback'; pick: number }
  | { kind: 'grant'; amount: number; multiplier: number }
  | { kind: 'forfeit' };

/** Play as the old hand-rolled generator weighed it: bets most, then wins, a rollback, a grant or a forfeit now and then. */
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('bet' as const), amount: fc.integer({ min: 1, max: 600 }) }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('win' as const), pick: fc.nat(), amount: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1_500 })) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rollback' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('grant' as const), amount: fc.integer({ min: 100, max: 1_100 }), multiplier: fc.integer({ min: 1, max: 5 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('forfeit' as const) }) },
);

/** Sequences per run; BONUS_RUNS raises it, BONUS_SEED replays the seed a failure printed. */
const RUNS = Number(process.env.BONUS_RUNS ?? 20);
const SEED = process.env.BONUS_SEED ? Number(process.env.BONUS_SEED) : undefined;

/**
 * Invariants of bonus money under random play (README "Money rules"): whatever sequence of bets,
 * wins, rollbacks, grants and forfeits, the ledger reconciles, the bonus account holds money only
 * while a bonus is active, an active bonus's progress is the sum of the stakes it counted that
 * were not rolled back, and every round's bonus stake is the sum of its bets' bonus parts. Then the
 * same operations at once on one player (PostgreSQL: real row locks) end without a deadlock.
 */
describe('bonus money invariants', () => {
  let t: TestPlatform;
  let svc: ProtocolService;
  let game: { gameId: number; provider: string };

  beforeAll(async () => {
    t = await createTestPlatform();
    svc = t.app.modules.games.protocol;
    game = await seedTestGame(t.database.db);
  });
  afterAll(async () => t?.close());

  /** The player's balances and active bonus, and the bonus money rule (a cheap read before every step). */
  async function state(playerId: number) {
    const b = (await playerBalances(t.database.db, playerId)).get('EUR') ?? { cash: 0n, bonus: 0n };
    const [active] = await t.database.db
      .select()
      .from(playerBonuses)
      .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.state, 'active')));
    // Bonus money exists only while a bonus is active.
    expect(b.bonus === 0n || active !== undefined, `bonus money ${b.bonus} without an active bonus`).toBe(true);
    return { ...b, active: active ?? null };
  }

  async function check(playerId: number) {
    expect((await reconcile(t.database.db)).ok).toBe(true);
    const b = (await playerBalances(t.database.db, playerId)).get('EUR') ?? { cash: 0n, bonus: 0n };
    const [active] = await t.database.db
      .select()
      .from(playerBonuses)
      .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.state, 'active')));
    // Bonus money exists only while a bonus is active.
    expect(b.bonus === 0n || active !== undefined, `bonus money ${b.bonus} without an active bonus`).toBe(true);
    // An active bonus's progress is the sum of the stakes it counted that were not rolled back; an
    // ended one's never exceeds the stakes it ever counted (a rollback after the bonus ended leaves
    // its progress as it was, so that may exceed the stakes that stayed).
    const bonuses = await t.database.db.select().from(playerBonuses).where(eq(playerBonuses.playerId, playerId));
    for (const bonus of bonuses) {
      const [counted] = await t.database.db
        .select({
          done: sql<string | null>`sum(${providerTransactions.amount}) filter (where ${providerTransactions.state} = 'done')`,
          all: sql<string | null>`sum(${providerTransactions.amount})`,
        })
        .from(providerTransactions)
        .where(and(eq(providerTransactions.bonusId, bonus.id), eq(providerTransactions.kind, 'bet')));
      if (bonus.state === 'active') expect(bonus.wagered, `bonus ${bonus.id} (active)`).toBe(BigInt(counted?.done ?? 0));
      expect(bonus.wagered <= BigInt(counted?.all ?? 0), `bonus ${bonus.id} (${bonus.state}) wagered ${bonus.wagered} of stakes ${counted?.all ?? 0}`).toBe(
        true,
      );
    }
    // An active bonus has not reached its target (reaching it ends the bonus).
    expect(active === undefined || active.wagered < active.wagerTarget).toBe(true);
    const rounds = await t.database.db
      .select({ id: gameRounds.id, betBonus: gameRounds.betBonus, bet: gameRounds.bet })
      .from(gameRounds)
      .where(eq(gameRounds.playerId, playerId));
    const bets = await t.database.db
      .select({ roundId: providerTransactions.roundId, bonusAmount: providerTransactions.bonusAmount })
      .from(providerTransactions)
      .innerJoin(gameRounds, eq(gameRounds.id, providerTransactions.roundId))
      .where(and(eq(gameRounds.playerId, playerId), eq(providerTransactions.kind, 'bet')));
    for (const r of rounds) {
      expect(r.betBonus).toBe(bets.filter((x) => x.roundId === r.id).reduce((sum, x) => sum + x.bonusAmount, 0n));
      expect(r.betBonus <= r.bet).toBe(true);
    }
    return { ...b, active: active ?? null };
  }

  it('keeps every invariant over random bets, wins, rollbacks, grants and forfeits (fast-check, many sequences)', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 10, maxLength: 30 }), async (ops) => {
        run += 1;
        const tag = `iv-${Date.now().toString(36)}-${run}`;
        const { playerId } = await fundedPlayer(t, 2_000n);
        const { token } = await openSession(t.database.db, {
          playerId,
          gameId: game.gameId,
          provider: game.provider,
          currency: 'EUR',
          mode: 'real',
          at: t.clock.now(),
        });
        const open: { round: string; bet: string }[] = [];
        let n = 0;
        for (const [step, op] of ops.entries()) {
          const before = step % 5 === 4 ? await check(playerId) : await state(playerId);
          const playable = before.cash + before.bonus;
          n += 1;
          if (op.kind === 'bet') {
            const bet = svc.bet(game.provider, { session: token, transaction_id: `${tag}-b-${n}`, round_id: `${tag}-r-${n}`, amount: op.amount });
            // A bet may take cash and then bonus money, never more than both.
            if (BigInt(op.amount) > playable) {
              await expect(bet, `step ${step}`).rejects.toMatchObject({ code: 'insufficient_funds' });
            } else {
              await bet;
              open.push({ round: `${tag}-r-${n}`, bet: `${tag}-b-${n}` });
            }
          } else if (op.kind === 'win' && open.length > 0) {
            const { round } = open.splice(op.pick % open.length, 1)[0]!;
            await svc.win(game.provider, { session: token, transaction_id: `${tag}-w-${n}`, round_id: round, amount: op.amount });
          } else if (op.kind === 'rollback' && open.length > 0) {
            const { bet } = open.splice(op.pick % open.length, 1)[0]!;
            await svc.rollback(game.provider, { session: token, transaction_id: `${tag}-rb-${n}`, rollback_transaction_id: bet });
          } else if (op.kind === 'grant') {
            const grant = grantBonus(t.database.db, {
              playerId,
              currency: 'EUR',
              amount: BigInt(op.amount),
              wagerMultiplier: op.multiplier,
              source: 'manual',
              idempotencyKey: `${tag}-g-${n}`,
              at: t.clock.now(),
            });
            // One active bonus at a time: a grant is refused exactly when one is being wagered.
            if (before.active) {
              await expect(grant, `step ${step}`).rejects.toMatchObject({ code: 'bonus_already_active' });
            } else {
              await grant;
              expect((await state(playerId)).bonus, `step ${step}`).toBe(BigInt(op.amount));
            }
          } else if (op.kind === 'forfeit') {
            await forfeitActiveBonuses(t.database.db, playerId, 'staff', { at: t.clock.now() });
            expect(await state(playerId), `step ${step}`).toMatchObject({ bonus: 0n, active: null });
          }
        }
        for (const { round } of open) await svc.win(game.provider, { session: token, transaction_id: `${tag}-w-end-${round}`, round_id: round, amount: 0 });
        const end = await check(playerId);
        // With every round settled, a bonus is active exactly while it still has money to wager.
        expect(end.active !== null, `bonus money ${end.bonus}`).toBe(end.bonus > 0n);
      }),
      { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}) },
    );
  }, 600_000);

  it('runs bets, wins, a grant and a forfeit at once on one player without a deadlock', async () => {
    const { playerId } = await fundedPlayer(t, 3_000n);
    await grantBonus(t.database.db, {
      playerId,
      currency: 'EUR',
      amount: 2_000n,
      wagerMultiplier: 50,
      source: 'manual',
      idempotencyKey: `dl-g1-${playerId}`,
      at: t.clock.now(),
    });
    const sessions = await Promise.all(
      [0, 1, 2].map(
        async () =>
          (await openSession(t.database.db, { playerId, gameId: game.gameId, provider: game.provider, currency: 'EUR', mode: 'real', at: t.clock.now() }))
            .token,
      ),
    );
    // Open rounds first, so wins race the bets, the forfeit and the grant.
    const first = await Promise.all(
      sessions.map((s, i) => svc.bet(game.provider, { session: s, transaction_id: `dl-b0-${playerId}-${i}`, round_id: `dl-r0-${playerId}-${i}`, amount: 700 })),
    );
    expect(first).toHaveLength(3);
    const ops: Promise<unknown>[] = [];
    for (let i = 0; i < 12; i++) {
      const s = sessions[i % 3]!;
      ops.push(svc.bet(game.provider, { session: s, transaction_id: `dl-b-${playerId}-${i}`, round_id: `dl-r-${playerId}-${i}`, amount: 150 }));
    }
    sessions.forEach((s, i) =>
      ops.push(svc.win(game.provider, { session: s, transaction_id: `dl-w0-${playerId}-${i}`, round_id: `dl-r0-${playerId}-${i}`, amount: 900 })),
    );
    ops.push(forfeitActiveBonuses(t.database.db, playerId, 'self_exclusion', { at: t.clock.now() }));
    ops.push(
      grantBonus(t.database.db, {
        playerId,
        currency: 'EUR',
        amount: 500n,
        wagerMultiplier: 10,
        source: 'manual',
        idempotencyKey: `dl-g2-${playerId}`,
        at: t.clock.now(),
      }),
    );
    const results = await Promise.allSettled(ops);
    for (const r of results) {
      if (r.status === 'rejected') {
        expect(pgErrorCode(r.reason).code, String(r.reason)).not.toBe('40P01');
        expect((r.reason as { code?: string }).code).toMatch(/^(insufficient_funds|bonus_already_active)$/);
      }
    }
    await check(playerId);
  });
});
