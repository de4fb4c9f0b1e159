import { defineWidget } from '../../registry/define';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
// The lazy twin, not ./NewsList.widget: a client module the server imports is first-load script of every page.
import { NewsListWidget } from './NewsList.lazy';
import { newsPagesQuery } from '../common/news/queries';

/** Registry entry of `#NewsList[]#`. */
export const newsListWidget = defineWidget({
  name: 'NewsList',
  params: WIDGET_PARAMS.NewsList,
  Component: NewsListWidget,
  query: (_params, ctx) => newsPagesQuery(ctx.locale, ctx.client),
});
