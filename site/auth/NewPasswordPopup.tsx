'use client';

import { useState } from 'react';
import type { ModalInjectedProps, RoutePopupProps } from '../core/modals/types';
import { resetPassword } from './api';
import { NO_ERRORS, toFormErrors, type FormErrors } from '../forms/form-errors';
import { NewPasswordView } from './NewPasswordView';
import { useSwitchPopup } from './useAuthActions';
import { confirmationProblem, passwordProblem, type Problems } from './validation';
import { reportProblems, reportServerErrors, useFormText } from './useFormText';

export type NewPasswordPopupProps = RoutePopupProps;

/**
 * The new-password popup (modal `new-password`, also opened by /users/password/edit,
 * /profile/password/edit and their hashes, spec P2): PUT /api/users/password with the mailed
 * `reset_password_token`. The platform does not sign the player in afterwards (that would skip
 * two-factor), so success offers the login popup.
 */
export default function NewPasswordPopup({ query, close, titleId }: NewPasswordPopupProps & ModalInjectedProps) {
  const token = query?.reset_password_token ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const switchTo = useSwitchPopup(close, query);
  const { translate, translateAll, fallback } = useFormText();

  const submit = async () => {
    if (pending) return;
    const problems: Problems = {};
    const p = passwordProblem(password);
    if (p) problems.password = p;
    const c = confirmationProblem(password, confirmation);
    if (c) problems.password_confirmation = c;
    if (Object.keys(problems).length) {
      reportProblems('NewPasswordPopup', problems);
      setErrors({ fields: translateAll(problems) });
      return;
    }
    setPending(true);
    setErrors(NO_ERRORS);
    try {
      await resetPassword({ reset_password_token: token, password, password_confirmation: confirmation });
      setDone(true);
    } catch (err) {
      reportServerErrors('NewPasswordPopup', err);
      setErrors(toFormErrors(err, ['password', 'password_confirmation', 'reset_password_token'], fallback, translate));
    } finally {
      setPending(false);
    }
  };

  return (
    <NewPasswordView
      titleId={titleId}
      missingToken={!token}
      password={password}
      confirmation={confirmation}
      errors={errors}
      pending={pending}
      done={done}
      onChange={(field, value) => (field === 'password' ? setPassword(value) : setConfirmation(value))}
      onSubmit={() => void submit()}
      onSignIn={() => switchTo('sign-in')}
      onRemind={() => switchTo('remind')}
    />
  );
}
