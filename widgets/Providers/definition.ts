import { defineWidget } from '../../registry/define';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
// The lazy twin, not ./Providers.widget: a client module the server imports is first-load script of every page.
import { ProvidersWidget } from './Providers.lazy';
import { providersQuery } from './queries';

/** Registry entry of `#Providers[]#`. */
export const providersWidget = defineWidget({
  name: 'Providers',
  params: WIDGET_PARAMS.Providers,
  Component: ProvidersWidget,
  query: (_params, ctx) => providersQuery(ctx.client),
});
