'use server';

import type { ReactNode } from 'react';
import { CMS_CONTENT_MAX_BYTES } from '../../../schemas/cms';
import { isLocale } from '../../../schemas/locales';
import { CmsContent } from '../../../registry/render/CmsContent';
import { StaticPageView } from '../../../site/static-pages/StaticPageView';

/**
 * Renders a draft through the public site's registry in preview mode (the renderer the public
 * pages use, not a copy): invalid placeholders come back as explanations instead of nothing.
 * Called by the preview frame as the editor types. The staff cookie is scoped to /api/backoffice,
 * so it is not sent here; nothing private is reachable this way: the content is the caller's own,
 * sanitized like every page, and widgets read only public data.
 */
export async function renderPreview(input: { locale: string; title: string; content: string }): Promise<ReactNode> {
  if (!isLocale(input.locale) || typeof input.content !== 'string' || typeof input.title !== 'string') return null;
  if (input.content.length > CMS_CONTENT_MAX_BYTES) return null;
  const body = <CmsContent html={input.content} locale={input.locale} preview source="back-office preview" />;
  return input.title ? <StaticPageView title={input.title.slice(0, 300)}>{body}</StaticPageView> : body;
}
