import { HydrationBoundary } from '@tanstack/react-query';
import type { SlotEntry } from '../../schemas/cms';
import type { Locale } from '../../schemas/locales';
import { Messages } from '../../site/core/i18n/Messages';
import { dehydrateQueries, getServerQueryClient } from '../../site/core/query/server-query-client';
import { logRenderIssues } from './log';
import { prefetchWidgets, widgetNamespaces } from './prefetch';
import { previewCatalogue, requestSlotViewer, requestWidgetQueryContext } from './request';
import { prepareSlots } from './slots';
import styles from './render.module.css';

/**
 * Server component: the widgets of one slot (main-widget-config `slots[location]`), targeted at
 * this request's viewer, prefetched and hydrated like CmsContent's.
 */
export async function SlotWidgets({
  entries,
  locale,
  location,
  preview = false,
}: {
  entries: readonly SlotEntry[];
  locale: Locale;
  location: string;
  preview?: boolean;
}) {
  const [ctx, viewer, catalogue] = await Promise.all([requestWidgetQueryContext(locale), requestSlotViewer(), preview ? previewCatalogue() : undefined]);
  const prepared = prepareSlots(entries, {
    viewer,
    preview,
    locale,
    device: ctx.device,
    idPrefix: `${location}-`,
    welcomeStag: ctx.bannerAudience?.welcomeStag,
    catalogue,
  });
  logRenderIssues(prepared.issues, `slot ${location}`, preview);
  if (prepared.nodes.length === 0) return null;
  const queryClient = getServerQueryClient();
  const keys = await prefetchWidgets(queryClient, prepared.widgets, ctx);
  return (
    <Messages locale={locale} namespaces={widgetNamespaces(prepared.widgets)}>
      <HydrationBoundary state={dehydrateQueries(queryClient, keys)}>
        <div className={styles.content} data-testid={`slot-${location}`}>
          {prepared.nodes}
        </div>
      </HydrationBoundary>
    </Messages>
  );
}
