'use client';

import { useIntl } from 'react-intl';
import { useSession } from '../core/stores/StoreProvider';
import { GuestActions } from '../welcome/GuestActions';
import { greeting } from '../welcome/greeting';
import styles from '../core/ui/Page.module.css';

/** The main page's welcome block until the lobby widgets arrive. */
export function MainHero() {
  const intl = useIntl();
  const player = useSession((s) => s.player);
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <h1 id="hero-title" className={styles.title}>
        {greeting(intl, player)}
      </h1>
      <p className={styles.lead}>{intl.formatMessage({ id: 'shell.main.lead' })}</p>
      {!player && <GuestActions className={styles.heroActions} />}
    </section>
  );
}
