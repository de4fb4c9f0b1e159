'use client';

import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { fallbackVipProgress, VIP_GROUP_IDS } from '../../schemas/vip';
import type { Locale } from '../../schemas/locales';
import type { Manager } from '../../schemas/cms/configs';
import { api, lazySchema } from '../core/api';
import { localePath } from '../core/i18n/locale-path';
import { useAuthPopup } from '../core/modals/useAuthPopup';
import { useSession } from '../core/stores/StoreProvider';
import { IntentLink } from '../core/ui/IntentLink';
import buttons from '../core/ui/Buttons.module.css';
import { useHydrating } from '../core/ui/useHydrating';
import { useVipProgress } from '../../widgets/common/vip/queries';
import { VipLevelCards, VipProgressView } from '../../widgets/common/vip/VipViews';
import styles from '../../widgets/common/vip/Vip.module.css';
import { ManagerPanel } from './ManagerPanel';

const managerSchema = lazySchema(() => import('../../schemas/cms/configs').then((m) => m.ManagersResponseSchema));

/** POST /api/fe/config/managers with the player's VIP groups: their manager, or null. */
function useManager(groupIds: number[]) {
  return useQuery({
    queryKey: ['/api/fe/config/managers', groupIds] as const,
    queryFn: ({ signal }): Promise<Manager | null> => api.post('/api/fe/config/managers', { userGroups: groupIds }, { schema: managerSchema, signal }),
    enabled: groupIds.length > 0,
    staleTime: 5 * 60_000,
    meta: { userData: true },
  });
}

/**
 * The VIP club (spec C3, C4, C6): the player's status and progress, the level cards (current,
 * before, future, lock), a register prompt for guests and a deposit prompt for a non-VIP, and the
 * personal manager's panel when one is assigned to the player's group. A failed progress load
 * shows REGULAR with the default thresholds.
 */
export function VipClubPage({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const player = useSession((s) => s.player);
  const hydrating = useHydrating();
  const openAuth = useAuthPopup();
  const signedIn = player !== null && !hydrating;
  const { progress, fallback } = useVipProgress(signedIn);
  const vipGroups = (player?.statuses ?? []).map((s) => s.id).filter((id) => VIP_GROUP_IDS.includes(id));
  const manager = useManager(signedIn ? vipGroups : []);
  const shown = signedIn ? progress : fallbackVipProgress();
  return (
    <section style={{ display: 'grid', gap: '1rem', padding: '1rem', maxWidth: '60rem', margin: '0 auto' }} aria-labelledby="vip-club-title">
      <h1 id="vip-club-title">{t('widgets.vip.club.title')}</h1>
      <p className={styles.muted}>{t('widgets.vip.club.intro')}</p>
      {hydrating ? (
        <p className={styles.muted} aria-busy="true">
          {t('widgets.vip.loading')}
        </p>
      ) : !signedIn ? (
        <div className={styles.progress}>
          <p>{t('widgets.vip.guest')}</p>
          <p>
            <button type="button" className={`${buttons.button} ${buttons.buttonPrimary}`} onClick={() => void openAuth('sign-up')}>
              {t('widgets.vip.register')}
            </button>
          </p>
        </div>
      ) : shown ? (
        <>
          {fallback ? (
            <p className={styles.muted} role="status">
              {t('widgets.vip.fallback')}
            </p>
          ) : null}
          <VipProgressView progress={shown} />
          {shown.activeStatus === 'REGULAR' ? (
            <div className={styles.progress} data-testid="vip-deposit-prompt">
              <p>{t('widgets.vip.club.deposit')}</p>
              <p>
                <IntentLink href={localePath(locale, '/deposit')} className={`${buttons.button} ${buttons.buttonPrimary}`}>
                  {t('widgets.vip.club.depositButton')}
                </IntentLink>
              </p>
            </div>
          ) : null}
          {manager.data ? <ManagerPanel manager={manager.data} /> : null}
        </>
      ) : (
        <p className={styles.muted} aria-busy="true">
          {t('widgets.vip.loading')}
        </p>
      )}
      {shown ? (
        <>
          <h2>{t('widgets.vip.levels')}</h2>
          <VipLevelCards progress={shown} />
        </>
      ) : null}
    </section>
  );
}
