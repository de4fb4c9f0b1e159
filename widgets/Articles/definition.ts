import { defineWidget } from '../../registry/define';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
import { ArticlesWidget } from './Articles.widget';
import { articlesQuery } from './queries';

/** Registry entry of `#Articles[]#`. */
export const articlesWidget = defineWidget({
  name: 'Articles',
  params: WIDGET_PARAMS.Articles,
  Component: ArticlesWidget,
  query: (_params, ctx) => articlesQuery(ctx.locale, ctx.client),
});
