import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { ApiError } from '../core/api/core';
import { toFormErrors } from './form-errors';
import { errorText } from './error-text';
import { errorMessageId, serverErrorMessage, TRANSLATED_ERROR_CODES } from './server-errors';
import enErrors from '../../messages/en/errors.json';
import deErrors from '../../messages/de/errors.json';
import frErrors from '../../messages/fr-CA/errors.json';

const root = path.resolve(import.meta.dirname, '..', '..');

function refusal(status: number, code: string, message: string): ApiError {
  return new ApiError({ status, code, message, body: { error: code, message }, method: 'POST', path: '/api/users/sign_in', logCode: 'x' });
}

function platformSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return platformSources(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [readFileSync(full, 'utf8')] : [];
  });
}

describe('platform refusals in the player’s language', () => {
  it('has a catalog sentence for every translated code, and no sentence for a code that is not', () => {
    expect(Object.keys(enErrors).sort()).toEqual(TRANSLATED_ERROR_CODES.map(errorMessageId).sort());
  });

  it('lists only codes the platform answers (a renamed code would silently fall back to English)', () => {
    const sources = [...platformSources(path.join(root, 'platform')), ...platformSources(path.join(root, 'schemas'))].join('\n');
    for (const code of TRANSLATED_ERROR_CODES) expect(sources.includes(`'${code}'`), code).toBe(true);
  });

  it('words a sign-in refusal in German on /de and in French on /fr-CA, not in the platform’s English', () => {
    const err = refusal(422, 'invalid_credentials', 'Invalid e-mail or password');
    const form = (locale: string, messages: Record<string, string>) => {
      const intl = createIntl({ locale, messages });
      return toFormErrors(err, ['email', 'password'], 'fallback', (m) => errorText(intl, m) ?? m).form;
    };
    expect(form('de', deErrors)).toBe('E-Mail oder Passwort ist falsch.');
    expect(form('fr-CA', frErrors)).toBe('Courriel ou mot de passe erroné.');
    expect(form('en', enErrors)).toBe('Wrong e-mail or password.');
  });

  it('puts the sentence beside the field instead of the platform’s English phrase after the field name', () => {
    const intl = createIntl({ locale: 'de', messages: deErrors });
    const translate = (m: string) => errorText(intl, m) ?? m;
    const expired = new ApiError({
      status: 422,
      code: 'invalid_token',
      message: 'The link is invalid or has expired',
      fieldErrors: { 'user.reset_password_token': ['is invalid or has expired'] },
      method: 'PUT',
      path: '/api/users/password',
      logCode: 'x',
    });
    expect(toFormErrors(expired, ['password', 'reset_password_token'], 'fallback', translate)).toEqual({
      fields: { reset_password_token: 'Dieser Link ist ungültig oder abgelaufen.' },
      form: undefined,
    });
    // A field the form does not have: the sentence once, for the whole form.
    expect(toFormErrors(expired, ['password'], 'fallback', translate)).toEqual({ fields: {}, form: 'Dieser Link ist ungültig oder abgelaufen.' });
  });

  it('falls back to the platform’s sentence where the page has not loaded the errors namespace', () => {
    const intl = createIntl({ locale: 'de', messages: {} });
    expect(errorText(intl, serverErrorMessage(refusal(403, 'account_locked', 'This account is locked. Please contact support.'))!)).toBe(
      'This account is locked. Please contact support.',
    );
  });

  it('leaves unknown codes, lost calls and server errors to the caller', () => {
    expect(serverErrorMessage(refusal(422, 'something_new', 'New'))).toBeNull();
    expect(serverErrorMessage(refusal(0, 'network_error', 'offline'))).toBeNull();
    expect(serverErrorMessage(refusal(503, 'unauthorized', 'x'))).toBeNull();
    expect(serverErrorMessage(new Error('x'))).toBeNull();
  });
});
