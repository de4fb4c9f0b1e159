import { defineWidget } from '../../registry/define';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
// The lazy twin, not ./RecentWins.widget: a client module the server imports is first-load script of every page.
import { RecentWinsWidget } from './RecentWins.lazy';
import { recentWinsQuery } from './queries';

/** Registry entry of `#RecentWins[]#`. */
export const recentWinsWidget = defineWidget({
  name: 'RecentWins',
  params: WIDGET_PARAMS.RecentWins,
  Component: RecentWinsWidget,
  query: () => recentWinsQuery(),
});
