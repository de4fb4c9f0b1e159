import { z } from 'zod';
import { EnabledCurrencySchema } from './currency';

/**
 * The player's balance accounts (spec P3 "Balance account", P7 GET/POST /api/player/accounts).
 * Amounts are integers in the currency's minor units (see schemas/currency.ts subunits_to_unit).
 */

const Cents = z.number().int();

/** One account per currency, as GET /api/player/accounts answers it. */
export const AccountSchema = z.object({
  currency: z.string(),
  /** Real plus bonus money. */
  amount_cents: Cents,
  /** Real money: what a withdrawal may take. */
  available_to_cashout_cents: Cents,
  /** What a bet may take, including money locked by a bonus (the field keeps the platform's spelling). */
  available_to_bet_with_locked_cent: Cents,
  /** The account of the player's current currency. */
  active: z.boolean(),
  /** Set when the player hid this account; null while it is shown. */
  hidden_at: z.string().nullable(),
  /** Whether deposits are possible in this currency (false for a disabled currency). */
  deposit_available: z.boolean(),
  selected_lottery_id: z.number().int().nullable(),
});
export type Account = z.infer<typeof AccountSchema>;
export const AccountsSchema = z.array(AccountSchema);

/** The older account shape answered with `compatibility=true`. */
export const CompatibilityAccountSchema = z.object({
  currency: z.string(),
  amount_cents: Cents,
  available_to_cashout_cents: Cents,
  /** `none` while no bonus wagering is running, else `active`. */
  wager_status: z.enum(['none', 'active']),
});
export type CompatibilityAccount = z.infer<typeof CompatibilityAccountSchema>;

/** GET /api/player/accounts?compatibility= */
export const AccountsQuerySchema = z.object({
  compatibility: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

/** POST /api/player/accounts: open an account in another enabled currency. */
export const OpenAccountBodySchema = z.object({ currency: EnabledCurrencySchema });

/** The bonus being wagered in one currency (platform/bonuses), as the balance display shows it. */
export const ActiveBonusSchema = z.object({
  id: z.number().int(),
  /** Bonus money granted. */
  amount_cents: Cents,
  /** Wagering multiplier of the granted amount (x35 -> 35). */
  wager_multiplier: z.number().int(),
  /** When what is left goes back to the house unless wagered. */
  expires_at: z.string(),
});
export type ActiveBonus = z.infer<typeof ActiveBonusSchema>;

/**
 * The derived display balance of one currency (spec P3 "Balance account", C3 "Balance display"),
 * computed by the platform from the ledger and the active bonus: GET /api/player/balance.
 * `common = real + bonus`; `wager_percent = floor(wagered / target * 100)` (0 with no bonus).
 */
export const DisplayBalanceSchema = z.object({
  currency: z.string(),
  /** The account of the player's current currency. */
  active: z.boolean(),
  /** Real (cash) money: withdrawable. */
  real_cents: Cents,
  /** Bonus money: playable, not withdrawable until its wagering is done. */
  bonus_cents: Cents,
  /** real + bonus. */
  common_cents: Cents,
  /** Stakes the active bonus needs before its money becomes real; 0 with no active bonus. */
  wager_target_cents: Cents,
  /** Stakes placed towards it so far. */
  wagered_cents: Cents,
  /** floor(wagered / target * 100), 0..100. */
  wager_percent: z.number().int().min(0).max(100),
  bonus: ActiveBonusSchema.nullable(),
});
export type DisplayBalance = z.infer<typeof DisplayBalanceSchema>;
/** GET /api/player/balance: one per account, the active currency first (as the accounts call orders them). */
export const DisplayBalancesSchema = z.array(DisplayBalanceSchema);

/**
 * floor(wagered / target * 100) in integers (spec P3), held to 0..100: 0 with no target.
 * Shared by the platform (which computes it) and the site (which shows a pushed update at once).
 */
export function wagerPercent(wagered: bigint | number, target: bigint | number): number {
  const t = BigInt(target);
  if (t <= 0n) return 0;
  const w = BigInt(wagered);
  const p = (w * 100n) / t;
  return Number(p < 0n ? 0n : p > 100n ? 100n : p);
}
