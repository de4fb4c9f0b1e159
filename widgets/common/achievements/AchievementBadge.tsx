'use client';

import { useIntl } from 'react-intl';
import type { AchievementView } from '../../../schemas/achievements';
import { formatDateTime } from '../../../site/core/i18n/dates';
import styles from '../../../site/core/ui/PromoPage.module.css';

/**
 * One badge as the player sees it on /achievements: earned (with the date) or locked with a
 * progress bar toward its threshold. Shared here (not in site/achievements) so the back office's
 * preview draws the same card.
 */
export function AchievementBadge({ a }: { a: AchievementView }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const percent = Math.round((a.progress / a.threshold) * 100);
  return (
    <article className={styles.card} data-testid="achievement" data-earned={a.earned}>
      {a.image_url ? (
        <img
          src={a.image_url}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
          style={{ objectFit: 'contain', filter: a.earned ? undefined : 'grayscale(1)', opacity: a.earned ? 1 : 0.6 }}
        />
      ) : null}
      <span className={a.earned ? styles.ok : styles.muted}>{t(a.earned ? 'achievements.earned' : 'achievements.locked')}</span>
      <h2 className={styles.subtitle}>{a.title}</h2>
      <p className={styles.muted}>{t(`achievements.rule.${a.rule_type}`, { threshold: a.threshold })}</p>
      {a.description ? <p>{a.description}</p> : null}
      {a.earned ? (
        a.earned_at ? (
          <p className={styles.muted}>{t('achievements.earnedOn', { date: formatDateTime(intl, a.earned_at) })}</p>
        ) : null
      ) : (
        <div
          role="progressbar"
          aria-label={a.title}
          aria-valuemin={0}
          aria-valuemax={a.threshold}
          aria-valuenow={a.progress}
          aria-valuetext={t('achievements.progress', { progress: a.progress, threshold: a.threshold })}
        >
          <div style={{ height: 6, borderRadius: 3, background: 'rgba(255,255,255,0.1)' }}>
            <div style={{ width: `${percent}%`, height: 6, borderRadius: 3, background: 'var(--rh-accent, #ffd166)' }} />
          </div>
          <p className={styles.muted}>{t('achievements.progress', { progress: a.progress, threshold: a.threshold })}</p>
        </div>
      )}
    </article>
  );
}
