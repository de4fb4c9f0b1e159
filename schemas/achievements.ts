import { z } from 'zod';
import { ApiErrorSchema } from './api-error';
import { CmsUrlSchema } from './cms/shared';
import { LOCALES } from './locale-codes';
import { multiLine, oneLine } from './validation';

/**
 * Achievements (issue 16 item 5; spec P2 /achievements): badges marketing defines, earned from the
 * domain event stream, shown earned and locked with progress.
 *
 * A badge is one rule: a metric a player's events move and the threshold that earns it.
 * `ACHIEVEMENT_RULES` says which event moves which metric: deposits and rounds from the game and
 * payment facts, the loyalty level from `loyalty.level_reached`, tournament places from
 * `tournament.prize_awarded`, quest levels from `quest.level_reached`. A later engine adds a rule
 * type and metric here, the fact to the consumer's types and a column to `achievement_stats`.
 *
 * Calls:
 * - GET /api/achievements -> AchievementView[] (guests: all locked, progress 0)
 * - GET/POST /api/backoffice/achievements, PUT /api/backoffice/achievements/{id} (marketing, admin; audited)
 * - PUT /api/backoffice/achievements/{id}/enabled (disable or enable; earned badges are kept)
 */

export const ACHIEVEMENT_RULE_TYPES = [
  'first_deposit',
  'deposits_count',
  'rounds_played',
  'level_reached',
  'tournament_prizes',
  'tournament_wins',
  'quest_levels',
] as const;
export type AchievementRuleType = (typeof ACHIEVEMENT_RULE_TYPES)[number];

/** The per-player metrics the stream consumer keeps (one `achievement_stats` column each). */
export const ACHIEVEMENT_METRICS = ['deposits', 'rounds', 'level', 'tournament_prizes', 'tournament_wins', 'quest_levels'] as const;
export type AchievementMetric = (typeof ACHIEVEMENT_METRICS)[number];

/** The player metric each rule reads (kept per player by the stream consumer) and the fact that moves it. */
export const ACHIEVEMENT_RULES: Record<AchievementRuleType, { metric: AchievementMetric; fixedThreshold?: number; fedBy: string }> = {
  first_deposit: { metric: 'deposits', fixedThreshold: 1, fedBy: 'deposit.credited' },
  deposits_count: { metric: 'deposits', fedBy: 'deposit.credited' },
  rounds_played: { metric: 'rounds', fedBy: 'bet.placed (a round counted at its first real-money stake)' },
  /** The highest loyalty level reached (a rollback never lowers it, as loyalty never demotes). */
  level_reached: { metric: 'level', fedBy: 'loyalty.level_reached' },
  /** Tournament places won with a prize that was paid (a refused prize, e.g. for an excluded player, does not count). */
  tournament_prizes: { metric: 'tournament_prizes', fedBy: 'tournament.prize_awarded (outcome paid)' },
  /** First places won with a paid prize. */
  tournament_wins: { metric: 'tournament_wins', fedBy: 'tournament.prize_awarded (place 1, outcome paid)' },
  /**
   * The highest level reached in any one quest (not a count across quests): a threshold of a
   * quest's last level means "complete a quest", which is what players recognise; a count would
   * let many small quests' first levels add up to a badge that reads like a completion.
   */
  quest_levels: { metric: 'quest_levels', fedBy: 'quest.level_reached' },
};

export const AchievementErrorSchema = ApiErrorSchema;

export const AchievementTextSchema = z.object({ title: oneLine().trim().min(1).max(80), description: multiLine().max(500).default('') });

export const AchievementInputSchema = z
  .object({
    slug: oneLine()
      .trim()
      .min(2)
      .max(64)
      .regex(/^[a-z0-9][a-z0-9-]*$/, 'lower-case letters, digits and dashes'),
    // The default locale's title is the fallback every other locale shows when it has none: its message sits on `texts.en.title`.
    texts: z.partialRecord(z.enum(LOCALES), AchievementTextSchema).superRefine((t, ctx) => {
      if (t.en === undefined) ctx.addIssue({ code: 'custom', path: ['en', 'title'], message: 'is required (the English title is the fallback)' });
    }),
    rule_type: z.enum(ACHIEVEMENT_RULE_TYPES, { error: `must be one of ${ACHIEVEMENT_RULE_TYPES.join(', ')}` }),
    threshold: z.number('must be a whole number').int('must be a whole number').positive('must be greater than 0').max(1_000_000),
    /** The badge's picture (a site path such as /images/badges/first.svg or an http(s) address); none shows the plain card. */
    image_url: CmsUrlSchema.nullable().default(null),
    enabled: z.boolean().default(true),
    position: z.number().int().min(0).max(10_000).default(0),
  })
  .superRefine((v, ctx) => {
    const fixed = ACHIEVEMENT_RULES[v.rule_type].fixedThreshold;
    if (fixed !== undefined && v.threshold !== fixed) ctx.addIssue({ code: 'custom', path: ['threshold'], message: `must be ${fixed} for this rule` });
  });
export type AchievementInput = z.infer<typeof AchievementInputSchema>;
export type AchievementInputBody = z.input<typeof AchievementInputSchema>;

export const AchievementIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int('must be a whole number')
    .positive('must be a positive number')
    .max(2 ** 31 - 1, 'is too large'),
});

/** PUT /api/backoffice/achievements/{id}/enabled: disable (hidden from players, earned badges kept) or enable again. */
export const AchievementEnabledSchema = z.object({ enabled: z.boolean('must be true or false') });

export const AchievementViewSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  rule_type: z.enum(ACHIEVEMENT_RULE_TYPES),
  threshold: z.number().int(),
  /** The player's metric, capped at the threshold (0 for guests). */
  progress: z.number().int(),
  earned: z.boolean(),
  earned_at: z.string().nullable(),
});
export type AchievementView = z.infer<typeof AchievementViewSchema>;
export const AchievementViewsSchema = z.array(AchievementViewSchema);

export const StaffAchievementSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  texts: z.record(z.string(), AchievementTextSchema),
  rule_type: z.enum(ACHIEVEMENT_RULE_TYPES),
  threshold: z.number().int(),
  image_url: z.string().nullable(),
  enabled: z.boolean(),
  position: z.number().int(),
  earned_count: z.number().int(),
});
export type StaffAchievement = z.infer<typeof StaffAchievementSchema>;
export const StaffAchievementsSchema = z.array(StaffAchievementSchema);
