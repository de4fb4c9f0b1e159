'use client';

import { useState } from 'react';
import type { ModalInjectedProps, RoutePopupProps } from '../core/modals/types';
import { signIn } from './api';
import { deviceFingerprint } from './dfpc';
import { NO_ERRORS, type FormErrors } from '../forms/form-errors';
import { afterSignInFailure, isExclusionRefusal, normaliseOtp, type SignInStep } from './sign-in-flow';
import { SignInView, type SignInValues } from './SignInView';
import { useCompleteLogin, useSwitchPopup } from './useAuthActions';
import { reportProblems, useFormText } from './useFormText';
import { validationMessage, VALIDATION_MESSAGES } from '../../schemas/validation';
import { useModals } from '../core/modals/useModals';

export type SignInPopupProps = RoutePopupProps;

/**
 * The login popup (modal `sign-in`). A `two_factor_required` answer turns it to the code step,
 * which repeats the call with `otp_attempt` (the platform checks the password again, then the
 * code). Success refreshes the player and goes to `?redirect=` if one came with the popup.
 */
export default function SignInPopup({ query, close, titleId }: SignInPopupProps & ModalInjectedProps) {
  const [step, setStep] = useState<SignInStep>('credentials');
  const [values, setValues] = useState<SignInValues>({ email: query?.email ?? '', password: '', otp: '' });
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [pending, setPending] = useState(false);
  // Issue 5: a cooling-off or self-exclusion refuses the login but not a withdrawal of real money.
  const [excluded, setExcluded] = useState(false);
  const { openModal } = useModals();
  const complete = useCompleteLogin(close, query);
  const switchTo = useSwitchPopup(close, query);
  const { translate, fallback } = useFormText();

  const submit = async () => {
    if (pending) return;
    const problems: Record<string, string> = {};
    if (step === 'credentials') {
      if (!values.email.trim()) problems.email = validationMessage(VALIDATION_MESSAGES.required);
      if (!values.password) problems.password = validationMessage(VALIDATION_MESSAGES.required);
    }
    const otp = step === 'otp' ? normaliseOtp(values.otp) : undefined;
    if (step === 'otp' && !otp) problems.otp_attempt = 'auth.error.otpFormat';
    if (Object.keys(problems).length) {
      reportProblems('SignInPopup', problems);
      setErrors({ fields: Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, translate(v)])) });
      return;
    }
    setPending(true);
    setErrors(NO_ERRORS);
    setExcluded(false);
    try {
      await signIn({ email: values.email.trim(), password: values.password, dfpc: await deviceFingerprint(), ...(otp ? { otp_attempt: otp } : {}) });
      if (!(await complete())) setErrors({ fields: {}, form: fallback });
    } catch (err) {
      setExcluded(isExclusionRefusal(err));
      const next = afterSignInFailure(step, err, fallback, translate);
      if (next.step !== step) setValues((v) => ({ ...v, otp: '' }));
      setStep(next.step);
      setErrors(next.errors);
    } finally {
      setPending(false);
    }
  };

  return (
    <SignInView
      titleId={titleId}
      step={step}
      values={values}
      errors={errors}
      pending={pending}
      onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
      onSubmit={() => void submit()}
      onWithdraw={excluded ? () => openModal('excluded-cashout', { credentials: { email: values.email.trim(), password: values.password } }) : undefined}
      onBack={() => {
        setStep('credentials');
        setErrors(NO_ERRORS);
        setValues((v) => ({ ...v, otp: '' }));
      }}
      onForgotPassword={() => switchTo('remind')}
      onRegister={() => switchTo('sign-up')}
    />
  );
}
