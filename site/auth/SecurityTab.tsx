'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../core/api';
import { serverErrorMessage } from '../forms/server-errors';
import { useSession, useStores } from '../core/stores/StoreProvider';
import { PLAYER_QUERY_KEY } from '../core/stores/player-query';
import { confirmTwoFactor, disableTwoFactor, resendConfirmation, startTwoFactor, twoFactorStatusQuery } from './api';
import { NO_ERRORS, toFormErrors, type FormErrors } from '../forms/form-errors';
import { localeOf } from './navigation';
import { normaliseOtp } from './sign-in-flow';
import { TwoFactorView, type TwoFactorSetup } from './TwoFactorView';
import type { z } from 'zod';
import type { TwoFactorStatusSchema } from '../../schemas/auth';

type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;
import { useFormText } from './useFormText';
import styles from './AuthForm.module.css';

/**
 * The profile's security tab (/profile/security) as far as issue 2 needs it: two-factor on and
 * off (platform/auth/README.md "Two-factor management"), and the e-mail confirmation state with
 * a resend button (spec P4 "Email confirmation resend").
 */
export function SecurityTab() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const locale = localeOf(usePathname());
  const player = useSession((s) => s.player);
  const { toasts } = useStores();
  const queryClient = useQueryClient();
  const status = useQuery({ ...twoFactorStatusQuery, enabled: player !== null });
  const [setup, setSetup] = useState<TwoFactorSetup>();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [pending, setPending] = useState(false);
  const [resending, setResending] = useState(false);
  const enabled = status.data ? status.data.enabled : null;
  const { translate, fallback } = useFormText();

  const run = async (work: () => Promise<void>) => {
    if (pending) return;
    setPending(true);
    setErrors(NO_ERRORS);
    try {
      await work();
    } catch (err) {
      setErrors(toFormErrors(err, ['code'], fallback, translate));
    } finally {
      setPending(false);
    }
  };

  /** The answer is the new status: show it at once, then reload the player (two_factor_enabled). */
  const applied = (next: TwoFactorStatus) => {
    queryClient.setQueryData(twoFactorStatusQuery.queryKey, next);
    void queryClient.invalidateQueries({ queryKey: PLAYER_QUERY_KEY });
  };

  const start = () =>
    run(async () => {
      const s = await startTwoFactor();
      setSetup({ qrDataUrl: s.qr_data_url, secret: s.otp_secret });
      setCode('');
    });

  const submit = () => {
    const otp = normaliseOtp(code);
    if (!otp) {
      setErrors({ fields: { code: t('auth.error.otpFormat') } });
      return;
    }
    void run(async () => {
      const next = enabled ? await disableTwoFactor(otp) : await confirmTwoFactor(otp);
      toasts.getState().show('success', t(next.enabled ? 'auth.toast.twoFactorOn' : 'auth.toast.twoFactorOff'));
      setSetup(undefined);
      setCode('');
      applied(next);
    });
  };

  const resend = async () => {
    if (!player || resending) return;
    setResending(true);
    try {
      await resendConfirmation(player.email, locale);
      toasts.getState().show('success', t('auth.toast.confirmationSent', { email: player.email }));
    } catch (err) {
      toasts.getState().show('error', err instanceof ApiError && err.status === 422 ? translate(serverErrorMessage(err) ?? err.message) : fallback);
    } finally {
      setResending(false);
    }
  };

  if (!player) return null;
  return (
    <div className={styles.sections}>
      <TwoFactorView
        enabled={enabled}
        setup={setup}
        code={code}
        errors={status.isError ? { fields: {}, form: fallback } : errors}
        pending={pending}
        onCodeChange={setCode}
        onStart={() => void start()}
        onSubmit={submit}
        onCancel={() => {
          setSetup(undefined);
          setErrors(NO_ERRORS);
        }}
      />
      <section className={styles.form} aria-labelledby="email-confirmation-title">
        <h2 id="email-confirmation-title" className={styles.title}>
          {t('auth.security.emailTitle')}
        </h2>
        <p className={styles.status}>
          <span className={`${styles.dot} ${player.confirmed_at ? styles.dotOn : ''}`} aria-hidden="true" />
          {player.confirmed_at ? t('auth.security.emailConfirmed', { email: player.email }) : t('auth.security.emailUnconfirmed', { email: player.email })}
        </p>
        {!player.confirmed_at && (
          <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={() => void resend()} disabled={resending}>
            {t('auth.verify.resend')}
          </button>
        )}
      </section>
    </div>
  );
}
