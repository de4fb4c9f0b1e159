import { defineWidget } from '../../registry/define';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
// The lazy twin, not ./QuestProgress.widget: a client module the server imports is first-load script of every page.
import { QuestProgressWidget } from './QuestProgress.lazy';
import { questProgressQuery } from './queries';

/** Registry entry of `#QuestProgress[id=winter-quest]#` (the public quest only: a player's progress is never in the page's HTML). */
export const questProgressWidget = defineWidget({
  name: 'QuestProgress',
  params: WIDGET_PARAMS.QuestProgress,
  Component: QuestProgressWidget,
  query: (params, ctx) => questProgressQuery(params.id, ctx.locale, ctx.client),
});
