'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import type { BannerView } from '../../cms-adapters/banners';
import { BannerCard, BannerSkeleton } from '../common/banner/Banner';
import styles from './BannerSlider.module.css';

/** Spec C9: the home banners advance every 10 s. */
export const BANNER_AUTOPLAY_MS = 10_000;
/** Spec C9: skeleton banners, 2 on mobile and 3 on desktop (the third shows only where 3 banners fit, a slider 1000 px wide). */
export const SKELETON_BANNERS = 3;

export interface BannerSliderProps {
  status: 'pending' | 'error' | 'success';
  banners: readonly BannerView[];
  /** Autoplay step; 0 turns it off (stories, tests, mock mode). */
  autoplayMs?: number;
  onRetry?: () => void;
  onClick?: (banner: BannerView, position: number) => void;
  onSecondButton?: (banner: BannerView, position: number) => void;
  /** Ref callback for view tracking; slides carry `data-banner` and `data-position`. */
  observe?: (el: HTMLElement | null) => void;
  /** Shown instead of nothing when there are no banners (the back-office preview). */
  emptyNote?: string;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

/** The track scrolls and is scrolled to its end (a track that fits its box never is). */
function atScrollEnd(track: HTMLElement | null): boolean {
  return track !== null && track.scrollWidth > track.clientWidth && track.scrollLeft + track.clientWidth >= track.scrollWidth - 2;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * The banner slider (spec C3, C9): a row of banners that scrolls one at a time, 1 in view on a
 * phone, 2 from 700 px and 3 from 1000 px of the slider's own width (container queries). Autoplay every 10 s, paused while the pointer is over
 * it, while focus is inside it, by its pause button, and always off for visitors who ask for
 * reduced motion (WCAG 2.2.2). Arrows, a pause button and dots are labelled buttons; the slides
 * stay reachable by Tab and by swiping (scroll snapping).
 */
export function BannerSlider({ status, banners, autoplayMs = BANNER_AUTOPLAY_MS, onRetry, onClick, onSecondButton, observe, emptyNote }: BannerSliderProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const trackRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reduced = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  const count = banners.length;

  const goTo = useCallback(
    (index: number) => {
      const track = trackRef.current;
      if (!track || count === 0) return;
      const i = ((index % count) + count) % count;
      const slide = track.children[i] as HTMLElement | undefined;
      if (!slide) return;
      track.scrollTo?.({ left: slide.offsetLeft - track.offsetLeft, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      setActive(i);
    },
    [count],
  );

  // The active slide follows the visitor's own scrolling (swipe, Tab into a later slide).
  const onScroll = () => {
    const track = trackRef.current;
    if (!track) return;
    const slides = Array.from(track.children) as HTMLElement[];
    const left = track.scrollLeft + track.offsetLeft;
    let best = 0;
    slides.forEach((s, i) => {
      if (Math.abs(s.offsetLeft - left) < Math.abs(slides[best]!.offsetLeft - left)) best = i;
    });
    // At the end of the track the last slides cannot reach the left edge: the last is active.
    if (atScrollEnd(track)) best = slides.length - 1;
    setActive(best);
  };

  const playing = autoplayMs > 0 && count > 1 && !hovered && !focused && !stopped && !reduced;
  useEffect(() => {
    if (!playing) return;
    const id = setInterval(() => {
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
      // After the last slide, or once the last full page of slides is in view, the row starts over.
      goTo(active + 1 >= count || atScrollEnd(trackRef.current) ? 0 : active + 1);
    }, autoplayMs);
    return () => clearInterval(id);
  }, [playing, autoplayMs, active, count, goTo]);

  if (status === 'pending') {
    return (
      <div className={styles.slider} aria-busy="true" data-testid="banner-slider-loading">
        <span className="rh-sr-only">{t('widgets.bannerSlider.loading')}</span>
        <div className={styles.track}>
          {Array.from({ length: SKELETON_BANNERS }, (_, i) => (
            <div key={i} className={`${styles.slide} ${i === 2 ? styles.desktopOnly : ''}`}>
              <BannerSkeleton />
            </div>
          ))}
        </div>
      </div>
    );
  }
  if (status === 'error') {
    if (!onRetry) return null;
    return (
      <div className={styles.state} role="alert">
        <p>{t('widgets.banner.error')}</p>
        <button type="button" className={styles.control} onClick={onRetry}>
          {t('widgets.banner.retry')}
        </button>
      </div>
    );
  }
  if (count === 0) return emptyNote ? <p className={styles.note}>{emptyNote}</p> : null;

  return (
    <section
      className={styles.slider}
      aria-roledescription="carousel"
      aria-label={t('widgets.bannerSlider.label')}
      data-testid="banner-slider"
      data-count={Math.min(count, 3)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div ref={trackRef} className={styles.track} onScroll={onScroll} aria-live={playing ? 'off' : 'polite'}>
        {banners.map((banner, i) => (
          <div
            key={banner.id}
            ref={observe}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={t('widgets.bannerSlider.slide', { index: i + 1, count })}
            data-banner={banner.id}
            data-position={i + 1}
          >
            <BannerCard banner={banner} eager={i === 0} onClick={(b) => onClick?.(b, i + 1)} onSecondButton={(b) => onSecondButton?.(b, i + 1)} />
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.control} onClick={() => goTo(active - 1)} aria-label={t('widgets.bannerSlider.prev')}>
            <span aria-hidden="true">‹</span>
          </button>
          <div className={styles.dots} role="group" aria-label={t('widgets.bannerSlider.dots')}>
            {banners.map((b, i) => (
              <button
                key={b.id}
                type="button"
                className={styles.dot}
                aria-label={t('widgets.bannerSlider.goTo', { index: i + 1, count })}
                aria-current={i === active ? 'true' : undefined}
                onClick={() => goTo(i)}
              />
            ))}
          </div>
          <button type="button" className={styles.control} onClick={() => goTo(active + 1)} aria-label={t('widgets.bannerSlider.next')}>
            <span aria-hidden="true">›</span>
          </button>
          {autoplayMs > 0 && !reduced && (
            <button
              type="button"
              className={styles.control}
              onClick={() => setStopped((s) => !s)}
              aria-label={t(stopped ? 'widgets.bannerSlider.play' : 'widgets.bannerSlider.pause')}
              data-testid="banner-slider-toggle"
            >
              <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
            </button>
          )}
        </div>
      )}
    </section>
  );
}
