'use client';

import { useIntl } from 'react-intl';
import { useSession } from '../core/stores/StoreProvider';
import { displayName } from '../core/stores/display-name';
import styles from '../core/ui/Page.module.css';

/** The profile route until the profile pages arrive: who is logged in, and that more is coming. */
export function ProfileSummary() {
  const intl = useIntl();
  const player = useSession((s) => s.player);
  if (!player) return null;
  return (
    <section className={styles.placeholder} aria-labelledby="profile-title">
      <h1 id="profile-title" className={styles.title}>
        {intl.formatMessage({ id: 'shell.profile.title' })}
      </h1>
      <p className={styles.lead}>{intl.formatMessage({ id: 'shell.comingSoon.body' })}</p>
      <dl className={styles.profileList}>
        <dt>{intl.formatMessage({ id: 'shell.profile.nickname' })}</dt>
        <dd>{displayName(player)}</dd>
        <dt>{intl.formatMessage({ id: 'shell.profile.email' })}</dt>
        <dd>{player.email}</dd>
      </dl>
    </section>
  );
}
