import { defineWidget } from '../../registry/define';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
import { BannerSliderWidget } from './BannerSlider.widget';
import { bannersQuery } from './queries';

/** Registry entry of `#BannerSlider[location=...]#`. */
export const bannerSliderWidget = defineWidget({
  name: 'BannerSlider',
  params: WIDGET_PARAMS.BannerSlider,
  Component: BannerSliderWidget,
  query: (_params, ctx) => bannersQuery(ctx),
});
