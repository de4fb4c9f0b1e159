'use client';

import { IntentLink as Link } from '../../core/ui/IntentLink';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { Locale } from '../../../schemas/locales';
import { localePath } from '../../core/i18n/locale-path';
import { useSession } from '../../core/stores/StoreProvider';
import { useHydrating } from '../../core/ui/useHydrating';
import { limitsQuery } from './api';
import styles from '../Profile.module.css';

/**
 * The persistent warning of spec P4 "A reached limit shows a persistent warning notification":
 * shown on every page while one of the player's limits is reached (GET /api/user_limits says
 * `reached`; the `private:game_limits` event refreshes it at once). It cannot be dismissed; it
 * goes when the limit's window moves on or the limit changes. A polite status, not an alert: it
 * is on every page, and an alert would be announced again at each navigation.
 *
 * The server never has the limits (nothing prefetches them), so it draws nothing; this part
 * hydrates on its own and may find the limits the page fetched meanwhile (the limits page lists
 * them): while hydrating it draws nothing too, and the warning right after.
 */
export function LimitWarning({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const player = useSession((s) => s.player);
  const limits = useQuery({ ...limitsQuery, enabled: player !== null });
  const hydrating = useHydrating();
  const reached = player && !hydrating ? (limits.data ?? []).filter((l) => l.reached) : [];
  if (reached.length === 0) return null;
  const names = intl.formatList(
    reached.map((l) => intl.formatMessage({ id: `shell.limitType.${l.type}` })),
    { type: 'conjunction' },
  );
  return (
    <div className={styles.warning} role="status" data-testid="limit-warning">
      <span>{intl.formatMessage({ id: 'shell.limitWarning' }, { names })}</span>
      <Link href={localePath(locale, '/profile/limits')}>{intl.formatMessage({ id: 'shell.limitWarningLink' })}</Link>
    </div>
  );
}
