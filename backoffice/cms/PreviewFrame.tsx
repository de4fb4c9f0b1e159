'use client';

import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../../schemas/locales';
import { isPreviewReady, type PreviewRequest } from './preview-messages';

/** How long typing pauses before the preview renders again. */
const PREVIEW_DEBOUNCE_MS = 250;

/**
 * The live preview: an iframe on /backoffice/preview, which renders what it is sent with the
 * public site's registry in preview mode (invalid placeholders show their explanation there).
 * The frame has the site's own styles and catalogs of `locale`, apart from the back office's.
 */
export function PreviewFrame({ locale, request }: { locale: Locale; request: PreviewRequest }) {
  const intl = useIntl();
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(request);

  const send = useCallback(() => frame.current?.contentWindow?.postMessage(latest.current, window.location.origin), []);

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin === window.location.origin && e.source === frame.current?.contentWindow && isPreviewReady(e.data)) send();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [send]);

  useEffect(() => {
    latest.current = request;
    const t = setTimeout(send, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [request, send]);

  return (
    <iframe
      ref={frame}
      className="bo-preview-frame"
      src={`/backoffice/preview?l=${locale}`}
      title={intl.formatMessage({ id: 'backoffice.cms.preview.frameTitle' }, { locale })}
      data-testid="preview-frame"
    />
  );
}
