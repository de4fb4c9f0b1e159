import { saleActive, type CompCard } from '../../schemas/loyalty';
import type { WidgetParams } from '../../schemas/widget-params';

// The data is the shop's own query (widgets/common/loyalty): one key for the widget, its server
// prefetch and the /rocket-mart page.
export { shopCardsQuery } from '../common/loyalty/queries';

/**
 * The cards a `#PointsShopCards[…]#` shows, in the shop's order: live ones only (a sale card
 * while its sale runs, as the shop lists them), of the `type` asked (all: every type), whose
 * group starts with `group` when given, at most `limit`.
 */
export function pickShopCards(cards: readonly CompCard[], p: WidgetParams<'PointsShopCards'>, at: Date): CompCard[] {
  return cards
    .filter((c) => saleActive(c, at))
    .filter((c) => p.type === 'all' || c.type === p.type)
    .filter((c) => p.group === undefined || c.group.startsWith(p.group))
    .slice(0, p.limit);
}

/** The shop's tab a widget's "all" link opens: the type's own tab when the shop has one, else all. */
export function shopPath(p: Pick<WidgetParams<'PointsShopCards'>, 'type' | 'group'>): string {
  if (p.group?.startsWith('sale')) return '/rocket-mart/discounts';
  return p.type === 'money' || p.type === 'freespins' || p.type === 'special' ? `/rocket-mart/${p.type}` : '/rocket-mart';
}
