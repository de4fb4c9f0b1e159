'use client';

import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { AchievementView } from '../../schemas/achievements';
import { api, lazySchema } from '../core/api';
import { useSession } from '../core/stores/StoreProvider';
import styles from '../core/ui/PromoPage.module.css';
import { AchievementBadge } from '../../widgets/common/achievements/AchievementBadge';

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
