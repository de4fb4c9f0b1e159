'use client';

import { useIntl } from 'react-intl';
import type { VipProgress as Progress } from '../../schemas/vip';
import buttons from '../../site/core/ui/Buttons.module.css';
import { VipLevelCards, VipProgressView } from '../common/vip/VipViews';
import styles from '../common/vip/Vip.module.css';

export interface VipProgressProps {
  status: 'guest' | 'pending' | 'error' | 'success';
  /** Null while loading or for a guest; after a failed load the REGULAR fallback. */
  progress: Progress | null;
  levels: boolean;
  onRegister: () => void;
  /** Preview only: a failed load offers a retry there (the public site shows the fallback). */
  onRetry?: () => void;
}

/** The player's VIP status and progress (C3); guests a register prompt. Pure view. */
export function VipProgress({ status, progress, levels, onRegister, onRetry }: VipProgressProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  if (status === 'guest') {
    return (
      <section className={styles.progress}>
        <p>{t('widgets.vip.guest')}</p>
        <button type="button" className={`${buttons.button} ${buttons.buttonPrimary}`} onClick={onRegister}>
          {t('widgets.vip.register')}
        </button>
      </section>
    );
  }
  if (status === 'pending' || !progress) {
    return (
      <p className={styles.muted} aria-busy="true">
        {t('widgets.vip.loading')}
      </p>
    );
  }
  return (
    <section>
      {status === 'error' ? (
        <p className={styles.muted} role="status">
          {t('widgets.vip.fallback')}
          {onRetry ? (
            <button type="button" className={buttons.button} onClick={onRetry}>
              {t('widgets.vip.retry')}
            </button>
          ) : null}
        </p>
      ) : null}
      <VipProgressView progress={progress} />
      {levels ? <VipLevelCards progress={progress} /> : null}
    </section>
  );
}
