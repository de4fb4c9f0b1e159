'use client';

import { IntentLink as Link } from '../../../site/core/ui/IntentLink';
import { useEffect, useId, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import type { BannerCountdown, BannerView } from '../../../cms-adapters/banners';
import { countdownParts } from './countdown';
import styles from './Banner.module.css';

export interface BannerCardProps {
  banner: BannerView;
  /** The main button was followed (analytics). */
  onClick?: (banner: BannerView) => void;
  /** The second button asks for its popup (terms of the offer). */
  onSecondButton?: (banner: BannerView) => void;
  /** Above the fold: load the image at once. */
  eager?: boolean;
}

/**
 * One banner (spec C3): the editor's gradient behind the image, labels, title, description, a
 * countdown (C4), the main button (site path or external url) and an optional second button that
 * opens a popup with the offer's terms. Data in props; the countdown ticks by itself.
 */
export function BannerCard({ banner, onClick, onSecondButton, eager = false }: BannerCardProps) {
  const titleId = useId();
  const { button } = banner;
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button === 0) onClick?.(banner);
  };
  return (
    <article
      className={styles.banner}
      data-size={banner.size}
      style={{ background: banner.background }}
      aria-labelledby={titleId}
      data-testid="banner"
      data-banner={banner.id}
    >
      <img className={styles.image} src={banner.image} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" />
      <div className={styles.body}>
        {banner.labels.length > 0 && (
          <ul className={styles.labels}>
            {banner.labels.map((l, i) => (
              <li key={i} className={styles.label} data-theme={l.theme} data-type={l.type || undefined}>
                {l.dot && <span className={styles.dot} aria-hidden="true" />}
                {l.title}
              </li>
            ))}
          </ul>
        )}
        <h2 id={titleId} className={styles.title}>
          {banner.title}
        </h2>
        {banner.description && <p className={styles.description}>{banner.description}</p>}
        {banner.countdown && <Countdown countdown={banner.countdown} />}
        <div className={styles.actions}>
          {button.external ? (
            <a
              {...button.attrs}
              className={styles.button}
              data-type={button.type}
              href={button.href}
              onClick={follow}
              rel={button.attrs.rel ?? (button.attrs.target === '_blank' ? 'noopener noreferrer' : undefined)}
            >
              {button.name}
            </a>
          ) : (
            <Link {...button.attrs} className={styles.button} data-type={button.type} href={button.href} onClick={follow}>
              {button.name}
            </Link>
          )}
          {banner.secondButton && (
            <button type="button" className={styles.secondButton} aria-haspopup="dialog" onClick={() => onSecondButton?.(banner)}>
              {banner.secondButton.name}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

const noSubscription = () => () => undefined;

/** The time, ticking each second: null on the server and while hydrating, so both renders agree. */
function useSecondClock(enabled: boolean): number | null {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [enabled]);
  return hydrated ? now : null;
}

/**
 * "Starts in", "Ends in" or "Finished" (C4). The time is drawn only in the browser (the server's
 * clock would disagree with it by the time the page hydrates); the row keeps its height before.
 */
export function Countdown({ countdown }: { countdown: BannerCountdown }) {
  const intl = useIntl();
  const now = useSecondClock(countdown.target !== null);
  if (countdown.status === 'archive' || countdown.target === null) {
    return (
      <p className={styles.countdown} data-status="archive">
        {intl.formatMessage({ id: 'widgets.banner.finished' })}
      </p>
    );
  }
  const parts = now === null ? null : countdownParts(countdown.target, now);
  const time = parts === null ? '' : parts.days > 0 ? intl.formatMessage({ id: 'widgets.banner.days' }, { days: parts.days, time: parts.clock }) : parts.clock;
  return (
    <p className={styles.countdown} data-status={countdown.status} data-testid="banner-countdown">
      {intl.formatMessage(
        { id: countdown.status === 'future' ? 'widgets.banner.startsIn' : 'widgets.banner.endsIn' },
        {
          time: (
            <time key="t" className={styles.clock}>
              {time}
            </time>
          ),
        },
      )}
    </p>
  );
}

/** The shape of a banner while its data loads. */
export function BannerSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true" data-testid="banner-skeleton">
      <span className={styles.skeletonLine} />
      <span className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
      <span className={styles.skeletonButton} />
    </div>
  );
}

export interface BannerBlockProps extends Omit<BannerCardProps, 'banner'> {
  status: 'pending' | 'error' | 'success';
  /** The banner, or null when this visitor may not see it now. */
  banner: BannerView | null;
  /** Said instead of nothing when there is no banner or it failed (the back-office preview). */
  note?: string;
}

/** `#Banner[id]#` in each state: a skeleton while loading, the banner, or nothing (a note in preview). */
export function BannerBlock({ status, banner, note, ...card }: BannerBlockProps) {
  if (status === 'pending') return <BannerSkeleton />;
  if (status === 'error' || !banner) return note ? <p className={styles.note}>{note}</p> : null;
  return <BannerCard banner={banner} {...card} />;
}
