'use client';

import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { PlayerLevels } from '../../schemas/loyalty';
import styles from '../core/ui/PromoPage.module.css';
import { levelsQueryOptions } from './queries';

export type LevelTabViewProps = { status: 'loading' } | { status: 'error'; onRetry: () => void } | { status: 'ready'; levels: PlayerLevels };

/** The profile's level tab (P2): the current level with progress toward the next, then every level reached or locked with its gifts. */
export function LevelTabView(props: LevelTabViewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (props.status === 'loading') return <p aria-busy="true">{t('loyalty.loading')}</p>;
  if (props.status === 'error')
    return (
      <div>
        <p role="alert">{t('loyalty.error')}</p>
        <button type="button" className={styles.button} onClick={props.onRetry}>
          {t('loyalty.close')}
        </button>
      </div>
    );
  const { levels, current, persistent_points } = props.levels;
  if (levels.length === 0) return <p className={styles.muted}>{t('loyalty.empty')}</p>;
  return (
    <section aria-labelledby="level-title">
      <h2 id="level-title" className={styles.subtitle}>
        {t('loyalty.level.current', { level: current })}
      </h2>
      <p className={styles.muted}>{t('loyalty.level.points', { points: persistent_points })}</p>
      <div className={styles.grid}>
        {levels.map((l) => (
          <article key={l.id} className={styles.card} data-testid="level" data-state={l.state}>
            <h3 className={styles.subtitle}>
              {t('loyalty.level.current', { level: l.id })} · {l.name}
            </h3>
            <span className={l.state === 'future' ? styles.muted : styles.ok}>
              {t(l.state === 'future' ? 'loyalty.level.future' : 'loyalty.level.reached')}
            </span>
            {l.state === 'current' ? (
              <div
                role="progressbar"
                aria-label={l.name}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(l.progress * 100)}
                aria-valuetext={t('loyalty.level.progress', { points: persistent_points, max: l.conditions.persistent_comp_points.max })}
              >
                <div style={{ height: 6, borderRadius: 3, background: 'rgba(255,255,255,0.1)' }}>
                  <div style={{ width: `${Math.round(l.progress * 100)}%`, height: 6, borderRadius: 3, background: 'var(--rh-accent, #ffd166)' }} />
                </div>
                <p className={styles.muted}>{t('loyalty.level.progress', { points: persistent_points, max: l.conditions.persistent_comp_points.max })}</p>
              </div>
            ) : null}
            {l.gift_descriptions.length > 0 ? (
              <ul>
                {l.gift_descriptions.map((g) => (
                  <li key={g}>{g}</li>
                ))}
              </ul>
            ) : null}
          </article>
        ))}
      </div>
    </section>
  );
}

export function LevelTab() {
  const q = useQuery(levelsQueryOptions);
  if (q.isPending) return <LevelTabView status="loading" />;
  if (q.isError) return <LevelTabView status="error" onRetry={() => void q.refetch()} />;
  return <LevelTabView status="ready" levels={q.data} />;
}
