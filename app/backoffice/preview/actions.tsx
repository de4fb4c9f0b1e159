'use server';

import type { ReactNode } from 'react';
import { cookies } from 'next/headers';
import { CMS_CONTENT_MAX_BYTES } from '../../../schemas/cms';
import { isLocale } from '../../../schemas/locales';
import { CmsContent } from '../../../registry/render/CmsContent';
import { StaticPageView } from '../../../site/static-pages/StaticPageView';
import { serverOrigin } from '../../../site/core/api/client';

/** The back-office session cookie; the platform also scopes a copy of it to this page's path. */
const STAFF_COOKIE = 'rh_staff';

/** Whether the caller is a signed-in staff member: the platform answers GET /api/backoffice/me for them. */
async function isStaff(): Promise<boolean> {
  const token = (await cookies()).get(STAFF_COOKIE)?.value;
  if (!token) return false;
  const res = await fetch(`${serverOrigin()}/api/backoffice/me`, {
    headers: { cookie: `${STAFF_COOKIE}=${token}` },
    cache: 'no-store',
    signal: AbortSignal.timeout(8_000),
  }).catch(() => null);
  return res?.ok === true;
}

/**
 * Renders a draft through the public site's registry in preview mode (the renderer the public
 * pages use, not a copy): invalid placeholders come back as explanations instead of nothing.
 * Called by the preview frame as the editor types, and only for signed-in staff (the platform
 * sets a copy of the staff cookie for this path): rendering up to a megabyte of markup with its
 * widgets' platform calls is not something to offer anyone on the internet.
 */
export async function renderPreview(input: { locale: string; title: string; content: string }): Promise<ReactNode> {
  if (!isLocale(input.locale) || typeof input.content !== 'string' || typeof input.title !== 'string') return null;
  if (input.content.length > CMS_CONTENT_MAX_BYTES) return null;
  if (!(await isStaff())) return null;
  const body = <CmsContent html={input.content} locale={input.locale} preview source="back-office preview" />;
  return input.title ? <StaticPageView title={input.title.slice(0, 300)}>{body}</StaticPageView> : body;
}
