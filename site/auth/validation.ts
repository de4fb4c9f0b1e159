import { z } from 'zod';
import { birthdayParts, email, minAgeFor, mustBeChecked, password, validationMessage, VALIDATION_MESSAGES } from '../../schemas/validation';

/**
 * Client-side checks of the auth forms with the shared rules of spec P5 (schemas/validation.ts).
 * Problems are the rules' encoded messages (`validation.minLength {"min":8}`), keyed by the form's
 * field name; `site/forms` `errorText` turns them into the player's language, the same way it
 * reads the platform's 422 field errors.
 */
export type Problems = Record<string, string>;

/** The first message per field of a failed parse, keyed by the last path segment. */
function problemsOf(error: z.ZodError): Problems {
  const out: Problems = {};
  for (const issue of error.issues) {
    const key = String(issue.path[issue.path.length - 1] ?? 'form');
    out[key] ??= issue.message;
  }
  return out;
}

function check(schema: z.ZodType, value: unknown): Problems {
  const r = schema.safeParse(value);
  return r.success ? {} : problemsOf(r.error);
}

export function emailProblem(value: string): string | undefined {
  return check(z.object({ email: email() }), { email: value }).email;
}

export function passwordProblem(value: string): string | undefined {
  return check(z.object({ password: password() }), { password: value }).password;
}

/** Spec P5 "Confirmed-by": the repeat must equal the password. */
export function confirmationProblem(pass: string, confirmation: string): string | undefined {
  if (!confirmation) return validationMessage(VALIDATION_MESSAGES.required);
  return pass === confirmation ? undefined : validationMessage(VALIDATION_MESSAGES.passwordsMismatch);
}

export interface BirthdayInput {
  day: string;
  month: string;
  year: string;
}

/**
 * Spec P5 birthday with separate day, month and year fields; the minimum age is 18, 21 under the
 * Estonian licence. Problems are keyed `birth_day`, `birth_month`, `birth_year`.
 */
export function birthdayProblems(parts: BirthdayInput, now: Date, estonia: boolean): { problems: Problems; iso?: string } {
  const r = birthdayParts({ minAge: minAgeFor(estonia ? 'estonia' : 'curacao'), now: () => now }).safeParse(parts);
  if (r.success) return { problems: {}, iso: r.data };
  return { problems: Object.fromEntries(Object.entries(problemsOf(r.error)).map(([k, v]) => [`birth_${k}`, v])) };
}

export interface SignUpInput {
  email: string;
  password: string;
  terms: boolean;
  birthday?: BirthdayInput;
}

/** Every client-side problem of the registration form at once, before anything is sent. */
export function signUpProblems(input: SignUpInput, opts: { now: Date; estonia: boolean }): { problems: Problems; birthdayIso?: string } {
  const problems: Problems = check(z.object({ email: email(), password: password(), terms_acceptance: mustBeChecked() }), {
    email: input.email,
    password: input.password,
    terms_acceptance: input.terms,
  });
  let birthdayIso: string | undefined;
  if (input.birthday) {
    const b = birthdayProblems(input.birthday, opts.now, opts.estonia);
    Object.assign(problems, b.problems);
    birthdayIso = b.iso;
  }
  return { problems, birthdayIso };
}
