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
