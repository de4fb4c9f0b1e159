import { z } from 'zod';

/**
 * The validation rules of spec P5 as zod schema builders, shared by the platform (request bodies)
 * and the site (forms). Their messages are not texts but message KEYS with values, encoded in
 * the issue's message string (`validationMessage`): the platform sends them in its 422 field
 * errors as they are, and the site resolves them through react-intl (`messages/<locale>/validation.json`,
 * site/forms), so a field error reads in the player's language whichever side found it.
 */

/** Message ids of the rules (spec P8 "Validation messages"), each with the values it takes. */
export const VALIDATION_MESSAGES = {
  required: 'validation.required',
  /** values: min */
  minLength: 'validation.minLength',
  /** values: max */
  maxLength: 'validation.maxLength',
  /** values: min */
  min: 'validation.min',
  /** values: max */
  max: 'validation.max',
  number: 'validation.number',
  integer: 'validation.integer',
  /** values: step */
  multipleOf: 'validation.multipleOf',
  email: 'validation.email',
  wrongCharacters: 'validation.wrongCharacters',
  /** values: min */
  phone: 'validation.phone',
  passwordsMismatch: 'validation.passwordsMismatch',
  mustBeChecked: 'validation.mustBeChecked',
  englishLettersOnly: 'validation.englishLettersOnly',
  /** values: length */
  personalId: 'validation.personalId',
  birthdayInvalid: 'validation.birthdayInvalid',
  /** values: age */
  birthdayTooYoung: 'validation.birthdayTooYoung',
  dayInvalid: 'validation.dayInvalid',
  monthInvalid: 'validation.monthInvalid',
  yearInvalid: 'validation.yearInvalid',
  /** The rules below belong to the cashbox and profile; their texts are here so every rule has one. */
  cardInvalid: 'validation.cardInvalid',
  bankNotPossible: 'validation.bankNotPossible',
  cardExpired: 'validation.cardExpired',
  ibanInvalid: 'validation.ibanInvalid',
  postalCode: 'validation.postalCode',
  notEnoughMoney: 'validation.notEnoughMoney',
  /** Change password: the current password given is not the player's. */
  currentPasswordWrong: 'validation.currentPasswordWrong',
  /** Change password: the new password is the current one. */
  passwordUnchanged: 'validation.passwordUnchanged',
} as const;
export type ValidationMessageId = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];
export type MessageValues = Record<string, string | number>;

/** A decoded validation message: the react-intl id and its values. */
export interface ValidationMessage {
  id: ValidationMessageId;
  values: MessageValues;
}

const IDS = new Set<string>(Object.values(VALIDATION_MESSAGES));

/**
 * Encodes a key and its values in one string, the only thing a zod issue (and the platform's
 * error body) carries: `validation.minLength {"min":3}`, or the bare id without values.
 */
export function validationMessage(id: ValidationMessageId, values?: MessageValues): string {
  return values && Object.keys(values).length > 0 ? `${id} ${JSON.stringify(values)}` : id;
}

/** Decodes `validationMessage`'s string; null for any other text (e.g. a platform phrase). */
export function parseValidationMessage(message: string): ValidationMessage | null {
  const space = message.indexOf(' ');
  const id = space === -1 ? message : message.slice(0, space);
  if (!IDS.has(id)) return null;
  if (space === -1) return { id: id as ValidationMessageId, values: {} };
  try {
    const values: unknown = JSON.parse(message.slice(space + 1));
    if (!values || typeof values !== 'object' || Array.isArray(values)) return null;
    const out: MessageValues = {};
    for (const [k, v] of Object.entries(values)) if (typeof v === 'string' || typeof v === 'number') out[k] = v;
    return { id: id as ValidationMessageId, values: out };
  } catch {
    return null;
  }
}

const msg = (id: ValidationMessageId, values?: MessageValues) => ({ error: validationMessage(id, values) });

/** Constants of the rules (spec P5, P9). */
export const NICKNAME_MIN = 3;
export const NICKNAME_MAX = 15;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 72;
export const EMAIL_MAX = 254;
export const PHONE_MIN = 8;
export const PHONE_MAX = 20;
export const PERSONAL_ID_LENGTH = 11;
export const MIN_AGE = 18;
/** Minimum age under the Estonia licence (spec P5, P9). */
export const MIN_AGE_ESTONIA = 21;

/** The minimum age for a licence (spec P1 names two: curacao and estonia). */
export function minAgeFor(licence: string | null | undefined): number {
  return licence === 'estonia' ? MIN_AGE_ESTONIA : MIN_AGE;
}

// ---- Characters every request string is held to ----

/*
 * Every string a request carries, body, query or path parameter, starts from `oneLine()` or
 * `multiLine()` (or a builder below, all made of them), so control characters are refused here,
 * once, with the field named (422 `validation.wrongCharacters`), before any route code or the
 * database sees them. Why each is refused:
 * - NUL (U+0000): PostgreSQL and PGlite refuse it in text and in jsonb, so it would end a write in a 500.
 * - the other C0 controls (U+0001-U+001F), DEL (U+007F) and the C1 controls (U+0080-U+009F):
 *   no keyboard types them and no field means them; stored, they break mails, logs, exports and
 *   the back office's display.
 * - lone surrogates (U+D800-U+DFFF outside a pair): not text at all; jsonb refuses them.
 * Multi-line text (the CMS editor's content and code fields, the textarea fields of config
 * documents, a log message, free JSON) may hold tab, line feed and carriage return (a textarea's
 * line breaks, a pasted indent); every other field is one line and refuses those too: a name, an
 * address, a token or a search holds no line break, and trimming would not catch one inside.
 */
// eslint-disable-next-line no-control-regex -- control characters are what these patterns refuse
const ONE_LINE = /^[^\u0000-\u001F\u007F-\u009F\uD800-\uDFFF]*$/u;
// eslint-disable-next-line no-control-regex -- as above
const MULTI_LINE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]*$/u;

/** Whether `v` may stand in a one-line field (no control character at all, no lone surrogate). */
export const isOneLine = (v: string) => ONE_LINE.test(v);
/** Whether `v` may stand in a multi-line field (tab, line feed and carriage return allowed). */
export const isMultiLine = (v: string) => MULTI_LINE.test(v);

type StringParams = Parameters<typeof z.string>[0];

/** A one-line string: the base of every request string but multi-line text. `params` as z.string's (a type error's message). */
export function oneLine(params?: StringParams) {
  return z.string(params).regex(ONE_LINE, msg(VALIDATION_MESSAGES.wrongCharacters));
}

/** Text that may run over several lines (tab, line feed and carriage return allowed). */
export function multiLine(params?: StringParams) {
  return z.string(params).regex(MULTI_LINE, msg(VALIDATION_MESSAGES.wrongCharacters));
}

/** A place in a JSON value: its key and the place holding it (a path built only when one is reported). */
interface JsonPlace {
  key: string | number;
  parent: JsonPlace | null;
}

const pathOf = (place: JsonPlace | null): (string | number)[] => {
  const path: (string | number)[] = [];
  for (let p = place; p; p = p.parent) path.push(p.key);
  return path.reverse();
};

/**
 * The path of the first string of a JSON value that breaks the rules (a key that is not one line,
 * a value that is not multi-line text), or null. Iterative, and linear in the value's size: a
 * deeply nested body must neither overflow the stack nor copy its path at every level.
 */
function badJsonString(value: unknown): (string | number)[] | null {
  const stack: [unknown, JsonPlace | null][] = [[value, null]];
  while (stack.length > 0) {
    const [v, place] = stack.pop()!;
    if (typeof v === 'string') {
      if (!MULTI_LINE.test(v)) return pathOf(place);
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push([item, { key: i, parent: place }]));
    } else if (v !== null && typeof v === 'object') {
      for (const [k, item] of Object.entries(v)) {
        if (!ONE_LINE.test(k)) return pathOf(place);
        stack.push([item, { key: k, parent: place }]);
      }
    }
  }
  return null;
}

/**
 * Free JSON a request carries as it is (a config document, a page's meta, a game's outcome) on
 * its way to a jsonb column: its keys are one-line strings and its string values multi-line
 * text, however deep. The issue names the path of the first bad string.
 */
export function jsonValue() {
  return z.unknown().superRefine((v, ctx) => {
    const path = badJsonString(v);
    if (path) ctx.addIssue({ code: 'custom', path, message: validationMessage(VALIDATION_MESSAGES.wrongCharacters) });
  });
}

/** A string field: a missing or non-string value reads as "required". */
const text = () => oneLine(msg(VALIDATION_MESSAGES.required));

// ---- Others (spec P5): required, min length, must be checked, English letters only ----

/** A trimmed string that is not empty; `max` bounds it (every input is bounded). */
export function required(max = 1000) {
  return text().trim().min(1, msg(VALIDATION_MESSAGES.required)).max(max, msg(VALIDATION_MESSAGES.maxLength, { max }));
}

/** A trimmed string of at least `min` characters (and at most `max`). */
export function minLength(min: number, max = 1000) {
  return text()
    .trim()
    .min(1, msg(VALIDATION_MESSAGES.required))
    .min(min, msg(VALIDATION_MESSAGES.minLength, { min }))
    .max(max, msg(VALIDATION_MESSAGES.maxLength, { max }));
}

/** A checkbox that must be ticked (terms acceptance): takes a boolean (a form's unticked default), gives `true`. */
export function mustBeChecked() {
  return z.boolean(msg(VALIDATION_MESSAGES.mustBeChecked)).pipe(z.literal(true, msg(VALIDATION_MESSAGES.mustBeChecked)));
}

/** English (Latin A-Z) letters, with the spaces, hyphens and apostrophes of a name between them. */
export const ENGLISH_LETTERS = /^[A-Za-z]+(?:[ '-][A-Za-z]+)*$/;
export function englishLetters(max = 100) {
  return required(max).regex(ENGLISH_LETTERS, msg(VALIDATION_MESSAGES.englishLettersOnly));
}

// ---- Numbers: min, max, integer, multiple of, balance ----

export interface NumberRules {
  min?: number;
  max?: number;
  integer?: boolean;
  /** Must be a multiple of this step (e.g. an amount in whole units of 5). */
  multipleOf?: number;
  /** The available balance: more is "not enough money" (spec P5 "Balance check"). */
  balance?: number;
}

/** A multiple-of check that tolerates binary fractions (0.3 is a multiple of 0.1). */
export function isMultipleOf(value: number, step: number): boolean {
  if (step <= 0) return true;
  const ratio = value / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-9 * Math.max(1, Math.abs(ratio));
}

/**
 * A number field (spec P5 "Amount: converted to a number"): a number, or a string of one as a form
 * sends it (a comma decimal separator is accepted); empty is "required".
 */
export function numberField(rules: NumberRules = {}) {
  return z
    .union([z.number(), oneLine()], {
      // zod refuses NaN and Infinity as numbers: those are "not a number", a missing value "required".
      error: (issue) => validationMessage(issue.input == null ? VALIDATION_MESSAGES.required : VALIDATION_MESSAGES.number),
    })
    .transform((v, ctx) => {
      if (typeof v === 'number') return v;
      const s = v.trim().replace(',', '.');
      if (s === '') {
        ctx.addIssue({ code: 'custom', message: validationMessage(VALIDATION_MESSAGES.required) });
        return z.NEVER;
      }
      const n = /^[+-]?(\d+\.?\d*|\.\d+)$/.test(s) ? Number(s) : Number.NaN;
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: validationMessage(VALIDATION_MESSAGES.number) });
        return z.NEVER;
      }
      return n;
    })
    .superRefine((n, ctx) => {
      const add = (id: ValidationMessageId, values?: MessageValues) => ctx.addIssue({ code: 'custom', message: validationMessage(id, values) });
      if (!Number.isFinite(n)) return add(VALIDATION_MESSAGES.number);
      if (rules.integer && !Number.isInteger(n)) return add(VALIDATION_MESSAGES.integer);
      if (rules.min !== undefined && n < rules.min) return add(VALIDATION_MESSAGES.min, { min: rules.min });
      if (rules.max !== undefined && n > rules.max) return add(VALIDATION_MESSAGES.max, { max: rules.max });
      if (rules.balance !== undefined && n > rules.balance) return add(VALIDATION_MESSAGES.notEnoughMoney);
      if (rules.multipleOf !== undefined && !isMultipleOf(n, rules.multipleOf)) return add(VALIDATION_MESSAGES.multipleOf, { step: rules.multipleOf });
    });
}

// ---- Nickname, e-mail, password, phone, personal id ----

const NICKNAME_CHARS = /^[\p{L}\d .-]+$/u;

/**
 * Nickname (spec P5, P9): letters, spaces, digits, dot and hyphen, 3 to 15 characters; empty
 * means "no nickname" and passes (the field is optional).
 */
export function nickname() {
  return text()
    .trim()
    .max(NICKNAME_MAX, msg(VALIDATION_MESSAGES.maxLength, { max: NICKNAME_MAX }))
    .refine((v) => v === '' || NICKNAME_CHARS.test(v), msg(VALIDATION_MESSAGES.wrongCharacters))
    .refine((v) => v === '' || v.length >= NICKNAME_MIN, msg(VALIDATION_MESSAGES.minLength, { min: NICKNAME_MIN }));
}

/** E-mail (spec P5): the standard pattern; trimmed and lower-cased, the form it is stored in. */
export function email() {
  return text()
    .trim()
    .min(1, msg(VALIDATION_MESSAGES.required))
    .max(EMAIL_MAX, msg(VALIDATION_MESSAGES.maxLength, { max: EMAIL_MAX }))
    .toLowerCase()
    .pipe(z.email(msg(VALIDATION_MESSAGES.email)));
}

/** Letters, digits and the listed symbols (the printable ASCII punctuation). */
export const PASSWORD_CHARS = /^[A-Za-z0-9!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]+$/;

/** Password (spec P5): letters, digits and the listed symbols, 8 to 72 characters. */
export function password() {
  return text()
    .min(1, msg(VALIDATION_MESSAGES.required))
    .min(PASSWORD_MIN, msg(VALIDATION_MESSAGES.minLength, { min: PASSWORD_MIN }))
    .max(PASSWORD_MAX, msg(VALIDATION_MESSAGES.maxLength, { max: PASSWORD_MAX }))
    .regex(PASSWORD_CHARS, msg(VALIDATION_MESSAGES.wrongCharacters));
}

/** Phone (spec P5): at least 8 characters of digits, plus, parentheses, space and hyphen. */
export function phone() {
  return text()
    .trim()
    .min(1, msg(VALIDATION_MESSAGES.required))
    .max(PHONE_MAX, msg(VALIDATION_MESSAGES.maxLength, { max: PHONE_MAX }))
    .regex(/^[\d+() -]+$/, msg(VALIDATION_MESSAGES.wrongCharacters))
    .min(PHONE_MIN, msg(VALIDATION_MESSAGES.phone, { min: PHONE_MIN }));
}

/** Personal id (spec P5): exactly 11 characters (letters and digits; the Estonian isikukood is 11 digits). */
export function personalId() {
  return text()
    .trim()
    .min(1, msg(VALIDATION_MESSAGES.required))
    .regex(new RegExp(`^[A-Za-z0-9]{${PERSONAL_ID_LENGTH}}$`), msg(VALIDATION_MESSAGES.personalId, { length: PERSONAL_ID_LENGTH }));
}

// ---- Confirmed-by ----

/**
 * Confirmed-by (spec P5): `confirmField` must equal `field` (passwords match). Attach it to the
 * object holding both: `withConfirmation(z.object({...}), 'password', 'password_confirmation')`.
 * The issue sits on the confirmation field.
 */
export function withConfirmation<T extends z.ZodType<Record<string, unknown>>>(schema: T, field: string, confirmField: string) {
  return schema.superRefine((value, ctx) => {
    const confirmation = value[confirmField];
    if (confirmation !== undefined && confirmation !== value[field]) {
      ctx.addIssue({ code: 'custom', path: [confirmField], message: validationMessage(VALIDATION_MESSAGES.passwordsMismatch) });
    }
  });
}

// ---- Birthday ----

/** A calendar date; months 1-12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export const BIRTHDAY_MIN_YEAR = 1900;

/** True when the numbers name a real day of the Gregorian calendar (no 31/04, 29/02 only in leap years). */
export function isRealDate({ year, month, day }: CalendarDate): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** Strict DD/MM/YYYY (two-digit day and month, four-digit year, slashes) to a date, else null. */
export function parseBirthday(value: string): CalendarDate | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!m) return null;
  const date = { day: Number(m[1]), month: Number(m[2]), year: Number(m[3]) };
  return isRealDate(date) ? date : null;
}

/** Whole years from `birthday` to `today` (UTC calendar); one born on 29/02 turns a year older on 01/03. */
export function ageOn(birthday: CalendarDate, today: Date): number {
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth() + 1;
  const d = today.getUTCDate();
  let age = y - birthday.year;
  if (m < birthday.month || (m === birthday.month && d < birthday.day)) age -= 1;
  return age;
}

/** YYYY-MM-DD of a date (how the platform stores a birthday). */
export function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface BirthdayRules {
  /** 18, or 21 under the Estonia licence (`minAgeFor`). */
  minAge?: number;
  /** The current time; the platform passes its clock, tests a fixed day. */
  now?: () => Date;
}

/** The birthday checks shared by both variants: a real date, not before 1900, not in the future, old enough. */
function birthdayIssue(date: CalendarDate | null, rules: BirthdayRules): string | null {
  const today = (rules.now ?? (() => new Date()))();
  if (!date || date.year < BIRTHDAY_MIN_YEAR) return validationMessage(VALIDATION_MESSAGES.birthdayInvalid);
  const age = ageOn(date, today);
  // A negative age is a day still to come.
  if (age < 0) return validationMessage(VALIDATION_MESSAGES.birthdayInvalid);
  const minAge = rules.minAge ?? MIN_AGE;
  if (age < minAge) return validationMessage(VALIDATION_MESSAGES.birthdayTooYoung, { age: minAge });
  return null;
}

/**
 * Birthday typed inline (spec P5): DD/MM/YYYY strictly, a real date, and the player at least
 * `minAge` years old. Parses to YYYY-MM-DD.
 */
export function birthday(rules: BirthdayRules = {}) {
  return text()
    .trim()
    .min(1, msg(VALIDATION_MESSAGES.required))
    .max(10, msg(VALIDATION_MESSAGES.birthdayInvalid))
    .transform((v, ctx) => {
      const date = parseBirthday(v);
      const issue = birthdayIssue(date, rules);
      if (issue || !date) {
        ctx.addIssue({ code: 'custom', message: issue ?? validationMessage(VALIDATION_MESSAGES.birthdayInvalid) });
        return z.NEVER;
      }
      return toIsoDate(date);
    });
}

/**
 * Birthday as separate day, month and year fields (spec P5): day at most 31 and month at most 12,
 * each one or two digits; year four digits; together a real date of someone at least `minAge`.
 * The real-date issue sits on `day`, the age issue on `year`. Parses to YYYY-MM-DD.
 */
export function birthdayParts(rules: BirthdayRules = {}) {
  const part = (pattern: RegExp, max: number, invalid: ValidationMessageId) =>
    text()
      .trim()
      .min(1, msg(VALIDATION_MESSAGES.required))
      .regex(pattern, msg(invalid))
      .refine((v) => Number(v) >= 1 && Number(v) <= max, msg(invalid));
  return z
    .object({
      day: part(/^\d{1,2}$/, 31, VALIDATION_MESSAGES.dayInvalid),
      month: part(/^\d{1,2}$/, 12, VALIDATION_MESSAGES.monthInvalid),
      year: part(/^\d{4}$/, 9999, VALIDATION_MESSAGES.yearInvalid),
    })
    .transform((v, ctx) => {
      const date = { day: Number(v.day), month: Number(v.month), year: Number(v.year) };
      const real = isRealDate(date);
      const issue = birthdayIssue(real ? date : null, rules);
      if (issue) {
        const tooYoung = issue.startsWith(VALIDATION_MESSAGES.birthdayTooYoung);
        const badYear = date.year < BIRTHDAY_MIN_YEAR;
        ctx.addIssue({ code: 'custom', path: [tooYoung || badYear ? 'year' : 'day'], message: issue });
        return z.NEVER;
      }
      return toIsoDate(date);
    });
}

// ---- Postal code by country; the state it lies in (spec P5) ----

/**
 * Postal-code formats of the countries the casino serves most (ISO 3166-1 alpha-2), written
 * as the post offices print them; spaces and case are forgiven where the format has them.
 * Other countries get the general shape: letters, digits, spaces and hyphens, 2 to 12 long.
 */
export const POSTAL_CODE_FORMATS: Readonly<Record<string, RegExp>> = {
  AU: /^\d{4}$/,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
  NZ: /^\d{4}$/,
  US: /^\d{5}(-\d{4})?$/,
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  NO: /^\d{4}$/,
  IT: /^\d{5}$/,
  EE: /^\d{5}$/,
  FR: /^\d{5}$/,
  ES: /^\d{5}$/,
  FI: /^\d{5}$/,
  SE: /^\d{3} ?\d{2}$/,
  DK: /^\d{4}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  BE: /^\d{4}$/,
  PL: /^\d{2}-\d{3}$/,
  PT: /^\d{4}-\d{3}$/,
  IE: /^[AC-FHKNPRTV-Y]\d{2}|D6W ?[0-9AC-FHKNPRTV-Y]{4}$/i,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  JP: /^\d{3}-?\d{4}$/,
  BR: /^\d{5}-?\d{3}$/,
  LT: /^(LT-)?\d{5}$/i,
  LV: /^(LV-)?\d{4}$/i,
};
const GENERAL_POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{0,10}[A-Za-z0-9]$/;

/** Whether `code` is a postal code of `country` (its own format, else the general shape). */
export function isPostalCodeOf(country: string | null | undefined, code: string): boolean {
  const format = (country && POSTAL_CODE_FORMATS[country.toUpperCase()]) || GENERAL_POSTAL_CODE;
  const trimmed = code.trim();
  // A leading "IE" alternation would otherwise match a prefix only: anchor the whole code.
  return format.test(trimmed) && (country?.toUpperCase() !== 'IE' || /^[A-Z0-9]{3} ?[A-Z0-9]{4}$/i.test(trimmed));
}

/** A postal code field for `country` (spec P5 "Postal code: by country"). */
export function postalCode(country: string | null | undefined) {
  return required(12).refine((v) => isPostalCodeOf(country, v), msg(VALIDATION_MESSAGES.postalCode));
}

/** Australian postcode ranges of spec P5, per state or territory. */
export const AU_POSTCODE_STATES: readonly (readonly [string, readonly (readonly [number, number])[]])[] = [
  [
    'NSW',
    [
      [1000, 2599],
      [2619, 2899],
      [2921, 2999],
    ],
  ],
  [
    'ACT',
    [
      [200, 299],
      [2600, 2618],
      [2900, 2920],
    ],
  ],
  [
    'VIC',
    [
      [3000, 3999],
      [8000, 8999],
    ],
  ],
  [
    'QLD',
    [
      [4000, 4999],
      [9000, 9999],
    ],
  ],
  ['SA', [[5000, 5999]]],
  [
    'WA',
    [
      [6000, 6797],
      [6800, 6999],
    ],
  ],
  ['TAS', [[7000, 7999]]],
  ['NT', [[800, 999]]],
];

/** First letter of a Canadian postal code to its province or territory (X is shared by NT and NU: unknown). */
export const CA_POSTAL_PROVINCES: Readonly<Record<string, string>> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  Y: 'YT',
};

/** The state a postal code lies in (spec P5: Australia by ranges, Canada by first letter), if known. */
export function stateFromPostalCode(country: string | null | undefined, code: string | null | undefined): string | null {
  const c = code?.trim();
  if (!c) return null;
  if (country === 'AU' && /^\d{3,4}$/.test(c)) {
    const n = Number(c);
    return AU_POSTCODE_STATES.find(([, ranges]) => ranges.some(([lo, hi]) => n >= lo && n <= hi))?.[0] ?? null;
  }
  if (country === 'CA') return CA_POSTAL_PROVINCES[c[0]!.toUpperCase()] ?? null;
  return null;
}

/**
 * The state to store with an address: the one given, else the one the postal code says
 * (spec P5 "A missing state is filled automatically from the postal code").
 */
export function stateWithFallback(country: string | null | undefined, code: string | null | undefined, state: string | null | undefined): string | null {
  return state?.trim() ? state.trim() : stateFromPostalCode(country, code);
}
