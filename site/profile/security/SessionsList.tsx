'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatDateTime } from '../../core/i18n/dates';
import type { PlayerSession } from '../../../schemas/profile';
import { useSession, useStores } from '../../core/stores/StoreProvider';
import { endSession, sessionsQuery } from './api';
import styles from '../Profile.module.css';

/** A readable device line from a user agent: browser and system, else the raw text. */
export function deviceOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  return browser && system ? `${browser} · ${system}` : (browser ?? system ?? userAgent.slice(0, 60));
}

export interface SessionsViewProps {
  sessions: PlayerSession[] | undefined;
  failed: boolean;
  busyId: string | null;
  onEnd: (id: string) => void;
}

/** The live sessions, this one marked, each other one with an end button. */
export function SessionsView({ sessions, failed, busyId, onEnd }: SessionsViewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  if (failed) return <p className={styles.formError}>{t('profile.error.load')}</p>;
  if (!sessions) return <p className={styles.muted}>{t('profile.loading')}</p>;
  return (
    <ul className={styles.list} aria-label={t('profile.security.sessionsTitle')}>
      {sessions.map((s) => (
        <li key={s.id} className={styles.card} data-testid="player-session">
          <div className={styles.cardHead}>
            <h3 className={styles.cardTitle}>{deviceOf(s.user_agent) ?? t('profile.security.unknownDevice')}</h3>
            {s.current && <span className={`${styles.badge} ${styles.badgeOk}`}>{t('profile.security.thisDevice')}</span>}
          </div>
          <p className={styles.muted}>
            {t('profile.security.sessionSince', { date: formatDateTime(intl, s.created_at) })}
            {s.ip ? ` · ${s.ip}` : ''}
          </p>
          {!s.current && (
            <div className={styles.actions}>
              <button type="button" className={`${styles.button} ${styles.danger}`} onClick={() => onEnd(s.id)} disabled={busyId === s.id}>
                {t('profile.security.endSession')}
              </button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Active sessions (GET /api/player/sessions) and ending one of them. */
export function SessionsList() {
  const intl = useIntl();
  const player = useSession((s) => s.player);
  const { toasts } = useStores();
  const queryClient = useQueryClient();
  const sessions = useQuery({ ...sessionsQuery, enabled: player !== null });
  const [busyId, setBusyId] = useState<string | null>(null);
  const end = async (id: string) => {
    setBusyId(id);
    try {
      queryClient.setQueryData(sessionsQuery.queryKey, await endSession(id));
      toasts.getState().show('success', intl.formatMessage({ id: 'profile.security.sessionEnded' }));
    } catch {
      toasts.getState().show('error', intl.formatMessage({ id: 'profile.error.generic' }));
      void queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
    } finally {
      setBusyId(null);
    }
  };
  return (
    <section className={styles.section} aria-labelledby="sessions-title">
      <h2 id="sessions-title" className={styles.heading}>
        {intl.formatMessage({ id: 'profile.security.sessionsTitle' })}
      </h2>
      <SessionsView sessions={sessions.data} failed={sessions.isError} busyId={busyId} onEnd={(id) => void end(id)} />
    </section>
  );
}
