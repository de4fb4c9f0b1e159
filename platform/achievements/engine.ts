import { and, asc, count, eq, inArray, lte, ne } from 'drizzle-orm';
import { ACHIEVEMENT_METRICS, ACHIEVEMENT_RULES, type AchievementInput, type AchievementMetric, type AchievementView } from '../../schemas/achievements';
import type { Db, Tx } from '../db/client';
import { HttpError } from '../http/errors';
import { achievementCountedFacts, achievements, achievementStats, playerAchievements } from './schema';

type Conn = Db | Tx;
export type AchievementRow = typeof achievements.$inferSelect;
type Metric = AchievementMetric;
type Stats = Record<Metric, number>;
type StatsRow = typeof achievementStats.$inferSelect;

/** The stats table's property of each metric. */
const COLUMN: Record<Metric, 'deposits' | 'rounds' | 'level' | 'tournamentPrizes' | 'tournamentWins' | 'questLevels'> = {
  deposits: 'deposits',
  rounds: 'rounds',
  level: 'level',
  tournament_prizes: 'tournamentPrizes',
  tournament_wins: 'tournamentWins',
  quest_levels: 'questLevels',
};

const statsFrom = (row: StatsRow | undefined): Stats => Object.fromEntries(ACHIEVEMENT_METRICS.map((m) => [m, row?.[COLUMN[m]] ?? 0])) as Stats;

/** Rule types whose metric is `metric`. */
const ruleTypesOf = (metric: Metric) =>
  (Object.entries(ACHIEVEMENT_RULES) as [AchievementRow['ruleType'], { metric: Metric }][]).filter(([, r]) => r.metric === metric).map(([k]) => k);

export async function statsOf(db: Conn, playerId: number): Promise<Stats> {
  const [s] = await db.select().from(achievementStats).where(eq(achievementStats.playerId, playerId));
  return statsFrom(s);
}

/**
 * Moves one of a player's metrics (in the transaction that moves the consumer's position, so
 * once per event) and records every enabled badge of that metric it now reaches (once each).
 * `by`: add to the metric; `to`: raise it to at least this (a level: a redelivery changes
 * nothing by itself). `round`: a stake's round, counted only when it is not the round counted
 * last. `key`: the fact's natural key (a tournament place), counted once per metric however often
 * it is delivered (`achievement_counted_facts`).
 */
export async function advance(
  tx: Tx,
  playerId: number,
  metric: Metric,
  change: { by?: number; to?: number; round?: number | null; key?: string },
  at: Date,
): Promise<void> {
  if (change.key !== undefined) {
    const fresh = await tx
      .insert(achievementCountedFacts)
      .values({ playerId, key: `${metric}:${change.key}`, countedAt: at })
      .onConflictDoNothing()
      .returning({ key: achievementCountedFacts.key });
    if (fresh.length === 0) return;
  }
  const [row] = await tx.select().from(achievementStats).where(eq(achievementStats.playerId, playerId)).for('update');
  const current = statsFrom(row);
  if (metric === 'rounds' && change.round != null && row?.lastRoundId === change.round) return;
  const value = change.to !== undefined ? Math.max(current[metric], change.to) : current[metric] + (change.by ?? 0);
  const set = { [COLUMN[metric]]: value, updatedAt: at, ...(metric === 'rounds' && change.round != null ? { lastRoundId: change.round } : {}) };
  await tx
    .insert(achievementStats)
    .values({ playerId, ...set })
    .onConflictDoUpdate({ target: achievementStats.playerId, set });
  const reached = await tx
    .select({ id: achievements.id })
    .from(achievements)
    .where(and(eq(achievements.enabled, true), inArray(achievements.ruleType, ruleTypesOf(metric)), lte(achievements.threshold, value)));
  if (reached.length > 0)
    await tx
      .insert(playerAchievements)
      .values(reached.map((a) => ({ achievementId: a.id, playerId, earnedAt: at })))
      .onConflictDoNothing();
}

export async function createAchievement(db: Conn, input: AchievementInput, at: Date): Promise<AchievementRow> {
  const [row] = await db
    .insert(achievements)
    .values({
      slug: input.slug,
      texts: input.texts as AchievementRow['texts'],
      ruleType: input.rule_type,
      threshold: input.threshold,
      imageUrl: input.image_url,
      enabled: input.enabled,
      position: input.position,
      createdAt: at,
    })
    .onConflictDoNothing({ target: achievements.slug })
    .returning();
  if (!row) throw new HttpError(409, 'achievement_exists', 'An achievement with this slug exists', { slug: ['is taken'] });
  return row;
}

export async function updateAchievement(db: Conn, id: number, input: AchievementInput): Promise<{ before: AchievementRow; after: AchievementRow }> {
  const [before] = await db.select().from(achievements).where(eq(achievements.id, id));
  if (!before) throw new HttpError(404, 'achievement_not_found', 'No such achievement');
  const [taken] = await db
    .select({ id: achievements.id })
    .from(achievements)
    .where(and(eq(achievements.slug, input.slug), ne(achievements.id, id)));
  if (taken) throw new HttpError(409, 'achievement_exists', 'An achievement with this slug exists', { slug: ['is taken'] });
  // The badges already earned stay: `player_achievements` is only ever added to, so a higher
  // threshold (or another rule) takes nothing away from players who earned the badge before.
  const [after] = await db
    .update(achievements)
    .set({
      slug: input.slug,
      texts: input.texts as AchievementRow['texts'],
      ruleType: input.rule_type,
      threshold: input.threshold,
      imageUrl: input.image_url,
      enabled: input.enabled,
      position: input.position,
    })
    .where(eq(achievements.id, id))
    .returning();
  return { before, after: after! };
}

/**
 * Disables (players no longer see it, nothing new earns it) or enables a badge again. Soft: the
 * badges already earned stay recorded and show again once it is enabled.
 */
export async function setAchievementEnabled(db: Conn, id: number, enabled: boolean): Promise<{ before: AchievementRow; after: AchievementRow }> {
  const [before] = await db.select().from(achievements).where(eq(achievements.id, id)).for('update');
  if (!before) throw new HttpError(404, 'achievement_not_found', 'No such achievement');
  const [after] = await db.update(achievements).set({ enabled }).where(eq(achievements.id, id)).returning();
  return { before, after: after! };
}

export async function listAchievements(db: Conn, opts: { enabledOnly?: boolean } = {}): Promise<AchievementRow[]> {
  const q = db.select().from(achievements);
  return (opts.enabledOnly ? q.where(eq(achievements.enabled, true)) : q).orderBy(asc(achievements.position), asc(achievements.id));
}

export async function earnedCounts(db: Conn): Promise<Map<number, number>> {
  const rows = await db.select({ id: playerAchievements.achievementId, n: count() }).from(playerAchievements).groupBy(playerAchievements.achievementId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/**
 * The badges as one player sees them (or a guest: all locked). A badge is earned when its record
 * exists or the player's metric already reaches it (a badge defined after the player got there).
 */
export async function achievementViews(db: Conn, playerId: number | null, locale: string): Promise<AchievementView[]> {
  const list = await listAchievements(db, { enabledOnly: true });
  const stats = playerId ? await statsOf(db, playerId) : statsFrom(undefined);
  const earned = playerId
    ? new Map(
        (await db.select().from(playerAchievements).where(eq(playerAchievements.playerId, playerId))).map((e) => [e.achievementId, e.earnedAt.toISOString()]),
      )
    : new Map<number, string>();
  return list.map((a) => {
    const value = stats[ACHIEVEMENT_RULES[a.ruleType].metric];
    const text = a.texts[locale] ?? a.texts.en ?? { title: a.slug, description: '' };
    const isEarned = earned.has(a.id) || (playerId !== null && value >= a.threshold);
    return {
      id: a.id,
      slug: a.slug,
      title: text.title,
      description: text.description,
      image_url: a.imageUrl,
      rule_type: a.ruleType,
      threshold: a.threshold,
      progress: Math.min(value, a.threshold),
      earned: isEarned,
      earned_at: earned.get(a.id) ?? null,
    };
  });
}
