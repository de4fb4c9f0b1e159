'use client';

import { useIntl } from 'react-intl';
import { GuestActions } from '../welcome/GuestActions';
import { greeting } from '../welcome/greeting';
import { useSession } from '../core/stores/StoreProvider';
import styles from '../../widgets/common/games/Games.module.css';

/**
 * The lobby's heading block: a welcome (by name for a player), what the catalogue holds, and for
 * a guest the sign-up and log-in buttons. Kept short so the first rows show above the fold.
 */
export function LobbyIntro({ games, providers }: { games: number | null; providers: number | null }) {
  const intl = useIntl();
  const player = useSession((s) => s.player);
  return (
    <section className={styles.intro} aria-labelledby="lobby-title">
      <div className={styles.introText}>
        <h1 id="lobby-title" className={styles.introTitle}>
          {greeting(intl, player)}
        </h1>
        <p className={styles.introLead}>
          {games !== null && providers !== null
            ? intl.formatMessage({ id: 'games.lobby.lead' }, { games, providers })
            : intl.formatMessage({ id: 'games.lobby.leadShort' })}
        </p>
      </div>
      {!player && <GuestActions className={styles.introActions} />}
    </section>
  );
}
