import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../schemas/staff';
import {
  BackofficeTournamentSchema,
  QUEST_THRESHOLDS_EUR,
  TournamentStatusSchema,
  TournamentViewSchema,
  choosePromo,
  questLevel,
  questPoints,
  type TournamentBody,
} from '../../schemas/tournaments';
import { BonusTemplateInputSchema } from '../../schemas/gifts';
import { GamesPageSchema } from '../../schemas/games';
import { achievementStats, domainEvents, gifts, playerGroups, playerNotifications, staffAuditLog, tournamentResults } from '../db/schema';
import { fundedPlayer, providerCall, seedTestGame } from '../games/seamless/test-helpers';
import { openSession } from '../games/seamless/sessions';
import { createTemplate } from '../gifts';
import { seedCryptoRates } from '../info/rates-seed';
import { setLimit } from '../limits/changes';
import { seedGroups } from '../player/groups';
import { seedStaff } from '../staff/seed';
import { staffBrowser as sharedStaffBrowser } from '../testing/staff-browser';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { playerBalances } from '../wallet/index';
import { convertMinor } from './engine';
import { BoardPusher } from './stream';
import { seedTournaments } from './seed';
import { SETTLE_GRACE_MS, settleDueTournaments, settleOne, type TournamentPorts } from './index';
import { activateGift, createGifts } from '../gifts';
import { gameCategoryKeys, selectionGamesPage } from '../games';
import { exchangeRateNumber } from '../info';
import { isExcluded } from '../limits';

/**
 * Tournaments and quests (README): scored only from the event stream, settled once at the end on
 * the platform clock, prizes through the gifts port. On the database TEST_DB names.
 */
describe('tournaments', () => {
  let t: TestPlatform;
  let games: { gameId: number; provider: string }[];
  let other: { gameId: number; provider: string };
  let ip = 1;
  let staff: Awaited<ReturnType<typeof sharedStaffBrowser>>;
  let prizeTpl: number;
  let ports: TournamentPorts;
  const staffBrowser = (role: StaffRole) => sharedStaffBrowser(t, role, `10.9.0.${ip++}`);

  beforeAll(async () => {
    t = await createTestPlatform();
    await seedGroups(t.app.deps);
    await seedStaff(t.app.deps);
    await seedCryptoRates(t.app.deps);
    games = [
      await seedTestGame(t.database.db, { currencies: ['EUR', 'USD'] }),
      await seedTestGame(t.database.db, { currencies: ['EUR', 'USD'] }),
      await seedTestGame(t.database.db, { currencies: ['EUR', 'USD'] }),
    ];
    other = await seedTestGame(t.database.db);
    staff = await staffBrowser('marketing');
    const tpl = await createTemplate(
      t.database.db,
      BonusTemplateInputSchema.parse({ title: 'Tournament prize', type: 'rocket_lite', amounts: { EUR: 5_000, USD: 5_000 }, wager_multiplier: 1 }),
      t.clock.now(),
    );
    prizeTpl = tpl.id;
    const g = createGifts({ excluded: (db, id, at) => isExcluded(db, id, at) });
    ports = {
      issueGift: (tx, i) => g.issueGift(tx, i),
      activateGift: (tx, playerId, giftId, at) => activateGift(tx, { playerId, giftId, at }).then(() => undefined),
      gameCategories: gameCategoryKeys,
      eligibleGames: selectionGamesPage,
      rate: exchangeRateNumber,
    };
    await t.drain(); // registers the consumers at the head of the stream
  });
  afterAll(async () => t?.close());

  const iso = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();
  const create = async (extra: Partial<TournamentBody> = {}) => {
    const body: TournamentBody = {
      frontend_identifier: `cup-${randomUUID().slice(0, 8)}`,
      texts: { en: { title: 'Winter Cup', description: 'Ties go to who reached the score first.' }, de: { title: 'Winterpokal' } },
      currency: 'EUR',
      start_at: iso(0),
      end_at: iso(3_600_000),
      game_ids: games.map((g) => g.gameId),
      prizes: [
        { place: 1, template_id: prizeTpl, amount_cents: 5_000 },
        { place: 2, template_id: prizeTpl, amount_cents: 5_000 },
      ],
      money_budget_cents: 10_000,
      ...extra,
    };
    const res = await staff('POST', '/api/backoffice/tournaments', body);
    expect(res.statusCode, res.body).toBe(200);
    return BackofficeTournamentSchema.parse(res.json());
  };
  const session = async (playerId: number, game = games[0]!, currency = 'EUR') =>
    (await openSession(t.database.db, { playerId, gameId: game.gameId, provider: game.provider, currency, mode: 'real', at: t.clock.now() })).token;
  const bet = async (token: string, amount: number, game = games[0]!, round = randomUUID()) => {
    const transaction_id = randomUUID();
    const res = await providerCall(t, game.provider, 'bet', { session: token, transaction_id, round_id: round, amount });
    expect(res.statusCode, res.body).toBe(200);
    return { transaction_id, round };
  };
  const win = async (token: string, round: string, amount: number, game = games[0]!) => {
    const res = await providerCall(t, game.provider, 'win', { session: token, transaction_id: randomUUID(), round_id: round, amount });
    expect(res.statusCode, res.body).toBe(200);
  };
  const rollback = async (token: string, txId: string, game = games[0]!) => {
    const res = await providerCall(t, game.provider, 'rollback', { session: token, transaction_id: randomUUID(), rollback_transaction_id: txId });
    expect(res.statusCode, res.body).toBe(200);
  };
  const details = async (id: number | string, b?: { call: (m: 'GET', u: string) => Promise<{ json(): unknown; statusCode: number }> }) =>
    TournamentViewSchema.parse(
      b ? (await b.call('GET', `/api/tournaments/${id}`)).json() : (await t.call({ method: 'GET', url: `/api/tournaments/${id}` })).json(),
    );
  const status = async (b: { call: (m: 'GET', u: string) => Promise<{ json(): unknown }> }, id: number) =>
    TournamentStatusSchema.parse((await b.call('GET', `/api/tournaments/${id}/status`)).json());
  const settle = (hooks = {}) => settleDueTournaments(t.database.db, ports, t.clock.now(), hooks);
  const prizeGifts = async (id: number) =>
    t.database.db
      .select()
      .from(gifts)
      .where(like(gifts.idempotencyKey, `tournament:${id}:place:%`));

  it('validates marketing input with field messages and audits the create', async () => {
    const bad = await staff('POST', '/api/backoffice/tournaments', {
      frontend_identifier: 'Bad Id',
      texts: {},
      currency: 'XXX',
      start_at: iso(1000),
      end_at: iso(0),
      prizes: [{ place: 1, template_id: prizeTpl, amount_cents: 20_000 }],
      money_budget_cents: 10_000,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['frontend_identifier', 'texts', 'currency']));
    const rules = await staff('POST', '/api/backoffice/tournaments', {
      frontend_identifier: 'rules-check',
      texts: { en: { title: 'Rules' } },
      currency: 'EUR',
      start_at: iso(1000),
      end_at: iso(0),
      prizes: [{ place: 1, template_id: prizeTpl, amount_cents: 20_000 }],
      money_budget_cents: 10_000,
    });
    expect(rules.statusCode).toBe(422);
    expect(Object.keys(rules.json().errors)).toEqual(expect.arrayContaining(['end_at', 'prizes']));
    const c = await create();
    expect(c).toMatchObject({ status: 'active', state: 'scheduled', title: 'Winter Cup', currency: 'EUR', top_players: [] });
    expect(
      (await staff('POST', '/api/backoffice/tournaments', { ...c, frontend_identifier: c.frontend_identifier, texts: { en: { title: 'x' } } })).statusCode,
    ).toBe(422);
    const audits = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target, `tournament:${c.id}`));
    expect(audits.map((a) => a.action)).toEqual(['tournament.create']);
    // Players may not reach the back office.
    expect((await t.call({ method: 'GET', url: '/api/backoffice/tournaments' })).statusCode).toBe(401);
  });

  it('scores real-money stakes of eligible games from the stream, converts currencies, and breaks ties by who reached the score first', async () => {
    const c = await create();
    const a = await fundedPlayer(t, 100_000n);
    const b = await fundedPlayer(t, 100_000n);
    const u = await fundedPlayer(t, 100_000n, { currency: 'USD' });
    const ta = await session(a.playerId);
    const tb = await session(b.playerId, games[1]);
    const tu = await session(u.playerId, games[2], 'USD');
    await bet(ta, 500);
    t.clock.advance(1000);
    await bet(tb, 300, games[1]);
    await bet(tb, 200, games[1]);
    await bet(tu, 1_000, games[2]);
    // Another game is not in this tournament.
    await bet(await session(a.playerId, other), 10_000, other);
    // Nothing scores before the stream delivers it (never a hook into games).
    expect((await details(c.id)).top_players).toEqual([]);
    await t.drain();
    const d = await details(c.id, a.browser);
    // USD at the platform's rates: 1 USD = 0.92 EUR (both quoted against BTC).
    expect(d.top_players.map((p) => p.points)).toEqual([920, 500, 500]);
    // a and b have 500; a reached it first.
    expect(d.top_players[1]).toMatchObject({ award_place: 2, me: true });
    expect(d.leaderboard?.find((p) => p.me)).toMatchObject({ award_place: 2, points: 500 });
    expect(await status(b.browser, c.id)).toMatchObject({ tournament_id: c.id, bets: 500, rounds: 2, award_place: 3, participating: true });
    expect(convertMinor(1_000, 'USD', 'EUR', 0.92)).toBe(920);
    // By identifier too (banner targets).
    expect((await details(c.frontend_identifier)).id).toBe(c.id);
    expect((await t.call({ method: 'GET', url: '/api/tournaments/999999' })).statusCode).toBe(404);
    // A repeat delivery scores nothing twice.
    await t.drain();
    expect((await status(b.browser, c.id)).bets).toBe(500);
  });

  it('a rollback takes its score back; a win scores only in a round with a counted stake (sum of wins)', async () => {
    const c = await create({ strategy: 'sum_wins' });
    const s = await create({ strategy: 'sum_bets' });
    const m = await create({ strategy: 'biggest_multiplier' });
    const p = await fundedPlayer(t, 100_000n);
    const tok = await session(p.playerId);
    const r1 = await bet(tok, 200);
    await win(tok, r1.round, 700);
    const r2 = await bet(tok, 400);
    await t.drain();
    expect((await status(p.browser, c.id)).bets).toBe(700);
    expect((await status(p.browser, m.id)).bets).toBe(350);
    expect((await status(p.browser, s.id)).bets).toBe(600);
    await rollback(tok, r2.transaction_id);
    await t.drain();
    expect(await status(p.browser, s.id)).toMatchObject({ bets: 200, rounds: 1 });
  });

  it('answers an empty status for a tournament the player is not in; confirm is once, counts from then on, and refused after the end', async () => {
    const c = await create({ user_confirmation_required: true, end_at: iso(60_000) });
    const p = await fundedPlayer(t, 100_000n);
    expect(await status(p.browser, c.id)).toMatchObject({ participating: false, award_place: null, bets: 0, confirmed: false });
    expect((await t.call({ method: 'GET', url: `/api/tournaments/${c.id}/status` })).statusCode).toBe(401);
    const tok = await session(p.playerId);
    await bet(tok, 1_000); // before confirming: does not count
    await t.drain();
    expect((await status(p.browser, c.id)).bets).toBe(0);
    expect((await p.browser.call('POST', `/api/tournaments/${c.id}/confirm`, { confirmed: false })).statusCode).toBe(422);
    const first = await p.browser.call('POST', `/api/tournaments/${c.id}/confirm`, { confirmed: true });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ confirmed: true, participating: true });
    t.clock.advance(1000);
    const again = await p.browser.call('POST', `/api/tournaments/${c.id}/confirm`, { confirmed: true });
    expect(again.json()).toEqual(first.json());
    await bet(tok, 300);
    await t.drain();
    expect((await status(p.browser, c.id)).bets).toBe(300);
    t.clock.advance(60_000);
    const late = await p.browser.call('POST', `/api/tournaments/${c.id}/confirm`, { confirmed: true });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({ error: 'tournament_finished' });
  });

  it('counts a bet in the last second before the end, not one at the end; settles once the stream has seen it, pays once, and tells each winner', async () => {
    const c = await create({ end_at: iso(10_000) });
    const a = await fundedPlayer(t, 100_000n);
    const b = await fundedPlayer(t, 100_000n);
    const multi = await fundedPlayer(t, 100_000n);
    await t.database.db.insert(playerGroups).values({ playerId: multi.playerId, groupId: 100 });
    const ta = await session(a.playerId);
    const tb = await session(b.playerId);
    const tm = await session(multi.playerId);
    await bet(tm, 5_000);
    await bet(ta, 100);
    await t.drain();
    t.clock.advance(9_999); // the last millisecond
    await bet(tb, 200);
    t.clock.advance(1); // exactly the end: too late
    await bet(ta, 1_000);
    t.clock.advance(SETTLE_GRACE_MS);
    // The stream has not delivered the last-second bet yet: no settlement on a partial board.
    expect(await settle()).not.toContain(c.id);
    await t.drain();
    expect(await settle()).toContain(c.id);
    const results = await t.database.db.select().from(tournamentResults).where(eq(tournamentResults.tournamentId, c.id)).orderBy(tournamentResults.place);
    expect(results.map((r) => [r.place, r.playerId, r.points, r.outcome])).toEqual([
      [1, multi.playerId, 5_000, 'refused:multi_account'],
      [2, b.playerId, 200, 'paid'],
      [3, a.playerId, 100, 'none'],
    ]);
    expect((await playerBalances(t.database.db, b.playerId)).get('EUR')?.bonus).toBe(5_000n);
    expect(await settle()).not.toContain(c.id);
    expect(await prizeGifts(c.id)).toHaveLength(1);
    await t.drain();
    const notes = await t.database.db
      .select()
      .from(playerNotifications)
      .where(and(eq(playerNotifications.playerId, b.playerId), eq(playerNotifications.type, 'tournament')));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ identifier: c.frontend_identifier, eventKind: 'tournament.prize' });
    // The paid place reached achievements through the stream (the refused first place did not).
    const placeStats = await t.database.db.select().from(achievementStats).where(eq(achievementStats.playerId, b.playerId));
    expect(placeStats[0]).toMatchObject({ tournamentPrizes: 1, tournamentWins: 0 });
    // The archive.
    const recent = TournamentViewSchema.array().parse((await t.call({ method: 'GET', url: '/api/tournaments/recent' })).json());
    expect(recent.find((r) => r.id === c.id)).toMatchObject({ status: 'archive', state: 'settled' });
    // A rollback after the end changes nothing frozen.
    const late = await session(a.playerId);
    const r = await bet(late, 50);
    await rollback(late, r.transaction_id);
    await t.drain();
    expect((await details(c.id)).top_players.map((p) => p.points)).toEqual([5_000, 200, 100]);
  });

  it('a rollback after the end but before settlement leaves the places frozen', async () => {
    const c = await create({ end_at: iso(5_000) });
    const a = await fundedPlayer(t, 100_000n);
    const b = await fundedPlayer(t, 100_000n);
    const ta = await session(a.playerId);
    const first = await bet(ta, 900);
    await bet(await session(b.playerId), 500);
    await t.drain();
    t.clock.advance(6_000);
    await rollback(ta, first.transaction_id);
    await t.drain();
    t.clock.advance(SETTLE_GRACE_MS);
    await settle();
    const results = await t.database.db.select().from(tournamentResults).where(eq(tournamentResults.tournamentId, c.id)).orderBy(tournamentResults.place);
    expect(results.map((r) => [r.playerId, r.points])).toEqual([
      [a.playerId, 900],
      [b.playerId, 500],
    ]);
  });

  it('a crash during settlement, then a restart (and two instances at once), pays every prize exactly once', async () => {
    const c = await create({ end_at: iso(5_000) });
    const ps = [await fundedPlayer(t, 100_000n), await fundedPlayer(t, 100_000n), await fundedPlayer(t, 100_000n)];
    for (const [i, p] of ps.entries()) await bet(await session(p.playerId), 1_000 * (3 - i));
    await t.drain();
    t.clock.advance(5_000 + SETTLE_GRACE_MS);
    await expect(
      settleOne(t.database.db, ports, c.id, t.clock.now(), {
        afterPrize: () => {
          throw new Error('killed after the first prize');
        },
      }),
    ).rejects.toThrow('killed');
    expect(await prizeGifts(c.id)).toHaveLength(1);
    expect((await details(c.id)).state).toBe('settling');
    const again = await Promise.all([settleOne(t.database.db, ports, c.id, t.clock.now()), settleOne(t.database.db, ports, c.id, t.clock.now())]);
    expect(again).toContain(true);
    const paid = await prizeGifts(c.id);
    expect(paid.map((g) => g.playerId).sort()).toEqual([ps[0]!.playerId, ps[1]!.playerId].sort());
    await t.drain();
    await t.drain();
    const [n] = await t.database.db.select({ n: count() }).from(playerNotifications).where(eq(playerNotifications.type, 'tournament'));
    const mine = await t.database.db
      .select()
      .from(playerNotifications)
      .where(and(eq(playerNotifications.type, 'tournament'), eq(playerNotifications.identifier, c.frontend_identifier)));
    expect(mine).toHaveLength(2);
    expect(n!.n).toBeGreaterThanOrEqual(2);
  });

  it('pays no prize to an excluded winner; edit only before start; cancel with a reason pays nothing and hides it', async () => {
    const future = await create({ start_at: iso(60_000), end_at: iso(120_000) });
    const edited = await staff('PATCH', `/api/backoffice/tournaments/${future.id}`, { texts: { en: { title: 'Renamed' } } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Renamed', status: 'future', prizes: future.prizes });
    expect((await staff('PATCH', `/api/backoffice/tournaments/${future.id}`, { end_at: iso(0) })).statusCode).toBe(422);
    const running = await create({ end_at: iso(5_000) });
    expect((await staff('PATCH', `/api/backoffice/tournaments/${running.id}`, { min_bet_cents: 5 })).statusCode).toBe(409);
    const p = await fundedPlayer(t, 100_000n);
    await bet(await session(p.playerId), 700);
    await t.drain();
    await setLimit(t.app.deps, p.playerId, { type: 'selfexclusion', period: 'month' }, { actor: 'player' });
    const canceled = await create({ end_at: iso(5_000) });
    const cancel = await staff('POST', `/api/backoffice/tournaments/${canceled.id}/cancel`, { reason: 'Provider outage' });
    expect(cancel.json()).toMatchObject({ state: 'canceled', cancel_reason: 'Provider outage' });
    expect((await staff('POST', `/api/backoffice/tournaments/${canceled.id}/cancel`, { reason: 'again' })).statusCode).toBe(409);
    expect((await t.call({ method: 'GET', url: `/api/tournaments/${canceled.id}` })).statusCode).toBe(404);
    t.clock.advance(5_000 + SETTLE_GRACE_MS);
    await settle();
    const [r] = await t.database.db.select().from(tournamentResults).where(eq(tournamentResults.tournamentId, running.id));
    expect(r).toMatchObject({ playerId: p.playerId, outcome: 'refused:excluded' });
    expect(await t.database.db.select().from(tournamentResults).where(eq(tournamentResults.tournamentId, canceled.id))).toEqual([]);
  });

  it('quests: the level follows the C9 thresholds, each level reward issued once; group-bound and ffc quests are hidden', async () => {
    const rewardTpl = await createTemplate(
      t.database.db,
      BonusTemplateInputSchema.parse({ title: 'Quest reward', type: 'rocket_lite', amounts: { EUR: 100 }, wager_multiplier: 1 }),
      t.clock.now(),
    );
    const q = await create({ quest_size: 'xs', prizes: [], money_budget_cents: 0, quest_rewards: [{ level: 2, template_id: rewardTpl.id }] });
    const p = await fundedPlayer(t, 1_000_000n);
    const tok = await session(p.playerId);
    await bet(tok, 10_000);
    await t.drain();
    expect((await status(p.browser, q.id)).quest).toMatchObject({ level: 1, next_level_bets: 15_000 });
    await bet(tok, 5_000);
    await bet(tok, 5_000);
    await t.drain();
    const s = await status(p.browser, q.id);
    expect(s.quest).toMatchObject({ level: 2, next_level_bets: 50_000 });
    expect(s.quest!.points.map((x) => x.state).slice(0, 4)).toEqual(['completed', 'completed', 'active', 'locked']);
    const rewards = await t.database.db
      .select()
      .from(gifts)
      .where(like(gifts.idempotencyKey, `quest:${q.id}:${p.playerId}:level:%`));
    expect(rewards).toHaveLength(1);
    // One `quest.level_reached` fact per level reached, rewarded or not (achievements' quest badges read it).
    const facts = await t.database.db
      .select({ payload: domainEvents.payload })
      .from(domainEvents)
      .where(and(eq(domainEvents.type, 'quest.level_reached'), eq(domainEvents.playerId, p.playerId)))
      .orderBy(asc(domainEvents.id));
    expect(facts.map((f) => f.payload)).toEqual([1, 2].map((level) => ({ tournament_id: q.id, frontend_identifier: q.frontend_identifier, level })));
    const questStats = await t.database.db.select().from(achievementStats).where(eq(achievementStats.playerId, p.playerId));
    expect(questStats[0]?.questLevels).toBe(2);
    // Group-bound quest: only its group sees it; ffc test quests only testers.
    const bound = await create({ quest_size: 's', prizes: [], money_budget_cents: 0, group_ids: [916] });
    const ffc = await create({ frontend_identifier: `ffc-quest-${randomUUID().slice(0, 6)}`, quest_size: 's', prizes: [], money_budget_cents: 0 });
    const list = async (b?: typeof p.browser) =>
      TournamentViewSchema.array()
        .parse(b ? (await b.call('GET', '/api/tournaments')).json() : (await t.call({ method: 'GET', url: '/api/tournaments' })).json())
        .map((x) => x.id);
    expect(await list(p.browser)).not.toContain(bound.id);
    expect(await list()).not.toContain(ffc.id);
    await t.database.db.insert(playerGroups).values({ playerId: p.playerId, groupId: 916 });
    expect(await list(p.browser)).toEqual(expect.arrayContaining([bound.id, ffc.id]));
  });

  it('lists the eligible games (by game id OR provider) a page at a time, by id or identifier; bad paging is a 422, an unknown tournament a 404', async () => {
    const tour = await create({ game_ids: [games[0]!.gameId, games[1]!.gameId], providers: [other.provider] });
    const first = GamesPageSchema.parse((await t.call({ method: 'GET', url: `/api/tournaments/${tour.id}/games?per_page=2` })).json());
    expect(first.pagination).toMatchObject({ current_page: 1, next_page: 2, total_count: 3, total_pages: 2 });
    const second = GamesPageSchema.parse(
      (await t.call({ method: 'GET', url: `/api/tournaments/${tour.frontend_identifier}/games?page=2&per_page=2&device=mobile` })).json(),
    );
    expect(second.pagination).toMatchObject({ current_page: 2, next_page: null, prev_page: 1 });
    const ids = [...first.data, ...second.data].map((g) => g.identifier);
    expect(ids).toHaveLength(3);
    expect(ids.some((i) => i.startsWith(`${other.provider}:`))).toBe(true);
    expect(ids.some((i) => i.startsWith(`${games[2]!.provider}:`))).toBe(false);
    expect((await t.call({ method: 'GET', url: `/api/tournaments/${tour.id}/games?per_page=0` })).statusCode).toBe(422);
    expect((await t.call({ method: 'GET', url: `/api/tournaments/${tour.id}/games?page=abc` })).statusCode).toBe(422);
    expect((await t.call({ method: 'GET', url: '/api/tournaments/no-such-cup/games' })).statusCode).toBe(404);
  });

  it('quest levels and the promo choice (C4, C9)', () => {
    const xs = QUEST_THRESHOLDS_EUR.xs.map((x) => x * 100);
    expect(questLevel(xs, 0)).toEqual({ level: 1, next_level_bets: 15_000 });
    expect(questLevel(xs, 1_500_000)).toEqual({ level: 6, next_level_bets: null });
    expect(questPoints(xs, 1_500_000).every((p) => p.state === 'completed')).toBe(true);
    for (const size of Object.keys(QUEST_THRESHOLDS_EUR) as (keyof typeof QUEST_THRESHOLDS_EUR)[]) {
      const v = QUEST_THRESHOLDS_EUR[size];
      expect(v.every((x, i) => i === 0 || x > v[i - 1]!)).toBe(true);
    }
    expect(QUEST_THRESHOLDS_EUR.m).toHaveLength(25);
    expect(QUEST_THRESHOLDS_EUR['robot-s'].at(-1)).toBe(800_000);
    const now = new Date('2026-06-01T00:00:00Z');
    const p = (id: number, s: string, e: string) => ({ id, start_at: s, end_at: e });
    const past = p(1, '2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z');
    const fut = p(2, '2026-07-01T00:00:00Z', '2026-08-01T00:00:00Z');
    const act = p(3, '2026-05-01T00:00:00Z', '2026-07-01T00:00:00Z');
    expect(choosePromo([past, fut, act], now)?.id).toBe(3);
    expect(choosePromo([past, fut], now)?.id).toBe(2);
    expect(choosePromo([past], now)?.id).toBe(1);
  });

  it('seeds Winter Wonders (the seeded banner and news link to it) once', async () => {
    await seedTournaments(t.app.deps);
    await seedTournaments(t.app.deps);
    const ww = await details('winter-wonders');
    expect(ww).toMatchObject({ status: 'active', games: { categories: ['special-winter-wonders'] }, prizes: [{ place: 1 }, { place: 2 }, { place: 3 }] });
    expect(ww.description).toContain('reached the score first');
    expect((await details('winter-quest')).questSize).toBe('s');
  });

  it('pushes the public board at most once a second per tournament', async () => {
    const pushes: unknown[] = [];
    const c = await create();
    const off = t.events.on('public.push', (p) => {
      if ((p.payload as { tournament_id?: number }).tournament_id === c.id) pushes.push(p);
    });
    const pusher = new BoardPusher(t.app.deps, 300);
    // A quiet board's first change goes out at once (after the commit); the next ones wait out the interval, folded into one push.
    for (let i = 0; i < 20; i++) pusher.touch(c.id);
    await new Promise((r) => setTimeout(r, 120));
    expect(pushes).toHaveLength(1);
    for (let i = 0; i < 20; i++) pusher.touch(c.id);
    await new Promise((r) => setTimeout(r, 80));
    expect(pushes).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(pushes).toHaveLength(2);
    pusher.close();
    off();
  });
});
