'use client';

import { IntentLink as Link } from '../core/ui/IntentLink';
import { usePathname } from 'next/navigation';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { GameRoundsPageSchema, GAME_PAGE_SIZE_MAX } from '../../schemas/games';
import { api } from '../core/api';
import { localePath, splitLocale } from '../core/i18n/locale-path';
import { DEFAULT_LOCALE } from '../../schemas/locale-codes';
import type { ModalInjectedProps } from '../core/modals/types';
import { SelectField } from '../forms';
import { useLogout } from '../core/stores/logout';
import { formatMoney } from '../core/i18n/money';
import { REALITY_CHECK_MINUTES, formatSessionTime, netResultSince, type CountedRound, type RealityCheckMinutes } from '../core/stores/session-time';
import { useRealityMinutes } from './useRealityMinutes';
import styles from './Session.module.css';

export interface RealityCheckPopupProps {
  /** Session seconds when the check was raised. */
  seconds: number;
  /** When this login started (Player.current_sign_in_at); the net result counts rounds since. */
  since: string | null;
}

/** At most this many newest rounds are read for the net result (5 pages of 100). */
const MAX_PAGES = 5;

/** The rounds since `since`, newest first, read page by page until one is older. */
async function roundsSince(since: string, signal: AbortSignal): Promise<CountedRound[]> {
  const out: CountedRound[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const res = await api.get('/api/player/game_rounds', { query: { page, page_size: GAME_PAGE_SIZE_MAX }, schema: GameRoundsPageSchema, signal });
    out.push(...res.data);
    const oldest = res.data[res.data.length - 1];
    if (!res.pagination.next_page || !oldest || Date.parse(oldest.created_at) < Date.parse(since)) break;
  }
  return out;
}

/**
 * The reality check (issue 5 item 2): how long this session has lasted and the net result of
 * real-money play since login (wins minus stakes of the game rounds), with the ways out: keep
 * playing, set limits, log out; and the interval of the next check.
 */
export default function RealityCheckPopup({ seconds, since, close, titleId }: RealityCheckPopupProps & ModalInjectedProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const locale = splitLocale(usePathname()).locale ?? DEFAULT_LOCALE;
  const logout = useLogout();
  const [minutes, setMinutes] = useRealityMinutes();
  const net = useQuery({
    queryKey: ['/api/player/game_rounds', 'since', since] as const,
    queryFn: async ({ signal }) => netResultSince(await roundsSince(since!, signal), since!),
    enabled: since !== null,
    meta: { userData: true },
    staleTime: 0,
  });
  const results = Object.entries(net.data ?? {});
  return (
    <div className={styles.popup}>
      <h2 id={titleId} className={styles.title}>
        {t('profile.reality.title')}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('profile.reality.time')}</dt>
        <dd data-testid="reality-time">{formatSessionTime(seconds)}</dd>
        <dt>{t('profile.reality.net')}</dt>
        <dd data-testid="reality-net">
          {net.isPending && since !== null
            ? t('profile.loading')
            : net.isError
              ? t('profile.error.load')
              : results.length === 0
                ? t('profile.reality.noPlay')
                : results.map(([currency, cents]) => formatMoney(cents, currency, locale)).join(' · ')}
        </dd>
      </dl>
      <SelectField
        label={t('profile.reality.interval')}
        value={String(minutes)}
        onChange={(e) => setMinutes(Number(e.target.value) as RealityCheckMinutes)}
        options={REALITY_CHECK_MINUTES.map((m) => ({ value: String(m), label: t('profile.reality.every', { minutes: m }) }))}
      />
      <div className={styles.actions}>
        <button type="button" className={`${styles.button} ${styles.primary}`} onClick={close}>
          {t('profile.reality.continue')}
        </button>
        <Link href={localePath(locale, '/profile/limits')} className={styles.button} onClick={close}>
          {t('profile.reality.limits')}
        </Link>
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            close();
            void logout();
          }}
        >
          {t('profile.reality.logout')}
        </button>
      </div>
    </div>
  );
}
