import { z } from 'zod';
import { EnabledCurrencySchema } from './currency';
import { GameSlugSchema } from './games';
import { multiLine, oneLine } from './validation';

/**
 * Jackpots (spec C3 "Jackpot", "Jackpot winner"; C7 `GET /api/jackpots`, `GET /api/games/jackpots`,
 * `GET /api/jackpot_wins`; issue 18): mystic jackpots whose pools are real money in the ledger,
 * fed by a share of every real-money bet on an eligible game and paid to the player whose
 * contribution crosses the level's drop point.
 *
 * Amounts are integer minor units of the jackpot's currency. A contribution share is in parts per
 * million of the stake (10 000 = 1 %); a per-bet drop probability in parts per billion.
 */

export const JACKPOT_STATES = ['active', 'inactive', 'closed'] as const;
export const JackpotStateSchema = z.enum(JACKPOT_STATES);
export const DROP_RULES = ['must_drop_by', 'probability'] as const;
export const DropRuleSchema = z.enum(DROP_RULES);

/** One level as players see it: its pool now. */
export const JackpotLevelViewSchema = z.object({
  id: z.number().int().positive(),
  identifier: z.string(),
  name: z.string(),
  amount_cents: z.number().int(),
});

/** C3 Jackpot, as `GET /api/jackpots` answers (plus name, rules and the games' slugs). */
export const JackpotViewSchema = z.object({
  id: z.number().int().positive(),
  identifier: z.string(),
  name: z.string(),
  state: z.enum(['active', 'inactive']),
  currency: z.string(),
  rules: z.string(),
  games: z.array(GameSlugSchema),
  /** The eligible games for the jackpot's page: title and game page (`/play/{provider}/{seo_title}`, locale-less). */
  game_links: z.array(z.object({ slug: z.string(), title: z.string(), path: z.string() })),
  levels: z.array(JackpotLevelViewSchema),
});
export type JackpotView = z.infer<typeof JackpotViewSchema>;
export const JackpotViewsSchema = z.array(JackpotViewSchema);

/** C3 Jackpot winner. `user_name` is already masked (first 6 characters, then ***). */
export const JackpotWinnerSchema = z.object({
  id: z.number().int().positive(),
  user_name: z.string(),
  created_at: z.string(),
  /** What the winner got, in the currency they were paid in. */
  amount_cents: z.number().int(),
  currency: z.string(),
  /** The pool that dropped, in the jackpot's currency. */
  jackpot_original_amount_cents: z.number().int(),
  jackpot_original_currency: z.string(),
  jackpot_level_name: z.string(),
  jackpot_identifier: z.string(),
});
export type JackpotWinner = z.infer<typeof JackpotWinnerSchema>;
export const JackpotWinnersSchema = z.array(JackpotWinnerSchema);

/** Shown for a winner's name (spec C9): the first 6 characters followed by ***. Idempotent. */
export function maskWinnerName(name: string): string {
  const bare = name.endsWith('***') ? name.slice(0, -3) : name;
  return `${[...bare].slice(0, 6).join('')}***`;
}

// ─── Back office (marketing) ────────────────────────────────────────────────────────────────────

const cents = z.number().int('must be a whole number').nonnegative('must not be negative').max(Number.MAX_SAFE_INTEGER, 'is too large');

export const JackpotLevelInputSchema = z
  .object({
    identifier: oneLine()
      .min(1)
      .max(40)
      .regex(/^[a-z0-9_-]+$/, 'may hold a-z, 0-9, _ and - only'),
    name: oneLine().min(1).max(60),
    seed_cents: cents.min(1, 'must be positive'),
    /** Share of each real-money stake, parts per million (1..200 000, i.e. up to 20 %). */
    contribution_ppm: z.number().int('must be a whole number').min(1, 'must be positive').max(200_000, 'is at most 200000 (20 %)'),
    drop_rule: DropRuleSchema,
    /** must_drop_by: the pool drops at a point drawn between the seed and this amount. */
    must_drop_by_cents: cents.nullable().optional(),
    /** probability: each contributing bet wins with this chance, parts per billion. */
    drop_probability_ppb: z.number().int('must be a whole number').min(1, 'must be positive').max(1_000_000_000, 'is at most 1000000000').nullable().optional(),
  })
  .superRefine((l, ctx) => {
    if (l.drop_rule === 'must_drop_by') {
      if (l.must_drop_by_cents == null) ctx.addIssue({ code: 'custom', path: ['must_drop_by_cents'], message: 'is required for must_drop_by' });
      else if (l.must_drop_by_cents <= l.seed_cents) ctx.addIssue({ code: 'custom', path: ['must_drop_by_cents'], message: 'must be above the seed' });
    }
    if (l.drop_rule === 'probability' && l.drop_probability_ppb == null)
      ctx.addIssue({ code: 'custom', path: ['drop_probability_ppb'], message: 'is required for probability' });
  });
export type JackpotLevelInput = z.infer<typeof JackpotLevelInputSchema>;

export const JackpotInputSchema = z
  .object({
    identifier: GameSlugSchema,
    name: oneLine().min(1).max(120),
    state: z.enum(['active', 'inactive']),
    currency: EnabledCurrencySchema,
    rules: multiLine().max(4000).default(''),
    game_ids: z
      .array(
        z
          .number()
          .int()
          .positive()
          .max(2 ** 31 - 1),
      )
      .max(500),
    levels: z.array(JackpotLevelInputSchema).min(1, 'needs a level').max(10),
  })
  .superRefine((j, ctx) => {
    const seen = new Set<string>();
    j.levels.forEach((l, i) => {
      if (seen.has(l.identifier)) ctx.addIssue({ code: 'custom', path: ['levels', i, 'identifier'], message: 'is used twice' });
      seen.add(l.identifier);
    });
  });
export type JackpotInput = z.infer<typeof JackpotInputSchema>;

export const JackpotCloseBodySchema = z.object({ reason: oneLine().min(3).max(500) });

export const JackpotIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int('must be a whole number')
    .positive('must be a positive number')
    .max(2 ** 31 - 1, 'is too large'),
});

/** One level in the back office: its running configuration, what applies from the next reseed, the pool and its totals. */
export const JackpotLevelAdminSchema = z.object({
  id: z.number().int(),
  identifier: z.string(),
  name: z.string(),
  seed_cents: z.number().int(),
  contribution_ppm: z.number().int(),
  drop_rule: DropRuleSchema,
  must_drop_by_cents: z.number().int().nullable(),
  drop_probability_ppb: z.number().int().nullable(),
  /** The configuration waiting for the next reseed, if marketing changed a running level. */
  next: z
    .object({
      name: z.string(),
      seed_cents: z.number().int(),
      contribution_ppm: z.number().int(),
      drop_rule: DropRuleSchema,
      must_drop_by_cents: z.number().int().nullable(),
      drop_probability_ppb: z.number().int().nullable(),
    })
    .nullable(),
  cycle: z.number().int(),
  pool_cents: z.number().int(),
  seeded_cents: z.number().int(),
  contributed_cents: z.number().int(),
  paid_cents: z.number().int(),
  returned_cents: z.number().int(),
});
export const JackpotAdminSchema = z.object({
  id: z.number().int(),
  identifier: z.string(),
  name: z.string(),
  state: JackpotStateSchema,
  currency: z.string(),
  rules: z.string(),
  game_ids: z.array(z.number().int()),
  levels: z.array(JackpotLevelAdminSchema),
  created_at: z.string(),
  closed_at: z.string().nullable(),
  close_reason: z.string().nullable(),
  wins: JackpotWinnersSchema,
});
export type JackpotAdmin = z.infer<typeof JackpotAdminSchema>;
export const JackpotAdminsSchema = z.array(JackpotAdminSchema);
