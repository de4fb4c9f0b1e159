import { defineWidget } from '../../registry/define';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
// The lazy twin, not ./AdventureCalendar.widget: a client module the server imports is first-load script of every page.
import { AdventureCalendarWidget } from './AdventureCalendar.lazy';

/**
 * Registry entry of `#AdventureCalendar[limit=7]#`. No server query: the calendar is one player's,
 * and CMS pages are cached for everyone; the client reads `adventureQuery` (queries.ts).
 */
export const adventureCalendarWidget = defineWidget({
  name: 'AdventureCalendar',
  params: WIDGET_PARAMS.AdventureCalendar,
  Component: AdventureCalendarWidget,
});
