'use client';

import { useEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../../schemas/locales';
import { reshapeBanner, type BannerView } from '../../cms-adapters/banners';
import { BannerCard } from '../../widgets/common/banner/Banner';
import { isPreviewRequest, type PreviewReady } from './preview-messages';

/**
 * Inside the preview frame: tells the editor it listens, then renders each request it posts.
 * Content goes through the server's registry renderer (the `render` server function); a banner
 * is drawn with the public BannerCard from the same view model the slider uses. Only messages
 * from the same origin's parent window are taken.
 */
export function PreviewHost({ locale, render }: { locale: Locale; render(input: { locale: string; title: string; content: string }): Promise<ReactNode> }) {
  const intl = useIntl();
  const [node, setNode] = useState<ReactNode>(null);
  const [banner, setBanner] = useState<BannerView | null>(null);
  const [pending, startTransition] = useTransition();
  const seq = useRef(0);

  useEffect(() => {
    // The back office's look does not belong in the site's preview (its body class styles buttons).
    document.body.classList.remove('bo-body');
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || e.source !== window.parent || !isPreviewRequest(e.data)) return;
      const req = e.data;
      if (req.kind === 'banner') {
        // A guest's view (EUR variables) at this moment: the countdown ticks on its own.
        setBanner(reshapeBanner(req.banner, { locale: req.locale, currency: null, now: Date.now() }));
        return;
      }
      const n = ++seq.current;
      startTransition(async () => {
        const rendered = await render({ locale: req.locale, title: req.title, content: req.content });
        // Answers can overtake each other; only the latest request's answer is shown.
        if (n === seq.current) setNode(rendered);
      });
    };
    window.addEventListener('message', onMessage);
    window.parent.postMessage({ type: 'reelhouse:preview-ready' } satisfies PreviewReady, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, [render]);

  return (
    <main className="rh-preview" data-testid="preview-root" aria-busy={pending} style={{ padding: 16 }} lang={locale}>
      {banner ? <BannerCard banner={banner} eager /> : (node ?? <p>{intl.formatMessage({ id: 'common.loading', defaultMessage: '…' })}</p>)}
    </main>
  );
}
