import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { maskWinnerName, type JackpotAdmin, type JackpotView, type JackpotWinner } from '../../schemas/jackpots';
import type { Db, Tx } from '../db/client';
import { gameNames } from '../games/index';
import { playerDisplayNames } from '../player/index';
import { jackpotGames, jackpotLevels, jackpots, jackpotWins } from './schema';

type JackpotRow = typeof jackpots.$inferSelect;

/** Every jackpot players may see (not closed), or the ones named, with live pools and their games' slugs. */
export async function jackpotViews(db: Db | Tx, only?: readonly number[]): Promise<JackpotView[]> {
  const where = only ? and(ne(jackpots.state, 'closed'), inArray(jackpots.id, [...only])) : ne(jackpots.state, 'closed');
  const jps = await db.select().from(jackpots).where(where).orderBy(asc(jackpots.id));
  if (jps.length === 0) return [];
  const ids = jps.map((j) => j.id);
  // One query after another: `db` may be a transaction (one connection).
  const levels = await db
    .select({
      id: jackpotLevels.id,
      jackpotId: jackpotLevels.jackpotId,
      identifier: jackpotLevels.identifier,
      name: jackpotLevels.name,
      pool: jackpotLevels.poolCents,
    })
    .from(jackpotLevels)
    .where(inArray(jackpotLevels.jackpotId, ids))
    .orderBy(asc(jackpotLevels.position), asc(jackpotLevels.id));
  const links = await db.select().from(jackpotGames).where(inArray(jackpotGames.jackpotId, ids));
  const names = await gameNames(
    db,
    links.map((l) => l.gameId),
  );
  return jps.map((j) => ({
    id: j.id,
    identifier: j.identifier,
    name: j.name,
    state: j.state === 'active' ? 'active' : 'inactive',
    currency: j.currency,
    rules: j.rules,
    games: links
      .filter((l) => l.jackpotId === j.id)
      .map((l) => names.get(l.gameId)?.slug)
      .filter((s): s is string => !!s)
      .sort(),
    game_links: links
      .filter((l) => l.jackpotId === j.id)
      .flatMap((l) => {
        const g = names.get(l.gameId);
        return g ? [{ slug: g.slug, title: g.title, path: `/play/${g.provider}/${g.seoTitle}` }] : [];
      })
      .sort((a, b) => a.title.localeCompare(b.title)),
    levels: levels.filter((l) => l.jackpotId === j.id).map((l) => ({ id: l.id, identifier: l.identifier, name: l.name, amount_cents: l.pool })),
  }));
}

/** The latest wins (newest first) and the biggest ones (by pool), merged: what the leaderboard's two tabs need. */
export async function recentWinners(db: Db | Tx, opts: { limit: number; jackpotId?: number } = { limit: 50 }): Promise<JackpotWinner[]> {
  const where = opts.jackpotId ? eq(jackpotWins.jackpotId, opts.jackpotId) : undefined;
  const cols = { win: jackpotWins, identifier: jackpots.identifier };
  const latest = await db
    .select(cols)
    .from(jackpotWins)
    .innerJoin(jackpots, eq(jackpots.id, jackpotWins.jackpotId))
    .where(where)
    .orderBy(desc(jackpotWins.at), desc(jackpotWins.id))
    .limit(opts.limit);
  const biggest = await db
    .select(cols)
    .from(jackpotWins)
    .innerJoin(jackpots, eq(jackpots.id, jackpotWins.jackpotId))
    .where(where)
    .orderBy(desc(jackpotWins.poolCents), desc(jackpotWins.id))
    .limit(opts.limit);
  const rows = [...new Map([...latest, ...biggest].map((r) => [r.win.id, r])).values()].sort(
    (a, b) => b.win.at.getTime() - a.win.at.getTime() || b.win.id - a.win.id,
  );
  const names = await playerDisplayNames(
    db,
    rows.map((r) => r.win.playerId),
  );
  return rows.map(({ win, identifier }) => winnerView(win, identifier, names.get(win.playerId) ?? 'player'));
}

export function winnerView(win: typeof jackpotWins.$inferSelect, identifier: string, name: string): JackpotWinner {
  return {
    id: win.id,
    user_name: maskWinnerName(name),
    created_at: win.at.toISOString(),
    amount_cents: win.amountCents,
    currency: win.currency,
    jackpot_original_amount_cents: win.poolCents,
    jackpot_original_currency: win.jackpotCurrency,
    jackpot_level_name: win.levelName,
    jackpot_identifier: identifier,
  };
}

/** Marketing's view: configuration, what waits for the next reseed, pools, totals and the history of wins. Never the secret drop point. */
export async function adminViews(db: Db | Tx, only?: number): Promise<JackpotAdmin[]> {
  const jps: JackpotRow[] = await db
    .select()
    .from(jackpots)
    .where(only ? eq(jackpots.id, only) : undefined)
    .orderBy(desc(jackpots.id));
  const out: JackpotAdmin[] = [];
  for (const j of jps) {
    const levels = await db.select().from(jackpotLevels).where(eq(jackpotLevels.jackpotId, j.id)).orderBy(asc(jackpotLevels.position), asc(jackpotLevels.id));
    const links = await db.select().from(jackpotGames).where(eq(jackpotGames.jackpotId, j.id));
    const wins = await recentWinners(db, { limit: 50, jackpotId: j.id });
    out.push({
      id: j.id,
      identifier: j.identifier,
      name: j.name,
      state: j.state,
      currency: j.currency,
      rules: j.rules,
      game_ids: links.map((l) => l.gameId).sort((a, b) => a - b),
      created_at: j.createdAt.toISOString(),
      closed_at: j.closedAt?.toISOString() ?? null,
      close_reason: j.closeReason,
      wins,
      levels: levels.map((l) => ({
        id: l.id,
        identifier: l.identifier,
        name: l.name,
        seed_cents: l.seedCents,
        contribution_ppm: l.contributionPpm,
        drop_rule: l.dropRule,
        must_drop_by_cents: l.mustDropByCents,
        drop_probability_ppb: l.dropProbabilityPpb,
        next: l.next
          ? {
              name: l.next.name,
              seed_cents: l.next.seedCents,
              contribution_ppm: l.next.contributionPpm,
              drop_rule: l.next.dropRule,
              must_drop_by_cents: l.next.mustDropByCents,
              drop_probability_ppb: l.next.dropProbabilityPpb,
            }
          : null,
        cycle: l.cycle,
        pool_cents: l.poolCents,
        seeded_cents: l.seededCents,
        contributed_cents: l.contributedCents,
        paid_cents: l.paidCents,
        returned_cents: l.returnedCents,
      })),
    });
  }
  return out;
}
