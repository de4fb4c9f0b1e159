import type { AffiliateReport, AffiliateReportQuery, AffiliateReportRow } from '../../schemas/affiliates';
import type { Db } from '../db/client';
import { firstDepositsBetween } from '../payments';
import { registrationsBetween, stagsOf } from '../player';
import { utmOfPlayers } from '../telemetry';

interface Arrival {
  playerId: number;
  stag: string | null;
  campaign: string | null;
}
interface FirstDeposit extends Arrival {
  currency: string;
  amount: bigint;
}

/** The range's bounds: `from` at 00:00 UTC, the day after `to` at 00:00 UTC (exclusive). */
export function reportBounds(q: AffiliateReportQuery): { from: Date; to: Date } {
  const from = new Date(`${q.from}T00:00:00.000Z`);
  const to = new Date(`${q.to}T00:00:00.000Z`);
  to.setUTCDate(to.getUTCDate() + 1);
  return { from, to };
}

/**
 * Lines of one grouping (by stag or by campaign): registrations counted per key, first deposits
 * counted and summed per key and currency. Keys sorted with the named ones first (by
 * registrations, then name) and "none" (null) last; currencies sorted by code.
 */
export function groupLines(registered: readonly Arrival[], deposits: readonly FirstDeposit[], keyOf: (a: Arrival) => string | null): AffiliateReportRow[] {
  const lines = new Map<string | null, { registrations: number; deposits: Map<string, { count: number; sum: bigint }> }>();
  const line = (key: string | null) => {
    let l = lines.get(key);
    if (!l) lines.set(key, (l = { registrations: 0, deposits: new Map() }));
    return l;
  };
  for (const r of registered) line(keyOf(r)).registrations += 1;
  for (const d of deposits) {
    const byCurrency = line(keyOf(d)).deposits;
    const t = byCurrency.get(d.currency) ?? { count: 0, sum: 0n };
    byCurrency.set(d.currency, { count: t.count + 1, sum: t.sum + d.amount });
  }
  return [...lines.entries()]
    .map(([key, l]) => ({
      key,
      registrations: l.registrations,
      first_deposits: [...l.deposits.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, t]) => ({ currency, count: t.count, sum_minor: t.sum.toString() })),
    }))
    .sort((a, b) => (a.key === null ? 1 : b.key === null ? -1 : b.registrations - a.registrations || a.key.localeCompare(b.key)));
}

/**
 * The affiliates report (issue 20 item 5): registrations and first deposits in the range, per
 * stag and per UTM campaign. Each figure comes from its owner: registrations and stags from the
 * player module, first deposits from payments, the UTM campaign a player was attached to from
 * telemetry.
 */
export async function affiliateReport(db: Db, q: AffiliateReportQuery): Promise<AffiliateReport> {
  const { from, to } = reportBounds(q);
  const [registrations, firstDeposits] = await Promise.all([registrationsBetween(db, from, to), firstDepositsBetween(db, from, to)]);
  const depositorIds = firstDeposits.map((d) => d.playerId);
  const ids = [...new Set([...registrations.map((r) => r.id), ...depositorIds])];
  const [stags, utm] = await Promise.all([stagsOf(db, depositorIds), utmOfPlayers(db, ids)]);
  const campaignOf = (id: number) => utm.get(id)?.campaign ?? null;
  const registered: Arrival[] = registrations.map((r) => ({ playerId: r.id, stag: r.stag, campaign: campaignOf(r.id) }));
  const deposits: FirstDeposit[] = firstDeposits.map((d) => ({
    playerId: d.playerId,
    stag: stags.get(d.playerId) ?? null,
    campaign: campaignOf(d.playerId),
    currency: d.currency,
    amount: BigInt(d.amount),
  }));
  return {
    from: q.from,
    to: q.to,
    by_stag: groupLines(registered, deposits, (a) => a.stag),
    by_campaign: groupLines(registered, deposits, (a) => a.campaign),
  };
}
