import { HydrationBoundary } from '@tanstack/react-query';
import type { Locale } from '../../schemas/locales';
import { Messages } from '../../site/core/i18n/Messages';
import { dehydrateQueries, getServerQueryClient } from '../../site/core/query/server-query-client';
import { prepareContent } from './content';
import { logRenderIssues } from './log';
import { prefetchWidgets, widgetNamespaces } from './prefetch';
import { previewCatalogue, requestWidgetQueryContext } from './request';
import styles from './render.module.css';

export interface CmsContentProps {
  /** CMS HTML with placeholders, as stored (sanitized here). */
  html: string;
  locale: Locale;
  /** Back-office preview: invalid placeholders are explained instead of hidden. */
  preview?: boolean;
  /** 1 inside a RichText snippet. */
  depth?: number;
  idPrefix?: string;
  /** Where the content comes from, for the log (`page privacy-policy`, `snippet footer`). */
  source?: string;
}

/**
 * Server component: CMS HTML rendered through the registry, every widget's query prefetched into
 * the request's query client and handed to the browser in a hydration boundary, so the page
 * arrives rendered and the client widgets start from the server's data (TanStack's Next.js
 * prefetching pattern, as site/games/LobbyPage).
 */
export async function CmsContent({ html, locale, preview = false, depth = 0, idPrefix, source = 'content' }: CmsContentProps) {
  const [ctx, catalogue] = await Promise.all([requestWidgetQueryContext(locale), preview ? previewCatalogue() : undefined]);
  const prepared = prepareContent(html, { preview, locale, device: ctx.device, depth, idPrefix, welcomeStag: ctx.bannerAudience?.welcomeStag, catalogue });
  logRenderIssues(prepared.issues, source, preview);
  const queryClient = getServerQueryClient();
  const keys = await prefetchWidgets(queryClient, prepared.widgets, ctx);
  return (
    <Messages locale={locale} namespaces={widgetNamespaces(prepared.widgets)}>
      <HydrationBoundary state={dehydrateQueries(queryClient, keys)}>
        <div className={styles.content} data-testid="cms-content">
          {prepared.node}
        </div>
      </HydrationBoundary>
    </Messages>
  );
}
