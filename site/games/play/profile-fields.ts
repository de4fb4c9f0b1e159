import { z } from 'zod';
import { postalCodeMismatch, ProfileFieldRules, type ProfileField } from '../../../schemas/player';
import { birthdayParts, validationMessage, VALIDATION_MESSAGES } from '../../../schemas/validation';

/** How each profile field is asked for in the popup. */
export type FieldKind = 'text' | 'tel' | 'birthday' | 'gender' | 'country' | 'checkbox';

export const FIELD_KINDS: Readonly<Record<ProfileField, FieldKind>> = {
  first_name: 'text',
  last_name: 'text',
  nickname: 'text',
  date_of_birth: 'birthday',
  gender: 'gender',
  country: 'country',
  city: 'text',
  address: 'text',
  postal_code: 'text',
  state: 'text',
  mobile_phone: 'tel',
  personal_id_number: 'text',
  receive_promos: 'checkbox',
  receive_sms_promos: 'checkbox',
};

/** autocomplete tokens, so browsers can fill what they know. */
export const FIELD_AUTOCOMPLETE: Partial<Record<ProfileField, string>> = {
  first_name: 'given-name',
  last_name: 'family-name',
  nickname: 'nickname',
  city: 'address-level2',
  address: 'street-address',
  postal_code: 'postal-code',
  state: 'address-level1',
  mobile_phone: 'tel',
  country: 'country',
};

export type BirthdayInput = { day: string; month: string; year: string };
export type ProfileFormValues = Partial<Record<ProfileField, string | boolean | BirthdayInput>>;

/**
 * The popup's rules: exactly the missing fields, each with the rule PATCH /api/player applies
 * (schemas/player ProfileFieldRules), the birthday as day/month/year parts with the licence's
 * minimum age, and the postal code judged by the country (the one in the form, else the stored
 * `storedCountry`), as the platform judges it. Its output is the `user` object of the PATCH.
 */
export function profileFormSchema(fields: readonly ProfileField[], minAge: number, storedCountry: string | null = null) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    if (field === 'date_of_birth') shape[field] = birthdayParts({ minAge });
    // An unchosen select is a missing answer, not "wrong characters".
    else if (FIELD_KINDS[field] === 'gender')
      shape[field] = z
        .string()
        .min(1, { message: validationMessage(VALIDATION_MESSAGES.required) })
        .pipe(ProfileFieldRules.gender);
    else shape[field] = ProfileFieldRules[field];
  }
  const withPostalCode = z.object(shape).superRefine((v, ctx) => {
    const country = typeof v.country === 'string' && v.country ? v.country : storedCountry;
    if (postalCodeMismatch(country, v.postal_code))
      ctx.addIssue({ code: 'custom', path: ['postal_code'], message: validationMessage(VALIDATION_MESSAGES.postalCode) });
  });
  return withPostalCode as unknown as z.ZodType<Partial<Record<ProfileField, string | boolean>>, ProfileFormValues>;
}

/** The empty form: blank texts, unticked boxes, blank birthday parts. */
export function emptyValues(fields: readonly ProfileField[]): ProfileFormValues {
  const values: ProfileFormValues = {};
  for (const field of fields) {
    const kind = FIELD_KINDS[field];
    values[field] = kind === 'checkbox' ? false : kind === 'birthday' ? { day: '', month: '', year: '' } : '';
  }
  return values;
}
