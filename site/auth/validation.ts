import { EmailSchema, PASSWORD_MIN, PasswordSchema } from '../../schemas/auth';
import { ageOn, MIN_AGE, MIN_AGE_EE, toIsoDate } from '../../schemas/player';

/** A validation failure as a message id of messages/<locale>/auth.json and its values. */
export interface Problem {
  id: string;
  values?: Record<string, string | number>;
}

export type Problems = Record<string, Problem>;

/** Spec P5 "Email". */
export function emailProblem(email: string): Problem | undefined {
  if (!email.trim()) return { id: 'auth.error.required' };
  return EmailSchema.safeParse(email).success ? undefined : { id: 'auth.error.email' };
}

/** Spec P5 "Password": letters, digits and the listed symbols, at least 8 characters. */
export function passwordProblem(password: string): Problem | undefined {
  if (!password) return { id: 'auth.error.required' };
  const result = PasswordSchema.safeParse(password);
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  if (issue?.code === 'too_small') return { id: 'auth.error.minLength', values: { min: PASSWORD_MIN } };
  if (issue?.code === 'too_big') return { id: 'auth.error.maxLength', values: { max: 72 } };
  return { id: 'auth.error.passwordChars' };
}

/** Spec P5 "Confirmed-by": the repeat must equal the password. */
export function confirmationProblem(password: string, confirmation: string): Problem | undefined {
  if (!confirmation) return { id: 'auth.error.required' };
  return password === confirmation ? undefined : { id: 'auth.error.passwordMismatch' };
}

export interface BirthdayParts {
  day: string;
  month: string;
  year: string;
}

/**
 * Spec P5 "Birthday" with separate fields: day at most 31 (2 digits), month at most 12
 * (2 digits), a real date, and the minimum age (18; 21 under the Estonian licence). Returns the
 * problem per part (`birth_day`, `birth_month`, `birth_year`) or for the whole (`date_of_birth`),
 * and the date as YYYY-MM-DD when valid.
 */
export function birthdayProblems(parts: BirthdayParts, now: Date, estonia: boolean): { problems: Problems; iso?: string } {
  const problems: Problems = {};
  const day = parts.day.trim();
  const month = parts.month.trim();
  const year = parts.year.trim();
  if (!day || !month || !year) return { problems: { date_of_birth: { id: 'auth.error.required' } } };
  if (!/^\d{1,2}$/.test(day) || Number(day) < 1 || Number(day) > 31) problems.birth_day = { id: 'auth.error.birthdayDay' };
  if (!/^\d{1,2}$/.test(month) || Number(month) < 1 || Number(month) > 12) problems.birth_month = { id: 'auth.error.birthdayMonth' };
  if (!/^\d{4}$/.test(year)) problems.birth_year = { id: 'auth.error.birthdayYear' };
  if (Object.keys(problems).length) return { problems };
  const iso = toIsoDate(`${day.padStart(2, '0')}/${month.padStart(2, '0')}/${year}`);
  if (!iso || iso > now.toISOString().slice(0, 10)) return { problems: { date_of_birth: { id: 'auth.error.birthdayInvalid' } } };
  const minAge = estonia ? MIN_AGE_EE : MIN_AGE;
  if (ageOn(iso, now) < minAge) return { problems: { date_of_birth: { id: 'auth.error.tooYoung', values: { age: minAge } } } };
  return { problems: {}, iso };
}

export interface SignUpInput {
  email: string;
  password: string;
  terms: boolean;
  birthday?: BirthdayParts;
}

/** Every client-side problem of the registration form (spec P5), before anything is sent. */
export function signUpProblems(input: SignUpInput, opts: { now: Date; estonia: boolean }): { problems: Problems; birthdayIso?: string } {
  const problems: Problems = {};
  const email = emailProblem(input.email);
  if (email) problems.email = email;
  const password = passwordProblem(input.password);
  if (password) problems.password = password;
  // Spec P5 "must-be-checked".
  if (!input.terms) problems.terms_acceptance = { id: 'auth.error.mustBeChecked' };
  let birthdayIso: string | undefined;
  if (input.birthday) {
    const b = birthdayProblems(input.birthday, opts.now, opts.estonia);
    Object.assign(problems, b.problems);
    birthdayIso = b.iso;
  }
  return { problems, birthdayIso };
}
