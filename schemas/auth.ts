import { z } from 'zod';
import { AffbIdSchema, StagSchema } from './affiliates';
import { isKnownCountry } from './countries';
import { ENABLED_CURRENCIES } from './currency';
import { LocaleSchema } from './locales';
import { PASSWORD_MAX, PASSWORD_MIN, email, mustBeChecked, nickname, oneLine, password, withConfirmation } from './validation';

/**
 * Requests and answers of the player auth calls (spec P7 "Auth") and of two-factor management.
 * Request bodies use the SoftSwiss nesting (`{ user: {...} }`); field errors come back keyed by
 * the dotted path, e.g. `user.email`. Field rules come from schemas/validation.ts, so their
 * messages are validation message keys the site translates.
 */

/** Currencies a player may register with: the enabled ones (spec P9 "Enabled currencies by default"). */
export const REGISTRATION_CURRENCIES = ENABLED_CURRENCIES;
export const RegistrationCurrencySchema = z.enum(REGISTRATION_CURRENCIES);

/** Passwords: 8 to 72 characters of letters, digits and the usual keyboard symbols (spec P5). */
export { PASSWORD_MIN, PASSWORD_MAX };

/** Lower-cased, trimmed e-mail; the one form in which addresses are stored and compared. */
export const EmailSchema = email();

export const PasswordSchema = password();

/** Device fingerprint and captcha answers are opaque strings from client libraries. */
const Opaque = oneLine().max(512);

/** Nickname rule of spec P5: 3 to 15 of letters, spaces, digits, dot and hyphen; empty means none. */
export const NicknameSchema = nickname();

/** An ISO 3166-1 alpha-2 country, any case in, upper case out; a code no country has is refused. */
export const CountrySchema = oneLine()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { message: 'is not a country code' })
  .refine(isKnownCountry, { message: 'is not a known country' });

/** POST /check-email */
export const CheckEmailBodySchema = z.object({ email: oneLine().max(1000) });
/**
 * Says only whether the address is acceptable for registration (well formed, not a disposable
 * mailbox), never whether an account exists: the same answer for every stored or unknown address.
 */
export const CheckEmailResultSchema = z.object({ valid: z.boolean() });

/** POST /api/users */
export const RegistrationBodySchema = z.object({
  user: withConfirmation(
    z.object({
      email: EmailSchema,
      password: PasswordSchema,
      password_confirmation: oneLine().max(PASSWORD_MAX).optional(),
      currency: RegistrationCurrencySchema,
      /**
       * The country the player lives in (the registration context of player_fields requires it;
       * the site pre-fills the visitor's geo country). Left out, the platform takes the geo country.
       */
      country: CountrySchema.optional(),
      nickname: NicknameSchema.optional(),
      receive_promos: z.boolean().optional(),
      receive_sms_promos: z.boolean().optional(),
      terms_acceptance: mustBeChecked(),
      /** Locale of the mails and of the player's profile; the site sends its current one. */
      locale: LocaleSchema.optional(),
      dfpc: Opaque.optional(),
      captcha: Opaque.optional(),
      /** The affiliate tag (spec P7); without it the platform takes the stag cookie. Odd characters are refused. */
      stag: StagSchema.optional(),
      /** The partner id; without it the platform takes the affb_id cookie. */
      affb_id: AffbIdSchema.optional(),
      /** The registration bonus chosen on the form (an id of GET /api/bonuses/registration); issued at confirmation or first deposit, as its template says. */
      bonus_id: z
        .number()
        .int()
        .positive()
        .max(2 ** 31 - 1)
        .nullable()
        .optional(),
    }),
    'password',
    'password_confirmation',
  ),
});
export type RegistrationBody = z.infer<typeof RegistrationBodySchema>;

/**
 * The answer to a registration, identical whether the address was new or already registered, so
 * the call cannot tell which addresses exist. A new player also gets the session cookie; the site
 * then loads GET /api/player (spec P4 "Login state"), which answers 401 for a taken address.
 */
export const RegistrationResultSchema = z.object({ ok: z.literal(true), confirmation_sent_to: z.string() });

/** POST /api/users/sign_in */
export const SignInBodySchema = z.object({
  user: z.object({
    email: oneLine().trim().toLowerCase().max(254),
    password: oneLine().max(PASSWORD_MAX * 4),
    dfpc: Opaque.optional(),
    captcha: Opaque.optional(),
    /** The TOTP code, sent after an answer with error `two_factor_required`. */
    otp_attempt: oneLine().trim().max(16).optional(),
  }),
});

/** Error codes of the sign-in call the site reacts to. */
export const SIGN_IN_ERRORS = {
  invalidCredentials: 'invalid_credentials',
  twoFactorRequired: 'two_factor_required',
  invalidOtp: 'invalid_otp',
  locked: 'account_locked',
} as const;

/**
 * 403 codes of sign-in and registration for a visitor in a country the licence does not serve
 * (spec P8 regional messages; the countries are platform config). The site shows its own
 * translated regional text for them.
 */
export const REGION_ERRORS = {
  login: 'login_restricted',
  registration: 'registration_restricted',
} as const;

/** POST /api/users/password (request a reset link) */
export const PasswordResetRequestBodySchema = z.object({
  user: z.object({ email: EmailSchema, captcha: Opaque.optional(), locale: LocaleSchema.optional() }),
});

/** PUT /api/users/password (set a new password with the mailed token) */
export const PasswordResetBodySchema = z.object({
  user: withConfirmation(
    z.object({
      reset_password_token: oneLine().min(1).max(128),
      password: PasswordSchema,
      password_confirmation: oneLine().max(PASSWORD_MAX),
    }),
    'password',
    'password_confirmation',
  ),
});

/** GET /api/users/confirmation?confirmation_token= */
export const ConfirmationQuerySchema = z.object({ confirmation_token: oneLine().min(1).max(128) });
export const ConfirmationResultSchema = z.object({ ok: z.literal(true), confirmed_at: z.string() });

/** POST /api/users/confirmation (resend the confirmation mail) */
export const ConfirmationResendBodySchema = z.object({
  user: z.object({ email: EmailSchema, captcha: Opaque.optional(), locale: LocaleSchema.optional() }),
});

/** The answer of calls that must not reveal whether an address exists (reset, resend). */
export const AcceptedSchema = z.object({ ok: z.literal(true) });

/**
 * POST /api/auth_providers/update_details: details a player who came through an auth provider
 * still owes (P3 profile fields), plus the terms acceptance that `auth_fields_missed` asks for.
 */
export const UpdateDetailsBodySchema = z.object({
  user: z.object({
    terms_acceptance: mustBeChecked().optional(),
    nickname: NicknameSchema.optional(),
    first_name: oneLine().trim().min(1).max(100).optional(),
    last_name: oneLine().trim().min(1).max(100).optional(),
    country: CountrySchema.optional(),
    city: oneLine().trim().min(1).max(100).optional(),
    address: oneLine().trim().min(1).max(200).optional(),
    postal_code: oneLine().trim().min(1).max(20).optional(),
    receive_promos: z.boolean().optional(),
    receive_sms_promos: z.boolean().optional(),
  }),
});

/** GET /api/player/two_factor */
export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** A secret was issued by POST and awaits its first code. */
  pending: z.boolean(),
});

/** POST /api/player/two_factor: a new secret to scan; enabled only after a correct code. */
export const TwoFactorSetupSchema = z.object({
  otp_secret: z.string(),
  otpauth_url: z.string(),
  /** The otpauth URL as a PNG QR code data URL, for an `<img>`. */
  qr_data_url: z.string(),
});

/** POST /api/player/two_factor/confirm and DELETE /api/player/two_factor */
export const TwoFactorCodeBodySchema = z.object({
  code: oneLine()
    .trim()
    .regex(/^\d{6}$/, { message: 'must be 6 digits' }),
});

/** GET /api/dev/outbox (testers only) */
export const OutboxQuerySchema = z.object({
  to: oneLine().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const OutboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  /** Every http(s) link in the mail, in order, so a tester (or a test) can follow it. */
  links: z.array(z.string()),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  error: z.string().nullable(),
});
export const OutboxListSchema = z.object({ mails: z.array(OutboxMailSchema) });
export type OutboxMail = z.infer<typeof OutboxMailSchema>;
