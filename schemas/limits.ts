import { z } from 'zod';
import { SignInBodySchema } from './auth';
import { CurrencyCodeSchema, currencyDef, isCurrencyCode, toMinorUnits } from './currency';
import { CashoutRequestSchema } from './payments';
import { oneLine } from './validation';

/**
 * Responsible-gambling limits (spec P3 "Limit", P4 "Limit types", P7 "Limits"):
 * GET and POST /api/user_limits, DELETE /api/user_limits/{id}, POST /api/user_limits/confirm.
 * Amounts are integer minor units of the limit's account currency (schemas/currency.ts).
 */

/** Money limits count an amount in a period window; the others stop play or cut a session. */
export const MONEY_LIMIT_TYPES = ['loss', 'wager', 'deposit'] as const;
export const EXCLUSION_LIMIT_TYPES = ['coolingoff', 'selfexclusion'] as const;
export const LIMIT_TYPES = [...MONEY_LIMIT_TYPES, ...EXCLUSION_LIMIT_TYPES, 'session'] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];
export type MoneyLimitType = (typeof MONEY_LIMIT_TYPES)[number];
export type ExclusionLimitType = (typeof EXCLUSION_LIMIT_TYPES)[number];

/** Periods of P4: day, 3 days, week, month, 3, 6, 9 and 12 months, forever. */
export const LIMIT_PERIODS = ['day', '3_days', 'week', 'month', '3_months', '6_months', '9_months', '12_months', 'forever'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
/** A cooling-off is a break with an end: every period but forever. */
export const COOLINGOFF_PERIODS = LIMIT_PERIODS.filter((p) => p !== 'forever') as Exclude<LimitPeriod, 'forever'>[];

export function isMoneyLimitType(t: string): t is MoneyLimitType {
  return (MONEY_LIMIT_TYPES as readonly string[]).includes(t);
}
export function isExclusionLimitType(t: string): t is ExclusionLimitType {
  return (EXCLUSION_LIMIT_TYPES as readonly string[]).includes(t);
}

/** The largest money limit accepted: ten million units of the currency (more is a typing slip, not a limit). */
export const MAX_LIMIT_UNITS = 10_000_000;
/** Session limits: from 5 minutes to 24 hours of one login session. */
export const SESSION_LIMIT_MINUTES = { min: 5, max: 24 * 60 } as const;
/** How long after its confirmation a loosening or removal takes effect (P4: only after 24 hours). */
export const LOOSENING_DELAY_MS = 24 * 60 * 60 * 1000;
/** How long the mailed confirmation link of a loosening works. */
export const LIMIT_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** The largest amount_cents a money limit in `currency` may have. */
export function maxLimitCents(currency: string): number {
  return MAX_LIMIT_UNITS * currencyDef(currency).subunitsToUnit;
}

const LimitTypeSchema = z.enum(LIMIT_TYPES, { message: 'is not a known limit type' });
const PeriodSchema = z.enum(LIMIT_PERIODS, { message: 'is not a known period' });
const AmountCentsSchema = z
  .number({ message: 'must be a number' })
  .int({ message: 'must be a whole number of the currency’s smallest unit' })
  .positive({ message: 'must be more than zero' })
  .max(MAX_LIMIT_UNITS * 100_000_000, { message: 'is too large' });

/** One account of a money limit as posted in the `accounts` form: its currency and amount. */
export const LimitAccountInputSchema = z.object({ currency: CurrencyCodeSchema, amount_cents: AmountCentsSchema });

/** The most accounts one post may set: one per currency a player may hold. */
const MAX_LIMIT_ACCOUNTS = 20;

/**
 * POST /api/user_limits: a new limit, or a change of the one with the same type, period and
 * currency. A money limit comes flat (`amount_cents`, `currency?`) or in the shape GET answers
 * (`accounts: [{currency, amount_cents}]`, one entry per account currency, which SoftSwiss-style
 * clients post back). With `accounts`, the flat `amount_cents` and `currency` GET also answers are
 * ignored (a client edits the account and posts the rest back as it got it), as are id, status, ...
 */
export const CreateLimitBodySchema = z
  .discriminatedUnion(
    'type',
    [
      z.object({
        type: z.enum(MONEY_LIMIT_TYPES),
        period: PeriodSchema,
        amount_cents: AmountCentsSchema.optional(),
        /** The account currency the limit counts; the player's current currency when left out. */
        currency: CurrencyCodeSchema.optional(),
        accounts: z.array(LimitAccountInputSchema).min(1, { message: 'must name at least one account' }).max(MAX_LIMIT_ACCOUNTS).optional(),
      }),
      z.object({
        type: z.literal('session'),
        minutes: z
          .number({ message: 'must be a number' })
          .int({ message: 'must be a whole number of minutes' })
          .min(SESSION_LIMIT_MINUTES.min, { message: `must be at least ${SESSION_LIMIT_MINUTES.min}` })
          .max(SESSION_LIMIT_MINUTES.max, { message: `must be at most ${SESSION_LIMIT_MINUTES.max}` }),
      }),
      z.object({ type: z.literal('coolingoff'), period: z.enum(COOLINGOFF_PERIODS as [string, ...string[]], { message: 'is not a cooling-off period' }) }),
      z.object({ type: z.literal('selfexclusion'), period: PeriodSchema }),
    ],
    { message: 'is not a known limit type' },
  )
  .superRefine((v, ctx) => {
    if (!isMoneyLimitType(v.type) || !('period' in v)) return;
    const m = v as { amount_cents?: number; currency?: string; accounts?: { currency: string; amount_cents: number }[] };
    if (m.accounts === undefined) {
      if (m.amount_cents === undefined) ctx.addIssue({ code: 'custom', path: ['amount_cents'], message: 'is required (or accounts)' });
      else if (m.currency && isCurrencyCode(m.currency) && m.amount_cents > maxLimitCents(m.currency))
        ctx.addIssue({ code: 'custom', path: ['amount_cents'], message: 'is too large' });
      return;
    }
    const seen = new Set<string>();
    m.accounts.forEach((a, i) => {
      if (seen.has(a.currency)) ctx.addIssue({ code: 'custom', path: ['accounts', i, 'currency'], message: 'repeats a currency' });
      seen.add(a.currency);
      if (isCurrencyCode(a.currency) && a.amount_cents > maxLimitCents(a.currency))
        ctx.addIssue({ code: 'custom', path: ['accounts', i, 'amount_cents'], message: 'is too large' });
    });
  });
/** What POST /api/user_limits accepts (either form of a money limit). */
export type CreateLimitRequest = z.infer<typeof CreateLimitBodySchema>;

/** One limit to set: a money limit in one currency (flat), or a session, cooling-off or self-exclusion. */
export type CreateLimitBody =
  { type: MoneyLimitType; period: LimitPeriod; amount_cents: number; currency?: string } | Exclude<CreateLimitRequest, { type: MoneyLimitType }>;

/** The limits a post sets: one per account of the `accounts` form, else the post itself. */
export function limitBodiesOf(req: CreateLimitRequest): CreateLimitBody[] {
  if (!isMoneyLimitType(req.type)) return [req as CreateLimitBody];
  const m = req as Extract<CreateLimitRequest, { type: MoneyLimitType }>;
  if (m.accounts) return m.accounts.map((a) => ({ type: m.type, period: m.period, amount_cents: a.amount_cents, currency: a.currency }));
  return [{ type: m.type, period: m.period, amount_cents: m.amount_cents!, ...(m.currency ? { currency: m.currency } : {}) }];
}

/** DELETE /api/user_limits/{id} */
export const LimitIdParamsSchema = z.object({
  id: z.coerce
    .number({ message: 'must be a number' })
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

/** POST /api/user_limits/confirm: the token of the mailed link /profile/limits/confirm?token=. */
export const ConfirmLimitBodySchema = z.object({ token: oneLine().min(20, { message: 'is invalid' }).max(128, { message: 'is invalid' }) });

/** One account a money limit counts (P3 "Limit": accounts with currency). */
export const LimitAccountSchema = z.object({
  currency: z.string(),
  amount_cents: z.number().int(),
  /** What counted so far in the current window (loss = bets - wins, wager = bets, deposit = succeeded deposits). */
  current_value_amount_cents: z.number().int(),
});

/** A loosening or removal waiting for its e-mailed confirmation, or confirmed and waiting 24 hours. */
export const PendingLimitChangeSchema = z.object({
  kind: z.enum(['change', 'remove']),
  /** The new amount (money limits) once it applies. */
  amount_cents: z.number().int().nullable(),
  /** The new session length once it applies. */
  minutes: z.number().int().nullable(),
  requested_at: z.string(),
  /** Null until the mailed link was followed. */
  confirmed_at: z.string().nullable(),
  /** When the change takes effect (confirmed_at + 24 h); null until confirmed. */
  applies_at: z.string().nullable(),
});
export type PendingLimitChange = z.infer<typeof PendingLimitChangeSchema>;

/** A limit as GET /api/user_limits lists it. Money fields are null on limits that count no money. */
export const LimitSchema = z.object({
  id: z.number().int(),
  type: LimitTypeSchema,
  /** Null for a session limit (it cuts each login session). */
  period: PeriodSchema.nullable(),
  status: z.enum(['active']),
  currency: z.string().nullable(),
  amount_cents: z.number().int().nullable(),
  current_value_amount_cents: z.number().int().nullable(),
  accounts: z.array(LimitAccountSchema),
  /** Session limits: minutes one login session may last; the current session's minutes so far. */
  minutes: z.number().int().nullable(),
  current_minutes: z.number().int().nullable(),
  /** The counted window: from (rolling, never before the limit was set) and when the oldest counted activity drops out. */
  window_started_at: z.string().nullable(),
  created_at: z.string(),
  /** Cooling-off and self-exclusion: when it ends (null: forever). */
  ends_at: z.string().nullable(),
  /** The limit is used up: play (or deposits) it counts are refused until the window moves on. */
  reached: z.boolean(),
  pending_change: PendingLimitChangeSchema.nullable(),
});
export type Limit = z.infer<typeof LimitSchema>;
export const LimitsSchema = z.array(LimitSchema);

/** What a POST, DELETE or confirm did. */
export const LimitChangeResultSchema = z.object({
  /** created / tightened apply at once; confirmation_sent: a loosening waits for the mailed link; confirmed: it applies at applies_at. */
  outcome: z.enum(['created', 'tightened', 'unchanged', 'confirmation_sent', 'confirmed']),
  limit: LimitSchema,
});
export type LimitChangeResult = z.infer<typeof LimitChangeResultSchema>;

/** One entry of a player's limits audit log (append-only): who did what, from what to what, when. */
export const LimitAuditEntrySchema = z.object({
  id: z.number().int(),
  limit_id: z.number().int().nullable(),
  /** `player`, `system` (a due change applied, an exclusion ended, a session cut). */
  actor: z.string(),
  action: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  at: z.string(),
});
export type LimitAuditEntry = z.infer<typeof LimitAuditEntrySchema>;

/** GET /api/backoffice/players/{id}/limits (support, admin): what holds now and the history (newest 500 entries first). */
export const StaffPlayerLimitsSchema = z.object({
  limits: LimitsSchema,
  audit: z.array(LimitAuditEntrySchema),
});
export const StaffPlayerLimitsParamsSchema = LimitIdParamsSchema;

/**
 * A player under a cooling-off or self-exclusion cannot sign in, yet their cash stays theirs: these
 * two calls let them withdraw it by proving who they are in the call itself (e-mail, password and,
 * with two-factor on, the code), without a session that could reach any other part of the casino.
 * POST /api/user_limits/excluded_cashout/methods lists the cashout methods;
 * POST /api/user_limits/excluded_cashout starts the withdrawal (as POST /api/player/payments/cashout).
 */
export const ExcludedCredentialsSchema = SignInBodySchema.shape.user.pick({ email: true, password: true, otp_attempt: true });
export const ExcludedCashoutMethodsBodySchema = z.object({ user: ExcludedCredentialsSchema, currency: oneLine().max(10).optional() });
export const ExcludedCashoutBodySchema = z.object({ user: ExcludedCredentialsSchema, cashout: CashoutRequestSchema });
export type ExcludedCashoutBody = z.infer<typeof ExcludedCashoutBodySchema>;

/** Error codes of the limits calls (ApiError.error). */
export const LIMIT_ERRORS = {
  reached: 'limit_reached',
  excluded: 'account_excluded',
  exclusionLocked: 'exclusion_locked',
  invalidToken: 'invalid_token',
  tokenExpired: 'token_expired',
  tokenUsed: 'token_used',
  currency: 'currency_not_available',
  notFound: 'not_found',
  /** excluded_cashout by a player who is not excluded: the ordinary cashbox is for them. */
  notExcluded: 'not_excluded',
} as const;

/**
 * An amount typed into the limits form ("100", "12.50") as minor units of `currency`: refuses
 * negatives, more decimals than the currency has, zero and amounts over MAX_LIMIT_UNITS.
 */
export function limitAmountInput(currency: string) {
  return oneLine().transform((text, ctx) => {
    const t = text.trim().replace(',', '.');
    if (!/^\d+(\.\d+)?$/.test(t)) {
      ctx.addIssue({ code: 'custom', message: t.startsWith('-') ? 'must be more than zero' : 'must be a number' });
      return z.NEVER;
    }
    let minor: bigint;
    try {
      minor = toMinorUnits(t, currency);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'has too many decimals for the currency' });
      return z.NEVER;
    }
    if (minor <= 0n) {
      ctx.addIssue({ code: 'custom', message: 'must be more than zero' });
      return z.NEVER;
    }
    if (minor > BigInt(maxLimitCents(currency))) {
      ctx.addIssue({ code: 'custom', message: 'is too large' });
      return z.NEVER;
    }
    return Number(minor);
  });
}
