import { and, asc, count, desc, eq, gt, lte, or, sql, inArray } from 'drizzle-orm';
import { CURRENCIES } from '../../schemas/currency';
import type { DomainEventPayload } from '../../schemas/domain-events';
import type { GamesPage } from '../../schemas/games';
import {
  questLevel,
  questPoints,
  questThresholds,
  timeStatus,
  type QuestSize,
  type TopPlayer,
  type TournamentInput,
  type TournamentStatus,
  type TournamentView,
} from '../../schemas/tournaments';
import type { Db, Tx } from '../db/client';
import type { IssueGiftInput } from '../gifts';
import { HttpError } from '../http/errors';
import { appendEvent } from '../outbox';
import { playerGroupIds, playerNicknames } from '../player';
import { tournamentEntries, tournamentParticipants, tournamentResults, tournaments } from './schema';

type Conn = Db | Tx;
export type TournamentRow = typeof tournaments.$inferSelect;
type ParticipantRow = typeof tournamentParticipants.$inferSelect;

/** What the engine asks other modules, passed in by the composition root (platform/modules.ts). */
export interface TournamentPorts {
  /** THE issuing port (platform/gifts): prizes and quest rewards. */
  issueGift: (db: Tx, input: IssueGiftInput) => Promise<{ gift: { id: number }; replayed: boolean }>;
  /** Activates a prize at once (its money reaches the balance); a refusal (another bonus being wagered) leaves it in the gifts tab. */
  activateGift: (db: Tx, playerId: number, giftId: number, at: Date) => Promise<void>;
  /** Which categories a game is in (games catalogue). */
  gameCategories: (db: Conn, gameId: number) => Promise<string[]>;
  /** A page of the games a tournament counts (its game ids, providers or categories; none: every game), as lobby tiles (games catalogue). */
  eligibleGames: (
    db: Conn,
    sel: { gameIds: readonly number[]; providers: readonly string[]; categories: readonly string[] },
    device: 'mobile' | 'desktop',
    page: number,
    perPage: number,
  ) => Promise<GamesPage>;
  /** Units of `to` for one unit of `from` (platform/info rates); null when none. */
  rate: (db: Conn, from: string, to: string) => Promise<number | null>;
}

const subunits = (c: string) => (CURRENCIES as Record<string, { subunitsToUnit: number }>)[c]?.subunitsToUnit ?? 100;

/** Minor units of `from` into minor units of `to` at `rate` (units of to per unit of from), rounded down. */
export function convertMinor(amount: number, from: string, to: string, rate: number): number {
  if (from === to) return amount;
  return Math.floor((amount / subunits(from)) * rate * subunits(to));
}

// ---- Writes (back office) ----

export function rowFromInput(i: TournamentInput, at: Date) {
  return {
    frontendIdentifier: i.frontend_identifier,
    texts: i.texts as Record<string, { title: string; description: string }>,
    currency: i.currency,
    startAt: new Date(i.start_at),
    endAt: new Date(i.end_at),
    // A quest's level is the sum of its bets (C4): its strategy is always that.
    strategy: i.quest_size ? ('sum_bets' as const) : i.strategy,
    minBetCents: i.min_bet_cents,
    gameIds: i.game_ids,
    providers: i.providers,
    categories: i.categories,
    groupIds: i.group_ids,
    userConfirmationRequired: i.user_confirmation_required,
    moneyBudgetCents: i.money_budget_cents,
    prizes: [...i.prizes].sort((a, b) => a.place - b.place),
    questSize: i.quest_size,
    questRewards: i.quest_rewards,
    updatedAt: at,
  };
}

export async function createTournament(db: Conn, i: TournamentInput, at: Date): Promise<TournamentRow> {
  const [dup] = await db.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.frontendIdentifier, i.frontend_identifier));
  if (dup) throw new HttpError(422, 'validation_failed', 'This identifier is taken', { frontend_identifier: ['is taken'] });
  const [row] = await db
    .insert(tournaments)
    .values({ ...rowFromInput(i, at), createdAt: at })
    .returning();
  return row!;
}

export async function findTournament(db: Conn, ref: string | number): Promise<TournamentRow | undefined> {
  const byId = typeof ref === 'number' || /^\d+$/.test(ref);
  if (byId && Number(ref) > 2 ** 31 - 1) return undefined;
  const [row] = await db
    .select()
    .from(tournaments)
    .where(byId ? eq(tournaments.id, Number(ref)) : eq(tournaments.frontendIdentifier, String(ref)));
  return row;
}

// ---- Scoring (from the event stream) ----

type GameMoney = DomainEventPayload<'bet.placed'>;

/** Whether the game of a money fact is one the tournament counts: by game, provider or category; none listed: every game. */
async function eligible(db: Conn, ports: TournamentPorts, t: TournamentRow, p: GameMoney): Promise<boolean> {
  if (!t.gameIds.length && !t.providers.length && !t.categories.length) return true;
  if (p.game_id !== null && t.gameIds.includes(p.game_id)) return true;
  if (t.providers.includes(p.provider)) return true;
  if (t.categories.length && p.game_id !== null) {
    const cats = await ports.gameCategories(db, p.game_id);
    return cats.some((c) => t.categories.includes(c));
  }
  return false;
}

/** The score a participant's counted entries make under the tournament's strategy. */
async function recomputeScore(tx: Tx, t: TournamentRow, playerId: number): Promise<{ score: number; rounds: number; lastAt: Date | null }> {
  const live = and(eq(tournamentEntries.tournamentId, t.id), eq(tournamentEntries.playerId, playerId), eq(tournamentEntries.rolledBack, false));
  const [agg] = await tx
    .select({
      sumBets: sql<string>`coalesce(sum(${tournamentEntries.amount}) filter (where ${tournamentEntries.kind} = 'bet'), 0)`,
      sumWins: sql<string>`coalesce(sum(${tournamentEntries.amount}) filter (where ${tournamentEntries.kind} = 'win'), 0)`,
      maxWin: sql<string>`coalesce(max(${tournamentEntries.amount}) filter (where ${tournamentEntries.kind} = 'win'), 0)`,
      rounds: sql<string>`count(distinct ${tournamentEntries.roundKey}) filter (where ${tournamentEntries.kind} = 'bet')`,
      lastAt: sql<string | null>`max(${tournamentEntries.at})`,
    })
    .from(tournamentEntries)
    .where(live);
  let score = 0;
  switch (t.strategy) {
    case 'sum_bets':
      score = Number(agg!.sumBets);
      break;
    case 'sum_wins':
      score = Number(agg!.sumWins);
      break;
    case 'biggest_win':
      score = Number(agg!.maxWin);
      break;
    case 'rounds':
      score = Number(agg!.rounds);
      break;
    case 'biggest_multiplier': {
      // Hundredths: a win over the counted stakes of its round.
      const res = (await tx.execute(sql`
        select max(floor(w.amount * 100.0 / b.s)) as m
        from ${tournamentEntries} w
        join (select round_key, sum(amount) as s from ${tournamentEntries}
              where tournament_id = ${t.id} and player_id = ${playerId} and kind = 'bet' and not rolled_back group by round_key) b
          on b.round_key = w.round_key
        where w.tournament_id = ${t.id} and w.player_id = ${playerId} and w.kind = 'win' and not w.rolled_back and b.s > 0`)) as unknown as {
        rows: { m: string | null }[];
      };
      score = Number(res.rows[0]?.m ?? 0);
      break;
    }
  }
  return { score, rounds: Number(agg!.rounds), lastAt: agg!.lastAt ? new Date(agg!.lastAt) : null };
}

/** What one scored fact changed: the participants to push a status to. */
export interface Scored {
  tournament: TournamentRow;
  playerId: number;
}

/**
 * Scores one money fact (bet.placed, win.paid) in every running tournament whose window holds
 * its time: real money only (the bonus part of a stake or win never counts), converted into the
 * tournament's currency at the platform's rate when it is scored (right after the bet), the
 * minimum bet in that currency; a win counts only in a round with a counted stake. Each fact is
 * an entry keyed by its transaction, so a second delivery scores nothing.
 */
export async function scoreMoney(tx: Tx, ports: TournamentPorts, kind: 'bet' | 'win', playerId: number, p: GameMoney, at: Date): Promise<Scored[]> {
  const real = p.amount_cents - p.bonus_amount_cents;
  if (real <= 0) return [];
  const live = await tx
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.state, 'scheduled'), lte(tournaments.startAt, at), gt(tournaments.endAt, at)));
  if (!live.length) return [];
  const out: Scored[] = [];
  let groups: number[] | null = null;
  const txKey = `${p.provider}:${p.transaction_id}`;
  const roundKey = `${p.provider}:${p.round_id ?? p.transaction_id}`;
  for (const t of live) {
    if (t.groupIds.length) {
      groups ??= await playerGroupIds(tx, playerId);
      if (!t.groupIds.some((g) => groups!.includes(g))) continue;
    }
    if (!(await eligible(tx, ports, t, p))) continue;
    const [part] = await tx
      .select()
      .from(tournamentParticipants)
      .where(and(eq(tournamentParticipants.tournamentId, t.id), eq(tournamentParticipants.playerId, playerId)));
    if (t.userConfirmationRequired && !part?.confirmedAt) continue;
    const rate = await ports.rate(tx, p.currency, t.currency);
    if (rate === null) continue;
    const amount = convertMinor(real, p.currency, t.currency, rate);
    if (kind === 'bet' && (amount <= 0 || amount < t.minBetCents)) continue;
    if (kind === 'win') {
      const [bet] = await tx
        .select({ n: count() })
        .from(tournamentEntries)
        .where(
          and(
            eq(tournamentEntries.tournamentId, t.id),
            eq(tournamentEntries.roundKey, roundKey),
            eq(tournamentEntries.kind, 'bet'),
            eq(tournamentEntries.rolledBack, false),
          ),
        );
      if (!bet || bet.n === 0) continue;
    }
    const inserted = await tx
      .insert(tournamentEntries)
      .values({ tournamentId: t.id, playerId, txKey, roundKey, kind, amount, at })
      .onConflictDoNothing()
      .returning({ id: tournamentEntries.id });
    if (!inserted.length) continue;
    const { score, rounds } = await recomputeScore(tx, t, playerId);
    await upsertParticipant(tx, t.id, playerId, score, rounds, at, part);
    out.push({ tournament: t, playerId });
  }
  return out;
}

async function upsertParticipant(tx: Tx, tournamentId: number, playerId: number, score: number, rounds: number, at: Date, part: ParticipantRow | undefined) {
  if (!part) {
    await tx
      .insert(tournamentParticipants)
      .values({ tournamentId, playerId, score, rounds, reachedAt: at, joinedAt: at })
      .onConflictDoUpdate({
        target: [tournamentParticipants.tournamentId, tournamentParticipants.playerId],
        set: { score, rounds, reachedAt: at },
      });
    return;
  }
  await tx
    .update(tournamentParticipants)
    .set({ score, rounds, ...(score !== part.score ? { reachedAt: at } : {}) })
    .where(and(eq(tournamentParticipants.tournamentId, tournamentId), eq(tournamentParticipants.playerId, playerId)));
}

/**
 * A rolled-back stake takes its score back, in every tournament still running at the rollback's
 * time (places are frozen at end_at: a rollback after it changes nothing). The score is
 * recomputed from the entries left; the time it was reached becomes the latest of those.
 */
export async function scoreRollback(tx: Tx, playerId: number, p: DomainEventPayload<'bet.rolled_back'>, at: Date): Promise<Scored[]> {
  const txKey = `${p.provider}:${p.rolled_back_transaction_id}`;
  const hits = await tx
    .select({ t: tournaments, entryId: tournamentEntries.id })
    .from(tournamentEntries)
    .innerJoin(tournaments, eq(tournaments.id, tournamentEntries.tournamentId))
    .where(
      and(
        eq(tournamentEntries.txKey, txKey),
        eq(tournamentEntries.playerId, playerId),
        eq(tournamentEntries.rolledBack, false),
        eq(tournaments.state, 'scheduled'),
        gt(tournaments.endAt, at),
      ),
    );
  const out: Scored[] = [];
  for (const { t, entryId } of hits) {
    await tx.update(tournamentEntries).set({ rolledBack: true }).where(eq(tournamentEntries.id, entryId));
    const { score, rounds, lastAt } = await recomputeScore(tx, t, playerId);
    await tx
      .update(tournamentParticipants)
      .set({ score, rounds, ...(lastAt ? { reachedAt: lastAt } : {}) })
      .where(and(eq(tournamentParticipants.tournamentId, t.id), eq(tournamentParticipants.playerId, playerId)));
    out.push({ tournament: t, playerId });
  }
  return out;
}

// ---- Quests ----

/** A quest's level thresholds in its currency (C9 from EUR at the platform's rate when the table lacks the currency). */
export async function thresholdsOf(db: Conn, ports: TournamentPorts, t: Pick<TournamentRow, 'questSize' | 'currency'>): Promise<number[] | null> {
  if (!t.questSize) return null;
  const rate = t.currency === 'EUR' ? 1 : await ports.rate(db, 'EUR', t.currency);
  if (rate === null) return null;
  return questThresholds(t.questSize as QuestSize, rate, subunits(t.currency));
}

/**
 * A quest's rewards for every level newly reached, through the issuing port (key per quest,
 * player and level: once). A refusal (bonuses off, excluded, multi-account) is not retried.
 * Each level newly reached is a `quest.level_reached` fact, in this transaction.
 */
export async function rewardQuestLevels(tx: Tx, ports: TournamentPorts, t: TournamentRow, playerId: number, at: Date): Promise<void> {
  const thresholds = await thresholdsOf(tx, ports, t);
  if (!thresholds) return;
  const [part] = await tx
    .select()
    .from(tournamentParticipants)
    .where(and(eq(tournamentParticipants.tournamentId, t.id), eq(tournamentParticipants.playerId, playerId)))
    .for('update');
  if (!part) return;
  const { level } = questLevel(thresholds, part.score);
  if (level <= part.questLevel) return;
  for (const r of t.questRewards) {
    if (r.level <= part.questLevel || r.level > level) continue;
    await issueOrRecordRefusal(tx, ports, {
      playerId,
      templateId: r.template_id,
      source: 'engine:quests',
      idempotencyKey: `quest:${t.id}:${playerId}:level:${r.level}`,
      at,
      ignoreTargeting: true,
      meta: { tournament_id: t.id, level: r.level },
    });
  }
  // One fact per level newly reached, with or without a reward (achievements' quest badges read it).
  for (let n = part.questLevel + 1; n <= level; n++)
    await appendEvent(tx, { type: 'quest.level_reached', playerId, at, payload: { tournament_id: t.id, frontend_identifier: t.frontendIdentifier, level: n } });
  await tx
    .update(tournamentParticipants)
    .set({ questLevel: level })
    .where(and(eq(tournamentParticipants.tournamentId, t.id), eq(tournamentParticipants.playerId, playerId)));
}

/** Issues in a savepoint; a refusal (an HttpError below 500 from the port) is returned as its reason, never thrown. */
export async function issueOrRecordRefusal(tx: Tx, ports: TournamentPorts, input: IssueGiftInput): Promise<{ giftId: number | null; outcome: string }> {
  try {
    const { gift, replayed } = await tx.transaction(async (sp) => ports.issueGift(sp, input));
    if (!replayed) {
      try {
        await tx.transaction(async (sp) => ports.activateGift(sp, input.playerId, gift.id, input.at));
      } catch (err) {
        const e = err as { statusCode?: number };
        if (!(typeof e.statusCode === 'number' && e.statusCode < 500)) throw err;
      }
    }
    return { giftId: gift.id, outcome: 'paid' };
  } catch (err) {
    const e = err as { statusCode?: number; reason?: string; code?: string };
    if (typeof e.statusCode === 'number' && e.statusCode < 500) return { giftId: null, outcome: `refused:${e.reason ?? e.code ?? 'refused'}` };
    throw err;
  }
}

// ---- Reads ----

/** Places of a standing: score high to low, ties to who reached the score first, then the earlier participant id. */
const BOARD_ORDER = [desc(tournamentParticipants.score), asc(tournamentParticipants.reachedAt), asc(tournamentParticipants.playerId)] as const;

export async function topPlayers(db: Conn, t: TournamentRow, limit: number, meId?: number): Promise<(TopPlayer & { player_id: number })[]> {
  if (t.state === 'settled' || t.state === 'settling') {
    const rows = await db.select().from(tournamentResults).where(eq(tournamentResults.tournamentId, t.id)).orderBy(asc(tournamentResults.place)).limit(limit);
    const names = await playerNicknames(
      db,
      rows.map((r) => r.playerId),
    );
    return rows.map((r) => ({
      player_id: r.playerId,
      award_place: r.place,
      nickname: names.get(r.playerId) ?? '',
      points: r.points,
      ...(meId === r.playerId ? { me: true } : {}),
    }));
  }
  const rows = await db
    .select({ playerId: tournamentParticipants.playerId, score: tournamentParticipants.score })
    .from(tournamentParticipants)
    .where(and(eq(tournamentParticipants.tournamentId, t.id), gt(tournamentParticipants.score, 0)))
    .orderBy(...BOARD_ORDER)
    .limit(limit);
  const names = await playerNicknames(
    db,
    rows.map((r) => r.playerId),
  );
  return rows.map((r, i) => ({
    player_id: r.playerId,
    award_place: i + 1,
    nickname: names.get(r.playerId) ?? '',
    points: r.score,
    ...(meId === r.playerId ? { me: true } : {}),
  }));
}

/** The player's place now (1-based), or null when not on the board (no score yet). */
export async function placeOf(db: Conn, t: TournamentRow, playerId: number): Promise<number | null> {
  if (t.state === 'settled' || t.state === 'settling') {
    const [r] = await db
      .select({ place: tournamentResults.place })
      .from(tournamentResults)
      .where(and(eq(tournamentResults.tournamentId, t.id), eq(tournamentResults.playerId, playerId)));
    return r?.place ?? null;
  }
  const [me] = await db
    .select()
    .from(tournamentParticipants)
    .where(and(eq(tournamentParticipants.tournamentId, t.id), eq(tournamentParticipants.playerId, playerId)));
  if (!me || me.score <= 0) return null;
  return placeOfRow(db, t.id, me);
}

/** Places above a participant: higher scores (one index range), then equal scores reached earlier (another). */
async function placeOfRow(db: Conn, tournamentId: number, me: ParticipantRow): Promise<number> {
  const P = tournamentParticipants;
  const [higher] = await db
    .select({ n: count() })
    .from(P)
    .where(and(eq(P.tournamentId, tournamentId), gt(P.score, me.score)));
  const [tied] = await db
    .select({ n: count() })
    .from(P)
    .where(and(eq(P.tournamentId, tournamentId), eq(P.score, me.score), aheadOf(me)));
  return (higher?.n ?? 0) + (tied?.n ?? 0) + 1;
}

/** Among equal scores: reached earlier, or at the same time with a lower player id. */
const aheadOf = (me: ParticipantRow) => {
  const P = tournamentParticipants;
  return or(sql`${P.reachedAt} < ${me.reachedAt}`, and(eq(P.reachedAt, me.reachedAt), sql`${P.playerId} < ${me.playerId}`));
};
const behind = (me: ParticipantRow) => {
  const P = tournamentParticipants;
  return or(sql`${P.reachedAt} > ${me.reachedAt}`, and(eq(P.reachedAt, me.reachedAt), sql`${P.playerId} > ${me.playerId}`));
};

/** My row and two neighbours each side (the leaderboard's "my place"). */
export async function neighbours(db: Conn, t: TournamentRow, playerId: number): Promise<TopPlayer[]> {
  const place = await placeOf(db, t, playerId);
  if (place === null) return [];
  const from = Math.max(0, place - 3);
  if (t.state === 'settled' || t.state === 'settling') {
    const rows = await db
      .select()
      .from(tournamentResults)
      .where(and(eq(tournamentResults.tournamentId, t.id), gt(tournamentResults.place, from)))
      .orderBy(asc(tournamentResults.place))
      .limit(5);
    const names = await playerNicknames(
      db,
      rows.map((r) => r.playerId),
    );
    return rows.map((r) => ({
      award_place: r.place,
      nickname: names.get(r.playerId) ?? '',
      points: r.points,
      ...(r.playerId === playerId ? { me: true } : {}),
    }));
  }
  // Two short index walks from my row (never an OFFSET over everyone above me).
  const P = tournamentParticipants;
  const [me] = await db
    .select()
    .from(P)
    .where(and(eq(P.tournamentId, t.id), eq(P.playerId, playerId)));
  if (!me) return [];
  const cols = { playerId: P.playerId, score: P.score };
  const above = await db
    .select(cols)
    .from(P)
    .where(and(eq(P.tournamentId, t.id), sql`${P.score} >= ${me.score}`, or(gt(P.score, me.score), and(eq(P.score, me.score), aheadOf(me)))))
    .orderBy(asc(P.score), desc(P.reachedAt), desc(P.playerId))
    .limit(2);
  const below = await db
    .select(cols)
    .from(P)
    .where(
      and(eq(P.tournamentId, t.id), sql`${P.score} <= ${me.score}`, gt(P.score, 0), or(sql`${P.score} < ${me.score}`, and(eq(P.score, me.score), behind(me)))),
    )
    .orderBy(...BOARD_ORDER)
    .limit(2);
  const rows = [...above.reverse(), { playerId: me.playerId, score: me.score }, ...below];
  const first = place - above.length;
  const names = await playerNicknames(
    db,
    rows.map((r) => r.playerId),
  );
  return rows.map((r, i) => ({
    award_place: first + i,
    nickname: names.get(r.playerId) ?? '',
    points: r.score,
    ...(r.playerId === playerId ? { me: true } : {}),
  }));
}

/** Participant counts by database handle and tournament, kept a second: a busy board is read far more often than it is worth counting 50,000 rows. */
const counted = new WeakMap<object, Map<number, { n: number; at: number }>>();
const COUNT_TTL_MS = 1_000;

export async function participantCount(db: Conn, t: TournamentRow): Promise<number> {
  let byId = counted.get(db);
  if (!byId) counted.set(db, (byId = new Map()));
  const hit = byId.get(t.id);
  if (hit && Date.now() - hit.at < COUNT_TTL_MS) return hit.n;
  const n = await countParticipants(db, t);
  byId.set(t.id, { n, at: Date.now() });
  return n;
}

async function countParticipants(db: Conn, t: TournamentRow): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(tournamentParticipants)
    .where(and(eq(tournamentParticipants.tournamentId, t.id), gt(tournamentParticipants.score, 0)));
  return r?.n ?? 0;
}

const pickTexts = (t: TournamentRow, locale: string) =>
  t.texts[locale] ?? t.texts.en ?? Object.values(t.texts)[0] ?? { title: t.frontendIdentifier, description: '' };

export async function tournamentView(
  db: Conn,
  t: TournamentRow,
  now: Date,
  o: { locale: string; playerId?: number | undefined; top?: number },
): Promise<TournamentView> {
  const texts = pickTexts(t, o.locale);
  const top = await topPlayers(db, t, o.top ?? 10, o.playerId);
  return {
    id: t.id,
    frontend_identifier: t.frontendIdentifier,
    title: texts.title,
    description: texts.description,
    currency: t.currency,
    questSize: t.questSize,
    group_ids: t.groupIds,
    start_at: t.startAt.toISOString(),
    end_at: t.endAt.toISOString(),
    status: timeStatus({ start_at: t.startAt, end_at: t.endAt }, now),
    state: t.state,
    strategy: t.strategy,
    min_bet_cents: t.minBetCents,
    user_confirmation_required: t.userConfirmationRequired,
    money_budget_cents: t.moneyBudgetCents,
    prizes: t.prizes.map((p) => ({ place: p.place, template_id: p.template_id, amount_cents: p.amount_cents })),
    games: { game_ids: t.gameIds, providers: t.providers, categories: t.categories },
    participants: await participantCount(db, t),
    top_players: top.map(({ player_id: _, ...rest }) => rest),
    ...(o.playerId ? { leaderboard: await neighbours(db, t, o.playerId) } : {}),
    cancel_reason: t.cancelReason,
  };
}

export async function statusOf(db: Conn, ports: TournamentPorts, t: TournamentRow, playerId: number): Promise<TournamentStatus> {
  const [part] = await db
    .select()
    .from(tournamentParticipants)
    .where(and(eq(tournamentParticipants.tournamentId, t.id), eq(tournamentParticipants.playerId, playerId)));
  const score = part?.score ?? 0;
  const thresholds = await thresholdsOf(db, ports, t);
  const names = part ? await playerNicknames(db, [playerId]) : new Map<number, string>();
  return {
    tournament_id: t.id,
    bets: score,
    rounds: part?.rounds ?? 0,
    award_place: part ? await placeOf(db, t, playerId) : null,
    nickname: names.get(playerId) ?? null,
    participating: !!part && (score > 0 || !!part.confirmedAt),
    confirmed: !!part?.confirmedAt,
    quest: thresholds ? { ...questLevel(thresholds, score), points: questPoints(thresholds, score) } : null,
  };
}

/**
 * Who sees a tournament: group-bound ones only their groups (C6), test quests (`ffc` in the
 * identifier) only with the testQuests flag, canceled ones nobody.
 */
export function visibleTo(t: TournamentRow, groups: readonly number[] | null, testQuests: boolean): boolean {
  if (t.state === 'canceled') return false;
  if (t.groupIds.length && !(groups ?? []).some((g) => t.groupIds.includes(g))) return false;
  if (t.questSize && t.frontendIdentifier.includes('ffc') && !testQuests) return false;
  return true;
}

export async function listTournaments(db: Conn, where: 'current' | 'recent' | 'player', now: Date, playerId?: number): Promise<TournamentRow[]> {
  if (where === 'recent') {
    return db.select().from(tournaments).where(eq(tournaments.state, 'settled')).orderBy(desc(tournaments.endAt)).limit(20);
  }
  if (where === 'player') {
    const ids = await db.select({ id: tournamentParticipants.tournamentId }).from(tournamentParticipants).where(eq(tournamentParticipants.playerId, playerId!));
    if (!ids.length) return [];
    return db
      .select()
      .from(tournaments)
      .where(
        inArray(
          tournaments.id,
          ids.map((r) => r.id),
        ),
      )
      .orderBy(desc(tournaments.endAt));
  }
  const since = new Date(now.getTime() - 30 * 86_400_000);
  return db
    .select()
    .from(tournaments)
    .where(and(sql`${tournaments.state} <> 'canceled'`, gt(tournaments.endAt, since)))
    .orderBy(asc(tournaments.startAt))
    .limit(200);
}
