import { loadSnippets } from '../../cms-adapters/server';
import type { WidgetParams } from '../../schemas/widget-params';
import { logger } from '../../site/core/telemetry/logger';
import type { WidgetProps } from '../../registry/define';
import { CmsContent } from '../../registry/render/CmsContent';
// The lazy twin: a client module the server imports is first-load script of every page.
import { RichText } from './RichText.lazy';

/**
 * `#RichText[snippet=welcome-terms]#`, a server component: the snippet of the page's locale (en
 * when the locale has none) from the CMS reads that a publish invalidates (cms-adapters/server),
 * rendered through the same sanitizer and registry at depth 1. Its own placeholders become
 * widgets, except another RichText: one level only, so snippets cannot include each other in a
 * loop and a page's cost stays bounded.
 */
export async function RichTextWidget({ params, context }: WidgetProps<WidgetParams<'RichText'>>) {
  let html: string | undefined;
  try {
    html = (await loadSnippets(context.locale)).get(params.snippet)?.html;
  } catch (err) {
    if (!context.preview) logger.warn('CMS_SNIPPET_LOAD_ERROR', err, { snippet: params.snippet, locale: context.locale });
    return <RichText status="error" snippetKey={params.snippet} preview={context.preview} />;
  }
  if (html === undefined) {
    if (!context.preview) logger.warn('CMS_SNIPPET_MISSING', `no snippet ${params.snippet}`, { snippet: params.snippet, locale: context.locale });
    return <RichText status="missing" snippetKey={params.snippet} preview={context.preview} />;
  }
  return (
    <RichText status="success" snippetKey={params.snippet} preview={context.preview}>
      <CmsContent
        html={html}
        locale={context.locale}
        preview={context.preview}
        depth={context.depth + 1}
        idPrefix={`${context.id}-`}
        source={`snippet ${params.snippet}`}
      />
    </RichText>
  );
}
