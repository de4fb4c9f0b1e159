import { defineWidget } from '../../registry/define';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
// The lazy twin, not ./VipProgress.widget: a client module the server imports is first-load script of every page.
import { VipProgressWidget } from './VipProgress.lazy';

/**
 * Registry entry of `#VipProgress[levels=false]#`. Nothing to prefetch: the progress is one
 * player's, and CMS pages are cached for everyone.
 */
export const vipProgressWidget = defineWidget({
  name: 'VipProgress',
  params: WIDGET_PARAMS.VipProgress,
  Component: VipProgressWidget,
});
