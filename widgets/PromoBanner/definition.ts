import { defineWidget } from '../../registry/define';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
// The lazy twin, not ./PromoBanner.widget: a client module the server imports is first-load script of every page.
import { PromoBannerWidget } from './PromoBanner.lazy';
import { bannersQuery } from './queries';

/** Registry entry of `#PromoBanner[location=...]#` / `#PromoBanner[id=...]#`. */
export const promoBannerWidget = defineWidget({
  name: 'PromoBanner',
  params: WIDGET_PARAMS.PromoBanner,
  Component: PromoBannerWidget,
  query: (_params, ctx) => bannersQuery(ctx),
});
