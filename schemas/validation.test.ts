import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  MIN_AGE_ESTONIA,
  ageOn,
  birthday,
  birthdayParts,
  email,
  englishLetters,
  isMultipleOf,
  minAgeFor,
  minLength,
  mustBeChecked,
  nickname,
  numberField,
  parseBirthday,
  parseValidationMessage,
  password,
  personalId,
  phone,
  postalCode,
  required,
  stateFromPostalCode,
  stateWithFallback,
  isPostalCodeOf,
  jsonValue,
  multiLine,
  oneLine,
  validationMessage,
  withConfirmation,
} from './validation';

/** The decoded first message of a failed parse, or 'ok' with the output. */
function check(schema: z.ZodType, input: unknown): string {
  const r = schema.safeParse(input);
  if (r.success) return 'ok';
  const first = r.error.issues[0]!;
  const decoded = parseValidationMessage(first.message);
  if (!decoded) return `raw:${first.message}`;
  const values = Object.keys(decoded.values).length ? ` ${JSON.stringify(decoded.values)}` : '';
  const path = first.path.length ? `@${first.path.join('.')} ` : '';
  return `${path}${decoded.id}${values}`;
}

const TODAY = new Date('2026-11-22T12:00:00Z');
const now = () => TODAY;

describe('message keys', () => {
  it.each([
    ['validation.required', undefined, 'validation.required'],
    ['validation.minLength', { min: 3 }, 'validation.minLength {"min":3}'],
  ] as const)('encodes %s', (id, values, encoded) => {
    expect(validationMessage(id, values)).toBe(encoded);
    expect(parseValidationMessage(encoded)).toEqual({ id, values: values ?? {} });
  });

  it.each(['is invalid', 'validation.unknown', 'validation.min {bad json', 'validation.min [1]', ''])('leaves other text alone: %j', (text) => {
    expect(parseValidationMessage(text)).toBeNull();
  });
});

describe('required', () => {
  it.each([
    ['x', 'ok'],
    ['  x  ', 'ok'],
    ['', 'validation.required'],
    ['   ', 'validation.required'],
    [undefined, 'validation.required'],
    [null, 'validation.required'],
    [5, 'validation.required'],
    ['a'.repeat(11), 'validation.maxLength {"max":10}'],
  ])('%j -> %s', (input, expected) => expect(check(required(10), input)).toBe(expected));
});

describe('min length', () => {
  it.each([
    ['abcd', 'ok'],
    ['abc', 'validation.minLength {"min":4}'],
    ['', 'validation.required'],
  ])('%j -> %s', (input, expected) => expect(check(minLength(4), input)).toBe(expected));
});

describe('nickname (3..15; letters, spaces, digits, dot, hyphen; empty allowed)', () => {
  it.each([
    ['', 'ok'],
    ['ace', 'ok'],
    ['Jöns-Ola 2.0', 'ok'],
    ['a'.repeat(15), 'ok'],
    ['ab', 'validation.minLength {"min":3}'],
    ['a'.repeat(16), 'validation.maxLength {"max":15}'],
    ['ace!', 'validation.wrongCharacters'],
    ['a_b', 'validation.wrongCharacters'],
    ['<b>', 'validation.wrongCharacters'],
  ])('%j -> %s', (input, expected) => expect(check(nickname(), input)).toBe(expected));

  it('trims', () => expect(nickname().parse('  ace  ')).toBe('ace'));
});

describe('e-mail', () => {
  it.each([
    ['player@example.com', 'ok'],
    [' Player@Example.COM ', 'ok'],
    ['a.b+c@sub.example.co.uk', 'ok'],
    ['', 'validation.required'],
    ['not-an-email', 'validation.email'],
    ['a@b', 'validation.email'],
    ['a @b.com', 'validation.email'],
    [`${'a'.repeat(250)}@b.com`, 'validation.maxLength {"max":254}'],
  ])('%j -> %s', (input, expected) => expect(check(email(), input)).toBe(expected));

  it('lower-cases and trims', () => expect(email().parse(' Player@Example.COM ')).toBe('player@example.com'));
});

describe('password (8..72 of letters, digits and the listed symbols)', () => {
  it.each([
    ['Secret-123', 'ok'],
    ['abcdefgh', 'ok'],
    ['!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~', 'ok'],
    ['', 'validation.required'],
    ['Short-1', 'validation.minLength {"min":8}'],
    ['a'.repeat(73), 'validation.maxLength {"max":72}'],
    ['pass word1', 'validation.wrongCharacters'],
    ['pässwörd1', 'validation.wrongCharacters'],
  ])('%j -> %s', (input, expected) => expect(check(password(), input)).toBe(expected));
});

describe('phone (at least 8 of digits, +, parentheses, space, hyphen)', () => {
  it.each([
    ['+372 5123 4567', 'ok'],
    ['(02) 9999-1234', 'ok'],
    ['12345678', 'ok'],
    ['1234567', 'validation.phone {"min":8}'],
    ['+1 555 CALL', 'validation.wrongCharacters'],
    ['', 'validation.required'],
    ['1'.repeat(21), 'validation.maxLength {"max":20}'],
  ])('%j -> %s', (input, expected) => expect(check(phone(), input)).toBe(expected));
});

describe('personal id (exactly 11 characters)', () => {
  it.each([
    ['39001010001', 'ok'],
    ['3900101000', 'validation.personalId {"length":11}'],
    ['390010100012', 'validation.personalId {"length":11}'],
    ['3900101000!', 'validation.personalId {"length":11}'],
    ['', 'validation.required'],
  ])('%j -> %s', (input, expected) => expect(check(personalId(), input)).toBe(expected));
});

describe('English letters only', () => {
  it.each([
    ['John', 'ok'],
    ["Anne-Marie O'Neil", 'ok'],
    ['Jöns', 'validation.englishLettersOnly'],
    ['Иван', 'validation.englishLettersOnly'],
    ['R2D2', 'validation.englishLettersOnly'],
    ['', 'validation.required'],
  ])('%j -> %s', (input, expected) => expect(check(englishLetters(), input)).toBe(expected));
});

describe('must be checked', () => {
  it.each([
    [true, 'ok'],
    [false, 'validation.mustBeChecked'],
    [undefined, 'validation.mustBeChecked'],
    ['true', 'validation.mustBeChecked'],
  ])('%j -> %s', (input, expected) => expect(check(mustBeChecked(), input)).toBe(expected));
});

describe('confirmed-by (passwords match)', () => {
  const schema = withConfirmation(z.object({ password: z.string(), password_confirmation: z.string().optional() }), 'password', 'password_confirmation');
  it.each([
    [{ password: 'Secret-123', password_confirmation: 'Secret-123' }, 'ok'],
    [{ password: 'Secret-123' }, 'ok'],
    [{ password: 'Secret-123', password_confirmation: 'Secret-124' }, '@password_confirmation validation.passwordsMismatch'],
  ])('%j -> %s', (input, expected) => expect(check(schema, input)).toBe(expected));
});

describe('numbers: min, max, integer, multiple of, balance', () => {
  it.each([
    [{ min: 10 }, 10, 'ok'],
    [{ min: 10 }, '10', 'ok'],
    [{ min: 10 }, '10,5', 'ok'],
    [{ min: 10 }, 9.99, 'validation.min {"min":10}'],
    [{ max: 100 }, 101, 'validation.max {"max":100}'],
    [{ integer: true }, 5, 'ok'],
    [{ integer: true }, '5.5', 'validation.integer'],
    [{ multipleOf: 5 }, 25, 'ok'],
    [{ multipleOf: 5 }, 26, 'validation.multipleOf {"step":5}'],
    [{ multipleOf: 0.1 }, 0.3, 'ok'],
    [{ balance: 50 }, 50, 'ok'],
    [{ balance: 50 }, 50.01, 'validation.notEnoughMoney'],
    [{}, '', 'validation.required'],
    [{}, undefined, 'validation.required'],
    [{}, 'abc', 'validation.number'],
    [{}, '1e5', 'validation.number'],
    [{}, Number.NaN, 'validation.number'],
    [{}, Number.POSITIVE_INFINITY, 'validation.number'],
  ] as const)('%j: %j -> %s', (rules, input, expected) => expect(check(numberField(rules), input)).toBe(expected));

  it('converts a form string to a number', () => expect(numberField().parse(' 12,50 ')).toBe(12.5));
  it('isMultipleOf tolerates binary fractions', () => {
    expect(isMultipleOf(0.7, 0.1)).toBe(true);
    expect(isMultipleOf(0.75, 0.1)).toBe(false);
  });
});

describe('birthday, inline DD/MM/YYYY (today 22/11/2026)', () => {
  it.each([
    ['22/11/2008', 18, 'ok'],
    ['23/11/2008', 18, 'validation.birthdayTooYoung {"age":18}'],
    ['01/01/1990', 18, 'ok'],
    ['22/11/2005', MIN_AGE_ESTONIA, 'ok'],
    ['23/11/2005', MIN_AGE_ESTONIA, 'validation.birthdayTooYoung {"age":21}'],
    ['22/11/2007', MIN_AGE_ESTONIA, 'validation.birthdayTooYoung {"age":21}'],
    ['29/02/2004', 18, 'ok'],
    ['29/02/2003', 18, 'validation.birthdayInvalid'],
    ['31/04/1990', 18, 'validation.birthdayInvalid'],
    ['32/01/1990', 18, 'validation.birthdayInvalid'],
    ['01/13/1990', 18, 'validation.birthdayInvalid'],
    ['1/1/1990', 18, 'validation.birthdayInvalid'],
    ['01-01-1990', 18, 'validation.birthdayInvalid'],
    ['1990-01-01', 18, 'validation.birthdayInvalid'],
    ['01/01/90', 18, 'validation.birthdayInvalid'],
    ['01/01/1899', 18, 'validation.birthdayInvalid'],
    ['01/01/2030', 18, 'validation.birthdayInvalid'],
    ['', 18, 'validation.required'],
  ])('%s (min age %i) -> %s', (input, minAge, expected) => expect(check(birthday({ minAge, now }), input)).toBe(expected));

  it('parses to YYYY-MM-DD', () => expect(birthday({ now }).parse('05/03/1990')).toBe('1990-03-05'));
  it('the licence picks the minimum age', () => {
    expect(minAgeFor('estonia')).toBe(21);
    expect(minAgeFor('curacao')).toBe(18);
    expect(minAgeFor(null)).toBe(18);
  });
  it('one born on 29/02 comes of age on 01/03 in a common year', () => {
    const born = parseBirthday('29/02/2008')!;
    expect(ageOn(born, new Date('2026-02-28T00:00:00Z'))).toBe(17);
    expect(ageOn(born, new Date('2026-03-01T00:00:00Z'))).toBe(18);
  });
});

describe('birthday as separate day / month / year fields', () => {
  const parts = (day: string, month: string, year: string) => ({ day, month, year });
  it.each([
    [parts('22', '11', '2008'), 18, 'ok'],
    [parts('1', '2', '1990'), 18, 'ok'],
    [parts('32', '01', '1990'), 18, '@day validation.dayInvalid'],
    [parts('00', '01', '1990'), 18, '@day validation.dayInvalid'],
    [parts('123', '01', '1990'), 18, '@day validation.dayInvalid'],
    [parts('01', '13', '1990'), 18, '@month validation.monthInvalid'],
    [parts('01', 'ab', '1990'), 18, '@month validation.monthInvalid'],
    [parts('01', '01', '90'), 18, '@year validation.yearInvalid'],
    [parts('', '01', '1990'), 18, '@day validation.required'],
    [parts('31', '04', '1990'), 18, '@day validation.birthdayInvalid'],
    [parts('01', '01', '1899'), 18, '@year validation.birthdayInvalid'],
    [parts('23', '11', '2008'), 18, '@year validation.birthdayTooYoung {"age":18}'],
    [parts('22', '11', '2006'), MIN_AGE_ESTONIA, '@year validation.birthdayTooYoung {"age":21}'],
  ])('%j (min age %i) -> %s', (input, minAge, expected) => expect(check(birthdayParts({ minAge, now }), input)).toBe(expected));

  it('parses to YYYY-MM-DD', () => expect(birthdayParts({ now }).parse(parts('5', '3', '1990'))).toBe('1990-03-05'));
});

describe('postal code by country (P5)', () => {
  it.each([
    ['AU', '2600', true],
    ['AU', '0800', true],
    ['AU', '800', false],
    ['AU', '26000', false],
    ['CA', 'K1A 0B1', true],
    ['CA', 'k1a0b1', true],
    ['CA', 'D1A 0B1', false],
    ['CA', '12345', false],
    ['NZ', '6011', true],
    ['DE', '10117', true],
    ['DE', '1011', false],
    ['NO', '0150', true],
    ['IT', '00184', true],
    ['EE', '10111', true],
    ['US', '94105-1234', true],
    ['US', '9410', false],
    ['GB', 'SW1A 1AA', true],
    ['GB', '12345', false],
    ['IE', 'D02 X285', true],
    ['IE', 'D02X2850', false],
    ['NL', '1012 AB', true],
    ['JP', '100-0001', true],
    ['BR', '01310-100', true],
    ['PL', '00-950', true],
    ['XX', 'AB-12', true],
    ['XX', '!', false],
    [null, '75008', true],
  ])('%s %j is %s', (country, code, ok) => {
    expect(isPostalCodeOf(country, code)).toBe(ok);
    expect(check(postalCode(country), code)).toBe(ok ? 'ok' : 'validation.postalCode');
  });
  it('is required', () => expect(check(postalCode('DE'), '  ')).toBe('validation.required'));
});

describe('Australian postcode ranges to state (P5)', () => {
  it.each([
    ['1000', 'NSW'],
    ['2599', 'NSW'],
    ['2619', 'NSW'],
    ['2899', 'NSW'],
    ['2921', 'NSW'],
    ['2999', 'NSW'],
    ['0200', 'ACT'],
    ['0299', 'ACT'],
    ['2600', 'ACT'],
    ['2618', 'ACT'],
    ['2900', 'ACT'],
    ['2920', 'ACT'],
    ['3000', 'VIC'],
    ['3999', 'VIC'],
    ['8000', 'VIC'],
    ['8999', 'VIC'],
    ['4000', 'QLD'],
    ['4999', 'QLD'],
    ['9000', 'QLD'],
    ['9999', 'QLD'],
    ['5000', 'SA'],
    ['5999', 'SA'],
    ['6000', 'WA'],
    ['6797', 'WA'],
    ['6800', 'WA'],
    ['6999', 'WA'],
    ['7000', 'TAS'],
    ['7999', 'TAS'],
    ['0800', 'NT'],
    ['0999', 'NT'],
    ['800', 'NT'],
    ['6798', null],
    ['6799', null],
    ['0100', null],
    ['0999x', null],
  ])('%s -> %s', (code, state) => {
    expect(stateFromPostalCode('AU', code)).toBe(state);
  });
});

describe('Canadian first letter to province (P5)', () => {
  it.each([
    ['A1A 1A1', 'NL'],
    ['B3H 0A1', 'NS'],
    ['C1A 1A1', 'PE'],
    ['E1A 1A1', 'NB'],
    ['G1A 1A1', 'QC'],
    ['H2X 1Y4', 'QC'],
    ['J4K 1A1', 'QC'],
    ['K1A 0B1', 'ON'],
    ['L5B 1A1', 'ON'],
    ['M5V 3L9', 'ON'],
    ['N2L 3G1', 'ON'],
    ['P3A 1A1', 'ON'],
    ['R3C 1A1', 'MB'],
    ['S4P 1A1', 'SK'],
    ['T2P 1A1', 'AB'],
    ['v6b 1a1', 'BC'],
    ['Y1A 1A1', 'YT'],
    ['X1A 1A1', null],
    ['D1A 1A1', null],
  ])('%s -> %s', (code, province) => {
    expect(stateFromPostalCode('CA', code)).toBe(province);
  });
  it('answers nothing for other countries or no code', () => {
    expect(stateFromPostalCode('DE', '10117')).toBeNull();
    expect(stateFromPostalCode('AU', '')).toBeNull();
    expect(stateFromPostalCode('CA', null)).toBeNull();
  });
});

describe('a missing state is filled from the postal code (P5)', () => {
  it.each([
    ['AU', '3000', null, 'VIC'],
    ['AU', '3000', '', 'VIC'],
    ['AU', '3000', 'NSW', 'NSW'],
    ['CA', 'T2P 1A1', undefined, 'AB'],
    ['DE', '10117', null, null],
  ] as const)('%s %s with state %j -> %j', (country, code, state, filled) => {
    expect(stateWithFallback(country, code, state)).toBe(filled);
  });
});

describe('control characters (every request string)', () => {
  const refused = ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f', '\u0085', '\u009f', '\ud800', '\udfff'];

  it.each(refused)('one-line and multi-line text refuse %j wherever it stands', (c) => {
    for (const v of [c, `a${c}`, `${c}a`, `a${c}b`]) {
      expect(check(oneLine(), v)).toBe('validation.wrongCharacters');
      expect(check(multiLine(), v)).toBe('validation.wrongCharacters');
    }
  });

  it.each(['\t', '\n', '\r'])('%j passes in multi-line text only', (c) => {
    expect(check(multiLine(), `line one${c}line two`)).toBe('ok');
    expect(check(oneLine(), `line one${c}line two`)).toBe('validation.wrongCharacters');
  });

  it('takes any other text: accents, emoji (a surrogate pair), non-breaking space, right-to-left', () => {
    for (const v of ['Zürich', 'Łódź 💥', 'a\u00a0b', 'שלום', '']) expect(check(oneLine(), v)).toBe('ok');
  });

  it('holds in the builders made of it', () => {
    expect(check(required(100), 'Main\u0000Street')).toBe('validation.wrongCharacters');
    expect(check(englishLetters(), 'Ann\u0000')).toBe('validation.wrongCharacters');
    expect(check(email(), 'a\u0000@example.com')).toBe('validation.wrongCharacters');
  });

  it('free JSON: names the path of the first bad key or string, however deep', () => {
    expect(check(jsonValue(), { a: [1, { b: 'x\ny\tz' }], c: null })).toBe('ok');
    expect(check(jsonValue(), { a: [1, { b: 'x\u0000' }] })).toBe('@a.1.b validation.wrongCharacters');
    expect(check(jsonValue(), { a: { 'k\u0000': 1 } })).toBe('@a validation.wrongCharacters');
    expect(check(jsonValue(), { 'line\nbreak': 1 })).toBe('validation.wrongCharacters');
  });

  it('free JSON nested as deep as a 64 KB body allows is checked without overflowing the stack', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 32_000; i += 1) deep = [deep];
    expect(check(jsonValue(), deep)).toContain('validation.wrongCharacters');
  });
});
