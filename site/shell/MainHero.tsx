'use client';

import { useIntl } from 'react-intl';
import { useSession } from '../stores/StoreProvider';
import { useAuthPopup } from '../routing/useAuthPopup';
import { greeting } from './greeting';
import shellStyles from './Shell.module.css';
import styles from './Page.module.css';

/** The main page's welcome block until the lobby widgets arrive. */
export function MainHero() {
  const intl = useIntl();
  const player = useSession((s) => s.player);
  const openAuthPopup = useAuthPopup();
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <h1 id="hero-title" className={styles.title}>
        {greeting(intl, player)}
      </h1>
      <p className={styles.lead}>{intl.formatMessage({ id: 'shell.main.lead' })}</p>
      {!player && (
        <div className={styles.heroActions}>
          <button type="button" className={`${shellStyles.button} ${shellStyles.buttonPrimary}`} onClick={() => openAuthPopup('sign-up')}>
            {intl.formatMessage({ id: 'shell.header.register' })}
          </button>
          <button type="button" className={`${shellStyles.button} ${shellStyles.buttonGhost}`} onClick={() => openAuthPopup('sign-in')}>
            {intl.formatMessage({ id: 'shell.header.login' })}
          </button>
        </div>
      )}
    </section>
  );
}
