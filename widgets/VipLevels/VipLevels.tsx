'use client';

import { useIntl } from 'react-intl';
import type { VipProgress } from '../../schemas/vip';
import { VipLevelCards } from '../common/vip/VipViews';
import styles from '../common/vip/Vip.module.css';

export interface VipLevelsProps {
  status: 'pending' | 'error' | 'success';
  /** The player's progress, a guest's defaults, or after a failed load the REGULAR fallback. */
  progress: VipProgress | null;
  heading: boolean;
}

/** The VIP statuses as cards (C4 card states). Pure view. */
export function VipLevels({ status, progress, heading }: VipLevelsProps) {
  const intl = useIntl();
  return (
    <section>
      {heading ? <h2>{intl.formatMessage({ id: 'widgets.vip.levels' })}</h2> : null}
      {status === 'error' ? (
        <p className={styles.muted} role="status">
          {intl.formatMessage({ id: 'widgets.vip.fallback' })}
        </p>
      ) : null}
      {progress ? (
        <VipLevelCards progress={progress} />
      ) : (
        <p className={styles.muted} aria-busy="true">
          {intl.formatMessage({ id: 'widgets.vip.loading' })}
        </p>
      )}
    </section>
  );
}
