'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../../schemas/locales';
import { useModals } from '../core/modals/useModals';
import { useLicence } from '../licence/VisitorProvider';
import { useResetOnLogout } from '../core/stores/logout';
import { useSession } from '../core/stores/StoreProvider';
import { SESSION_TICK_MS, SESSION_TIME_KEY, formatSessionTime, readSavedSeconds, realityCheckDue, realityChecksPassed } from '../core/stores/session-time';
import { useRealityMinutes } from './useRealityMinutes';
import styles from './Session.module.css';

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The session timer (spec P2, P9) and the reality check (issue 5). While a player is logged in
 * this tab counts the session's seconds (tick 1 s), resuming from sessionStorage `sessionTime`
 * and saving there on unload; logout clears it. The hh:mm:ss clock is shown only under the
 * Estonia licence; the reality check (every 60 minutes, or the 15 or 30 the player chose) opens
 * for every logged-in player, because time awareness protects them whatever the licence.
 */
export function SessionTimer({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const player = useSession((s) => s.player);
  // The licence the server decided for this request (site/licence: locale and visitor geography).
  const estonia = useLicence(locale) === 'estonia';
  const [minutes] = useRealityMinutes();
  const { openModal } = useModals();
  const [seconds, setSeconds] = useState<number | null>(null);
  const secondsRef = useRef(0);
  const checksRef = useRef(0);
  const playerId = player?.id ?? null;

  useResetOnLogout(
    useCallback(() => {
      tabStorage()?.removeItem(SESSION_TIME_KEY);
      secondsRef.current = 0;
      setSeconds(null);
    }, []),
  );

  useEffect(() => {
    if (playerId === null) return;
    const storage = tabStorage();
    const resumed = readSavedSeconds(storage?.getItem(SESSION_TIME_KEY) ?? null);
    // Counted from a start instant, not by adding ticks: a throttled background tab stays exact.
    const startedAt = Date.now() - resumed * 1000;
    secondsRef.current = resumed;
    const save = () => storage?.setItem(SESSION_TIME_KEY, String(secondsRef.current));
    const tick = () => {
      secondsRef.current = Math.floor((Date.now() - startedAt) / 1000);
      setSeconds(secondsRef.current);
    };
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, SESSION_TICK_MS);
    window.addEventListener('pagehide', save);
    window.addEventListener('beforeunload', save);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
      window.removeEventListener('pagehide', save);
      window.removeEventListener('beforeunload', save);
      // No save here: this runs at logout too, after the reset removed the saved time.
    };
  }, [playerId]);

  // A resumed session starts counting checks from where it is; a new interval choice too.
  useEffect(() => {
    checksRef.current = realityChecksPassed(secondsRef.current, minutes);
  }, [minutes, playerId]);

  const since = player?.current_sign_in_at ?? null;
  useEffect(() => {
    if (seconds === null || !realityCheckDue(seconds, minutes, checksRef.current)) return;
    checksRef.current = realityChecksPassed(seconds, minutes);
    openModal('reality-check', { seconds, since });
  }, [seconds, minutes, since, openModal]);

  if (!player || !estonia || seconds === null) return null;
  return (
    <div className={styles.bar}>
      <span className={styles.clock} role="timer" aria-label={intl.formatMessage({ id: 'shell.session.label' })} data-testid="session-timer">
        <span aria-hidden="true" className={styles.label}>
          {intl.formatMessage({ id: 'shell.session.label' })}
        </span>{' '}
        {formatSessionTime(seconds)}
      </span>
    </div>
  );
}
