import { z } from 'zod';
import { AffbIdSchema, StagSchema } from './affiliates';
import { LocaleSchema } from './locales';
import { PlayerContextSchema, ProfileFieldSchema } from './player';

/** Answers of the info calls (spec P7 "Info") and of GET /client-context and /api/current_ip. */

/** Licences (spec P1): Curacao (CW) and Estonia (EE). */
export const LicenseSchema = z.enum(['CW', 'EE']);
export type License = z.infer<typeof LicenseSchema>;

/** GET /api/info/player_fields: every profile field and which of them each context requires. */
export const PlayerFieldsInfoSchema = z.object({
  fields: z.array(
    z.object({
      field: ProfileFieldSchema,
      type: z.enum(['string', 'date', 'boolean', 'select', 'phone', 'country']),
      /** Allowed values of a `select` field. */
      options: z.array(z.string()).optional(),
      max_length: z.number().int().optional(),
    }),
  ),
  /** Per context: fields that must be filled after the patch, and fields it may also set. */
  contexts: z.record(PlayerContextSchema, z.object({ required: z.array(ProfileFieldSchema), optional: z.array(ProfileFieldSchema) })),
});
export type PlayerFieldsInfo = z.infer<typeof PlayerFieldsInfoSchema>;

/** GET /api/info/statuses: the player groups of spec P6 (P3 "Group": id, status, writable). */
export const GroupInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Shown to the player as a status (VIP levels); false for system flags (testers, A/B, chat). */
  status: z.boolean(),
  /** A player may join it with POST /api/player/groups. */
  writable: z.boolean(),
  kind: z.enum(['status', 'level', 'system']),
});
export const StatusesInfoSchema = z.array(GroupInfoSchema);

/** GET /api/info/countries */
export const CountryInfoSchema = z.object({ code: z.string(), name: z.string(), default_currency: z.string() });
export const CountriesInfoSchema = z.array(CountryInfoSchema);
export type CountryInfo = z.infer<typeof CountryInfoSchema>;

/** GET /api/info/currencies (spec P3 "Currency": code, fiat flag, subunits_to_unit). */
export const CurrencyInfoSchema = z.object({
  code: z.string(),
  symbol: z.string(),
  fiat: z.boolean(),
  subunits_to_unit: z.number().int(),
  /** The fallback currency (EUR, spec P9). */
  default: z.boolean(),
});
export const CurrenciesInfoSchema = z.array(CurrencyInfoSchema);
export type CurrencyInfo = z.infer<typeof CurrencyInfoSchema>;

/** GET /api/info/project */
export const ProjectInfoSchema = z.object({
  name: z.string(),
  apps: z.object({ casino: z.boolean(), sportsbook: z.boolean() }),
  license: LicenseSchema,
  player_two_factor_auth: z.boolean(),
  available_currency_exchange: z.boolean(),
  available_referral_system: z.boolean(),
  default_currency: z.string(),
  default_country: z.string(),
  default_locale: LocaleSchema,
  locales: z.array(LocaleSchema),
});
export type ProjectInfo = z.infer<typeof ProjectInfoSchema>;

/**
 * GET /api/info/crypto_exchange_rates: `rates[from][to]`, units of `to` per unit of `from`.
 * `total_exchange_rate` is the rate after the fee (`exchange_rate * (1 - fee)`).
 */
export const CryptoExchangeRatesSchema = z.record(
  z.string(),
  z.record(z.string(), z.object({ exchange_rate: z.number(), fee: z.number(), total_exchange_rate: z.number() })),
);
export type CryptoExchangeRates = z.infer<typeof CryptoExchangeRatesSchema>;

/** GET /api/info/locales?stag=&affb_id= (the affiliate tag may narrow the list one day). */
export const LocalesQuerySchema = z.object({
  stag: z.union([z.literal(''), StagSchema]).optional(),
  affb_id: z.union([z.literal(''), AffbIdSchema]).optional(),
});
export const LocaleInfoSchema = z.object({ code: LocaleSchema, name: z.string(), name_in_locale: z.string(), default: z.boolean() });
export const LocalesInfoSchema = z.array(LocaleInfoSchema);

/**
 * GET /client-context: what the shell needs before anything else: the visitor's country (from
 * the trusted proxy's header, else the configured default) and whether sign-in and sign-up are
 * blocked there (spec P4 "Restricted-region guests").
 */
export const ClientContextSchema = z.object({
  ip: z.string(),
  country: z.string(),
  /** Whether the country came from the proxy header (false: the configured default). */
  country_detected: z.boolean(),
  registration_restricted: z.boolean(),
  login_restricted: z.boolean(),
  license: LicenseSchema,
  default_currency: z.string(),
});
export type ClientContext = z.infer<typeof ClientContextSchema>;

/** GET /api/current_ip */
export const CurrentIpSchema = z.object({
  ip: z.string(),
  country_code: z.string(),
  region_code: z.null(),
  default_currency: z.string(),
});
