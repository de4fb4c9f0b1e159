'use client';

import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { AchievementView } from '../../schemas/achievements';
import { api, lazySchema } from '../core/api';
import { formatDateTime } from '../core/i18n/dates';
import { useSession } from '../core/stores/StoreProvider';
import styles from '../core/ui/PromoPage.module.css';

const schema = lazySchema(() => import('../../schemas/achievements').then((m) => m.AchievementViewsSchema));

/** GET /api/achievements: the badges with this visitor's progress (the key is per session: a sign-in or logout refetches). */
export const achievementsQueryOptions = (signedIn: boolean) => ({
  queryKey: ['/api/achievements', signedIn ? 'player' : 'guest'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<AchievementView[]> => api.get('/api/achievements', { schema, signal }),
  staleTime: 30_000,
  meta: { userData: signedIn },
});

export type AchievementsViewProps = { signedIn: boolean } & (
  { status: 'loading' } | { status: 'error'; onRetry: () => void } | { status: 'ready'; achievements: AchievementView[] }
);

/** One badge: earned (with the date) or locked with a progress bar toward its threshold. */
export function AchievementBadge({ a }: { a: AchievementView }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const percent = Math.round((a.progress / a.threshold) * 100);
  return (
    <article className={styles.card} data-testid="achievement" data-earned={a.earned}>
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

/** The /achievements page: earned badges first, then locked ones with progress. */
export function AchievementsView(props: AchievementsViewProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section className={styles.page} aria-labelledby="achievements-title">
      <h1 id="achievements-title" className={styles.title}>
        {t('achievements.title')}
      </h1>
      <p className={styles.muted}>{t(props.signedIn ? 'achievements.intro' : 'achievements.signIn')}</p>
      {props.status === 'loading' ? (
        <p className={styles.muted} aria-busy="true">
          {t('achievements.loading')}
        </p>
      ) : props.status === 'error' ? (
        <div>
          <p role="alert">{t('achievements.error')}</p>
          <button type="button" className={styles.button} onClick={props.onRetry}>
            {t('achievements.retry')}
          </button>
        </div>
      ) : props.achievements.length === 0 ? (
        <p className={styles.muted}>{t('achievements.empty')}</p>
      ) : (
        <div className={styles.grid}>
          {[...props.achievements.filter((a) => a.earned), ...props.achievements.filter((a) => !a.earned)].map((a) => (
            <AchievementBadge key={a.id} a={a} />
          ))}
        </div>
      )}
    </section>
  );
}

export function AchievementsPage() {
  const player = useSession((s) => s.player);
  const q = useQuery(achievementsQueryOptions(player !== null));
  const signedIn = player !== null;
  if (q.isPending) return <AchievementsView status="loading" signedIn={signedIn} />;
  if (q.isError) return <AchievementsView status="error" signedIn={signedIn} onRetry={() => void q.refetch()} />;
  return <AchievementsView status="ready" signedIn={signedIn} achievements={q.data} />;
}
