import { and, eq, ne, sql } from 'drizzle-orm';
import { CURRENCIES } from '../../schemas/currency-units';
import {
  LIFELONG_STATUS,
  MULTI_ACCOUNT_GROUP,
  VIP_GROUP_IDS,
  VIP_GROUPS,
  VIP_MEASURE_CURRENCY,
  VIP_RANKED,
  defaultThreshold,
  overallProgress,
  reaches,
  vipRank,
  type VipProgress,
  type VipRankedStatus,
  type VipStatus,
  type VipThreshold,
  type VipThresholdsView,
} from '../../schemas/vip';
import type { Db, Tx } from '../db/client';
import { appendEvent } from '../outbox/index';
import { vipCountedEvents, vipStatuses, vipThresholds, vipTotals } from './schema';

type Conn = Db | Tx;

/** What the VIP engine asks other modules (the composition root passes them in). */
export interface VipPorts {
  /** The player's groups (platform/player). */
  groupsOf: (db: Conn, playerId: number) => Promise<number[]>;
  addGroups: (tx: Tx, playerId: number, groupIds: readonly number[]) => Promise<number[]>;
  removeGroups: (tx: Tx, playerId: number, groupIds: readonly number[]) => Promise<number[]>;
  /** The player's account currency (platform/player). */
  currencyOf: (db: Conn, playerId: number) => Promise<string | null>;
  /** An amount at the platform's rates, or null without a rate (platform/info). */
  convert: (db: Conn, amountCents: number, from: string, to: string) => Promise<number | null>;
}

/** The quarter a moment falls in (UTC), e.g. 2026-Q4. */
export function quarterOf(at: Date): string {
  return `${at.getUTCFullYear()}-Q${Math.floor(at.getUTCMonth() / 3) + 1}`;
}
/** The first moment after the quarter `at` falls in. */
export function quarterEnd(at: Date): Date {
  const q = Math.floor(at.getUTCMonth() / 3);
  return new Date(Date.UTC(at.getUTCFullYear(), q * 3 + 3, 1));
}
function quarterEndOf(quarter: string): Date {
  const [y, q] = quarter.split('-Q').map(Number) as [number, number];
  return new Date(Date.UTC(y, q * 3, 1));
}

/** The currency a fact's amount counts in: crypto converts to the measure currency. */
const countsIn = (currency: string): string => (CURRENCIES[currency as keyof typeof CURRENCIES]?.fiat === false ? VIP_MEASURE_CURRENCY : currency);

// ─── Thresholds ─────────────────────────────────────────────────────────────────────────────────
export async function thresholdsFor(db: Conn, currency: string): Promise<Record<VipRankedStatus, VipThreshold>> {
  const rows = await db.select().from(vipThresholds).where(eq(vipThresholds.currency, currency));
  const out = {} as Record<VipRankedStatus, VipThreshold>;
  for (const s of VIP_RANKED) {
    const r = rows.find((x) => x.status === s);
    out[s] = r ? { deposit_cents: r.depositCents, bet_cents: r.betCents } : defaultThreshold(currency, s);
  }
  return out;
}

export async function thresholdsView(db: Conn): Promise<VipThresholdsView> {
  const rows = await db.select({ currency: vipThresholds.currency }).from(vipThresholds);
  const custom = new Set(rows.map((r) => r.currency));
  const currencies = Object.values(CURRENCIES)
    .filter((c) => c.fiat)
    .map((c) => c.code);
  return {
    currencies: await Promise.all(
      currencies.map(async (currency) => {
        const t = await thresholdsFor(db, currency);
        return { currency, custom: custom.has(currency), levels: VIP_RANKED.map((status) => ({ status, ...t[status] })) };
      }),
    ),
  };
}

export async function setThresholds(
  tx: Tx,
  currency: string,
  levels: readonly { status: VipRankedStatus; deposit_cents: number; bet_cents: number }[],
  at: Date,
) {
  await tx.delete(vipThresholds).where(eq(vipThresholds.currency, currency));
  await tx
    .insert(vipThresholds)
    .values(levels.map((l) => ({ currency, status: l.status, depositCents: l.deposit_cents, betCents: l.bet_cents, updatedAt: at })));
}

/** The highest status these totals reach in this currency. */
function reachedStatus(t: Record<VipRankedStatus, VipThreshold>, depositCents: number, betCents: number): VipStatus {
  let best: VipStatus = 'REGULAR';
  for (const s of VIP_RANKED) if (reaches(t[s], depositCents, betCents)) best = s;
  return best;
}

// ─── Status ─────────────────────────────────────────────────────────────────────────────────────
/** The status in force at `at`: a non-lifelong status of an earlier quarter has ended. */
async function activeStatus(db: Conn, playerId: number, at: Date): Promise<{ status: VipStatus; quarter: string | null }> {
  const [row] = await db.select().from(vipStatuses).where(eq(vipStatuses.playerId, playerId));
  if (!row) return { status: 'REGULAR', quarter: null };
  const status = row.status as VipStatus;
  if (status !== LIFELONG_STATUS && row.quarter !== quarterOf(at)) return { status: 'REGULAR', quarter: null };
  return { status, quarter: row.quarter };
}

/** Moves the player to `to`: the status row, the C6 group, a fact on the stream (notifications follow it). */
async function changeStatus(
  tx: Tx,
  ports: VipPorts,
  playerId: number,
  to: VipStatus,
  quarter: string,
  currency: string | null,
  reason: 'reached' | 'quarter_end',
  at: Date,
) {
  const [old] = await tx.select().from(vipStatuses).where(eq(vipStatuses.playerId, playerId)).for('update');
  const from = (old?.status as VipStatus | undefined) ?? 'REGULAR';
  await tx
    .insert(vipStatuses)
    .values({ playerId, status: to, quarter, currency, updatedAt: at })
    .onConflictDoUpdate({ target: vipStatuses.playerId, set: { status: to, quarter, currency, updatedAt: at } });
  const keep = to === 'REGULAR' ? [] : [VIP_GROUPS[to]];
  const removed = await ports.removeGroups(
    tx,
    playerId,
    VIP_GROUP_IDS.filter((g) => !keep.includes(g)),
  );
  const added = await ports.addGroups(tx, playerId, keep);
  if (added.length || removed.length) await appendEvent(tx, { type: 'player.groups_changed', playerId, at, payload: { added, removed } });
  if (from !== to) await appendEvent(tx, { type: 'vip.status_changed', playerId, at, payload: { from, to, currency, reason } });
}

/** A fact the stream hands over: what it adds to the player's totals. */
export interface VipFact {
  eventId: number;
  playerId: number;
  currency: string;
  depositCents: number;
  betCents: number;
  at: Date;
}

/**
 * Counts one fact once (the event id is the key), then raises the status if the quarter's totals
 * in that currency reach a higher one. A multi-account (group 100) keeps counting but is not raised.
 */
export async function countFact(tx: Tx, ports: VipPorts, f: VipFact): Promise<void> {
  const [fresh] = await tx
    .insert(vipCountedEvents)
    .values({ eventId: f.eventId, playerId: f.playerId, countedAt: f.at })
    .onConflictDoNothing()
    .returning({ id: vipCountedEvents.eventId });
  if (!fresh) return;
  const currency = countsIn(f.currency);
  let dep = f.depositCents;
  let bet = f.betCents;
  if (currency !== f.currency) {
    dep = dep ? ((await ports.convert(tx, dep, f.currency, currency)) ?? 0) : 0;
    bet = bet ? ((await ports.convert(tx, bet, f.currency, currency)) ?? 0) : 0;
  }
  if (!dep && !bet) return;
  const quarter = quarterOf(f.at);
  const [totals] = await tx
    .insert(vipTotals)
    .values({ playerId: f.playerId, currency, quarter, depositCents: dep, betCents: bet, updatedAt: f.at })
    .onConflictDoUpdate({
      target: [vipTotals.playerId, vipTotals.currency, vipTotals.quarter],
      set: { depositCents: sql`${vipTotals.depositCents} + ${dep}`, betCents: sql`${vipTotals.betCents} + ${bet}`, updatedAt: f.at },
    })
    .returning();
  if (!totals || dep < 0 || bet < 0) return; // a rollback lowers the totals, never the status in force
  const reached = reachedStatus(await thresholdsFor(tx, currency), totals.depositCents, totals.betCents);
  const active = await activeStatus(tx, f.playerId, f.at);
  if (vipRank(reached) <= vipRank(active.status)) return;
  if ((await ports.groupsOf(tx, f.playerId)).includes(MULTI_ACCOUNT_GROUP)) return;
  await changeStatus(tx, ports, f.playerId, reached, quarter, currency, 'reached', f.at);
}

/**
 * The quarter-end pass: every status of an earlier quarter but DIAMOND ends (REGULAR, group left).
 * Each player under their status row's lock, so two passes at once end it once.
 */
export async function endQuarterStatuses(db: Db, ports: VipPorts, at: Date): Promise<number> {
  const quarter = quarterOf(at);
  const due = await db
    .select({ playerId: vipStatuses.playerId })
    .from(vipStatuses)
    .where(and(ne(vipStatuses.status, LIFELONG_STATUS), ne(vipStatuses.status, 'REGULAR'), ne(vipStatuses.quarter, quarter)));
  let ended = 0;
  for (const { playerId } of due) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(vipStatuses).where(eq(vipStatuses.playerId, playerId)).for('update');
      if (!row || row.status === LIFELONG_STATUS || row.status === 'REGULAR' || row.quarter === quarter) return false;
      await changeStatus(tx, ports, playerId, 'REGULAR', quarter, null, 'quarter_end', at);
      return true;
    });
    if (done) ended++;
  }
  return ended;
}

// ─── Progress ───────────────────────────────────────────────────────────────────────────────────
/** GET /jam/vip_status_progress: this quarter's totals in the player's currency against the next status. */
export async function vipProgress(db: Conn, ports: VipPorts, playerId: number, at: Date): Promise<VipProgress> {
  const currency = countsIn((await ports.currencyOf(db, playerId)) ?? VIP_MEASURE_CURRENCY);
  const quarter = quarterOf(at);
  const [totals] = await db
    .select()
    .from(vipTotals)
    .where(and(eq(vipTotals.playerId, playerId), eq(vipTotals.currency, currency), eq(vipTotals.quarter, quarter)));
  const dep = totals?.depositCents ?? 0;
  const bet = totals?.betCents ?? 0;
  const t = await thresholdsFor(db, currency);
  const current = reachedStatus(t, dep, bet);
  const active = await activeStatus(db, playerId, at);
  const next = (VIP_RANKED.find((s) => vipRank(s) > vipRank(current)) ?? null) as VipRankedStatus | null;
  const nt = next ? t[next] : null;
  return {
    currency,
    currentStatus: current,
    activeStatus: active.status,
    nextStatus: next,
    depositThresholdCents: nt?.deposit_cents ?? 0,
    depositAmountCents: dep,
    betSumCents: bet,
    betSumThresholdCents: nt?.bet_cents ?? 0,
    overallProgress: overallProgress(nt, dep, bet),
    expiresAt: active.status === 'REGULAR' || active.status === LIFELONG_STATUS || !active.quarter ? null : quarterEndOf(active.quarter).toISOString(),
    levels: VIP_RANKED.map((status) => ({ status, depositThresholdCents: t[status].deposit_cents, betSumThresholdCents: t[status].bet_cents })),
  };
}
