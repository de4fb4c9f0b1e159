import { z } from 'zod';
import { CurrencyCodeSchema } from './currency';
import { GAME_PAGE_MAX, GAME_PAGE_SIZE, GAME_PAGE_SIZE_MAX } from './games-constants';
import { LOCALES } from './locale-codes';
import { multiLine, oneLine } from './validation';

/**
 * Tournaments and quests (spec C2, C3 "Tournament", "Tournament status", "Promo", "Quest"; C4
 * "Time status", "Quest level"; C9 quest thresholds). A quest is a tournament with `questSize`.
 * Amounts and scores are integer minor units of the tournament's currency (a multiplier score is
 * hundredths: 250 = x2.50; a rounds score is a count).
 *
 * Player calls (C7; guests may read the lists):
 * - GET  /api/tournaments                   -> TournamentView[] (future and active, then the archive of the last 30 days)
 * - GET  /api/tournaments/recent            -> TournamentView[] (settled, newest first)
 * - GET  /api/tournaments/{id|slug}         -> TournamentView (with `leaderboard` around the player when signed in)
 * - POST /api/tournaments/{id}/confirm {confirmed: true} -> TournamentStatus
 * - GET  /api/tournaments/player            -> TournamentStatus[] (the player's tournaments and quests)
 * - GET  /api/tournaments/{id}/status       -> TournamentStatus (bets, place and nickname; empty when not taking part)
 * - GET  /api/tournaments/{id}/games?page=&per_page=&device= -> GamesPage (the eligible games, lobby order)
 * Back office (staff cookie; marketing and admin change, support reads):
 * - GET/POST /api/backoffice/tournaments, GET/PATCH /api/backoffice/tournaments/{id}
 * - POST /api/backoffice/tournaments/{id}/cancel {reason}
 * Real time: `private:tournaments` (the player's TournamentStatus, on each scored bet),
 * `public:tournaments` (a tournament's top players, at most once a second per tournament).
 */

export const TOURNAMENT_STRATEGIES = ['sum_bets', 'sum_wins', 'biggest_win', 'biggest_multiplier', 'rounds'] as const;
export const TournamentStrategySchema = z.enum(TOURNAMENT_STRATEGIES);
export type TournamentStrategy = (typeof TOURNAMENT_STRATEGIES)[number];

export const QUEST_SIZES = ['xs', 's', 'm', 'robot-s', 'robot-m'] as const;
export const QuestSizeSchema = z.enum(QUEST_SIZES);
export type QuestSize = (typeof QUEST_SIZES)[number];

/** C4 time status: future before start_at, active until end_at, then archive. */
export const TIME_STATUSES = ['future', 'active', 'archive'] as const;
export type TimeStatus = (typeof TIME_STATUSES)[number];
export function timeStatus(t: { start_at: string | Date; end_at: string | Date }, now: Date): TimeStatus {
  if (now.getTime() < new Date(t.start_at).getTime()) return 'future';
  if (now.getTime() < new Date(t.end_at).getTime()) return 'active';
  return 'archive';
}

/** C4 promo choice for a banner link: active first, then future (soonest), then archive (latest). */
export function choosePromo<T extends { start_at: string; end_at: string }>(promos: readonly T[], now: Date): T | null {
  const by = (s: TimeStatus) => promos.filter((p) => timeStatus(p, now) === s);
  const active = by('active').sort((a, b) => a.end_at.localeCompare(b.end_at));
  if (active[0]) return active[0];
  const future = by('future').sort((a, b) => a.start_at.localeCompare(b.start_at));
  if (future[0]) return future[0];
  return by('archive').sort((a, b) => b.end_at.localeCompare(a.end_at))[0] ?? null;
}

/** The lifecycle the platform keeps (beside the time status): settled tournaments are the archive; canceled ones pay nothing. */
export const TOURNAMENT_STATES = ['scheduled', 'settling', 'settled', 'canceled'] as const;
export type TournamentState = (typeof TOURNAMENT_STATES)[number];

// ---- Quest levels (C9) ----

/**
 * Quest level bet thresholds in EUR units (C9). xs and s are the spec's tables. For m, robot-s and
 * robot-m the spec gives only the first and last value (their per-level tables are not in it):
 * the levels between are filled here on the same shape as s (rounded steps rising to the stated
 * maximum). Other currencies are derived from EUR at the platform's exchange rates when the
 * quest is read (`questThresholds`), rounded to whole units; none is stored per currency.
 */
export const QUEST_THRESHOLDS_EUR: Record<QuestSize, readonly number[]> = {
  xs: [0, 150, 500, 1000, 5000, 15000],
  s: [0, 400, 1000, 2500, 7500, 10000, 25000, 50000, 75000, 100000, 150000, 250000, 500000, 750000, 1000000],
  m: [
    0, 400, 1000, 2500, 5000, 7500, 10000, 15000, 25000, 35000, 50000, 75000, 100000, 150000, 200000, 250000, 350000, 500000, 650000, 800000, 1000000, 1250000,
    1500000, 1750000, 2000000,
  ],
  'robot-s': [0, 300, 800, 2000, 6000, 8000, 20000, 40000, 60000, 80000, 120000, 200000, 400000, 600000, 800000],
  'robot-m': [
    0, 500, 1250, 3000, 6000, 9000, 12500, 18750, 31250, 43750, 62500, 93750, 125000, 187500, 250000, 312500, 437500, 625000, 812500, 1000000, 1250000, 1560000,
    1870000, 2190000, 2500000,
  ],
};

/** A size's thresholds in minor units of `subunits`-per-unit currency, EUR units times `eurRate` (1 for EUR). */
export function questThresholds(size: QuestSize, eurRate: number, subunits: number): number[] {
  return QUEST_THRESHOLDS_EUR[size].map((eur) => Math.round(eur * eurRate) * subunits);
}

/** C4 quest level: the highest level whose threshold the bets reach (1-based; the last open-ended). */
export function questLevel(thresholds: readonly number[], bets: number): { level: number; next_level_bets: number | null } {
  let level = 0;
  thresholds.forEach((t, i) => {
    if (bets >= t) level = i + 1;
  });
  return { level, next_level_bets: level < thresholds.length ? thresholds[level]! : null };
}

export const QUEST_POINT_STATES = ['active', 'completed', 'locked'] as const;
export type QuestPointState = (typeof QUEST_POINT_STATES)[number];

/** Point states: levels reached are completed, the next one is active, the rest locked (all completed once the last is reached). */
export function questPoints(thresholds: readonly number[], bets: number): { level: number; bets: number; state: QuestPointState }[] {
  const { level } = questLevel(thresholds, bets);
  return thresholds.map((t, i) => ({ level: i + 1, bets: t, state: i + 1 <= level ? 'completed' : i === level ? 'active' : 'locked' }));
}

// ---- Back office input ----

const text = (max: number) => oneLine().trim().max(max, `must be at most ${max} characters`);
const longText = (max: number) => multiLine().trim().max(max, `must be at most ${max} characters`);
const LocaleSchema = z.enum(LOCALES, { message: 'is not a known locale' });
const TextsSchema = z.object({ title: text(120).min(1, 'is required'), description: longText(4000).default('') });
const positiveId = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1, 'is too large');

export const TournamentPrizeSchema = z.object({
  place: z.number().int().min(1, 'must be 1 or more').max(1000, 'is too large'),
  /** A bonus template (money, bonus or free spins) issued through the gifts port. */
  template_id: positiveId,
  /** What the prize is worth in the tournament's currency, counted against money_budget_cents (minor units). */
  amount_cents: z.number().int().min(0, 'must not be negative').max(1e12, 'is too large').default(0),
});
export type TournamentPrize = z.infer<typeof TournamentPrizeSchema>;

export const QuestRewardSchema = z.object({
  level: z.number().int().min(1, 'must be 1 or more').max(25, 'is too large'),
  template_id: positiveId,
});

const slug = oneLine()
  .trim()
  .min(1, 'is required')
  .max(80, 'must be at most 80 characters')
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lowercase letters, digits and dashes')
  .refine((s) => !/^\d+$/.test(s), 'must not be a number');

const TournamentFields = z.object({
  frontend_identifier: slug,
  texts: z.partialRecord(LocaleSchema, TextsSchema).refine((t) => Object.keys(t).length > 0, 'needs at least one locale'),
  currency: CurrencyCodeSchema,
  start_at: z.iso.datetime({ offset: true, error: 'must be an ISO date-time' }),
  end_at: z.iso.datetime({ offset: true, error: 'must be an ISO date-time' }),
  strategy: TournamentStrategySchema.default('sum_bets'),
  /** Bets below it (in the tournament's currency, minor units) do not count. */
  min_bet_cents: z.number().int().min(0, 'must not be negative').max(1e12, 'is too large').default(0),
  game_ids: z.array(positiveId).max(500, 'at most 500').default([]),
  providers: z.array(text(80)).max(100, 'at most 100').default([]),
  categories: z.array(text(80)).max(100, 'at most 100').default([]),
  group_ids: z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(2 ** 31 - 1),
    )
    .max(50, 'at most 50')
    .default([]),
  user_confirmation_required: z.boolean().default(false),
  money_budget_cents: z.number().int().min(0, 'must not be negative').max(1e13, 'is too large').default(0),
  prizes: z.array(TournamentPrizeSchema).max(1000, 'at most 1000').default([]),
  quest_size: QuestSizeSchema.nullable().default(null),
  quest_rewards: z.array(QuestRewardSchema).max(25, 'at most 25').default([]),
});

function checkTournament(t: Partial<z.infer<typeof TournamentFields>>, ctx: z.RefinementCtx): void {
  if (t.start_at && t.end_at && new Date(t.end_at) <= new Date(t.start_at))
    ctx.addIssue({ code: 'custom', path: ['end_at'], message: 'must be after start_at' });
  const places = (t.prizes ?? []).map((p) => p.place);
  if (new Set(places).size !== places.length) ctx.addIssue({ code: 'custom', path: ['prizes'], message: 'has a place twice' });
  const budget = t.money_budget_cents ?? 0;
  const spent = (t.prizes ?? []).reduce((s, p) => s + p.amount_cents, 0);
  if (budget > 0 && spent > budget) ctx.addIssue({ code: 'custom', path: ['prizes'], message: 'exceed money_budget_cents' });
  if (t.quest_size === null && (t.quest_rewards ?? []).length > 0) ctx.addIssue({ code: 'custom', path: ['quest_rewards'], message: 'need quest_size' });
}

export const TournamentInputSchema = TournamentFields.superRefine(checkTournament);
export type TournamentInput = z.infer<typeof TournamentInputSchema>;
export type TournamentBody = z.input<typeof TournamentInputSchema>;
/** Edit before start: any field (defaults left out, so a field not sent keeps its value); the merged whole is checked again. */
const patchShape = Object.fromEntries(
  Object.entries(TournamentFields.shape).map(([k, v]) => [k, (v instanceof z.ZodDefault ? (v.unwrap() as z.ZodType) : (v as z.ZodType)).optional()]),
) as { [K in keyof typeof TournamentFields.shape]: z.ZodOptional<z.ZodType<z.infer<(typeof TournamentFields.shape)[K]>>> };
export const TournamentPatchSchema = z.object(patchShape).superRefine((t, ctx) => checkTournament(t as Partial<z.infer<typeof TournamentFields>>, ctx));
export const CancelTournamentSchema = z.object({ reason: text(500).min(3, 'must be at least 3 characters') });
export const ConfirmBodySchema = z.object({ confirmed: z.literal(true, { message: 'must be true' }) });

/** `{id}`: a numeric id or a frontend_identifier (banner targets use either). */
export const TournamentRefParamsSchema = z.object({
  id: oneLine()
    .min(1, 'is required')
    .max(80, 'is too long')
    .regex(/^[a-z0-9-]+$/i, 'must be an id or identifier'),
});

/** `?page=&per_page=&device=` of GET /api/tournaments/{id}/games (query strings arrive as text). */
export const TournamentGamesQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'must be 1 or more').max(GAME_PAGE_MAX, 'is too large').default(1),
  per_page: z.coerce.number().int().min(1, 'must be 1 or more').max(GAME_PAGE_SIZE_MAX, 'is too large').default(GAME_PAGE_SIZE),
  device: z.enum(['mobile', 'desktop']).default('desktop'),
});
export type TournamentGamesQuery = z.input<typeof TournamentGamesQuerySchema>;

// ---- Views (C3) ----

export const TopPlayerSchema = z.object({
  award_place: z.number().int(),
  nickname: z.string(),
  points: z.number(),
  /** Set on the signed-in player's own row. */
  me: z.boolean().optional(),
});
export type TopPlayer = z.infer<typeof TopPlayerSchema>;

export const TournamentViewSchema = z.object({
  id: z.number().int(),
  frontend_identifier: z.string(),
  title: z.string(),
  description: z.string(),
  currency: z.string(),
  questSize: QuestSizeSchema.nullable(),
  group_ids: z.array(z.number().int()),
  start_at: z.string(),
  end_at: z.string(),
  /** C4 time status. */
  status: z.enum(TIME_STATUSES),
  state: z.enum(TOURNAMENT_STATES),
  strategy: TournamentStrategySchema,
  min_bet_cents: z.number(),
  user_confirmation_required: z.boolean(),
  money_budget_cents: z.number(),
  prizes: z.array(z.object({ place: z.number().int(), template_id: z.number().int(), amount_cents: z.number() })),
  games: z.object({ game_ids: z.array(z.number().int()), providers: z.array(z.string()), categories: z.array(z.string()) }),
  participants: z.number().int(),
  top_players: z.array(TopPlayerSchema),
  /** When signed in: my row and my neighbours (two above, two below). */
  leaderboard: z.array(TopPlayerSchema).optional(),
  cancel_reason: z.string().nullable(),
});
export type TournamentView = z.infer<typeof TournamentViewSchema>;

export const TournamentStatusSchema = z.object({
  tournament_id: z.number().int(),
  /** The player's score (minor units for bets and wins, hundredths for a multiplier, a count for rounds). */
  bets: z.number(),
  /** Real-money rounds counted. */
  rounds: z.number().int(),
  award_place: z.number().int().nullable(),
  nickname: z.string().nullable(),
  participating: z.boolean(),
  confirmed: z.boolean(),
  /** Quests: the current level and the points. */
  quest: z
    .object({
      level: z.number().int(),
      next_level_bets: z.number().nullable(),
      points: z.array(z.object({ level: z.number().int(), bets: z.number(), state: z.enum(QUEST_POINT_STATES) })),
    })
    .nullable(),
});
export type TournamentStatus = z.infer<typeof TournamentStatusSchema>;

export const BackofficeTournamentSchema = TournamentViewSchema.extend({
  texts: z.record(z.string(), z.object({ title: z.string(), description: z.string() })),
  standings: z.array(TopPlayerSchema.extend({ player_id: z.number().int() })),
  results: z.array(
    z.object({ place: z.number().int(), player_id: z.number().int(), points: z.number(), outcome: z.string(), gift_id: z.number().int().nullable() }),
  ),
});
export type BackofficeTournament = z.infer<typeof BackofficeTournamentSchema>;
