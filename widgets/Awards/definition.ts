import { defineWidget } from '../../registry/define';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
// The lazy twin, not ./Awards.widget: a client module the server imports is first-load script of every page.
import { AwardsWidget } from './Awards.lazy';
import { awardsQuery } from './queries';

/** Registry entry of `#Awards[]#`. */
export const awardsWidget = defineWidget({
  name: 'Awards',
  params: WIDGET_PARAMS.Awards,
  Component: AwardsWidget,
  query: (_params, ctx) => awardsQuery(ctx.locale, ctx.client),
});
