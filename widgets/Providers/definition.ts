import { defineWidget } from '../../registry/define';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
import { ProvidersWidget } from './Providers.widget';
import { providersQuery } from './queries';

/** Registry entry of `#Providers[]#`. */
export const providersWidget = defineWidget({
  name: 'Providers',
  params: WIDGET_PARAMS.Providers,
  Component: ProvidersWidget,
  query: (_params, ctx) => providersQuery(ctx.client),
});
