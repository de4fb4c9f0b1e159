import { defineWidget } from '../../registry/define';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
// The lazy twin, not ./DepositBonuses.widget: a client module the server imports is first-load script of every page.
import { DepositBonusesWidget } from './DepositBonuses.lazy';
import { depositOffersQuery } from '../common/gifts/queries';

/** Registry entry of `#DepositBonuses[]#`: the server prefetches a guest's offers (EUR); a player's currency is the browser's to ask. */
export const depositBonusesWidget = defineWidget({
  name: 'DepositBonuses',
  params: WIDGET_PARAMS.DepositBonuses,
  Component: DepositBonusesWidget,
  query: (_params, ctx) => (ctx.viewer === 'guest' ? depositOffersQuery('EUR', ctx.client) : null),
});
