import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedPlayer, seedTestGame } from '../games/seamless/test-helpers';
import { gameRounds, providerTransactions } from '../games/seamless/schema';
import { ProtocolService } from '../games/seamless/service';
import { openSession } from '../games/seamless/sessions';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { pgErrorCode, playerBalances, reconcile } from '../wallet/index';
import { forfeitActiveBonuses, grantBonus } from './index';
import { playerBonuses } from './schema';

/** A small deterministic generator (mulberry32), so a failing sequence can be replayed from its seed. */
function rng(seed: number) {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

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
    svc = new ProtocolService(t.app.deps);
    game = await seedTestGame(t.database.db);
  });
  afterAll(async () => t?.close());

  async function check(playerId: number) {
    expect((await reconcile(t.database.db)).ok).toBe(true);
    const b = (await playerBalances(t.database.db, playerId)).get('EUR') ?? { cash: 0n, bonus: 0n };
    const [active] = await t.database.db
      .select()
      .from(playerBonuses)
      .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.state, 'active')));
    if (!active) expect(b.bonus).toBe(0n);
    else {
      const [counted] = await t.database.db
        .select({ sum: sql<string | null>`sum(${providerTransactions.amount})` })
        .from(providerTransactions)
        .where(and(eq(providerTransactions.bonusId, active.id), eq(providerTransactions.kind, 'bet'), eq(providerTransactions.state, 'done')));
      expect(active.wagered).toBe(BigInt(counted?.sum ?? 0));
      expect(active.wagered).toBeLessThan(active.wagerTarget);
    }
    const rounds = await t.database.db.select({ id: gameRounds.id, betBonus: gameRounds.betBonus, bet: gameRounds.bet }).from(gameRounds).where(eq(gameRounds.playerId, playerId));
    const bets = await t.database.db
      .select({ roundId: providerTransactions.roundId, bonusAmount: providerTransactions.bonusAmount })
      .from(providerTransactions)
      .innerJoin(gameRounds, eq(gameRounds.id, providerTransactions.roundId))
      .where(and(eq(gameRounds.playerId, playerId), eq(providerTransactions.kind, 'bet')));
    for (const r of rounds) {
      expect(r.betBonus).toBe(bets.filter((x) => x.roundId === r.id).reduce((sum, x) => sum + x.bonusAmount, 0n));
      expect(r.betBonus <= r.bet).toBe(true);
    }
    return b;
  }

  it('keeps every invariant over random bets, wins, rollbacks, grants and forfeits', async () => {
    const seed = Number(process.env.BONUS_SEED ?? 20261123);
    const next = rng(seed);
    const { playerId } = await fundedPlayer(t, 2_000n);
    const { token } = await openSession(t.database.db, { playerId, gameId: game.gameId, provider: game.provider, currency: 'EUR', mode: 'real', at: t.clock.now() });
    const open: { round: string; bet: string }[] = [];
    let n = 0;
    for (let step = 0; step < 60; step++) {
      const op = next(10);
      try {
        if (op < 4) {
          const round = `iv-r-${seed}-${++n}`;
          const bet = `iv-b-${seed}-${n}`;
          await svc.bet(game.provider, { session: token, transaction_id: bet, round_id: round, amount: 1 + next(600) });
          open.push({ round, bet });
        } else if (op < 7 && open.length > 0) {
          const { round } = open.splice(next(open.length), 1)[0]!;
          await svc.win(game.provider, { session: token, transaction_id: `iv-w-${seed}-${++n}`, round_id: round, amount: next(3) === 0 ? 0 : next(1_500) });
        } else if (op < 8 && open.length > 0) {
          const { bet } = open.splice(next(open.length), 1)[0]!;
          await svc.rollback(game.provider, { session: token, transaction_id: `iv-rb-${seed}-${++n}`, rollback_transaction_id: bet });
        } else if (op < 9) {
          await grantBonus(t.database.db, { playerId, currency: 'EUR', amount: BigInt(100 + next(1_000)), wagerMultiplier: 1 + next(5), source: 'manual', idempotencyKey: `iv-g-${seed}-${++n}`, at: t.clock.now() });
        } else {
          await forfeitActiveBonuses(t.database.db, playerId, 'staff', { at: t.clock.now() });
        }
      } catch (err) {
        // Refusals are part of play (over the balance, a second bonus); anything else is a bug.
        expect((err as { code?: string }).code, `step ${step} seed ${seed}`).toMatch(/^(insufficient_funds|bonus_already_active)$/);
      }
      if (step % 10 === 9) await check(playerId);
    }
    for (const { round } of open) await svc.win(game.provider, { session: token, transaction_id: `iv-w-${seed}-${++n}`, round_id: round, amount: 0 });
    const end = await check(playerId);
    // With every round settled, a bonus whose money is spent cannot still be active.
    const [active] = await t.database.db
      .select()
      .from(playerBonuses)
      .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.state, 'active')));
    if (active) expect(end.bonus).toBeGreaterThan(0n);
  });

  it('runs bets, wins, a grant and a forfeit at once on one player without a deadlock', async () => {
    const { playerId } = await fundedPlayer(t, 3_000n);
    await grantBonus(t.database.db, { playerId, currency: 'EUR', amount: 2_000n, wagerMultiplier: 50, source: 'manual', idempotencyKey: `dl-g1-${playerId}`, at: t.clock.now() });
    const sessions = await Promise.all(
      [0, 1, 2].map(async () => (await openSession(t.database.db, { playerId, gameId: game.gameId, provider: game.provider, currency: 'EUR', mode: 'real', at: t.clock.now() })).token),
    );
    // Open rounds first, so wins race the bets, the forfeit and the grant.
    const first = await Promise.all(sessions.map((s, i) => svc.bet(game.provider, { session: s, transaction_id: `dl-b0-${playerId}-${i}`, round_id: `dl-r0-${playerId}-${i}`, amount: 700 })));
    expect(first).toHaveLength(3);
    const ops: Promise<unknown>[] = [];
    for (let i = 0; i < 12; i++) {
      const s = sessions[i % 3]!;
      ops.push(svc.bet(game.provider, { session: s, transaction_id: `dl-b-${playerId}-${i}`, round_id: `dl-r-${playerId}-${i}`, amount: 150 }));
    }
    sessions.forEach((s, i) => ops.push(svc.win(game.provider, { session: s, transaction_id: `dl-w0-${playerId}-${i}`, round_id: `dl-r0-${playerId}-${i}`, amount: 900 })));
    ops.push(forfeitActiveBonuses(t.database.db, playerId, 'self_exclusion', { at: t.clock.now() }));
    ops.push(grantBonus(t.database.db, { playerId, currency: 'EUR', amount: 500n, wagerMultiplier: 10, source: 'manual', idempotencyKey: `dl-g2-${playerId}`, at: t.clock.now() }));
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
