'use client';

import { usePathname } from 'next/navigation';
import { useState } from 'react';
import type { ModalInjectedProps, RoutePopupProps } from '../core/modals/types';
import { requestPasswordReset } from './api';
import { NO_ERRORS, toFormErrors, type FormErrors } from '../forms/form-errors';
import { localeOf } from './navigation';
import { RemindView } from './RemindView';
import { useSwitchPopup } from './useAuthActions';
import { emailProblem } from './validation';
import { reportProblems, useFormText } from './useFormText';

export type RemindPopupProps = RoutePopupProps;

/** The remind-password popup (modal `remind`): POST /api/users/password for the address. */
export default function RemindPopup({ query, close, titleId }: RemindPopupProps & ModalInjectedProps) {
  const locale = localeOf(usePathname());
  const [email, setEmail] = useState(query?.email ?? '');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string>();
  const switchTo = useSwitchPopup(close, query);
  const { translate, fallback } = useFormText();

  const submit = async () => {
    if (pending) return;
    const problem = emailProblem(email);
    if (problem) {
      reportProblems('RemindPopup', { email: problem });
      setErrors({ fields: { email: translate(problem) } });
      return;
    }
    setPending(true);
    setErrors(NO_ERRORS);
    try {
      await requestPasswordReset(email.trim(), locale);
      setSentTo(email.trim());
    } catch (err) {
      setErrors(toFormErrors(err, ['email'], fallback, translate));
    } finally {
      setPending(false);
    }
  };

  return (
    <RemindView
      titleId={titleId}
      email={email}
      errors={errors}
      pending={pending}
      sentTo={sentTo}
      onChange={setEmail}
      onSubmit={() => void submit()}
      onSignIn={() => switchTo('sign-in')}
    />
  );
}
