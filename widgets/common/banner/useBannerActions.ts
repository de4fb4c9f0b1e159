'use client';

import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { BannerView } from '../../../cms-adapters/banners';
import { useModals } from '../../../site/core/modals/useModals';
import { sendBannerEvent } from './analytics';

/** What the banner views call back, with analytics attached. */
export interface BannerActions {
  onClick: (banner: BannerView, position: number) => void;
  onSecondButton: (banner: BannerView, position: number) => void;
  /** Ref callback: reports a `banner_view` once, when at least half of the element has been on screen. */
  observe: (el: HTMLElement | null) => void;
}

/**
 * Clicks (analytics), the second button's popup (modal `banner-terms`) and view tracking of the
 * banners of one location. Elements to track carry `data-banner` and `data-position`.
 */
export function useBannerActions(location: string): BannerActions {
  const { openModal } = useModals();
  const seen = useRef(new Set<string>());
  const observer = useRef<IntersectionObserver | null>(null);

  useEffect(() => () => observer.current?.disconnect(), []);

  const observe = useCallback(
    (el: HTMLElement | null) => {
      if (!el || typeof IntersectionObserver === 'undefined') return;
      observer.current ??= new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            const target = entry.target as HTMLElement;
            const id = target.dataset.banner;
            if (!entry.isIntersecting || !id || seen.current.has(id)) continue;
            seen.current.add(id);
            observer.current?.unobserve(target);
            sendBannerEvent({ event: 'banner_view', banner_id: id, location, position: Number(target.dataset.position ?? 1) });
          }
        },
        { threshold: 0.5 },
      );
      observer.current.observe(el);
    },
    [location],
  );

  return useMemo(
    () => ({
      onClick: (banner, position) => sendBannerEvent({ event: 'banner_click', banner_id: banner.id, location, position }),
      onSecondButton: (banner, position) => {
        if (!banner.secondButton) return;
        sendBannerEvent({ event: 'banner_terms_open', banner_id: banner.id, location, position });
        openModal('banner-terms', banner.secondButton.popup);
      },
      observe,
    }),
    [location, openModal, observe],
  );
}
