import type { PlayerFieldsInfo } from '../../schemas/info';
import { PROFILE_FIELDS, type PlayerContext, type ProfileField } from '../../schemas/player';

const IDENTITY: ProfileField[] = ['first_name', 'last_name', 'date_of_birth', 'country', 'city', 'address', 'postal_code'];

/**
 * Which profile fields each context of PATCH /api/player requires (spec P5). A required field must
 * be filled once the patch is applied: given in the body, or already stored. A context may set
 * only its required and optional fields.
 *
 * - registration: completing a short sign-up (country is needed for licence and currency rules).
 * - deposit: the identity a payment provider and the fraud check need for fiat deposits.
 * - cashout: the same plus a phone for payout verification.
 * - edition: the profile page; nothing is forced, every field may change.
 */
const CONTEXTS: Record<PlayerContext, { required: ProfileField[]; optional: ProfileField[] }> = {
  registration: {
    required: ['country'],
    optional: ['nickname', 'first_name', 'last_name', 'date_of_birth', 'gender', 'mobile_phone', 'receive_promos', 'receive_sms_promos'],
  },
  deposit: { required: IDENTITY, optional: ['gender', 'state', 'mobile_phone', 'personal_id_number'] },
  cashout: { required: [...IDENTITY, 'mobile_phone'], optional: ['gender', 'state', 'personal_id_number'] },
  edition: { required: [], optional: [...PROFILE_FIELDS] },
};

const TYPES: Record<ProfileField, Pick<PlayerFieldsInfo['fields'][number], 'type' | 'options' | 'max_length'>> = {
  first_name: { type: 'string', max_length: 50 },
  last_name: { type: 'string', max_length: 50 },
  nickname: { type: 'string', max_length: 15 },
  date_of_birth: { type: 'date' },
  gender: { type: 'select', options: ['m', 'f'] },
  country: { type: 'country' },
  city: { type: 'string', max_length: 100 },
  address: { type: 'string', max_length: 200 },
  postal_code: { type: 'string', max_length: 12 },
  state: { type: 'string', max_length: 100 },
  mobile_phone: { type: 'phone', max_length: 20 },
  personal_id_number: { type: 'string', max_length: 11 },
  receive_promos: { type: 'boolean' },
  receive_sms_promos: { type: 'boolean' },
};

export const PLAYER_FIELDS_INFO: PlayerFieldsInfo = {
  fields: PROFILE_FIELDS.map((field) => ({ field, ...TYPES[field] })),
  contexts: CONTEXTS,
};

export function contextFields(context: PlayerContext): { required: readonly ProfileField[]; allowed: ReadonlySet<ProfileField> } {
  const c = CONTEXTS[context];
  return { required: c.required, allowed: new Set([...c.required, ...c.optional]) };
}
