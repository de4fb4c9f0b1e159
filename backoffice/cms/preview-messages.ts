import type { Banner } from '../../schemas/cms';
import type { Locale } from '../../schemas/locales';

/**
 * What the editors post to the preview frame (/backoffice/preview) and what it answers. The frame
 * is same-origin; both sides check the origin and the `type` before trusting a message.
 */
export type PreviewRequest =
  | { type: 'reelhouse:preview'; kind: 'content'; locale: Locale; title: string; content: string }
  | { type: 'reelhouse:preview'; kind: 'banner'; locale: Locale; banner: Banner };

/** The frame says it listens, so the editor sends (or re-sends) the current draft. */
export interface PreviewReady {
  type: 'reelhouse:preview-ready';
}

export function isPreviewRequest(data: unknown): data is PreviewRequest {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'reelhouse:preview' &&
    ((data as { kind?: unknown }).kind === 'content' || (data as { kind?: unknown }).kind === 'banner')
  );
}

export function isPreviewReady(data: unknown): data is PreviewReady {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'reelhouse:preview-ready';
}
