import { defineWidget } from '../../registry/define';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
// The lazy twin, not ./BannerSlider.widget: a client module the server imports is first-load script of every page.
import { BannerSliderWidget } from './BannerSlider.lazy';
import { bannersQuery } from './queries';

/** Registry entry of `#BannerSlider[location=...]#`. */
export const bannerSliderWidget = defineWidget({
  name: 'BannerSlider',
  params: WIDGET_PARAMS.BannerSlider,
  Component: BannerSliderWidget,
  query: (_params, ctx) => bannersQuery(ctx),
});
