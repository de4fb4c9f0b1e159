import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JackpotAdminSchema, JackpotViewsSchema, JackpotWinnersSchema, type JackpotInput } from '../../schemas/jackpots';
import { JackpotsSchema } from '../../schemas/games';
import { openDatabase, type Database } from '../db/client';
import { jackpotContributions, jackpotLevels, jackpotWins, ledgerTransactions, playerNotifications, staffAuditLog } from '../db/schema';
import { fundedPlayer, seedTestGame } from '../games/seamless/test-helpers';
import { appendEvent } from '../outbox/index';
import { seedStaff } from '../staff/seed';
import { staffBrowser as sharedStaffBrowser } from '../testing/staff-browser';
import { testDbKind } from '../testing/test-db';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { accountBalance, playerBalances } from '../wallet/index';
import { exchangeRate } from '../info/index';
import { gameNames } from '../games/index';
import { PublicWinSchema, type PublicWin } from '../../schemas/realtime';
import { seedCryptoRates } from '../info/rates-seed';
import { contribute, contributionsConsumer, poolAccount, type Draw } from './index';

/**
 * Jackpots (README): pools fed only by the event stream, drops paid once through the ledger,
 * rollbacks, closing, reconciliation, the calls and the back office; two instances racing on
 * PostgreSQL. On the database TEST_DB names.
 */
describe('jackpots', () => {
  let t: TestPlatform;
  let game: { gameId: number; provider: string };
  let ip = 1;
  const staff = (role: 'marketing' | 'admin' | 'support') => sharedStaffBrowser(t, role, `10.18.0.${ip++}`);
  const ports = { rate: exchangeRate };

  beforeAll(async () => {
    t = await createTestPlatform();
    await seedStaff(t.app.deps);
    await seedCryptoRates(t.app.deps);
    game = await seedTestGame(t.database.db);
  });
  afterAll(async () => t?.close());

  const reconciled = async () => {
    const r = await t.app.modules.reconcile(t.database.db);
    expect(r.extra).toEqual({ jackpot_pools: [] });
    expect(r.ok).toBe(true);
  };

  const input = (over: Partial<JackpotInput> = {}): JackpotInput => ({
    identifier: `mystic-${randomUUID().slice(0, 8)}`,
    name: 'Mystic',
    state: 'active',
    currency: 'EUR',
    rules: 'Every real-money bet feeds the pools.',
    game_ids: [game.gameId],
    levels: [
      { identifier: 'mini', name: 'Mini', seed_cents: 1_000, contribution_ppm: 10_000, drop_rule: 'must_drop_by', must_drop_by_cents: 100_000 },
      { identifier: 'mega', name: 'Mega', seed_cents: 50_000, contribution_ppm: 5_000, drop_rule: 'probability', drop_probability_ppb: 1 },
    ],
    ...over,
  });

  /** A jackpot on a game of its own (set as `game` for the bets that follow), so tests do not feed each other's pools. */
  const create = async (over: Partial<JackpotInput> = {}) => {
    game = await seedTestGame(t.database.db);
    const call = await staff('marketing');
    const res = await call('POST', '/api/backoffice/jackpots', input({ game_ids: [game.gameId], ...over }));
    expect(res.statusCode, res.body).toBe(200);
    return JackpotAdminSchema.parse(res.json());
  };

  /** A real-money bet as the games module records it: the fact in its own transaction. */
  const bet = async (playerId: number, amount: number, opts: { currency?: string; gameId?: number; tx?: string; bonus?: number } = {}) => {
    const transactionId = opts.tx ?? `bet-${randomUUID()}`;
    await t.database.db.transaction(async (tx) => {
      await appendEvent(tx, {
        type: 'bet.placed',
        playerId,
        at: t.clock.now(),
        payload: {
          currency: opts.currency ?? 'EUR',
          amount_cents: amount,
          bonus_amount_cents: opts.bonus ?? 0,
          bonus_id: null,
          provider: game.provider,
          game_id: opts.gameId ?? game.gameId,
          round_id: null,
          transaction_id: transactionId,
        },
      });
    });
    return transactionId;
  };
  const rollback = async (playerId: number, rolledBack: string) => {
    await t.database.db.transaction(async (tx) => {
      await appendEvent(tx, {
        type: 'bet.rolled_back',
        playerId,
        at: t.clock.now(),
        payload: {
          currency: 'EUR',
          amount_cents: 0,
          bonus_amount_cents: 0,
          bonus_id: null,
          provider: game.provider,
          game_id: game.gameId,
          round_id: null,
          transaction_id: `rb-${randomUUID()}`,
          rolled_back_transaction_id: rolledBack,
        },
      });
    });
  };
  const level = async (id: number) => (await t.database.db.select().from(jackpotLevels).where(eq(jackpotLevels.id, id)))[0]!;
  const setDropPoint = (id: number, cents: number) => t.database.db.update(jackpotLevels).set({ dropPointCents: cents }).where(eq(jackpotLevels.id, id));
  const cash = async (playerId: number, currency = 'EUR') => (await playerBalances(t.database.db, playerId)).get(currency)?.cash ?? 0n;

  it('creates a jackpot with seeded pools (audited), lists it in the calls, and keeps the drop point secret', async () => {
    const j = await create();
    expect(j.levels.map((l) => [l.identifier, l.pool_cents, l.seeded_cents, l.cycle])).toEqual([
      ['mini', 1_000, 1_000, 0],
      ['mega', 50_000, 50_000, 0],
    ]);
    expect(JSON.stringify(j)).not.toContain('drop_point');
    const mini = await level(j.levels[0]!.id);
    expect(mini.dropPointCents).toBeGreaterThan(1_000);
    expect(mini.dropPointCents).toBeLessThanOrEqual(100_000);
    expect(await accountBalance(t.database.db, poolAccount('EUR', mini.id))).toBe(1_000n);

    const list = JackpotViewsSchema.parse((await t.call({ method: 'GET', url: '/api/jackpots' })).json());
    const mine = list.find((x) => x.id === j.id)!;
    expect(mine).toMatchObject({
      identifier: j.identifier,
      state: 'active',
      currency: 'EUR',
      levels: [{ identifier: 'mini', amount_cents: 1_000 }, { amount_cents: 50_000 }],
    });
    expect(mine.games).toHaveLength(1);
    const games = JackpotsSchema.parse((await t.call({ method: 'GET', url: '/api/games/jackpots' })).json());
    expect(games.find((x) => x.id === j.id)!.levels.map((l) => l.amount_cents)).toEqual([1_000, 50_000]);

    const audits = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target, `jackpot:${j.id}`));
    expect(audits.map((a) => a.action)).toEqual(['jackpot.create']);
    await reconciled();
  });

  it('refuses bad input with field messages', async () => {
    const call = await staff('marketing');
    const bad = await call('POST', '/api/backoffice/jackpots', {
      ...input(),
      levels: [{ identifier: 'mini', name: 'Mini', seed_cents: 1_000, contribution_ppm: 10_000, drop_rule: 'must_drop_by', must_drop_by_cents: 500 }],
    });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain('must be above the seed');
    const unknownGame = await call('POST', '/api/backoffice/jackpots', input({ game_ids: [2 ** 31 - 2] }));
    expect(unknownGame.statusCode).toBe(422);
    const support = await staff('support');
    expect((await support('POST', '/api/backoffice/jackpots', input())).statusCode).toBe(403);
  });

  it('takes contributions from real-money bets on eligible games only, from the stream, once per bet', async () => {
    const other = await seedTestGame(t.database.db);
    const j = await create();
    const { playerId } = await fundedPlayer(t, 0n);
    const tx = await bet(playerId, 1_000);
    await bet(playerId, 1_000, { gameId: other.gameId });
    await bet(playerId, 1_000, { bonus: 1_000 });
    // Nothing moves before the stream is delivered: no hook into the bet.
    expect((await level(j.levels[0]!.id)).poolCents).toBe(1_000);
    await t.drain();
    await t.drain();
    expect((await level(j.levels[0]!.id)).poolCents).toBe(1_010);
    expect((await level(j.levels[1]!.id)).poolCents).toBe(50_005);
    expect(await t.database.db.select().from(jackpotContributions).where(eq(jackpotContributions.betTransactionId, tx))).toHaveLength(2);
    await reconciled();
  });

  it('converts bets in other currencies at the platform rates', async () => {
    const j = await create();
    const { playerId } = await fundedPlayer(t, 0n);
    const rate = await exchangeRate(t.database.db, 'BTC', 'EUR');
    expect(rate).not.toBeNull();
    // 0.01 BTC; 1 % of it in EUR cents.
    await bet(playerId, 1_000_000, { currency: 'BTC' });
    await t.drain();
    const expected = Number((10_000n * rate!.num * 100n) / (rate!.den * 100_000_000n));
    expect(expected).toBeGreaterThan(0);
    expect((await level(j.levels[0]!.id)).poolCents).toBe(1_000 + expected);
    await reconciled();
  });

  it('drops once when a contribution crosses the drop point: pays the pool, pushes the win, reseeds', async () => {
    const j = await create();
    const mini = j.levels[0]!.id;
    await setDropPoint(mini, 1_050);
    const { playerId } = await fundedPlayer(t, 0n);
    const before = await cash(playerId);
    const pushes: { event: string; payload: unknown }[] = [];
    const onPlayer = (p: { playerId: number; event: string; payload: unknown }) => p.playerId === playerId && pushes.push(p);
    const off = t.events.on('player.push', onPlayer);
    await bet(playerId, 4_000); // +40: 1 040, below
    await t.drain();
    expect((await level(mini)).cycle).toBe(0);
    await bet(playerId, 1_000); // +10: 1 050, crosses
    await t.drain();
    await t.drain();
    off();
    const after = await level(mini);
    expect(after.cycle).toBe(1);
    expect(after.poolCents).toBe(1_000);
    expect(after.paidCents).toBe(1_050);
    expect(await cash(playerId)).toBe(before + 1_050n);
    const wins = await t.database.db.select().from(jackpotWins).where(eq(jackpotWins.levelId, mini));
    expect(wins).toHaveLength(1);
    expect(wins[0]).toMatchObject({ playerId, poolCents: 1_050, amountCents: 1_050, currency: 'EUR' });
    expect(pushes).toContainEqual({ playerId, event: 'private:jackpot_win', payload: expect.objectContaining({ amount_cents: 1_050, level_name: 'Mini' }) });
    // A new secret drop point for the new cycle.
    expect(after.dropPointCents).toBeGreaterThan(1_000);
    const winners = JackpotWinnersSchema.parse((await t.call({ method: 'GET', url: '/api/jackpot_wins' })).json());
    const w = winners.find((x) => x.id === wins[0]!.id)!;
    expect(w).toMatchObject({ amount_cents: 1_050, jackpot_original_amount_cents: 1_050, jackpot_original_currency: 'EUR', jackpot_level_name: 'Mini' });
    expect(w.user_name).toMatch(/^.{1,6}\*\*\*$/);
    // The winner is told in their notifications too, once (the site words it from the kind, platform/notifications).
    const notes = await t.database.db.select().from(playerNotifications).where(eq(playerNotifications.playerId, playerId));
    expect(notes.filter((n) => n.eventKind === 'jackpot.won')).toEqual([
      expect.objectContaining({
        type: 'personal',
        icon: 'money',
        eventValues: { win_id: wins[0]!.id, jackpot_id: j.id, level_name: 'Mini', amount_cents: 1_050, currency: 'EUR' },
      }),
    ]);
    await reconciled();
  });

  it('returns a rolled-back bet’s contribution, once', async () => {
    const j = await create();
    const { playerId } = await fundedPlayer(t, 0n);
    const tx = await bet(playerId, 2_000);
    await t.drain();
    expect((await level(j.levels[0]!.id)).poolCents).toBe(1_020);
    await rollback(playerId, tx);
    await rollback(playerId, tx);
    await t.drain();
    const l = await level(j.levels[0]!.id);
    expect(l.poolCents).toBe(1_000);
    expect(l.contributedCents).toBe(0);
    expect((await level(j.levels[1]!.id)).poolCents).toBe(50_000);
    await reconciled();
  });

  it('admin closes a jackpot: pools back to the house with the reason, audited; late contributions are ignored', async () => {
    const j = await create();
    const { playerId } = await fundedPlayer(t, 0n);
    await bet(playerId, 1_000);
    await t.drain();
    const marketing = await staff('marketing');
    expect((await marketing('POST', `/api/backoffice/jackpots/${j.id}/close`, { reason: 'Campaign over' })).statusCode).toBe(403);
    const admin = await staff('admin');
    const closed = await admin('POST', `/api/backoffice/jackpots/${j.id}/close`, { reason: 'Campaign over' });
    expect(closed.statusCode, closed.body).toBe(200);
    const view = JackpotAdminSchema.parse(closed.json());
    expect(view).toMatchObject({ state: 'closed', close_reason: 'Campaign over' });
    expect(view.levels.map((l) => [l.pool_cents, l.returned_cents])).toEqual([
      [0, 1_010],
      [0, 50_005],
    ]);
    const txs = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(sql`${ledgerTransactions.kind} = 'jackpot_close' AND ${ledgerTransactions.meta}->>'jackpot_id' = ${String(j.id)}`);
    expect(txs.map((x) => x.meta.reason)).toEqual(['Campaign over', 'Campaign over']);
    expect((await admin('POST', `/api/backoffice/jackpots/${j.id}/close`, { reason: 'again' })).statusCode).toBe(409);
    // A late bet, and a rollback of an earlier one: the closed pools do not move.
    const late = await bet(playerId, 5_000);
    await t.drain();
    expect(await t.database.db.select().from(jackpotContributions).where(eq(jackpotContributions.betTransactionId, late))).toHaveLength(0);
    expect((await level(j.levels[0]!.id)).poolCents).toBe(0);
    expect(JackpotViewsSchema.parse((await t.call({ method: 'GET', url: '/api/jackpots' })).json()).some((x) => x.id === j.id)).toBe(false);
    const audits = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target, `jackpot:${j.id}`));
    expect(audits.map((a) => a.action).sort()).toEqual(['jackpot.close', 'jackpot.create']);
    await reconciled();
  });

  it('applies a running level’s changes from its next reseed', async () => {
    const j = await create();
    const mini = j.levels[0]!.id;
    const call = await staff('marketing');
    const changed = input({ identifier: j.identifier, name: 'Mystic II' });
    changed.levels[0] = { ...changed.levels[0]!, seed_cents: 2_000, contribution_ppm: 20_000 };
    const res = await call('PUT', `/api/backoffice/jackpots/${j.id}`, changed);
    expect(res.statusCode, res.body).toBe(200);
    const view = JackpotAdminSchema.parse(res.json());
    expect(view.name).toBe('Mystic II');
    expect(view.levels[0]).toMatchObject({ seed_cents: 1_000, contribution_ppm: 10_000, next: { seed_cents: 2_000, contribution_ppm: 20_000 } });
    const { playerId } = await fundedPlayer(t, 0n);
    await setDropPoint(mini, 1_010);
    await bet(playerId, 1_000); // old share: +10, drops at 1 010
    await t.drain();
    const l = await level(mini);
    expect(l).toMatchObject({ cycle: 1, seedCents: 2_000, contributionPpm: 20_000, poolCents: 2_000, next: null });
    await bet(playerId, 1_000); // new share: +20
    await t.drain();
    expect((await level(mini)).poolCents).toBe(2_020);
    await reconciled();
  });

  it('a drop interrupted by a crash is paid once when the bet is handled again', async () => {
    const j = await create();
    const mini = j.levels[0]!.id;
    await setDropPoint(mini, 1_010);
    const { playerId } = await fundedPlayer(t, 0n);
    const before = await cash(playerId);
    const transactionId = `bet-${randomUUID()}`;
    // The process dies after the win was paid and while the level reseeds: the transaction is lost.
    const dying: Draw = {
      int: () => {
        throw new Error('crash');
      },
    };
    const fact = { playerId, gameId: game.gameId, currency: 'EUR', stakeCents: 1_000n, transactionId, at: t.clock.now() };
    await expect(t.database.db.transaction((tx) => contribute(tx, ports, fact, dying))).rejects.toThrow('crash');
    expect(await cash(playerId)).toBe(before);
    expect(await t.database.db.select().from(jackpotWins).where(eq(jackpotWins.levelId, mini))).toHaveLength(0);
    // After the restart the stream hands the bet over again.
    await bet(playerId, 1_000, { tx: transactionId });
    await t.drain();
    await bet(playerId, 1_000, { tx: transactionId });
    await t.drain();
    expect(await cash(playerId)).toBe(before + 1_010n);
    expect(await t.database.db.select().from(jackpotWins).where(eq(jackpotWins.levelId, mini))).toHaveLength(1);
    await reconciled();
  });

  it('a batch of many bets crossing a drop point pays one winner, the right one, and a redelivered batch changes nothing', async () => {
    const j = await create();
    const [mini, mega] = [j.levels[0]!.id, j.levels[1]!.id];
    await setDropPoint(mini, 1_050);
    const players = await Promise.all([fundedPlayer(t, 0n), fundedPlayer(t, 0n), fundedPlayer(t, 0n)]);
    const before = await Promise.all(players.map((p) => cash(p.playerId)));
    // A fixed draw: new drop points at the must-drop-by amount, probability levels never drop.
    const fixed: Draw = { int: (_min, max) => max - 1 };
    const consumer = contributionsConsumer(t.app.deps, ports, fixed);
    const at = t.clock.now();
    let seq = 1;
    type Ev = Parameters<typeof consumer.handle>[0];
    const betEvent = (i: number): Ev => ({
      id: seq,
      txId: seq++,
      type: 'bet.placed',
      playerId: players[i % 3]!.playerId,
      occurredAt: at,
      payload: {
        currency: 'EUR',
        amount_cents: 1_000,
        bonus_amount_cents: 0,
        bonus_id: null,
        provider: game.provider,
        game_id: game.gameId,
        round_id: null,
        transaction_id: `batch-${j.id}-${i}`,
      },
    });
    const events: Ev[] = [];
    for (let i = 0; i < 30; i++) {
      events.push(betEvent(i));
      // Bet 1 is rolled back after bet 3: its 10 leave the pool again, so bet 5 (not 4) reaches 1 050.
      if (i === 3)
        events.push({
          id: seq,
          txId: seq++,
          type: 'bet.rolled_back',
          playerId: players[1]!.playerId,
          occurredAt: at,
          payload: { ...(betEvent(1).payload as object), transaction_id: `rb-${j.id}-1`, rolled_back_transaction_id: `batch-${j.id}-1` },
        } as Ev);
    }
    await t.database.db.transaction((tx) => consumer.handleBatch!(events, { tx }));

    const wins = await t.database.db.select().from(jackpotWins).where(eq(jackpotWins.levelId, mini));
    expect(wins).toHaveLength(1);
    expect(wins[0]).toMatchObject({ playerId: players[5 % 3]!.playerId, betTransactionId: `batch-${j.id}-5`, cycle: 0, poolCents: 1_050, amountCents: 1_050 });
    // Bets 6..29 feed the next cycle: 24 × 10 on the new seed; the drop point drawn at its maximum.
    const l = await level(mini);
    expect(l).toMatchObject({ cycle: 1, poolCents: 1_000 + 240, paidCents: 1_050, dropPointCents: 100_000, contributedCents: 290 });
    expect((await level(mega)).poolCents).toBe(50_000 + 29 * 5);
    const cashAfter = await Promise.all(players.map((p) => cash(p.playerId)));
    expect(cashAfter.map((c, i) => c - before[i]!)).toEqual([0n, 0n, 1_050n]);
    const contributions = await t.database.db.select().from(jackpotContributions).where(eq(jackpotContributions.levelId, mini));
    expect(contributions.filter((c) => c.cycle === 0 && !c.rolledBack)).toHaveLength(5);
    expect(contributions.filter((c) => c.cycle === 1)).toHaveLength(24);
    await reconciled();

    // The same batch once more (a pass whose commit was lost after the handler ran): nothing moves.
    const snapshot = async () => ({
      levels: [await level(mini), await level(mega)],
      cash: await Promise.all(players.map((p) => cash(p.playerId))),
      wins: (await t.database.db.select().from(jackpotWins).where(eq(jackpotWins.jackpotId, j.id))).length,
      contributions: (await t.database.db.select().from(jackpotContributions).where(eq(jackpotContributions.levelId, mini))).length,
      ledger: (await t.database.db.select().from(ledgerTransactions)).length,
    });
    const first = await snapshot();
    await t.database.db.transaction((tx) => consumer.handleBatch!(events, { tx }));
    await t.database.db.transaction((tx) => consumer.handle(events[7]!, { tx }));
    expect(await snapshot()).toEqual(first);
    await reconciled();
  });

  it('puts ordinary real-money wins of at least 50 EUR on the public wins feed, masked, once per fact', async () => {
    const own = await seedTestGame(t.database.db);
    const [meta] = [...(await gameNames(t.database.db, [own.gameId])).values()];
    const { playerId } = await fundedPlayer(t, 0n);
    const pushed: PublicWin[] = [];
    const off = t.events.on('public.push', (p: { event: string; payload: unknown }) => {
      if (p.event === 'public:wins' && (p.payload as PublicWin).game_identifier === meta!.identifier) pushed.push(PublicWinSchema.parse(p.payload));
    });
    const win = (amount: number, bonus = 0) =>
      t.database.db.transaction((tx) =>
        appendEvent(tx, {
          type: 'win.paid',
          playerId,
          at: t.clock.now(),
          payload: {
            currency: 'EUR',
            amount_cents: amount,
            bonus_amount_cents: bonus,
            bonus_id: null,
            provider: own.provider,
            game_id: own.gameId,
            round_id: null,
            transaction_id: `win-${randomUUID()}`,
          },
        }),
      );
    await win(6_000); // shown
    await win(4_999); // below the threshold
    await win(10_000, 10_000); // all bonus money (free spins): not shown
    await win(5_000); // at the threshold: shown
    await t.drain();
    await t.drain();
    off();
    expect(pushed.map((w) => w.amount_cents)).toEqual([6_000, 5_000]);
    expect(pushed[0]).toMatchObject({ game_identifier: meta!.identifier, game_title: meta!.title, currency: 'EUR' });
    expect(pushed[0]!.player_name).toMatch(/^.{1,6}\*\*\*$/);
  });

  it('answers winners silently empty when they cannot be read', async () => {
    const res = await t.call({ method: 'GET', url: '/api/jackpot_wins' });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
  });

  describe.runIf(testDbKind === 'postgres')('on PostgreSQL with two instances', () => {
    it('concurrent bets crossing one drop point on two instances make exactly one winner per drop', async () => {
      const j = await create({
        levels: [{ identifier: 'mini', name: 'Mini', seed_cents: 1_000, contribution_ppm: 100_000, drop_rule: 'must_drop_by', must_drop_by_cents: 1_500 }],
      });
      const mini = j.levels[0]!.id;
      const players = await Promise.all([fundedPlayer(t, 0n), fundedPlayer(t, 0n), fundedPlayer(t, 0n), fundedPlayer(t, 0n)]);
      const dbs: Database[] = [
        await openDatabase({ databaseUrl: t.database.url!, poolSize: 4 }),
        await openDatabase({ databaseUrl: t.database.url!, poolSize: 4 }),
      ];
      try {
        // 40 bets of 10.00 (1.00 each to the pool) from two instances at once: the pool crosses 1 500 several times.
        const bets = Array.from({ length: 40 }, (_, i) => ({
          playerId: players[i % 4]!.playerId,
          gameId: game.gameId,
          currency: 'EUR',
          stakeCents: 1_000n,
          transactionId: `race-${randomUUID()}`,
          at: t.clock.now(),
        }));
        const results = await Promise.all(bets.map((b, i) => dbs[i % 2]!.db.transaction((tx) => contribute(tx, ports, b))));
        const wins = await t.database.db.select().from(jackpotWins).where(eq(jackpotWins.levelId, mini));
        const l = await level(mini);
        expect(results.flatMap((r) => r.wins)).toHaveLength(wins.length);
        expect(new Set(wins.map((w) => w.cycle)).size).toBe(wins.length);
        expect(l.cycle).toBe(wins.length);
        expect(wins.length).toBeGreaterThanOrEqual(1);
        for (const w of wins) expect(w.poolCents).toBeLessThanOrEqual(1_500 + 100);
        // Every cent accounted for: 40 contributions of 100.
        expect(l.contributedCents).toBe(4_000);
        await reconciled();
      } finally {
        for (const d of dbs) await d.close();
      }
    });
  });
});
