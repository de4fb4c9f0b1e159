import { ApiError } from '../../../site/core/api/core';

const CODE_ERRORS = ['code_invalid', 'code_used', 'code_used_up', 'rate_limited'] as const;
const REFUSALS = ['bonuses_disabled', 'excluded', 'no_amount_for_currency'] as const;

/**
 * The message id of a refused coupon or promo code (POST /api/bonuses/coupon, POST
 * /api/v2/bonuses/promo-code; platform/gifts/README.md lists the answers): one per status, a
 * refused gift by its reason where the player can act on it; anything else the generic text.
 */
export function codeErrorId(error: unknown): string {
  if (!(error instanceof ApiError)) return 'gifts.error.generic';
  if ((CODE_ERRORS as readonly string[]).includes(error.code)) return `gifts.code.error.${error.code}`;
  if (error.code === 'gift_refused') {
    const reason = (error.body as { reason?: unknown } | null)?.reason;
    return typeof reason === 'string' && (REFUSALS as readonly string[]).includes(reason) ? `gifts.code.error.${reason}` : 'gifts.code.error.gift_refused';
  }
  if (error.status === 422 && (error.fieldErrors.coupon_code || error.fieldErrors.code)) return 'gifts.code.error.code_invalid';
  return 'gifts.error.generic';
}
