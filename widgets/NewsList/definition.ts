import { defineWidget } from '../../registry/define';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
import { NewsListWidget } from './NewsList.widget';
import { newsPagesQuery } from './queries';

/** Registry entry of `#NewsList[]#`. */
export const newsListWidget = defineWidget({
  name: 'NewsList',
  params: WIDGET_PARAMS.NewsList,
  Component: NewsListWidget,
  query: (_params, ctx) => newsPagesQuery(ctx.locale, ctx.client),
});
