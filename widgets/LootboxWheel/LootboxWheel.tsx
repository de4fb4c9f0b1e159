'use client';

import { useIntl } from 'react-intl';
import { IntentLink as Link } from '../../site/core/ui/IntentLink';
import styles from '../../site/core/ui/PromoCard.module.css';

export interface LootboxWheelProps {
  status: 'pending' | 'error' | 'success';
  /** Boxes ready to open and wheel spins left (null while not loaded). */
  counts: { boxes: number; spins: number } | null;
  /** C4 availability: logged in, and a wheel group or boxes. False: nothing on the site, a note in the preview. */
  available: boolean;
  focus: 'boxes' | 'wheel';
  boxesHref: string;
  wheelHref: string;
  /** Present in the back-office preview: errors and absence are said there (the site shows nothing). */
  onRetry?: () => void;
}

/** The loot box and wheel widget (issue 17 item 7): what the player has to open or spin and the way there. */
export function LootboxWheel({ status, counts, available, focus, boxesHref, wheelHref, onRetry }: LootboxWheelProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (status === 'pending')
    return (
      <section className={styles.card} aria-busy="true" data-testid="lootbox-wheel-widget">
        <p className={styles.muted}>{t('widgets.lootboxWheel.loading')}</p>
      </section>
    );
  if (status === 'error')
    return onRetry ? (
      <section className={styles.card} data-testid="lootbox-wheel-widget">
        <p role="alert">{t('widgets.lootboxWheel.error')}</p>
        <button type="button" className={styles.button} onClick={onRetry}>
          {t('widgets.lootboxWheel.retry')}
        </button>
      </section>
    ) : null;
  if (!available || !counts) return onRetry ? <p className={styles.muted}>{t('widgets.lootboxWheel.empty')}</p> : null;
  const links = [
    { key: 'boxes', href: boxesHref, label: t('widgets.lootboxWheel.openBoxes') },
    { key: 'wheel', href: wheelHref, label: t('widgets.lootboxWheel.openWheel') },
  ].sort((a) => (a.key === focus ? -1 : 1));
  return (
    <section className={styles.card} data-testid="lootbox-wheel-widget">
      <p>{t('widgets.lootboxWheel.summary', counts)}</p>
      {links.map((l) => (
        <Link key={l.key} href={l.href} className={styles.link}>
          {l.label}
        </Link>
      ))}
    </section>
  );
}
