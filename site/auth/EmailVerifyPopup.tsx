'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ModalInjectedProps, RoutePopupProps } from '../core/modals/types';
import { useSession, useStores } from '../core/stores/StoreProvider';
import { PLAYER_QUERY_KEY } from '../core/stores/player-query';
import { confirmEmail, resendConfirmation } from './api';
import { NO_ERRORS, toFormErrors, type FormErrors } from '../forms/form-errors';
import { localeOf } from './navigation';
import { EmailVerifyView, type VerifyState } from './EmailVerifyView';
import { useSwitchPopup } from './useAuthActions';
import { emailProblem } from './validation';
import { reportProblems, useFormText } from './useFormText';
import { ApiError } from '../core/api';
import { serverErrorMessage } from '../forms/server-errors';

export type EmailVerifyPopupProps = RoutePopupProps;

/**
 * The email-verify popup (modal `email-verify`; routes /email-verify and
 * /confirmation?confirmation_token=, with the aliases /users/confirmation and
 * /profile/confirmation). With a token it confirms the address once (the token is single use,
 * so the answer is cached per token and never refetched) and shows the result; without one, or
 * after a refused link, it offers to send the mail again. Spec P4/P8: a sent mail is confirmed
 * by a toast; a 422 shows the server's e-mail error text.
 */
export default function EmailVerifyPopup({ query, close, titleId }: EmailVerifyPopupProps & ModalInjectedProps) {
  const intl = useIntl();
  const locale = localeOf(usePathname());
  const player = useSession((s) => s.player);
  const { toasts } = useStores();
  const queryClient = useQueryClient();
  const token = query?.confirmation_token ?? '';
  const confirmation = useQuery({
    queryKey: ['/api/users/confirmation', token] as const,
    queryFn: () => confirmEmail(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const [email, setEmail] = useState(query?.email ?? player?.email ?? '');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [pending, setPending] = useState(false);
  const switchTo = useSwitchPopup(close, query);
  const { translate, fallback } = useFormText();

  const confirmed = confirmation.isSuccess;
  useEffect(() => {
    if (confirmed) void queryClient.invalidateQueries({ queryKey: PLAYER_QUERY_KEY });
  }, [confirmed, queryClient]);

  const state: VerifyState = !token ? 'check-inbox' : confirmation.isPending ? 'confirming' : confirmation.isSuccess ? 'confirmed' : 'failed';
  const failure =
    confirmation.error instanceof ApiError && confirmation.error.status === 422
      ? translate(serverErrorMessage(confirmation.error) ?? confirmation.error.message)
      : undefined;

  const resend = async () => {
    if (pending) return;
    const problem = emailProblem(email);
    if (problem) {
      reportProblems('EmailVerifyPopup', { email: problem });
      setErrors({ fields: { email: translate(problem) } });
      return;
    }
    setPending(true);
    setErrors(NO_ERRORS);
    try {
      await resendConfirmation(email.trim(), locale);
      toasts.getState().show('success', intl.formatMessage({ id: 'auth.toast.confirmationSent' }, { email: email.trim() }));
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) {
        toasts.getState().show('error', translate(serverErrorMessage(err) ?? err.message));
      } else {
        setErrors(toFormErrors(err, ['email'], fallback, translate));
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <EmailVerifyView
      titleId={titleId}
      state={state}
      failure={failure}
      email={email}
      errors={errors}
      pending={pending}
      loggedIn={player !== null}
      onEmailChange={setEmail}
      onResend={() => void resend()}
      onContinue={close}
      onSignIn={() => switchTo('sign-in')}
    />
  );
}
