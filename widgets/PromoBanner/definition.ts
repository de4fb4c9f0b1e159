import { defineWidget } from '../../registry/define';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
import { PromoBannerWidget } from './PromoBanner.widget';
import { bannersQuery } from './queries';

/** Registry entry of `#PromoBanner[location=...]#` / `#PromoBanner[id=...]#`. */
export const promoBannerWidget = defineWidget({
  name: 'PromoBanner',
  params: WIDGET_PARAMS.PromoBanner,
  Component: PromoBannerWidget,
  query: (_params, ctx) => bannersQuery(ctx),
});
