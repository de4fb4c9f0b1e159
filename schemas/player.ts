import { z } from 'zod';
import { LocaleSchema } from './locales';
import { englishLetters, isPostalCodeOf, nickname, oneLine, personalId, phone, required, validationMessage, VALIDATION_MESSAGES } from './validation';

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
  /** The sign-in before the current one; null during a player's first session (the one sign-up starts). */
  last_sign_in_at: z.string().nullable().optional(),
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

/**
 * Contexts in which a player's profile is patched (spec P5): the fields each one requires are
 * named by GET /api/info/player_fields.
 */
export const PLAYER_CONTEXTS = ['registration', 'deposit', 'cashout', 'edition'] as const;
export const PlayerContextSchema = z.enum(PLAYER_CONTEXTS);
export type PlayerContext = z.infer<typeof PlayerContextSchema>;

/** Profile fields a player may set through PATCH /api/player (P3 fields that are not account facts). */
export const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'nickname',
  'date_of_birth',
  'gender',
  'country',
  'city',
  'address',
  'postal_code',
  'state',
  'mobile_phone',
  'personal_id_number',
  'receive_promos',
  'receive_sms_promos',
] as const;
export const ProfileFieldSchema = z.enum(PROFILE_FIELDS);
export type ProfileField = z.infer<typeof ProfileFieldSchema>;

/** Minimum age (spec P9); the Estonian licence asks for 21. */
export { MIN_AGE, MIN_AGE_ESTONIA as MIN_AGE_EE } from './validation';

/** A calendar date as YYYY-MM-DD, or null if the string is not a real date. */
export function toIsoDate(v: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v) ?? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v);
  if (!m) return null;
  const [y, mo, d] = v.includes('/') ? [Number(m[3]), Number(m[2]), Number(m[1])] : [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || y < 1900) return null;
  return `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Whole years between a YYYY-MM-DD birthday and a moment (UTC calendar). */
export function ageOn(isoBirthday: string, now: Date): number {
  const [y, m, d] = isoBirthday.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age -= 1;
  return age;
}

const invalidBirthday = { message: validationMessage(VALIDATION_MESSAGES.birthdayInvalid) };

/**
 * Birthday: DD/MM/YYYY (what the player types, spec P5) or YYYY-MM-DD (what GET /api/player
 * shows), normalised to YYYY-MM-DD. The age check needs the current time and the licence, so the
 * platform does it with its clock (and the site with `ageOn`).
 */
export const BirthdaySchema = oneLine(invalidBirthday)
  .trim()
  .max(10, invalidBirthday)
  .transform((v, ctx) => {
    const iso = toIsoDate(v);
    if (!iso) {
      ctx.addIssue({ code: 'custom', ...invalidBirthday });
      return z.NEVER;
    }
    return iso;
  });

const wrong = { message: validationMessage(VALIDATION_MESSAGES.wrongCharacters) };

/**
 * The rule of every profile field, as PATCH /api/player validates it: the shared P5 builders of
 * schemas/validation.ts, whose messages are react-intl keys the site translates.
 */
export const ProfileFieldRules = {
  first_name: englishLetters(50),
  last_name: englishLetters(50),
  nickname: nickname(),
  date_of_birth: BirthdaySchema,
  gender: z.enum(['m', 'f'], wrong),
  country: required(2)
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, wrong),
  city: required(100),
  address: required(200),
  postal_code: required(12).regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, { message: validationMessage(VALIDATION_MESSAGES.postalCode) }),
  state: required(100),
  mobile_phone: phone(),
  personal_id_number: personalId(),
  receive_promos: z.boolean(),
  receive_sms_promos: z.boolean(),
} satisfies Record<ProfileField, z.ZodType>;

/**
 * Spec P5 "Postal code: by country": whether a postal code does not fit the country it goes with.
 * Blank values are not judged here (the required rule speaks for them); a form and the PATCH body
 * share this one rule.
 */
export function postalCodeMismatch(country: unknown, code: unknown): boolean {
  return typeof code === 'string' && code.trim() !== '' && typeof country === 'string' && country.trim() !== '' && !isPostalCodeOf(country, code);
}

/**
 * PATCH /api/player: the context and the profile fields it sets. Unknown keys are refused. A
 * postal code sent with its country must be one of that country's (a German 10117 for DE, not for
 * CA); against the stored country the platform checks it with the row in hand.
 */
export const PlayerPatchBodySchema = z
  .object({
    context: PlayerContextSchema,
    user: z.strictObject(ProfileFieldRules).partial(),
  })
  .superRefine((body, ctx) => {
    if (postalCodeMismatch(body.user.country, body.user.postal_code)) {
      ctx.addIssue({ code: 'custom', path: ['user', 'postal_code'], message: validationMessage(VALIDATION_MESSAGES.postalCode) });
    }
  });
export type PlayerPatchBody = z.infer<typeof PlayerPatchBodySchema>;

/** PATCH /api/player/update_locale */
export const UpdateLocaleBodySchema = z.object({ locale: LocaleSchema });

/** A group id as the site sends it: a number, or its digits as a string. */
const GroupIdSchema = z.union([
  z.number().int().min(1).max(2_147_483_647),
  oneLine()
    .regex(/^\d{1,9}$/, { message: 'is not a group id' })
    .transform(Number),
]);

/** POST /api/player/groups: join writable groups (A/B split 543/544, chat 545). */
export const PlayerGroupsBodySchema = z.object({
  groups: z.object({ add: z.array(GroupIdSchema).min(1).max(10) }),
});

/** GET /api/subscriptions */
export const SubscriptionsSchema = z.object({
  receive_promos: z.boolean(),
  receive_sms_promos: z.boolean(),
  receive_promos_via_phone_calls: z.boolean(),
  agreed_to_partner_promotions: z.boolean(),
});
export type Subscriptions = z.infer<typeof SubscriptionsSchema>;

/** PUT /api/subscriptions: the subscriptions to change; the others stay. */
export const SubscriptionsBodySchema = z.object({
  subscription_params: SubscriptionsSchema.partial().refine((v) => Object.keys(v).length > 0, { message: 'must change at least one subscription' }),
});

/**
 * GET /api/player/settings: what the client needs to talk to the platform beyond plain calls.
 * `recaptcha` is the site key when a captcha is configured (none is yet: null).
 */
export const PlayerSettingsSchema = z.object({
  recaptcha: z.string().nullable(),
  recaptcha_version: z.number().int().nullable(),
  /** socket.io endpoint (same origin) the site connects to for the private channel. */
  realtime: z.object({ path: z.string() }),
});
export type PlayerSettings = z.infer<typeof PlayerSettingsSchema>;

/** Sums per currency, in minor units (cents; crypto in the spec's units). */
const SumsSchema = z.record(z.string(), z.number().int());

/**
 * GET /api/player/stats: the player's money so far. `deposits_count`, `deposits_sum`,
 * `cashouts_sum` and `bets_sum` are the fields SoftSwiss-style clients read; the other counts
 * and `wins_sum` complete the picture. Counts are over every currency, sums per currency.
 */
export const PlayerStatsSchema = z.object({
  /** Deposits credited (succeeded). */
  deposits_count: z.number().int(),
  deposits_sum: SumsSchema,
  /** Cash-outs paid out (succeeded); reserved, refused and recalled ones are not. */
  cashouts_count: z.number().int(),
  cashouts_sum: SumsSchema,
  /** Real-money rounds that took a stake and were not rolled back (a stake of bonus money counts whole). */
  bets_count: z.number().int(),
  bets_sum: SumsSchema,
  /** Those rounds that paid a win. */
  wins_count: z.number().int(),
  wins_sum: SumsSchema,
});
export type PlayerStats = z.infer<typeof PlayerStatsSchema>;
