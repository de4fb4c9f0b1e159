import type { TicketRun } from '../../schemas/lottery-draw';
import { timeStatus, type LotteryView } from '../../schemas/lotteries';
import type { Db, Tx } from '../db/client';
import { findPlayerById } from '../player';
import { grantsOf, winnersOf, type GrantRow, type LotteryRow } from './engine';

type Conn = Db | Tx;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** How a ticket's owner is published: the nickname, else "Player #id" (never an e-mail or a name). */
export async function ownerLabels(db: Conn, playerIds: Iterable<number>): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  for (const id of new Set(playerIds)) {
    const p = await findPlayerById(db, id);
    out.set(id, p?.nickname ? p.nickname : `Player #${id}`);
  }
  return out;
}

export function ticketRuns(grants: readonly GrantRow[], owners: Map<number, string>): TicketRun[] {
  return grants.map((g) => ({ first: g.firstNumber, count: g.count, owner: owners.get(g.playerId) ?? `Player #${g.playerId}` }));
}

/** The public view in `locale` (English when the locale has no text); the seed only once drawn. */
export async function lotteryView(
  db: Conn,
  l: LotteryRow,
  locale: string,
  at: Date,
  known?: { grants: GrantRow[]; owners: Map<number, string> },
): Promise<LotteryView> {
  const text = l.texts[locale] ?? l.texts.en ?? { title: l.frontendIdentifier, description: '' };
  const status = timeStatus(at, l.startAt, l.endAt);
  let winners: LotteryView['winners'] = [];
  if (l.state === 'drawn') {
    const rows = await winnersOf(db, l.id);
    const owners =
      known?.owners ??
      (await ownerLabels(
        db,
        rows.map((w) => w.playerId),
      ));
    winners = rows.map((w) => ({
      place: w.place,
      ticket: w.ticket,
      owner: owners.get(w.playerId) ?? `Player #${w.playerId}`,
      prize: l.prizes[w.place - 1]?.title ?? '',
    }));
  }
  return {
    id: l.id,
    frontend_identifier: l.frontendIdentifier,
    title: text.title,
    description: text.description,
    currency: l.currency,
    start_at: l.startAt.toISOString(),
    end_at: l.endAt.toISOString(),
    draw_at: l.drawAt.toISOString(),
    status,
    state: l.state,
    in_progress: l.state === 'scheduled' && status === 'active',
    group_ids: l.groupIds,
    deposit_scale_rules: l.depositScaleRules,
    prizes: l.prizes.map((p) => ({ place: p.place, title: p.title })),
    tickets_count: l.ticketCount,
    seed_hash: l.seedHash,
    seed: l.state === 'drawn' ? l.seed : null,
    drawn_at: iso(l.drawnAt),
    cancel_reason: l.cancelReason,
    winners,
  };
}

/** The view plus the published ordered ticket list (runs of consecutive numbers and their owners). */
export async function lotteryDetail(db: Conn, l: LotteryRow, locale: string, at: Date) {
  const grants = await grantsOf(db, l.id);
  const winners = l.state === 'drawn' ? await winnersOf(db, l.id) : [];
  const owners = await ownerLabels(db, [...grants.map((g) => g.playerId), ...winners.map((w) => w.playerId)]);
  return { ...(await lotteryView(db, l, locale, at, { grants, owners })), ticket_runs: ticketRuns(grants, owners) };
}
