import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { adventureDayGroup, type Adventure, type AdventureDay, type AdventureDayState } from '../../schemas/adventure';
import { ConfigSchemas, type ConfigDocument } from '../../schemas/cms/configs';
import type { Db, Tx } from '../db/client';
import { adventureProgress } from './schema';

type Conn = Db | Tx;
export type AdventureConfig = ConfigDocument<'vip-adventures'>;
type ConfigDay = AdventureConfig['days'][number];
type ProgressRow = typeof adventureProgress.$inferSelect;

const DAY = 86_400_000;
/** Testers see the calendar whatever the config's groups (spec C6). */
export const TESTER_GROUPS = [21, 916] as const;

/**
 * What the engine asks other modules, passed in by the composition root (platform/modules.ts):
 * the live `vip-adventures` document (cms), the player's groups and joining a day's group (player),
 * whether an exclusion runs (limits), and THE issuing port for the day's prize (gifts).
 */
export interface AdventurePorts {
  config: (db: Conn) => Promise<unknown>;
  groupsOf: (db: Conn, playerId: number) => Promise<number[]>;
  joinGroups: (db: Conn, playerId: number, groupIds: readonly number[]) => Promise<unknown>;
  excluded: (db: Conn, playerId: number, at: Date) => Promise<boolean>;
  issueGift: (
    db: Conn,
    input: { playerId: number; templateId: number; source: string; idempotencyKey: string; at: Date; meta?: Record<string, unknown> },
  ) => Promise<{ gift: { id: number; activatableUntil: Date | null } }>;
  /** The refusal reason of a refused issue (bonuses disabled, multi-account, exclusion...), or null for any other error. */
  refusalReason: (err: unknown) => string | null;
}

/** The live config, or null when it is missing, unpublished or not valid any more. */
export async function adventureConfig(db: Conn, ports: AdventurePorts): Promise<AdventureConfig | null> {
  const parsed = ConfigSchemas['vip-adventures'].safeParse(await ports.config(db));
  return parsed.success ? parsed.data : null;
}

export interface CalendarDay {
  cfg: ConfigDay;
  index: number;
  start: Date;
  end: Date;
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The calendar that `at` falls in: day 1 on `starts_on` (else the 1st of `at`'s month, UTC), day N
 * N-1 days later, each open for its periodActivationDays. The super day is last whatever its number.
 * `cycle` names the calendar (the date of day 1) so a next month's calendar starts afresh.
 */
export function calendarAt(cfg: AdventureConfig, at: Date): { cycle: string; days: CalendarDay[] } {
  const start = cfg.starts_on ? Date.parse(`${cfg.starts_on}T00:00:00Z`) : Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1);
  const sorted = [...cfg.days].sort((a, b) => Number(a.super) - Number(b.super) || a.day - b.day);
  return {
    cycle: isoDate(new Date(start)),
    days: sorted.map((d, index) => {
      const s = start + (d.day - 1) * DAY;
      return { cfg: d, index, start: new Date(s), end: new Date(s + d.condition.periodActivationDays * DAY) };
    }),
  };
}

/** Shown to testers (groups 21 and 916) and the config's groups, while the config is enabled. */
export function shownTo(cfg: AdventureConfig | null, groupIds: readonly number[]): boolean {
  if (!cfg?.enabled) return false;
  return groupIds.some((g) => (TESTER_GROUPS as readonly number[]).includes(g) || cfg.group_ids.includes(g));
}

/** One fact of the stream as the calendar counts it: a credited deposit or a real-money stake. */
export interface AdventureFact {
  eventId: number;
  playerId: number;
  at: Date;
  depositCents: bigint;
  wagerCents: bigint;
}

/**
 * Counts a fact for every day whose window holds it (in the transaction that moves the consumer's
 * position), then completes a day whose condition is met: once (completed_at is written once), the
 * player joins the day's group and the day's prize is issued through the gifts port under a key of
 * player, calendar and day, so a repeat never pays twice. A fact already counted (its id not above
 * the row's last) changes nothing. No progress during a cooling-off or self-exclusion; a refused
 * prize (bonuses disabled, multi-account) leaves the day completed with the reason recorded.
 */
export async function countFact(tx: Tx, ports: AdventurePorts, f: AdventureFact): Promise<void> {
  const cfg = await adventureConfig(tx, ports);
  if (!cfg?.enabled || cfg.days.length === 0) return;
  if (!shownTo(cfg, await ports.groupsOf(tx, f.playerId))) return;
  const { cycle, days } = calendarAt(cfg, f.at);
  const open = days.filter((d) => d.start <= f.at && f.at < d.end);
  if (open.length === 0) return;
  if (await ports.excluded(tx, f.playerId, f.at)) return;
  for (const d of open) {
    const [row] = await tx
      .insert(adventureProgress)
      .values({ playerId: f.playerId, cycle, day: d.cfg.day, depositCents: f.depositCents, wagerCents: f.wagerCents, lastEventId: f.eventId, updatedAt: f.at })
      .onConflictDoUpdate({
        target: [adventureProgress.playerId, adventureProgress.cycle, adventureProgress.day],
        set: {
          depositCents: sql`${adventureProgress.depositCents} + ${f.depositCents}`,
          wagerCents: sql`${adventureProgress.wagerCents} + ${f.wagerCents}`,
          lastEventId: f.eventId,
          updatedAt: f.at,
        },
        setWhere: lt(adventureProgress.lastEventId, f.eventId),
      })
      .returning();
    if (!row || row.completedAt) continue;
    if (row.depositCents < BigInt(d.cfg.condition.minDep) || row.wagerCents < BigInt(d.cfg.condition.wager)) continue;
    if (d.cfg.super) {
      const regular = days.filter((x) => !x.cfg.super).map((x) => x.cfg.day);
      const done = await tx
        .select({ day: adventureProgress.day })
        .from(adventureProgress)
        .where(and(eq(adventureProgress.playerId, f.playerId), eq(adventureProgress.cycle, cycle), isNotNull(adventureProgress.completedAt)));
      const doneDays = new Set(done.map((r) => r.day));
      if (!regular.every((day) => doneDays.has(day))) continue;
    }
    await completeDay(tx, ports, f.playerId, cycle, d, f.at);
  }
}

async function completeDay(tx: Tx, ports: AdventurePorts, playerId: number, cycle: string, d: CalendarDay, at: Date): Promise<void> {
  const key = and(eq(adventureProgress.playerId, playerId), eq(adventureProgress.cycle, cycle), eq(adventureProgress.day, d.cfg.day));
  const [won] = await tx
    .update(adventureProgress)
    .set({ completedAt: at })
    .where(and(key, isNull(adventureProgress.completedAt)))
    .returning();
  if (!won) return;
  await ports.joinGroups(tx, playerId, [adventureDayGroup(d.cfg.day)]);
  const templateId = d.cfg.prize.template_id;
  if (templateId === undefined) return;
  try {
    const { gift } = await ports.issueGift(tx, {
      playerId,
      templateId,
      source: 'engine:adventure',
      idempotencyKey: `adventure:${cycle}:${d.cfg.day}:${playerId}`,
      at,
      meta: { adventure_cycle: cycle, adventure_day: d.cfg.day },
    });
    await tx.update(adventureProgress).set({ giftId: gift.id, giftActivatableUntil: gift.activatableUntil }).where(key);
  } catch (err) {
    const reason = ports.refusalReason(err);
    if (reason === null) throw err;
    await tx.update(adventureProgress).set({ prizeRefused: reason }).where(key);
  }
}

/** A day's state (spec C4 "Adventure day state") on the platform clock. */
export function dayState(d: CalendarDay, row: ProgressRow | undefined, allDone: boolean, now: Date): AdventureDayState {
  if (row?.completedAt) return d.cfg.super && allDone ? 'superb' : 'completed';
  if (d.start <= now && now < d.end) return 'active';
  if (now >= d.end) return 'lost';
  return 'future';
}

/** The calendar as one player sees it now (GET /api/player/adventure). */
export async function adventureView(db: Conn, ports: AdventurePorts, playerId: number, now: Date): Promise<Adventure> {
  const cfg = await adventureConfig(db, ports);
  const empty: Adventure = { available: false, finished: false, step: 1, step_total: 0, now: now.toISOString(), days: [] };
  if (!cfg || cfg.days.length === 0 || !shownTo(cfg, await ports.groupsOf(db, playerId))) return empty;
  const { cycle, days } = calendarAt(cfg, now);
  const rows = await db
    .select()
    .from(adventureProgress)
    .where(and(eq(adventureProgress.playerId, playerId), eq(adventureProgress.cycle, cycle)));
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const completed = days.filter((d) => byDay.get(d.cfg.day)?.completedAt).length;
  const allDone = completed === days.length;
  const step = completed + 1;
  const last = days[days.length - 1]!;
  const finished = Boolean(byDay.get(last.cfg.day)?.completedAt) || now.getTime() >= last.start.getTime() + 2 * DAY;
  return {
    available: true,
    finished,
    step,
    step_total: days.length,
    now: now.toISOString(),
    days: days.map((d): AdventureDay => {
      const row = byDay.get(d.cfg.day);
      const state = dayState(d, row, allDone, now);
      const gift = row?.giftId && row.giftActivatableUntil ? { id: row.giftId, activatable_until: row.giftActivatableUntil.toISOString() } : null;
      const giftOpen = gift && row!.giftActivatableUntil! > now ? gift.activatable_until : null;
      return {
        day: d.cfg.day,
        index: d.index,
        step: d.index + 1,
        step_total: days.length,
        is_completed: Boolean(row?.completedAt),
        super: d.cfg.super,
        state,
        starts_at: d.start.toISOString(),
        ends_at: d.end.toISOString(),
        prize: { type: d.cfg.prize.type, title: d.cfg.prize.title },
        condition: d.cfg.condition,
        progress: { deposit_cents: Number(row?.depositCents ?? 0n), wager_cents: Number(row?.wagerCents ?? 0n) },
        gift,
        timer_until: state === 'active' ? d.end.toISOString() : (state === 'completed' || state === 'superb') && giftOpen ? giftOpen : null,
      };
    }),
  };
}
