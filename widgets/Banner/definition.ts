import { defineWidget } from '../../registry/define';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
// The lazy twin, not ./Banner.widget: a client module the server imports is first-load script of every page.
import { BannerWidget } from './Banner.lazy';
import { bannersQuery } from '../common/banner/queries';

/** Registry entry of `#Banner[id=...]#` (registry/index.ts lists it). */
export const bannerWidget = defineWidget({
  name: 'Banner',
  params: WIDGET_PARAMS.Banner,
  Component: BannerWidget,
  query: (_params, ctx) => bannersQuery(ctx),
});
