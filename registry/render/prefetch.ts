import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { WidgetQuery, WidgetQueryContext } from '../define';
import type { Namespace } from '../../site/core/i18n/namespaces';
import type { WidgetInstance } from './content';

/** What every CMS content and slot sends: the widgets' own texts and the gift card's. */
export const WIDGET_NAMESPACES = ['widgets', 'gifts'] as const satisfies readonly Namespace[];

/** The namespaces the given widgets need: the common ones, plus those their entries list (`messages`), once each. */
export function widgetNamespaces(widgets: readonly WidgetInstance[]): Namespace[] {
  return [...new Set<Namespace>([...WIDGET_NAMESPACES, ...widgets.flatMap((w) => w.entry.messages ?? [])])];
}

/** The queries of the given widgets, flattened (a widget may need none, one or several). */
export function widgetQueries(widgets: readonly WidgetInstance[], ctx: WidgetQueryContext): WidgetQuery[] {
  const out: WidgetQuery[] = [];
  for (const w of widgets) {
    const query = w.entry.query as ((params: unknown, ctx: WidgetQueryContext) => WidgetQuery | readonly WidgetQuery[] | null) | undefined;
    if (!query) continue;
    const q = query(w.params, ctx);
    if (!q) continue;
    if (Array.isArray(q)) out.push(...(q as readonly WidgetQuery[]));
    else out.push(q as WidgetQuery);
  }
  return out;
}

/**
 * Prefetches every widget's queries into the request's query client, in parallel. Never throws:
 * a failed query is left out of the hydration data and the widget loads (and logs) in the browser.
 * Two widgets asking the same key share one call (the query client dedupes in-flight keys).
 * Answers the keys it prefetched, for the boundary's hydration state.
 */
export async function prefetchWidgets(queryClient: QueryClient, widgets: readonly WidgetInstance[], ctx: WidgetQueryContext): Promise<QueryKey[]> {
  const queries = widgetQueries(widgets, ctx);
  await Promise.all(
    queries.map((q) =>
      ('initialPageParam' in q && q.initialPageParam !== undefined
        ? queryClient.prefetchInfiniteQuery(q as FetchInfiniteQueryOptions)
        : queryClient.prefetchQuery(q as FetchQueryOptions)
      ).catch(() => undefined),
    ),
  );
  return queries.map((q) => q.queryKey);
}
