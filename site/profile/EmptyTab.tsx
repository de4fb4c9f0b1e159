'use client';

import { useIntl } from 'react-intl';
import styles from './Profile.module.css';

/**
 * A profile tab whose data arrives with a later issue (levels with the VIP programme, gifts with
 * the promotions): says so plainly instead of showing made-up content.
 */
export function EmptyTab({ tab }: { tab: 'level' | 'gifts' }) {
  const intl = useIntl();
  return (
    <section className={styles.section} aria-labelledby={`${tab}-title`}>
      <h2 id={`${tab}-title`} className={styles.heading}>
        {intl.formatMessage({ id: `profile.tab.${tab}` })}
      </h2>
      <p className={styles.empty}>{intl.formatMessage({ id: `profile.${tab}.empty` })}</p>
    </section>
  );
}
