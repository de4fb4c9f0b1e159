'use client';

import { useQuery } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ModalInjectedProps, RoutePopupProps } from '../core/modals/types';
import { clientContextQueryOptions } from '../core/query/client-context';
import { normaliseStag } from '../../schemas/affiliate-tags';
import { useStores } from '../core/stores/StoreProvider';
import { localePath } from '../core/i18n/locale-path';
import { useLicence } from '../licence/VisitorProvider';
import { checkEmail, joinRegistrationAbGroup, patchPlayer, register, registrationFieldsQuery } from './api';
import { useFeatureFlag } from '../core/flags/useFeatureFlag';
import { deviceFingerprint } from './dfpc';
import { NO_ERRORS, regionMessageId, toFormErrors, type FormErrors } from '../forms/form-errors';
import { localeOf } from './navigation';
import { CURRENCY_CHOICES, FALLBACK_CURRENCY, defaultCurrency, visitorCountry } from './region';
import { countryOptions } from '../core/i18n/country-names';
import { ISO_COUNTRIES } from '../../schemas/countries';
import { SignUpView, type SignUpValues } from './SignUpView';
import { useSignedInBefore } from './returning';
import { useCompleteLogin, useSwitchPopup } from './useAuthActions';
import { emailProblem, signUpProblems } from './validation';
import { reportProblems, reportServerErrors, useFormText } from './useFormText';
import { RegistrationCurrencySchema } from '../../schemas/auth';

export type SignUpPopupProps = RoutePopupProps;

const SERVER_FIELDS = ['email', 'password', 'currency', 'country', 'terms_acceptance', 'date_of_birth'] as const;

/**
 * The registration popup (modal `sign-up`): e-mail (checked with POST /check-email when the
 * field is left), password, country (the registration context of player_fields requires it:
 * pre-filled with the visitor's geo country, changeable), currency (the chosen country's, spec
 * P9, until the player picks another), the terms to accept,
 * and the birthday when the registration context of player_fields requires it. Success signs
 * the player in (spec P4), says where the confirmation mail went, and goes on to `?redirect=`.
 */
export default function SignUpPopup({ query, close, titleId }: SignUpPopupProps & ModalInjectedProps) {
  const intl = useIntl();
  const pathname = usePathname();
  const locale = localeOf(pathname);
  const { toasts, session } = useStores();
  const { data: ctx } = useQuery(clientContextQueryOptions);
  const { data: requiredFields } = useQuery(registrationFieldsQuery);
  const [values, setValues] = useState<SignUpValues>(() => ({
    email: query?.email ?? '',
    password: '',
    country: '',
    currency: '',
    terms: false,
    promos: false,
    birthDay: '',
    birthMonth: '',
    birthYear: '',
  }));
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const returning = useSignedInBefore();
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string>();
  const complete = useCompleteLogin(close, query);
  // Spec C4: with the flag on, the new player's A/B variant is fixed from their id at registration.
  const registrationAbTest = useFeatureFlag('registrationAbTest');
  const switchTo = useSwitchPopup(close, query);
  const showBirthday = requiredFields?.includes('date_of_birth') ?? false;
  // The geo country may arrive after the first render: it applies until the player picks one, and
  // the chosen country's currency until the player picks a currency.
  const country = values.country || visitorCountry(ctx, locale);
  const currency = values.currency || defaultCurrency(country);
  const countries = useMemo(
    () =>
      countryOptions(
        ISO_COUNTRIES.map((code) => ({ code })),
        intl.locale,
      ),
    [intl.locale],
  );
  // Spec P5: 21 instead of 18 under the Estonian licence: the platform's `license`, or the
  // licence the server chose for this page (host, locale and geography, site/licence).
  const licence = useLicence(locale);
  const estonia = ctx?.license === 'EE' || country === 'EE' || licence === 'estonia';

  const { translate, translateAll, fallback } = useFormText();

  const onEmailBlur = async () => {
    const email = values.email.trim();
    if (!email) return;
    const local = emailProblem(email);
    if (local) {
      setErrors((e) => ({ ...e, fields: { ...e.fields, email: translate(local) } }));
      return;
    }
    try {
      const valid = await checkEmail(email);
      setErrors((e) => {
        const fields = { ...e.fields };
        if (valid) delete fields.email;
        else fields.email = intl.formatMessage({ id: 'auth.error.emailRejected' });
        return { ...e, fields };
      });
    } catch {
      // The check is a convenience; the registration call validates the address again.
    }
  };

  const submit = async () => {
    if (pending) return;
    const { problems, birthdayIso } = signUpProblems(
      {
        email: values.email,
        password: values.password,
        terms: values.terms,
        birthday: showBirthday ? { day: values.birthDay, month: values.birthMonth, year: values.birthYear } : undefined,
      },
      { now: new Date(), estonia },
    );
    if (Object.keys(problems).length) {
      reportProblems('SignUpPopup', problems);
      setErrors({ fields: translateAll(problems) });
      return;
    }
    setPending(true);
    setErrors(NO_ERRORS);
    const email = values.email.trim();
    try {
      await register({
        email,
        password: values.password,
        currency: RegistrationCurrencySchema.catch(FALLBACK_CURRENCY).parse(currency),
        country,
        terms_acceptance: true,
        receive_promos: values.promos,
        locale,
        dfpc: await deviceFingerprint(),
        // The link's stag when valid (a malformed one is dropped, not refused); else the platform takes the stag cookie.
        ...(normaliseStag(query?.stag) ? { stag: normaliseStag(query?.stag)! } : {}),
      });
      if (birthdayIso)
        await patchPlayer('registration', { date_of_birth: birthdayIso }).catch((err: unknown) => console.error('[auth] birthday not saved', err));
      toasts.getState().show('success', intl.formatMessage({ id: 'auth.toast.confirmationSent' }, { email }));
      // A taken address is answered like a new one but nobody is signed in: tell them to check the mail.
      const player = await complete();
      if (!player) setSentTo(email);
      else if (registrationAbTest) {
        const joined = await joinRegistrationAbGroup(player).catch((err: unknown) => {
          console.warn('[auth] A/B group not joined', err);
          return null;
        });
        if (joined) session.getState().setPlayer(joined);
      }
    } catch (err) {
      reportServerErrors('SignUpPopup', err);
      const region = regionMessageId(err);
      setErrors(
        region
          ? { fields: {}, form: translate(region) }
          : toFormErrors(err, SERVER_FIELDS, fallback, translate, {
              email: intl.formatMessage({ id: 'auth.field.email' }),
              password_confirmation: intl.formatMessage({ id: 'auth.field.passwordRepeat' }),
              nickname: intl.formatMessage({ id: 'auth.field.nickname' }),
              country: intl.formatMessage({ id: 'auth.field.country' }),
            }),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <SignUpView
      titleId={titleId}
      values={{ ...values, country, currency }}
      countries={countries}
      currencies={CURRENCY_CHOICES}
      showBirthday={showBirthday}
      errors={errors}
      pending={pending}
      sentTo={sentTo}
      termsHref={localePath(locale, '/terms-and-conditions')}
      onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
      onEmailBlur={() => void onEmailBlur()}
      onSubmit={() => void submit()}
      onSignIn={() => switchTo('sign-in')}
      onClose={close}
      returning={returning}
    />
  );
}
