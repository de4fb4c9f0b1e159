import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AchievementViewsSchema, type AchievementInputBody } from '../../schemas/achievements';
import type { DomainEventPayload } from '../../schemas/domain-events';
import { achievementStats, playerAchievements, staffAuditLog } from '../db/schema';
import { fundedPlayer } from '../games/seamless/test-helpers';
import type { StreamEvent } from '../outbox/index';
import { seedGroups } from '../player/groups';
import { seedStaff } from '../staff/seed';
import { staffBrowser } from '../testing/staff-browser';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { achievementConsumers } from './index';

type FactType = 'loyalty.level_reached' | 'tournament.prize_awarded' | 'quest.level_reached';

/** Achievements (README): badges defined by marketing, moved by the stream, shown earned and locked with progress. Both databases. */
describe('achievements', () => {
  let t: TestPlatform;
  let ip = 1;
  const consumer = achievementConsumers()[0]!;
  const deliver = (e: StreamEvent<'deposit.credited'> | StreamEvent<'bet.placed'> | StreamEvent<FactType>) =>
    t.database.db.transaction(async (tx) => consumer.handle(e as never, { tx }));
  let eventId = 100;
  /** A fact of the later engines (loyalty, tournaments, quests), each with its own stream id. */
  const fact = <K extends FactType>(type: K, playerId: number, payload: DomainEventPayload<K>): StreamEvent<K> => ({
    id: eventId++,
    txId: eventId,
    type,
    playerId,
    payload,
    occurredAt: t.clock.now(),
  });
  const prize = (playerId: number, tournament: number, place: number, outcome = 'paid') =>
    fact('tournament.prize_awarded', playerId, { tournament_id: tournament, frontend_identifier: `cup-${tournament}`, place, gift_id: null, outcome });
  const deposit = (playerId: number): StreamEvent<'deposit.credited'> => ({
    id: 1,
    txId: 1,
    type: 'deposit.credited',
    playerId,
    payload: { payment_id: 1, currency: 'EUR', amount_cents: 1_000, provider: 'sandbox', bonus_id: null },
    occurredAt: t.clock.now(),
  });
  const bet = (playerId: number, round: number): StreamEvent<'bet.placed'> => ({
    id: 1,
    txId: 1,
    type: 'bet.placed',
    playerId,
    payload: {
      currency: 'EUR',
      amount_cents: 100,
      bonus_amount_cents: 0,
      bonus_id: null,
      provider: 'p',
      game_id: null,
      round_id: round,
      transaction_id: `tx-${round}-${Math.random()}`,
    },
    occurredAt: t.clock.now(),
  });

  beforeAll(async () => {
    t = await createTestPlatform();
    await seedGroups(t.app.deps);
    await seedStaff(t.app.deps);
  });
  afterAll(async () => t?.close());

  const define = async (body: AchievementInputBody) => {
    const staff = await staffBrowser(t, 'marketing', `10.10.0.${ip++}`);
    const res = await staff('POST', '/api/backoffice/achievements', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number };
  };

  it('is defined by marketing (audited; a first-deposit badge has threshold 1; editors refused)', async () => {
    const staff = await staffBrowser(t, 'marketing', `10.10.0.${ip++}`);
    const bad = await staff('POST', '/api/backoffice/achievements', {
      slug: 'bad-first',
      texts: { en: { title: 'x' } },
      rule_type: 'first_deposit',
      threshold: 3,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('threshold');
    const a = await define({ slug: 'audited-badge', texts: { en: { title: 'Audited' } }, rule_type: 'rounds_played', threshold: 1000, position: 99 });
    const [entry] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target, `achievement:${a.id}`));
    expect(entry).toMatchObject({ action: 'achievement.create' });
    const editor = await staffBrowser(t, 'editor', `10.10.0.${ip++}`);
    expect(
      (await editor('POST', '/api/backoffice/achievements', { slug: 'nope', texts: { en: { title: 'x' } }, rule_type: 'rounds_played', threshold: 1 }))
        .statusCode,
    ).toBe(403);
  });

  it('earns badges from deposits and rounds (a round counted once), shows progress, and shows guests everything locked', async () => {
    const first = await define({
      slug: 'first-deposit',
      texts: { en: { title: 'First deposit' }, de: { title: 'Erste Einzahlung' } },
      rule_type: 'first_deposit',
      threshold: 1,
    });
    const three = await define({ slug: 'three-deposits', texts: { en: { title: 'Three deposits' } }, rule_type: 'deposits_count', threshold: 3 });
    const rounds = await define({ slug: 'five-rounds', texts: { en: { title: 'Five rounds' } }, rule_type: 'rounds_played', threshold: 5 });
    const level = await define({ slug: 'level-five', texts: { en: { title: 'Level 5' } }, rule_type: 'level_reached', threshold: 5 });
    const { playerId, browser } = await fundedPlayer(t, 0n);
    await deliver(deposit(playerId));
    await deliver(bet(playerId, 11));
    await deliver(bet(playerId, 11)); // the same round's second stake
    await deliver(bet(playerId, 12));
    const views = AchievementViewsSchema.parse((await browser.call('GET', '/api/achievements')).json());
    const byId = (id: number) => views.find((v) => v.id === id)!;
    expect(byId(first.id)).toMatchObject({ title: 'First deposit', earned: true, progress: 1 });
    expect(byId(first.id).earned_at).not.toBeNull();
    expect(byId(three.id)).toMatchObject({ earned: false, progress: 1, threshold: 3 });
    expect(byId(rounds.id)).toMatchObject({ earned: false, progress: 2 });
    expect(byId(level.id)).toMatchObject({ earned: false, progress: 0 });
    for (const r of [13, 14, 15, 16]) await deliver(bet(playerId, r));
    const after = AchievementViewsSchema.parse((await browser.call('GET', '/api/achievements')).json());
    expect(after.find((v) => v.id === rounds.id)).toMatchObject({ earned: true, progress: 5 });
    expect(await t.database.db.select().from(playerAchievements).where(eq(playerAchievements.playerId, playerId))).toHaveLength(2);
    const guest = AchievementViewsSchema.parse((await t.call({ method: 'GET', url: '/api/achievements', headers: { 'x-locale': 'de' } })).json());
    expect(guest.every((v) => !v.earned && v.progress === 0)).toBe(true);
    expect(guest.find((v) => v.id === first.id)?.title).toBe('Erste Einzahlung');
  });

  it('earns a level badge once from loyalty.level_reached (a redelivery or a lower level changes nothing)', async () => {
    const three = await define({ slug: 'loyalty-three', texts: { en: { title: 'Level 3' } }, rule_type: 'level_reached', threshold: 3 });
    const { playerId, browser } = await fundedPlayer(t, 0n);
    await deliver(fact('loyalty.level_reached', playerId, { level: 2, previous: 1 }));
    const view = async () => AchievementViewsSchema.parse((await browser.call('GET', '/api/achievements')).json()).find((v) => v.id === three.id)!;
    expect(await view()).toMatchObject({ earned: false, progress: 2 });
    const reached = fact('loyalty.level_reached', playerId, { level: 3, previous: 2 });
    await deliver(reached);
    await deliver(reached); // redelivered
    await deliver(fact('loyalty.level_reached', playerId, { level: 1, previous: 0 })); // out of order: never lowers
    expect(await view()).toMatchObject({ earned: true, progress: 3 });
    const [stats] = await t.database.db.select().from(achievementStats).where(eq(achievementStats.playerId, playerId));
    expect(stats?.level).toBe(3);
    expect(await t.database.db.select().from(playerAchievements).where(eq(playerAchievements.achievementId, three.id))).toHaveLength(1);
  });

  it('counts each paid tournament place once (prizes, and first places as wins); a redelivery or a refused prize changes nothing', async () => {
    const prizes = await define({ slug: 'two-prizes', texts: { en: { title: 'Two prizes' } }, rule_type: 'tournament_prizes', threshold: 2 });
    const wins = await define({ slug: 'first-win', texts: { en: { title: 'Champion' } }, rule_type: 'tournament_wins', threshold: 1 });
    const { playerId, browser } = await fundedPlayer(t, 0n);
    const views = async () => AchievementViewsSchema.parse((await browser.call('GET', '/api/achievements')).json());
    const second = prize(playerId, 9001, 2);
    await deliver(second);
    await deliver(second); // redelivered: the same place
    await deliver(prize(playerId, 9001, 2)); // the same place as a new fact (new id): its key still counts it once
    await deliver(prize(playerId, 9002, 1, 'refused:multi_account'));
    let v = await views();
    expect(v.find((x) => x.id === prizes.id)).toMatchObject({ earned: false, progress: 1 });
    expect(v.find((x) => x.id === wins.id)).toMatchObject({ earned: false, progress: 0 });
    const first = prize(playerId, 9003, 1);
    await deliver(first);
    await deliver(first);
    v = await views();
    expect(v.find((x) => x.id === prizes.id)).toMatchObject({ earned: true, progress: 2 });
    expect(v.find((x) => x.id === wins.id)).toMatchObject({ earned: true, progress: 1 });
    const [stats] = await t.database.db.select().from(achievementStats).where(eq(achievementStats.playerId, playerId));
    expect(stats).toMatchObject({ tournamentPrizes: 2, tournamentWins: 1 });
    expect(await t.database.db.select().from(playerAchievements).where(eq(playerAchievements.playerId, playerId))).toHaveLength(2);
  });

  it('earns a quest badge from the highest quest level reached in any one quest', async () => {
    const complete = await define({ slug: 'quest-level-four', texts: { en: { title: 'Quester' } }, rule_type: 'quest_levels', threshold: 4 });
    const { playerId, browser } = await fundedPlayer(t, 0n);
    const view = async () => AchievementViewsSchema.parse((await browser.call('GET', '/api/achievements')).json()).find((v) => v.id === complete.id)!;
    const level = (tournament: number, n: number) =>
      fact('quest.level_reached', playerId, { tournament_id: tournament, frontend_identifier: `quest-${tournament}`, level: n });
    for (const n of [1, 2, 3]) await deliver(level(7001, n));
    for (const n of [1, 2]) await deliver(level(7002, n)); // another quest's lower levels: the highest stays 3
    expect(await view()).toMatchObject({ earned: false, progress: 3 });
    const fourth = level(7001, 4);
    await deliver(fourth);
    await deliver(fourth);
    expect(await view()).toMatchObject({ earned: true, progress: 4 });
    expect(await t.database.db.select().from(playerAchievements).where(eq(playerAchievements.playerId, playerId))).toHaveLength(1);
  });

  it('answers 422 with field messages for an unknown rule, a non-positive target, no English title or a bad image address', async () => {
    const staff = await staffBrowser(t, 'admin', `10.10.0.${ip++}`);
    const errorsOf = async (body: object) => {
      const res = await staff('POST', '/api/backoffice/achievements', {
        slug: 'checked',
        texts: { en: { title: 'Checked' } },
        rule_type: 'rounds_played',
        threshold: 1,
        ...body,
      });
      expect(res.statusCode, res.body).toBe(422);
      return res.json().errors as Record<string, string[]>;
    };
    expect((await errorsOf({ rule_type: 'spins_wasted' }))['rule_type']?.[0]).toMatch(/must be one of .*rounds_played/);
    expect((await errorsOf({ threshold: 0 }))['threshold']).toEqual(['must be greater than 0']);
    expect((await errorsOf({ threshold: -3 }))['threshold']).toEqual(['must be greater than 0']);
    expect((await errorsOf({ texts: { de: { title: 'Nur Deutsch' } } }))['texts.en.title']?.[0]).toMatch(/is required/);
    expect(Object.keys(await errorsOf({ texts: { en: { title: '  ' } } }))).toEqual(['texts.en.title']);
    expect((await errorsOf({ image_url: 'javascript:alert(1)' }))['image_url']?.[0]).toMatch(/site path/);
    expect((await errorsOf({ image_url: '//evil.example/x.png' }))['image_url']?.[0]).toMatch(/site path/);
  });

  it('lists with the earned count for marketing, admin and support; support and editors cannot change; an edit keeps the badges earned; disabling hides a badge and keeps them (all audited)', async () => {
    const marketing = await staffBrowser(t, 'marketing', `10.10.0.${ip++}`);
    const support = await staffBrowser(t, 'support', `10.10.0.${ip++}`);
    const editor = await staffBrowser(t, 'editor', `10.10.0.${ip++}`);
    const body = {
      slug: 'two-rounds-bo',
      texts: { en: { title: 'Two rounds', description: 'Play twice' }, de: { title: 'Zwei Runden' } },
      rule_type: 'rounds_played',
      threshold: 2,
      image_url: '/images/badges/two.svg',
    } as const;
    const created = await marketing('POST', '/api/backoffice/achievements', body);
    expect(created.statusCode, created.body).toBe(200);
    const a = created.json() as { id: number; image_url: string | null; enabled: boolean };
    expect(a).toMatchObject({ image_url: '/images/badges/two.svg', enabled: true, earned_count: 0 });
    expect((await marketing('POST', '/api/backoffice/achievements', body)).statusCode).toBe(409);

    const { playerId, browser } = await fundedPlayer(t, 0n);
    await deliver(bet(playerId, 901));
    await deliver(bet(playerId, 902));
    const mine = async () => AchievementViewsSchema.parse((await browser.call('GET', '/api/achievements')).json()).find((v) => v.id === a.id);
    expect(await mine()).toMatchObject({ earned: true, image_url: '/images/badges/two.svg' });

    // Support reads (with how many players earned each); support and editors change nothing; editors do not read.
    const list = await support('GET', '/api/backoffice/achievements');
    expect(list.statusCode).toBe(200);
    expect((list.json() as { id: number; earned_count: number }[]).find((x) => x.id === a.id)?.earned_count).toBe(1);
    expect((await editor('GET', '/api/backoffice/achievements')).statusCode).toBe(403);
    for (const who of [support, editor]) {
      expect((await who('POST', '/api/backoffice/achievements', { ...body, slug: 'not-mine' })).statusCode).toBe(403);
      expect((await who('PUT', `/api/backoffice/achievements/${a.id}`, body)).statusCode).toBe(403);
      expect((await who('PUT', `/api/backoffice/achievements/${a.id}/enabled`, { enabled: false })).statusCode).toBe(403);
    }

    // A higher target: the player who earned it keeps it (earned_at too); the count stays.
    const raised = await marketing('PUT', `/api/backoffice/achievements/${a.id}`, { ...body, threshold: 50 });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json()).toMatchObject({ threshold: 50, earned_count: 1 });
    const kept = await mine();
    expect(kept).toMatchObject({ earned: true, threshold: 50 });
    expect(kept?.earned_at).not.toBeNull();
    expect((await marketing('PUT', `/api/backoffice/achievements/${a.id}`, { ...body, threshold: 0 })).statusCode).toBe(422);
    expect((await marketing('PUT', '/api/backoffice/achievements/999999', body)).statusCode).toBe(404);

    // Disabled: hidden from players, nothing deleted; enabled again: the badge is back, still earned.
    const off = await marketing('PUT', `/api/backoffice/achievements/${a.id}/enabled`, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ enabled: false, earned_count: 1 });
    expect(await mine()).toBeUndefined();
    expect(await t.database.db.select().from(playerAchievements).where(eq(playerAchievements.achievementId, a.id))).toHaveLength(1);
    expect((await marketing('PUT', `/api/backoffice/achievements/${a.id}/enabled`, { enabled: 'no' })).statusCode).toBe(422);
    const admin = await staffBrowser(t, 'admin', `10.10.0.${ip++}`);
    expect((await admin('PUT', `/api/backoffice/achievements/${a.id}/enabled`, { enabled: true })).json()).toMatchObject({ enabled: true });
    expect(await mine()).toMatchObject({ earned: true });

    const actions = (
      await t.database.db
        .select()
        .from(staffAuditLog)
        .where(eq(staffAuditLog.target, `achievement:${a.id}`))
    ).map((e) => e.action);
    expect(actions).toEqual(['achievement.create', 'achievement.update', 'achievement.disable', 'achievement.enable']);
  });
});
