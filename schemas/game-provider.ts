import { z } from 'zod';
import { jsonValue, oneLine } from './validation';

/**
 * The seamless-wallet protocol between the platform and game providers
 * (POST /api/provider/{provider}/{action}, platform/games/seamless/README.md), and the built-in
 * studio's spin and demo-reset calls (POST /studio/api/spin, /studio/api/demo_reset). Amounts
 * are integer minor units of the session's currency; FUN is play money.
 */

/** Largest amount of one call: far above any real stake or win, well inside a bigint and a JS number. */
export const MAX_PROVIDER_AMOUNT = 1_000_000_000_000;

/** A game session token: 256 random bits, base64url. */
export const SessionTokenSchema = oneLine()
  .min(20)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a session token');

/** The provider's own transaction or round id. */
export const ProviderRefSchema = oneLine()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'letters, digits and _ . : - only');

const Amount = z.number().int('must be a whole number of minor units').min(0, 'must not be negative').max(MAX_PROVIDER_AMOUNT, 'is too large');

export const PROVIDER_ACTIONS = ['balance', 'bet', 'win', 'rollback'] as const;
export const ProviderActionSchema = z.enum(PROVIDER_ACTIONS);
export type ProviderAction = z.infer<typeof ProviderActionSchema>;

export const ProviderBalanceRequestSchema = z.object({ session: SessionTokenSchema });

export const ProviderBetRequestSchema = z.object({
  session: SessionTokenSchema,
  transaction_id: ProviderRefSchema,
  round_id: ProviderRefSchema,
  amount: Amount.min(1, 'must be more than zero'),
});
export type ProviderBetRequest = z.infer<typeof ProviderBetRequestSchema>;

export const ProviderWinRequestSchema = z.object({
  session: SessionTokenSchema,
  transaction_id: ProviderRefSchema,
  round_id: ProviderRefSchema,
  /** Zero closes a lost round. */
  amount: Amount,
  /** What the game showed (kept with the round for the history). */
  outcome: z.record(oneLine().max(40), jsonValue()).optional(),
});
export type ProviderWinRequest = z.infer<typeof ProviderWinRequestSchema>;

export const ProviderRollbackRequestSchema = z.object({
  session: SessionTokenSchema,
  transaction_id: ProviderRefSchema,
  /** The bet this rollback undoes. */
  rollback_transaction_id: ProviderRefSchema,
  round_id: ProviderRefSchema.optional(),
});
export type ProviderRollbackRequest = z.infer<typeof ProviderRollbackRequestSchema>;

/** Every successful answer: the session's balance after the call. */
export const ProviderAnswerSchema = z.object({
  balance: z.number().int(),
  currency: z.string().max(8),
  transaction_id: z.string().optional(),
  round_id: z.string().optional(),
});
export type ProviderAnswer = z.infer<typeof ProviderAnswerSchema>;

/** A refusal the provider can act on; `insufficient_funds` carries the balance. */
export const ProviderErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  balance: z.number().int().optional(),
  currency: z.string().optional(),
});

/** The header carrying hex HMAC-SHA256 of the raw request body under the provider's secret. */
export const PROVIDER_SIGNATURE_HEADER = 'x-reelhouse-signature';

/** A roulette bet of the studio's table. */
export const RoulettePickSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('straight'), number: z.number().int().min(0).max(36) }),
  z.object({ type: z.literal('red') }),
  z.object({ type: z.literal('black') }),
  z.object({ type: z.literal('odd') }),
  z.object({ type: z.literal('even') }),
  z.object({ type: z.literal('dozen'), dozen: z.union([z.literal(1), z.literal(2), z.literal(3)]) }),
]);

/** POST /studio/api/spin */
/** A free-spins gift as the studio page shows it. */
export const FreeSpinsStateSchema = z.object({
  gift_id: z.number().int(),
  left: z.number().int(),
  total: z.number().int(),
  /** The stake each free spin plays (minor units; it costs the player nothing). */
  stake: z.number().int(),
  /** What the spins won so far, paid as bonus money. */
  win_cents: z.number().int(),
});
export type FreeSpinsState = z.infer<typeof FreeSpinsStateSchema>;

export const StudioSpinRequestSchema = z.object({
  session: SessionTokenSchema,
  bet: Amount.min(1, 'must be more than zero'),
  /** Roulette only (default red). */
  pick: RoulettePickSchema.optional(),
  /**
   * A free spin of the session's free-spins gift (the page shows "Free spins: N left"): it costs
   * nothing, `bet` is ignored (the gift's bet level decides the stake), and when none are left it
   * is refused (409 `freespins_ended`) rather than charged.
   */
  free_spin: z.boolean().optional(),
  /** The page's id of this click (a retry of the same click replays the first answer, never a second spin). */
  spin_id: z.uuid().optional(),
});
export type StudioSpinRequest = z.infer<typeof StudioSpinRequestSchema>;

export const StudioSpinResponseSchema = z.object({
  round_id: z.number().int().positive(),
  bet: z.number().int(),
  win: z.number().int(),
  balance: z.number().int(),
  currency: z.string(),
  outcome: z.record(z.string(), z.unknown()),
  mode: z.enum(['real', 'demo']),
  /** Real play: the whole balance in the currency and its withdrawable part (what the site's header shows). */
  account: z.object({ amount_cents: z.number().int(), available_to_cashout_cents: z.number().int() }).optional(),
  /** A free spin: the gift's spins left after it and what all its spins won so far (bonus money). */
  freespins: FreeSpinsStateSchema.optional(),
});
export type StudioSpinResponse = z.infer<typeof StudioSpinResponseSchema>;

/** POST /studio/api/demo_reset: a demo session's play balance back to its starting amount. */
export const StudioDemoResetRequestSchema = z.object({ session: SessionTokenSchema });
export type StudioDemoResetRequest = z.infer<typeof StudioDemoResetRequestSchema>;

export const StudioDemoResetResponseSchema = z.object({
  balance: z.number().int(),
  currency: z.string(),
  mode: z.literal('demo'),
});
export type StudioDemoResetResponse = z.infer<typeof StudioDemoResetResponseSchema>;
