import { defineWidget } from '../../registry/define';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
// The lazy twin, not ./LootboxWheel.widget: a client module the server imports is first-load script of every page.
import { LootboxWheelWidget } from './LootboxWheel.lazy';

/**
 * Registry entry of `#LootboxWheel[focus=…]#`. Nothing to prefetch: the boxes and spins are one
 * player's, and CMS pages are cached for everyone.
 */
export const lootboxWheelWidget = defineWidget({
  name: 'LootboxWheel',
  params: WIDGET_PARAMS.LootboxWheel,
  Component: LootboxWheelWidget,
});
