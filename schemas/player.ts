import { z } from 'zod';

/** A player group as the player sees it (P3 statuses, P6 ids). */
export const PlayerStatusSchema = z.object({ id: z.number().int(), name: z.string() });

/** Fields the site may still have to ask for before a context is complete (P3 auth_fields_missed). */
export const AuthFieldMissedSchema = z.enum(['terms_acceptance']);

/**
 * The Player entity of spec P3, exactly as GET /api/player answers it. Dates are ISO strings;
 * absent values are null, never omitted, so the site can rely on every key.
 */
export const PlayerSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  nickname: z.string().nullable(),
  /** The same value under the older key some clients read. */
  nick_name: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  gender: z.enum(['m', 'f']).nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  postal_code: z.string().nullable(),
  state: z.string().nullable(),
  mobile_phone: z.string().nullable(),
  personal_id_number: z.string().nullable(),
  receive_promos: z.boolean(),
  receive_sms_promos: z.boolean(),
  currency: z.string(),
  language: z.string(),
  /** The same value under the key the locale switcher reads. */
  locale: z.string(),
  statuses: z.array(PlayerStatusSchema),
  auth_fields_missed: z.array(AuthFieldMissedSchema),
  confirmed_at: z.string().nullable(),
  created_at: z.string(),
  current_sign_in_at: z.string().nullable(),
  verified: z.boolean(),
  sumsub_verified: z.boolean(),
  two_factor_enabled: z.boolean(),
  can_issue_bonuses: z.boolean(),
  deposit_bonus_code: z.string().nullable(),
  autoregistered: z.boolean(),
  license_name: z.string().nullable(),
  sow_questionnaire_expires_at: z.string().nullable(),
});
export type Player = z.infer<typeof PlayerSchema>;
