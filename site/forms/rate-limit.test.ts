import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { ApiError } from '../core/api/core';
import { toFormErrors } from './form-errors';
import { errorText } from './error-text';
import enForms from '../../messages/en/forms.json';
import deForms from '../../messages/de/forms.json';

function limited(retryAfterS?: number): ApiError {
  const body = { error: 'rate_limited', message: 'Too many attempts. Try again in 15 minutes.', ...(retryAfterS ? { retry_after_s: retryAfterS } : {}) };
  return new ApiError({ status: 429, code: 'rate_limited', message: body.message, body, method: 'POST', path: '/api/users/sign_in', logCode: 'x' });
}

function formText(locale: string, messages: Record<string, string>, err: unknown): string | undefined {
  const intl = createIntl({ locale, messages });
  return toFormErrors(err, ['email', 'password'], 'fallback', (m) => errorText(intl, m) ?? m).form;
}

describe('the rate-limit message', () => {
  it('is in the player language, in minutes', () => {
    expect(formText('de', deForms, limited(900))).toBe('Zu viele Versuche. Versuche es in 15 Minuten erneut.');
    expect(formText('en', enForms, limited(900))).toBe('Too many attempts. Try again in 15 minutes.');
  });

  it('rounds a wait up to whole minutes, one minute in the singular', () => {
    expect(formText('en', enForms, limited(30))).toBe('Too many attempts. Try again in 1 minute.');
    expect(formText('de', deForms, limited(61))).toBe('Zu viele Versuche. Versuche es in 2 Minuten erneut.');
  });

  it('says "later" when the answer names no wait', () => {
    expect(formText('de', deForms, limited())).toBe('Zu viele Versuche. Versuche es später erneut.');
  });
});
