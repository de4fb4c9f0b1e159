'use client';

import { IntentLink as Link } from '../../core/ui/IntentLink';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatDateTime } from '../../core/i18n/dates';
import type { LimitChangeResult } from '../../../schemas/limits';
import { ApiError } from '../../core/api';
import { errorText } from '../../forms/error-text';
import { serverErrorMessage } from '../../forms/server-errors';
import { localePath } from '../../core/i18n/locale-path';
import type { Locale } from '../../../schemas/locales';
import { confirmLimit } from './api';
import styles from '../Profile.module.css';

type State = { kind: 'working' } | { kind: 'done'; result: LimitChangeResult } | { kind: 'failed'; code: string; message: string };

/** The platform's refusals of a confirmation that have their own text. */
const KNOWN_FAILURES = ['invalid_token', 'token_expired', 'token_used'];

/**
 * /profile/limits/confirm?token= (spec P2 UserLimitConfirm): the mailed link of a limit loosening
 * or removal. The token is the authority (no login needed); it is sent once per page load and
 * the answer says when the change applies (24 hours after this confirmation).
 */
export function LimitConfirmPage({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const token = useSearchParams().get('token') ?? '';
  const [state, setState] = useState<State>(() => (token ? { kind: 'working' } : { kind: 'failed', code: 'invalid_token', message: '' }));
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    confirmLimit(token).then(
      (result) => setState({ kind: 'done', result }),
      (err: unknown) =>
        setState({
          kind: 'failed',
          code: err instanceof ApiError ? err.code : '',
          message: serverErrorMessage(err) ?? (err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : ''),
        }),
    );
  }, [token]);

  const appliesAt = state.kind === 'done' ? state.result.limit.pending_change?.applies_at : null;
  return (
    <div className={styles.panel}>
      <section className={styles.section} aria-labelledby="limit-confirm-title" aria-live="polite">
        <h1 id="limit-confirm-title" className={styles.heading}>
          {t('profile.limits.confirm.title')}
        </h1>
        {state.kind === 'working' && <p className={styles.muted}>{t('profile.loading')}</p>}
        {state.kind === 'done' && (
          <p className={styles.success} role="status">
            {appliesAt
              ? t('profile.limits.confirm.done', { date: formatDateTime(intl, appliesAt), type: t(`profile.limits.type.${state.result.limit.type}`) })
              : t('profile.limits.confirm.doneNow')}
          </p>
        )}
        {state.kind === 'failed' && (
          <p className={styles.formError} role="alert">
            {KNOWN_FAILURES.includes(state.code) ? t(`profile.limits.confirm.${state.code}`) : (errorText(intl, state.message) ?? t('profile.error.generic'))}
          </p>
        )}
        <div className={styles.actions}>
          <Link href={localePath(locale, '/profile/limits')} className={`${styles.button} ${styles.primary}`}>
            {t('profile.limits.confirm.toLimits')}
          </Link>
        </div>
      </section>
    </div>
  );
}
