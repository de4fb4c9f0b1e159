import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { ApiError } from '../core/api';
import { errorText } from '../forms/error-text';
import deAuth from '../../messages/de/auth.json';
import { deviceFactsString, fingerprint, type DeviceFacts } from './dfpc';
import { errorCode, reportedFieldErrors, toFormErrors } from '../forms/form-errors';
import { afterLoginTarget, isPopupRoute, popupSwitch, queryString } from './navigation';
import { defaultCurrency, visitorCountry } from './region';
import { afterSignInFailure, isExclusionRefusal, normaliseOtp } from './sign-in-flow';
import { birthdayProblems, confirmationProblem, emailProblem, passwordProblem, signUpProblems } from './validation';

function apiError(status: number, code: string, message: string, fieldErrors?: Record<string, string[]>) {
  return new ApiError({ status, code, message, fieldErrors, method: 'POST', path: '/api/users/sign_in', logCode: 'x' });
}

describe('sign-in steps (spec P4 "Two-factor")', () => {
  it('moves to the code step on two_factor_required, without an error', () => {
    const next = afterSignInFailure('credentials', apiError(422, 'two_factor_required', 'Enter the code', { 'user.otp_attempt': ['is required'] }), 'fallback');
    expect(next).toEqual({ step: 'otp', errors: { fields: {} } });
  });

  it('shows the server text for wrong credentials and stays on the step', () => {
    expect(afterSignInFailure('credentials', apiError(422, 'invalid_credentials', 'Invalid e-mail or password'), 'fallback')).toEqual({
      step: 'credentials',
      errors: { fields: {}, form: 'Invalid e-mail or password' },
    });
  });

  it('keeps the code step on a wrong or reused code, with the field error as a whole sentence', () => {
    const next = afterSignInFailure(
      'otp',
      apiError(422, 'invalid_otp', 'The code is not valid', { 'user.otp_attempt': ['is invalid or was already used'] }),
      'fallback',
    );
    expect(next.step).toBe('otp');
    const intl = createIntl({ locale: 'de', messages: deAuth });
    const de = afterSignInFailure(
      'otp',
      apiError(422, 'invalid_otp', 'The code is not valid', { 'user.otp_attempt': ['is invalid or was already used'] }),
      'fallback',
      (m) => errorText(intl, m) ?? m,
    );
    expect(de.errors.fields.otp_attempt).toBe('Dieser Code ist ungültig oder wurde schon verwendet. Gib den aktuellen Code aus deiner Authenticator-App ein.');
    expect(next.errors.form).toBeUndefined();
  });

  it('starts over when the password no longer matches during the code step, and keeps the step on network errors', () => {
    expect(afterSignInFailure('otp', apiError(422, 'invalid_credentials', 'Invalid e-mail or password'), 'f').step).toBe('credentials');
    expect(afterSignInFailure('otp', apiError(0, 'network_error', 'no answer'), 'Try again')).toEqual({
      step: 'otp',
      errors: { fields: {}, form: 'Try again' },
    });
    expect(afterSignInFailure('credentials', new Error('boom'), 'Try again').errors.form).toBe('Try again');
  });

  it('shows the translated regional message for a country refusal, from either step', () => {
    const refused = apiError(403, 'login_restricted', 'Login not available in your country');
    const translate = (m: string) => `t:${m}`;
    expect(afterSignInFailure('otp', refused, 'f', translate)).toEqual({ step: 'credentials', errors: { fields: {}, form: 't:shell.restricted.login' } });
  });

  it('accepts codes typed with spaces or a dash, nothing else', () => {
    expect(normaliseOtp(' 123 456 ')).toBe('123456');
    expect(normaliseOtp('123-456')).toBe('123456');
    expect(normaliseOtp('12345')).toBeNull();
    expect(normaliseOtp('12345a')).toBeNull();
  });
});

describe('form errors from the platform', () => {
  it('maps dotted field paths to the form fields and the rest to the form message', () => {
    const err = apiError(422, 'validation_failed', 'Validation failed', {
      'user.email': ['validation.email'],
      'user.nickname': ['is too long'],
      'user.country': ['validation.required'],
      'user.password': [],
    });
    const translate = (m: string) => (m.startsWith('validation.') ? `T(${m})` : m);
    expect(toFormErrors(err, ['email', 'password'], 'fallback', translate, { nickname: 'Nickname', country: 'Country' })).toEqual({
      fields: { email: 'T(validation.email)' },
      form: 'Nickname is too long Country: T(validation.required)',
    });
    expect(reportedFieldErrors(err)).toEqual([
      { key: 'user.email', firstMessage: 'validation.email' },
      { key: 'user.nickname', firstMessage: 'is too long' },
      { key: 'user.country', firstMessage: 'validation.required' },
    ]);
  });

  it('uses the translated fallback when no answer or a server error came', () => {
    expect(toFormErrors(apiError(0, 'timeout', 'timed out'), [], 'Try again')).toEqual({ fields: {}, form: 'Try again' });
    expect(toFormErrors(apiError(500, 'internal', 'Internal'), [], 'Try again').form).toBe('Try again');
    expect(errorCode(apiError(429, 'rate_limited', 'Too many'))).toBe('rate_limited');
    expect(errorCode('nope')).toBe('');
  });
});

describe('registration defaults (spec P1, P9)', () => {
  it("starts with the geo country the platform detected, else the locale's, else the platform default, else Canada", () => {
    expect(visitorCountry({ country: 'de', country_detected: true }, 'en')).toBe('DE');
    // Older platforms do not say whether they detected it: their country is believed.
    expect(visitorCountry({ country: 'AU' }, 'en')).toBe('AU');
    // No geo country (the platform answered its default): a /de visitor is taken for a German one.
    expect(visitorCountry({ country: 'CA', country_detected: false }, 'de')).toBe('DE');
    expect(visitorCountry({ country: 'CA', country_detected: false }, 'no')).toBe('NO');
    // /en names no country: the platform's configured default.
    expect(visitorCountry({ country: 'IE', country_detected: false }, 'en')).toBe('IE');
    expect(visitorCountry(undefined, 'en')).toBe('CA');
    expect(visitorCountry({ country: null }, 'de')).toBe('DE');
    expect(visitorCountry({ country: 'not-a-country' }, 'no')).toBe('NO');
  });

  it("pre-sets the chosen country's enabled currency, EUR as the fallback", () => {
    expect(defaultCurrency('AU')).toBe('AUD');
    expect(defaultCurrency('ca')).toBe('CAD');
    expect(defaultCurrency('NO')).toBe('NOK');
    expect(defaultCurrency('DE')).toBe('EUR');
    expect(defaultCurrency('AT')).toBe('EUR');
    // GBP is not an enabled currency (spec P9).
    expect(defaultCurrency('GB')).toBe('EUR');
    expect(defaultCurrency('EE')).toBe('EUR');
  });
});

describe('client-side validation (spec P5, the shared rules of schemas/validation.ts)', () => {
  it('checks e-mail, password and its repeat, with the shared message keys', () => {
    expect(emailProblem('')).toBe('validation.required');
    expect(emailProblem('nope')).toBe('validation.email');
    expect(emailProblem(' Ace@Example.com ')).toBeUndefined();
    expect(passwordProblem('short')).toBe('validation.minLength {"min":8}');
    expect(passwordProblem('long enough but spaces')).toBe('validation.wrongCharacters');
    expect(passwordProblem('Str0ng-pass!')).toBeUndefined();
    expect(confirmationProblem('a', 'b')).toBe('validation.passwordsMismatch');
    expect(confirmationProblem('a', '')).toBe('validation.required');
    expect(confirmationProblem('a', 'a')).toBeUndefined();
  });

  it('checks the birthday parts, the date and the minimum age (21 under the Estonian licence)', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(birthdayProblems({ day: '', month: '1', year: '2000' }, now, false).problems).toEqual({ birth_day: 'validation.required' });
    expect(Object.keys(birthdayProblems({ day: '32', month: '13', year: '99' }, now, false).problems).sort()).toEqual([
      'birth_day',
      'birth_month',
      'birth_year',
    ]);
    expect(birthdayProblems({ day: '31', month: '02', year: '2000' }, now, false).problems).toEqual({ birth_day: 'validation.birthdayInvalid' });
    expect(birthdayProblems({ day: '23', month: '11', year: '2008' }, now, false).problems).toEqual({ birth_year: 'validation.birthdayTooYoung {"age":18}' });
    expect(birthdayProblems({ day: '22', month: '11', year: '2008' }, now, false)).toEqual({ problems: {}, iso: '2008-11-22' });
    expect(birthdayProblems({ day: '22', month: '11', year: '2008' }, now, true).problems).toEqual({ birth_year: 'validation.birthdayTooYoung {"age":21}' });
  });

  it('requires the terms (must-be-checked) and collects every problem at once', () => {
    const { problems } = signUpProblems({ email: 'x', password: '', terms: false }, { now: new Date(), estonia: false });
    expect(problems).toEqual({ email: 'validation.email', password: 'validation.required', terms_acceptance: 'validation.mustBeChecked' });
    expect(signUpProblems({ email: 'a@b.co', password: 'Str0ng-pass!', terms: true }, { now: new Date(), estonia: false }).problems).toEqual({});
  });
});

describe('popup navigation (spec P2)', () => {
  it('knows the popup routes', () => {
    expect(isPopupRoute('/en/sign-up')).toBe(true);
    expect(isPopupRoute('/de/confirmation')).toBe(true);
    expect(isPopupRoute('/en/profile')).toBe(false);
    expect(queryString({})).toBe('');
    expect(queryString({ redirect: '/en/profile' })).toBe('?redirect=%2Fen%2Fprofile');
  });

  it('switches popups by route on a popup route (keeping ?redirect=) and in the stack elsewhere', () => {
    expect(popupSwitch('/en/sign-up', 'sign-in', { redirect: '/en/profile' })).toEqual({ kind: 'route', href: '/en/sign-in?redirect=%2Fen%2Fprofile' });
    expect(popupSwitch('/de/confirmation', 'sign-in', { confirmation_token: 't' })).toEqual({ kind: 'route', href: '/de/sign-in' });
    expect(popupSwitch('/en/tournaments', 'remind', { a: '1' })).toEqual({ kind: 'modal', name: 'remind', query: { a: '1' } });
  });

  it('leaves guest-only routes to the guard and follows only safe redirects elsewhere', () => {
    expect(afterLoginTarget('/en/sign-in', { redirect: '/en/profile' })).toBeUndefined();
    expect(afterLoginTarget('/en', { redirect: '/en/profile' })).toBe('/en/profile');
    expect(afterLoginTarget('/de', { redirect: '/profile?tab=1' })).toBe('/de/profile?tab=1');
    expect(afterLoginTarget('/en', { redirect: 'https://evil.example/' })).toBeUndefined();
    expect(afterLoginTarget('/en', {})).toBeUndefined();
  });
});

describe('device fingerprint (dfpc)', () => {
  const facts: DeviceFacts = {
    userAgent: 'UA',
    languages: ['en-CA', 'fr'],
    timeZone: 'America/Toronto',
    screen: '1366x900',
    colorDepth: 24,
    hardwareConcurrency: 4,
    platform: 'Linux',
    touchPoints: 0,
  };

  it('is a stable SHA-256 hex of the device facts', async () => {
    expect(deviceFactsString(facts)).toBe('UA|en-CA,fr|America/Toronto|1366x900|24|4|Linux|0');
    const a = await fingerprint(facts);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(await fingerprint({ ...facts })).toBe(a);
    expect(await fingerprint({ ...facts, screen: '390x844' })).not.toBe(a);
  });
});

describe('isExclusionRefusal', () => {
  it('is true only for 403 account_excluded', () => {
    expect(isExclusionRefusal(apiError(403, 'account_excluded', 'no'))).toBe(true);
    expect(isExclusionRefusal(apiError(403, 'invalid_credentials', 'no'))).toBe(false);
    expect(isExclusionRefusal(new Error('account_excluded'))).toBe(false);
  });
});
