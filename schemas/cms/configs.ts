import { z } from 'zod';
import { DEFAULT_LOGO_URLS, LOCALIZED_CONFIG_NAMES } from '../cms-constants';
import { label, text } from './fields';
import { BannerSchema, CssColorSchema, LocationSchema } from './banners';
import { CmsKeySchema, CmsUrlSchema, GroupIdsSchema } from './shared';

/** Config documents (GET /api/fe/config/{name}, spec P7 "Config" and C7), the VIP managers and the back office's document names. */

/** A slot of main-widget-config: one widget of the registry with its placeholder params. */
export const SlotEntrySchema = z.object({
  id: CmsKeySchema,
  /** PascalCase registry name (GameRow, BannerSlider, ...); checked against the registry before publish. */
  widget: z.string().regex(/^[A-Z][A-Za-z0-9]{0,63}$/, 'must be a PascalCase widget name'),
  /** The same key/value params a placeholder would carry, validated by the widget's params schema. */
  params: z
    .record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9_-]{0,63}$/, 'must be a param name'), text(500))
    .refine((r) => Object.keys(r).length <= 30, { error: 'must have at most 30 params' })
    .default({}),
  group_ids: GroupIdsSchema.optional(),
  logged: z.boolean().nullable().optional(),
  /** Only signed-in players of this A/B variant (A = 0, B = 1, schemas/ab-variant.ts); absent or null: anyone. */
  ab_variant: z
    .union([z.literal(0), z.literal(1)])
    .nullable()
    .optional(),
});
export type SlotEntry = z.infer<typeof SlotEntrySchema>;

const REFERRERS_MAX = 50;

export const ConfigSchemas = {
  /** Stag (affiliate tag) to apply by referrer name: per page path, and per country. */
  'stag-by-referrer-name': z.object({
    pages: z
      .record(text(64), z.record(text(200), text(64)))
      .refine((r) => Object.keys(r).length <= REFERRERS_MAX)
      .nullable(),
    countries: z.record(z.string().regex(/^[A-Z]{2}$/, 'must be a country code'), z.record(text(64), text(64))).refine((r) => Object.keys(r).length <= 300),
  }),
  /** Spec C3 "Survey config". */
  'survey-config': z.object({
    survey_id: text(100),
    survey_collector_id: text(100),
    is_enable_widget: z.boolean(),
  }),
  /** The sibling sportsbook: whether the betting link shows (and hides the lobby link), and where it goes. */
  'betting-config': z.object({
    enabled: z.boolean(),
    url: CmsUrlSchema,
  }),
  /** Adventure calendar (spec C3 "Adventure day"): who sees it and the days' prizes and conditions. */
  'vip-adventures': z.object({
    enabled: z.boolean(),
    /** Players in these groups (and testers) see the widget. */
    group_ids: GroupIdsSchema,
    /** The date (UTC, YYYY-MM-DD) of day 1; day N falls N-1 days later. Absent: day N is the Nth of the current month. */
    starts_on: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
      .optional(),
    days: z
      .array(
        z.object({
          day: z.number().int().min(1).max(31),
          /** `template_id`: the gift template issued when the day is completed (none: the day has no prize to pay). */
          prize: z.object({ type: z.enum(['bonus', 'fs']), title: label(120), template_id: z.number().int().positive().optional() }),
          condition: z.object({
            minDep: z.number().int().min(0),
            wager: z.number().int().min(0),
            periodActivationDays: z.number().int().min(1).max(31),
          }),
          /** The final "super" day. */
          super: z.boolean().default(false),
        }),
      )
      .max(31),
  }),
  /** Gifts hidden from the player (spec C4): a gift whose group_key is listed, while in one of the stages. */
  'disabled-bonuses': z.object({
    stages: z.array(z.enum(['issued', 'activated', 'canceled', 'expired', 'wait', 'handle_bets', 'lost', 'wager_done', 'finished'])).max(9),
    group_keys: z.array(text(100)).max(200),
  }),
  /** Display overrides of gifts by group_key (title and image shown instead of the platform's). */
  'modify-gifts-config': z.object({
    gifts: z.array(z.object({ group_key: label(100), title: text(120).optional(), image: CmsUrlSchema.optional() })).max(200),
  }),
  /** Players with one of these stags see no promotion banners or popups. */
  'excluded-promo-stags': z.object({ stags: z.array(text(64)).max(500) }),
  /** Currency choices at registration: the default, per-country defaults, and currencies not offered. */
  'currency-config': z.object({
    default: z.string().regex(/^[A-Z0-9]{2,6}$/),
    by_country: z.record(z.string().regex(/^[A-Z]{2}$/), z.string().regex(/^[A-Z0-9]{2,6}$/)).refine((r) => Object.keys(r).length <= 300),
    hidden: z.array(z.string().regex(/^[A-Z0-9]{2,6}$/)).max(50),
  }),
  /** Extra gifts shown in the gifts list that the platform does not issue (offers to deposit for). */
  'additional-gifts': z.object({
    gifts: z
      .array(
        z.object({
          group_key: label(100),
          title: label(120),
          description: text(500),
          image: CmsUrlSchema.optional(),
          group_ids: GroupIdsSchema.optional(),
        }),
      )
      .max(50),
  }),
  /** Lobby slots: location -> widgets in order. */
  'main-widget-config': z.object({
    slots: z.record(LocationSchema, z.array(SlotEntrySchema).max(30)).refine((r) => Object.keys(r).length <= 20, { error: 'must list at most 20 locations' }),
  }),
  /** Logo images (spec P7: logoUrl with mobile and full). */
  'logo-config': z.object({ logoUrl: z.object({ mobile: CmsUrlSchema, full: CmsUrlSchema }) }),
  /**
   * Game categories in the pokies and live menus (the chips of /pokies/* and /live/*), by `order`.
   * A section with no entry the catalogue can show keeps the site's built-in list
   * (cms-adapters/category-menu.ts).
   */
  'menu-categories-games': z.object({
    categories: z.array(z.object({ slug: CmsKeySchema, section: z.enum(['pokies', 'live']), order: z.number().int().min(0).max(999) })).max(100),
  }),
  /** Promotion pages (rocket-mart, activity-hub, rocket-chance, ...) and who may see them; testers see all. */
  'manage-promotion-pages': z.object({
    pages: z.array(z.object({ slug: CmsKeySchema, enabled: z.boolean(), group_ids: GroupIdsSchema.optional() })).max(50),
  }),
  /** Banners of one locale (the request's locale). */
  'banners-config': z.object({ banners: z.array(BannerSchema).max(100) }),
  /** The prize wheel: whether it runs, who may spin, and which gift group keys count as spins (spec C4). */
  'wheel-config': z.object({
    enabled: z.boolean(),
    group_ids: GroupIdsSchema,
    spin_group_key_prefixes: z.array(text(64)).max(10),
  }),
  /** The wheel's segments in order around the wheel. */
  'wheel-config-segments': z.object({
    segments: z
      .array(
        z.object({
          id: CmsKeySchema,
          title: label(60),
          type: z.enum(['bonus', 'freespins', 'money', 'nothing']),
          weight: z.number().int().min(0).max(1_000_000),
          color: CssColorSchema,
        }),
      )
      .max(24),
  }),
} as const;

/** logo-config when none is published (the seed publishes it too): the built-in Reelhouse logo. */
export const DEFAULT_LOGO_CONFIG: ConfigDocument<'logo-config'> = { logoUrl: { ...DEFAULT_LOGO_URLS } };

/** Every config name served by GET /api/fe/config/{name}. */
export const CONFIG_NAMES = [
  'stag-by-referrer-name',
  'survey-config',
  'betting-config',
  'vip-adventures',
  'disabled-bonuses',
  'modify-gifts-config',
  'excluded-promo-stags',
  'currency-config',
  'additional-gifts',
  'main-widget-config',
  'logo-config',
  'menu-categories-games',
  'manage-promotion-pages',
  'banners-config',
  'wheel-config',
  'wheel-config-segments',
] as const satisfies readonly (keyof typeof ConfigSchemas)[];
export const ConfigNameSchema = z.enum(CONFIG_NAMES);
export type ConfigName = z.infer<typeof ConfigNameSchema>;
/** The document of config `N`. */
export type ConfigDocument<N extends ConfigName> = z.infer<(typeof ConfigSchemas)[N]>;

// The localized configs (cms-constants.ts, free of zod) must be config names.
LOCALIZED_CONFIG_NAMES satisfies readonly ConfigName[];

/** A VIP manager (spec P3 "Manager"). */
export const ManagerSchema = z.object({
  managerName: label(80),
  avatar: CmsUrlSchema,
  /** Working hours as shown, e.g. `Mon-Fri 09:00-18:00 CET`. */
  time: text(80),
  whatsAppLink: CmsUrlSchema.optional(),
  telegramLink: CmsUrlSchema.optional(),
  email: z.email({ error: 'is not a valid e-mail' }).max(254).optional(),
});
export type Manager = z.infer<typeof ManagerSchema>;

/** POST /api/fe/config/managers */
export const ManagersRequestSchema = z.object({ userGroups: z.array(z.number().int()).max(200) });
/** Its answer: the manager of the first matching group, or null. */
export const ManagersResponseSchema = ManagerSchema.nullable();

/**
 * The back-office-only document that assigns managers to player groups (not served by GET
 * /api/fe/config/{name}: it lists every manager's contacts). The first entry sharing a group wins.
 */
export const MANAGERS_DOCUMENT = 'managers' as const;
export const ManagersDocumentSchema = z.object({
  managers: z.array(z.object({ group_ids: GroupIdsSchema.min(1, 'must list a group'), manager: ManagerSchema })).max(100),
});
export type ManagersDocument = z.infer<typeof ManagersDocumentSchema>;

/** Every document the back office edits: the public configs and `managers`. */
export const BackofficeConfigNameSchema = z.enum([...CONFIG_NAMES, MANAGERS_DOCUMENT]);
export type BackofficeConfigName = z.infer<typeof BackofficeConfigNameSchema>;
/** The schema of any back-office document. */
export function configSchemaOf(name: BackofficeConfigName): z.ZodType {
  return name === MANAGERS_DOCUMENT ? ManagersDocumentSchema : ConfigSchemas[name];
}
