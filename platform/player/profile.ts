import { ageOn, MIN_AGE, MIN_AGE_EE, type PlayerPatchBody, type ProfileField } from '../../schemas/player';
import { isPostalCodeOf, stateFromPostalCode, validationMessage, VALIDATION_MESSAGES } from '../../schemas/validation';
import { contextFields, isKnownCountry } from '../info';
import type { players } from './schema';

type PlayerRow = typeof players.$inferSelect;
type PlayerUpdate = Partial<typeof players.$inferInsert>;

/** Stored column of each profile field. */
const COLUMN = {
  first_name: 'firstName',
  last_name: 'lastName',
  nickname: 'nickname',
  date_of_birth: 'dateOfBirth',
  gender: 'gender',
  country: 'country',
  city: 'city',
  address: 'address',
  postal_code: 'postalCode',
  state: 'state',
  mobile_phone: 'mobilePhone',
  personal_id_number: 'personalIdNumber',
  receive_promos: 'receivePromos',
  receive_sms_promos: 'receiveSmsPromos',
} as const satisfies Record<ProfileField, keyof PlayerRow>;

/** Identity fields a verified player can no longer change (the documents were checked against them). */
const LOCKED_WHEN_VERIFIED: readonly ProfileField[] = ['first_name', 'last_name', 'date_of_birth'];

/** Shared with the site (schemas/validation.ts); kept exported here for the player module's callers. */
export { stateFromPostalCode };

const filled = (v: unknown) => v !== null && v !== undefined && v !== '';

/**
 * The fields `context` requires (GET /api/info/player_fields) that the stored profile lacks: the
 * one rule a money call checks itself, so no site route can skip the form that fills them.
 */
export function missingFields(row: PlayerRow, context: PlayerPatchBody['context']): ProfileField[] {
  return contextFields(context).required.filter((f) => !filled(row[COLUMN[f]]));
}

/**
 * Checks a PATCH /api/player against its context and the stored row; returns the columns to set,
 * or field errors keyed `user.<field>`. Rules: a context sets only its fields; every field it
 * requires is filled afterwards (from the body or already stored); the country is a real one; the
 * player is old enough (21 under the Estonian licence or in Estonia, else 18); a verified player's
 * names and birthday stay.
 */
export function planProfilePatch(row: PlayerRow, body: PlayerPatchBody, now: Date): { set: PlayerUpdate } | { errors: Record<string, string[]> } {
  const { required, allowed } = contextFields(body.context);
  const errors: Record<string, string[]> = {};
  const fail = (f: ProfileField, msg: string) => (errors[`user.${f}`] ??= []).push(msg);
  const given = Object.entries(body.user).filter(([, v]) => v !== undefined) as [ProfileField, string | boolean][];

  for (const [f] of given) if (!allowed.has(f)) fail(f, `cannot be changed in the ${body.context} context`);
  const next = (f: ProfileField): unknown => (body.user[f] !== undefined ? body.user[f] : row[COLUMN[f]]);
  for (const f of required) if (!filled(next(f))) fail(f, validationMessage(VALIDATION_MESSAGES.required));

  if (typeof body.user.country === 'string' && !isKnownCountry(body.user.country)) fail('country', 'is not a known country');
  if (typeof body.user.date_of_birth === 'string') {
    const min = row.licenseName === 'EE' || next('country') === 'EE' ? MIN_AGE_EE : MIN_AGE;
    const age = ageOn(body.user.date_of_birth, now);
    // A negative age is a birthday still to come.
    if (age < 0) fail('date_of_birth', validationMessage(VALIDATION_MESSAGES.birthdayInvalid));
    else if (age < min) fail('date_of_birth', validationMessage(VALIDATION_MESSAGES.birthdayTooYoung, { age: min }));
  }
  // Spec P5 "Postal code: by country": checked against the country it will be stored with.
  if (typeof body.user.postal_code === 'string' && !isPostalCodeOf(next('country') as string | null, body.user.postal_code)) {
    fail('postal_code', validationMessage(VALIDATION_MESSAGES.postalCode));
  }
  if (row.verified) {
    for (const f of LOCKED_WHEN_VERIFIED) {
      const v = body.user[f];
      if (v !== undefined && v !== row[COLUMN[f]]) fail(f, 'cannot be changed after verification');
    }
  }
  if (Object.keys(errors).length) return { errors };

  const set: Record<string, unknown> = {};
  for (const [f, v] of given) set[COLUMN[f]] = f === 'nickname' && v === '' ? null : v;
  // Spec P5: a missing state is filled from the postal code.
  const country = next('country') as string | null;
  const postal = next('postal_code') as string | null;
  if (!filled(next('state'))) {
    const state = stateFromPostalCode(country, postal);
    if (state) set.state = state;
  }
  return { set: set as PlayerUpdate };
}
