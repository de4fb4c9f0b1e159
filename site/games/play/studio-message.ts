import { z } from 'zod';
import type { BalanceChange } from '../../wallet/queries';

/**
 * The balance message the studio's game page posts to its parent after each bet and win
 * (platform/games/studio README). Only the fields the header needs are read; others are ignored.
 */
const StudioBalanceMessageSchema = z.object({
  type: z.literal('reelhouse:balance'),
  currency: z.string().max(8),
  amount_cents: z.number().int(),
  available_to_cashout_cents: z.number().int().optional(),
});

/**
 * The message the studio's game page posts when a responsible-gambling limit refused a bet during
 * play (the launch check only covers the moment the game opened); the game page then leaves for
 * the limits page, as it does when the launch itself is refused.
 */
const StudioLimitMessageSchema = z.object({ type: z.literal('reelhouse:limit_reached') });

/** Whether a message event says a limit was reached during play. */
export function isStudioLimitReached(data: unknown): boolean {
  return StudioLimitMessageSchema.safeParse(data).success;
}

/** A message event's balance, when it is one; anything else (other frames, extensions) is null. */
export function parseStudioBalance(data: unknown): BalanceChange | null {
  const parsed = StudioBalanceMessageSchema.safeParse(data);
  if (!parsed.success) return null;
  const { currency, amount_cents, available_to_cashout_cents } = parsed.data;
  return { currency, amount_cents, available_to_cashout_cents };
}
