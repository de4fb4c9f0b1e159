'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { ChangePasswordBodySchema } from '../../../schemas/profile';
import { FormError, PasswordField, useZodForm } from '../../forms';
import { useStores } from '../../core/stores/StoreProvider';
import { changePassword, sessionsQuery } from './api';
import styles from '../Profile.module.css';

const UserSchema = ChangePasswordBodySchema.shape.user;

/** Change password: the current one, the new one twice. Every other session of the player ends. */
export function ChangePasswordForm() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { toasts } = useStores();
  const queryClient = useQueryClient();
  const form = useZodForm({
    schema: UserSchema,
    component: 'ChangePasswordForm',
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const { register, formState } = form;
  const err = (name: 'current_password' | 'password' | 'password_confirmation') => formState.errors[name]?.message;

  const submit = form.onSubmit(async (user) => {
    const result = await changePassword(user);
    toasts.getState().show('success', t('profile.security.passwordChanged', { count: result.sessions_ended }));
    form.reset();
    void queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
  });

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="password-title">
      <h2 id="password-title" className={styles.heading}>
        {t('profile.security.passwordTitle')}
      </h2>
      <p className={styles.lead}>{t('profile.security.passwordLead')}</p>
      <PasswordField
        label={t('profile.security.currentPassword')}
        autoComplete="current-password"
        {...register('current_password')}
        error={err('current_password')}
      />
      <PasswordField label={t('profile.security.newPassword')} autoComplete="new-password" {...register('password')} error={err('password')} />
      <PasswordField
        label={t('profile.security.repeatPassword')}
        autoComplete="new-password"
        {...register('password_confirmation')}
        error={err('password_confirmation')}
      />
      <FormError error={form.formError} />
      <div className={styles.actions}>
        <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={formState.isSubmitting}>
          {t('profile.security.passwordSubmit')}
        </button>
      </div>
    </form>
  );
}
