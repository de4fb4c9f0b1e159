// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider, createIntl } from 'react-intl';
import { z } from 'zod';
import { loadCatalog, readAreas } from '../../messages/load';
import { VALIDATION_MESSAGES, birthdayParts, email, mustBeChecked, password, validationMessage } from '../../schemas/validation';
import { ApiError, type ApiClient } from '../core/api';
import { BirthdayFields } from './BirthdayFields';
import { Checkbox } from './Checkbox';
import { errorText } from './error-text';
import { FormError } from './Field';
import { PasswordField } from './PasswordField';
import { collectFieldErrors, reportValidationErrors } from './report';
import { SelectField } from './SelectField';
import { TextField } from './TextField';
import { useZodForm } from './useZodForm';

afterEach(cleanup);

const messages = loadCatalog('en');
const wrap = (ui: ReactNode) =>
  render(
    <IntlProvider locale="en" messages={messages}>
      {ui}
    </IntlProvider>,
  );
const intl = createIntl({ locale: 'en', messages });

/** The texts an element's aria-describedby points at. */
function description(el: HTMLElement): string {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `<missing ${id}>`)
    .join(' | ');
}

describe('validation catalog', () => {
  it('has an English text for every validation key and no others', () => {
    expect(Object.keys(readAreas('en')['validation.json'] ?? {}).sort()).toEqual(Object.values(VALIDATION_MESSAGES).sort());
  });
});

describe('errorText', () => {
  it.each([
    [validationMessage(VALIDATION_MESSAGES.minLength, { min: 8 }), 'Enter at least 8 characters'],
    [validationMessage(VALIDATION_MESSAGES.birthdayTooYoung, { age: 21 }), 'You must be at least 21 years old'],
    [VALIDATION_MESSAGES.required, 'This field is required'],
    ['forms.error.network', 'We could not reach the server. Check your connection and try again.'],
    ['is invalid or was already used', 'Is invalid or was already used'],
    ['forms.error.unknownId', 'Forms.error.unknownId'],
    [undefined, undefined],
  ])('%j -> %j', (message, text) => expect(errorText(intl, message)).toBe(text));

  it('translates in another locale', () => {
    const de = createIntl({ locale: 'de', messages: loadCatalog('de') });
    expect(errorText(de, validationMessage(VALIDATION_MESSAGES.minLength, { min: 3 }))).toBe('Gib mindestens 3 Zeichen ein');
  });
});

describe('TextField', () => {
  it('labels its input and has no error state without an error', () => {
    wrap(<TextField label="E-mail" name="email" />);
    const input = screen.getByLabelText('E-mail');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('shows the translated error and hint, tied with aria-invalid and aria-describedby', () => {
    wrap(<TextField label="Nickname" hint="3 to 15 characters" error={validationMessage(VALIDATION_MESSAGES.wrongCharacters)} />);
    const input = screen.getByLabelText('Nickname');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toBe('Wrong characters | 3 to 15 characters');
  });
});

describe('PasswordField', () => {
  it('shows and hides the password with a keyboard-usable toggle', () => {
    wrap(<PasswordField label="Password" defaultValue="Secret-123" error={validationMessage(VALIDATION_MESSAGES.minLength, { min: 8 })} />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    expect(description(input)).toBe('Enter at least 8 characters');
    const toggle = screen.getByRole('button', { name: 'Show' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(input.id);
    fireEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('Checkbox and SelectField', () => {
  it('a checkbox is labelled and shows its error', () => {
    wrap(<Checkbox label="I accept the terms" error={VALIDATION_MESSAGES.mustBeChecked} />);
    const box = screen.getByLabelText('I accept the terms');
    expect(box.getAttribute('type')).toBe('checkbox');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(description(box)).toBe('This box must be ticked');
  });

  it('a select lists its options after the placeholder and shows its error', () => {
    wrap(
      <SelectField
        label="Currency"
        placeholder="Choose a currency"
        options={[
          { value: 'EUR', label: 'Euro' },
          { value: 'USD', label: 'US dollar' },
        ]}
        error={VALIDATION_MESSAGES.required}
      />,
    );
    const select = screen.getByLabelText('Currency');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a currency', 'Euro', 'US dollar']);
    expect(description(select)).toBe('This field is required');
  });
});

describe('BirthdayFields', () => {
  it('labels each part inside a named group and ties part and date errors to the inputs', () => {
    wrap(
      <BirthdayFields
        legend="Date of birth"
        day={{ name: 'day' }}
        month={{ name: 'month' }}
        year={{ name: 'year' }}
        errors={{ day: VALIDATION_MESSAGES.dayInvalid, date: validationMessage(VALIDATION_MESSAGES.birthdayTooYoung, { age: 18 }) }}
      />,
    );
    const group = screen.getByRole('group', { name: 'Date of birth' });
    const day = within(group).getByLabelText('Day');
    const month = within(group).getByLabelText('Month');
    expect(within(group).getByLabelText('Year').getAttribute('maxlength')).toBe('4');
    expect(day.getAttribute('aria-invalid')).toBe('true');
    expect(description(day)).toBe('Enter a day from 1 to 31 | You must be at least 18 years old');
    expect(description(month)).toBe('You must be at least 18 years old');
  });
});

const SignUpSchema = z.object({
  email: email(),
  password: password(),
  terms: mustBeChecked(),
  birthday: birthdayParts({ now: () => new Date('2026-11-22T00:00:00Z') }),
});

function SignUp({ onValid, report }: { onValid: (v: z.output<typeof SignUpSchema>) => unknown; report: (...args: unknown[]) => void }) {
  const form = useZodForm({
    schema: SignUpSchema,
    component: 'RegistrationForm',
    defaultValues: { email: '', password: '', terms: false, birthday: { day: '', month: '', year: '' } },
    report,
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={form.onSubmit(onValid)} noValidate>
      <FormError error={form.formError} />
      <TextField label="E-mail" {...form.register('email')} error={errors.email?.message} />
      <PasswordField label="Password" {...form.register('password')} error={errors.password?.message} />
      <Checkbox label="I accept the terms" {...form.register('terms')} error={errors.terms?.message} />
      <BirthdayFields
        legend="Date of birth"
        day={form.register('birthday.day')}
        month={form.register('birthday.month')}
        year={form.register('birthday.year')}
        errors={{ day: errors.birthday?.day?.message, month: errors.birthday?.month?.message, year: errors.birthday?.year?.message }}
      />
      <button type="submit">Sign up</button>
    </form>
  );
}

function fillValid() {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'Ace@Example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret-123' } });
  fireEvent.click(screen.getByLabelText('I accept the terms'));
  fireEvent.change(screen.getByLabelText('Day'), { target: { value: '5' } });
  fireEvent.change(screen.getByLabelText('Month'), { target: { value: '3' } });
  fireEvent.change(screen.getByLabelText('Year'), { target: { value: '1990' } });
}

describe('useZodForm', () => {
  it('shows translated client-side errors beside their fields and reports them as frontEnd', async () => {
    const onValid = vi.fn();
    const report = vi.fn();
    wrap(<SignUp onValid={onValid} report={report} />);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' })));
    await waitFor(() => expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true'));
    expect(description(screen.getByLabelText('E-mail'))).toBe('This field is required');
    expect(description(screen.getByLabelText('Password'))).toBe('Enter at least 8 characters');
    expect(description(screen.getByLabelText('I accept the terms'))).toBe('This box must be ticked');
    expect(description(screen.getByLabelText('Day'))).toBe('This field is required');
    expect(onValid).not.toHaveBeenCalled();
    expect(report).toHaveBeenCalledTimes(1);
    const [component, side, errors] = report.mock.calls[0] as [string, string, { key: string; firstMessage: string }[]];
    expect([component, side]).toEqual(['RegistrationForm', 'frontEnd']);
    expect(errors).toEqual(
      expect.arrayContaining([
        { key: 'email', firstMessage: 'validation.required' },
        { key: 'password', firstMessage: 'validation.minLength {"min":8}' },
        { key: 'terms', firstMessage: 'validation.mustBeChecked' },
        { key: 'birthday.day', firstMessage: 'validation.required' },
      ]),
    );
  });

  it('submits parsed values', async () => {
    const onValid = vi.fn();
    wrap(<SignUp onValid={onValid} report={vi.fn()} />);
    fillValid();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' })));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]![0]).toEqual({ email: 'ace@example.com', password: 'Secret-123', terms: true, birthday: '1990-03-05' });
  });

  it('puts the platform field errors of a 422 beside their fields (translated) and reports them as backEnd', async () => {
    const report = vi.fn();
    const fail = new ApiError({
      status: 422,
      code: 'validation_failed',
      message: 'Some fields are not valid',
      fieldErrors: { 'user.email': [validationMessage(VALIDATION_MESSAGES.email)], 'user.password': ['is too common'] },
      method: 'POST',
      path: '/api/users',
      logCode: 'SEND_USERS_ERROR',
    });
    wrap(<SignUp onValid={() => Promise.reject(fail)} report={report} />);
    fillValid();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' })));
    await waitFor(() => expect(description(screen.getByLabelText('E-mail'))).toBe('Enter a valid e-mail address'));
    expect(description(screen.getByLabelText('Password'))).toBe('Is too common');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(report).toHaveBeenCalledWith('RegistrationForm', 'backEnd', [
      { key: 'user.email', firstMessage: 'validation.email' },
      { key: 'user.password', firstMessage: 'is too common' },
    ]);
  });

  it('shows a form-level message for errors without a field, a network failure and an unexpected error', async () => {
    const cases: [unknown, string][] = [
      // A refusal the catalogs word is shown in the page's language, not in the platform's English.
      [
        new ApiError({ status: 422, code: 'invalid_credentials', message: 'Invalid e-mail or password', method: 'POST', path: '/p', logCode: 'X' }),
        'Wrong e-mail or password.',
      ],
      [
        new ApiError({ status: 422, code: 'some_new_refusal', message: 'The platform says why', method: 'POST', path: '/p', logCode: 'X' }),
        'The platform says why',
      ],
      [
        new ApiError({ status: 0, code: 'network_error', message: 'down', method: 'POST', path: '/p', logCode: 'X' }),
        'We could not reach the server. Check your connection and try again.',
      ],
      [new ApiError({ status: 503, code: 'http_error', message: 'x', method: 'POST', path: '/p', logCode: 'X' }), 'Something went wrong. Please try again.'],
    ];
    for (const [err, text] of cases) {
      wrap(<SignUp onValid={() => Promise.reject(err)} report={vi.fn()} />);
      fillValid();
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' })));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));
      cleanup();
    }
  });
});

describe('validation reports', () => {
  it('collects the first message of every failing field by dotted path, without the form-level error', () => {
    const errors = {
      email: { type: 'custom', message: 'validation.email' },
      birthday: { day: { type: 'custom', message: 'validation.dayInvalid' }, year: { type: 'custom', message: 'validation.yearInvalid' } },
      root: { server: { type: 'server', message: 'x' } },
    };
    expect(collectFieldErrors(errors)).toEqual([
      { key: 'email', firstMessage: 'validation.email' },
      { key: 'birthday.day', firstMessage: 'validation.dayInvalid' },
      { key: 'birthday.year', firstMessage: 'validation.yearInvalid' },
    ]);
  });

  it('sends PUT /metrics-errors-validation, nothing for no errors, and swallows a failure', async () => {
    const put = vi.fn(async () => undefined);
    const client = { put } as unknown as ApiClient;
    await reportValidationErrors('LoginForm', 'frontEnd', [], client);
    expect(put).not.toHaveBeenCalled();
    await reportValidationErrors('LoginForm', 'frontEnd', [{ key: 'email', firstMessage: 'validation.email' }], client);
    expect(put).toHaveBeenCalledWith('/metrics-errors-validation', {
      side: 'frontEnd',
      component: 'LoginForm',
      errors: [{ key: 'email', firstMessage: 'validation.email' }],
    });
    put.mockRejectedValueOnce(new Error('down'));
    await expect(reportValidationErrors('LoginForm', 'frontEnd', [{ key: 'email', firstMessage: 'x' }], client)).resolves.toBeUndefined();
  });
});
