import { defineWidget } from '../../registry/define';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
// The lazy twin, not ./Articles.widget: a client module the server imports is first-load script of every page.
import { ArticlesWidget } from './Articles.lazy';
import { articlesQuery } from './queries';

/** Registry entry of `#Articles[]#`. */
export const articlesWidget = defineWidget({
  name: 'Articles',
  params: WIDGET_PARAMS.Articles,
  Component: ArticlesWidget,
  query: (_params, ctx) => articlesQuery(ctx.locale, ctx.client),
});
