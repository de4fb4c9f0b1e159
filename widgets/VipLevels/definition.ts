import { defineWidget } from '../../registry/define';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
// The lazy twin, not ./VipLevels.widget: a client module the server imports is first-load script of every page.
import { VipLevelsWidget } from './VipLevels.lazy';

/** Registry entry of `#VipLevels[heading=true]#`. Nothing to prefetch: a player's cards are theirs (guests see the defaults). */
export const vipLevelsWidget = defineWidget({
  name: 'VipLevels',
  params: WIDGET_PARAMS.VipLevels,
  Component: VipLevelsWidget,
});
