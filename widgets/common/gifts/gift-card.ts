import type { GiftStage, GiftView } from '../../../schemas/gifts';

/**
 * The figures a gift card shows, from a gift (schemas/gifts.ts `GiftView`, spec C3 "Gift or
 * bonus"): pure, so the site, the registry widgets and the back office's preview agree.
 */

/** Wagering percent: floor(wagered / target * 100), 0..100 (spec C3 "Balance display"). */
export function wagerPercent(gift: Pick<GiftView, 'amount_wager_cents' | 'amount_wager_requirement_cents'>): number {
  const target = gift.amount_wager_requirement_cents;
  if (target <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((gift.amount_wager_cents / target) * 100)));
}

/** Stakes still to place before the bonus money becomes real money. */
export function wagerLeftCents(gift: Pick<GiftView, 'amount_wager_cents' | 'amount_wager_requirement_cents'>): number {
  return Math.max(0, gift.amount_wager_requirement_cents - gift.amount_wager_cents);
}

/** Stages in which the gift is still the player's to use (the others are history). */
export const LIVE_GIFT_STAGES = ['issued', 'wait', 'activated', 'handle_bets'] as const satisfies readonly GiftStage[];
export const isLiveGift = (gift: Pick<GiftView, 'stage'>): boolean => (LIVE_GIFT_STAGES as readonly string[]).includes(gift.stage);

/** The moment the card counts down to: activation's deadline while issued, the expiry once active. */
export function giftDeadline(gift: Pick<GiftView, 'stage' | 'activatable_until' | 'valid_until'>): { kind: 'activate' | 'expires'; at: string } | null {
  if ((gift.stage === 'issued' || gift.stage === 'wait') && gift.activatable_until) return { kind: 'activate', at: gift.activatable_until };
  if ((gift.stage === 'activated' || gift.stage === 'handle_bets') && gift.valid_until) return { kind: 'expires', at: gift.valid_until };
  return null;
}

/** A player may delete (cancel) a gift that is still live; activating needs the platform's `activatable`. */
export const canDeleteGift = (gift: Pick<GiftView, 'stage'>): boolean => isLiveGift(gift);

/** Free spins left to play, or null for a money gift. */
export function spinsLeft(gift: Pick<GiftView, 'freespins_total' | 'freespins_performed'>): number | null {
  if (gift.freespins_total === null) return null;
  return Math.max(0, gift.freespins_total - (gift.freespins_performed ?? 0));
}
