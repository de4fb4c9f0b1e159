import type { Locale } from '../../schemas/locales';
import { localePath } from '../core/i18n/locale-path';

/**
 * Spec P4 "Deposit-promo flow": promo codes kept in the tab's session until the player reaches
 * main. A deposit promo code is applied then (PATCH /api/player/set_bonus_code), deleted if the
 * platform refuses it (DELETE /api/player/clear_bonus_code), and the deposit popup opens either
 * way; a gift promo code sends the player to the gifts page. A guest on main has both cleared.
 */

/** sessionStorage keys (the tab's session, as the spec says). */
export const DEPOSIT_PROMO_KEY = 'rh.depositPromo';
export const GIFT_PROMO_KEY = 'rh.giftPromo';
/** Query parameters that put a code in the session (a promo link: `/en?deposit_promo=WELCOME`). */
export const DEPOSIT_PROMO_PARAM = 'deposit_promo';
export const GIFT_PROMO_PARAM = 'gift_promo';

/** The calls the flow makes; injected so the decision is testable without a browser. */
export interface PromoDeps {
  setBonusCode: (code: string) => Promise<unknown>;
  clearBonusCode: () => Promise<unknown>;
  navigate: (href: string) => void;
}

type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Keeps codes a URL brought along (trimmed, bounded) in the session. */
export function rememberPromos(storage: SessionStorageLike, search: URLSearchParams): void {
  const deposit = search.get(DEPOSIT_PROMO_PARAM)?.trim();
  const gift = search.get(GIFT_PROMO_PARAM)?.trim();
  if (deposit && deposit.length <= 50) storage.setItem(DEPOSIT_PROMO_KEY, deposit);
  if (gift && gift.length <= 50) storage.setItem(GIFT_PROMO_KEY, gift);
}

/**
 * What happens on reaching main. Returns what it did, for tests and logs. The codes are removed
 * from the session before any call, so a reload during the call cannot apply them twice.
 */
export async function runPromoFlow(
  storage: SessionStorageLike,
  loggedIn: boolean,
  locale: Locale,
  deps: PromoDeps,
): Promise<'none' | 'cleared' | 'deposit' | 'deposit-invalid' | 'gifts'> {
  const deposit = storage.getItem(DEPOSIT_PROMO_KEY);
  const gift = storage.getItem(GIFT_PROMO_KEY);
  if (!deposit && !gift) return 'none';
  if (!loggedIn) {
    storage.removeItem(DEPOSIT_PROMO_KEY);
    storage.removeItem(GIFT_PROMO_KEY);
    return 'cleared';
  }
  if (deposit) {
    storage.removeItem(DEPOSIT_PROMO_KEY);
    let outcome: 'deposit' | 'deposit-invalid' = 'deposit';
    try {
      await deps.setBonusCode(deposit);
    } catch {
      outcome = 'deposit-invalid';
      await deps.clearBonusCode().catch(() => undefined);
    }
    deps.navigate(localePath(locale, '/deposit-bonus'));
    return outcome;
  }
  storage.removeItem(GIFT_PROMO_KEY);
  deps.navigate(localePath(locale, '/profile/gifts'));
  return 'gifts';
}
