import { z } from 'zod';
import { LocaleSchema } from './locales';
import type { StaffRole } from './staff';
import { LOCALIZED_CONFIG_NAMES, PAGE_CATEGORIES } from './cms-constants';
import { jsonValue, multiLine, oneLine } from './validation';
import { PARAMS_ISSUE_CODES } from './widget-params';

export {
  AWARDS_PAGE_SLUG,
  FEATURE_FLAGS,
  FEATURE_FLAG_DEFAULTS,
  LOCALE_HEADER,
  LOCALIZED_CONFIG_NAMES,
  NEWS_SLUG_PREFIX,
  PAGE_CATEGORIES,
  PAGE_LICENCE_SUFFIXES,
  isLocalizedConfig,
  isNewsPage,
  pagePath,
  splitLicenceSuffix,
  type FeatureFlagName,
  type PageLicenceSuffix,
} from './cms-constants';

/**
 * The CMS contract (spec C3 "Static page", "Terms file", "Awards", "Banner"; C7 and P7 CMS and
 * config calls): public pages, snippets, files and config documents, and the back-office payloads
 * that edit them (`/api/backoffice/cms/...`).
 *
 * Naming: API entities are snake_case like the rest of the API (`group_ids`, `second_button`,
 * `updated_at`). Where the spec itself names a field of a nested design object or of a config
 * document in camelCase, the spec's name is kept verbatim so editors can copy it from the spec:
 * banner `gradient.colorLeft`, `button.frontendIdentifier`, `second_button.popup.secondTitle`,
 * `logo-config.logoUrl`, the manager's `managerName`, awards' `imgUrl`.
 *
 * Every string and array is capped: bad input is refused with a field message, never stored.
 */

// ---------------------------------------------------------------------------------------------
// Shared pieces

/**
 * Trimmed free text of at most `max` characters. It may run over several lines: the description
 * fields of config documents are textareas (control characters other than tab and line breaks
 * are refused, schemas/validation.ts).
 */
const text = (max: number) => multiLine().trim().max(max, `must be at most ${max} characters`);
/** Trimmed one-line text of at most `max` characters (titles, names, a page's SEO blocks). */
const line = (max: number) => oneLine().trim().max(max, `must be at most ${max} characters`);
/** Trimmed, non-empty one-line text of at most `max` characters. */
const label = (max: number) => line(max).min(1, 'is required');

/** ISO-8601 timestamp with an offset or `Z`, as every other API timestamp. */
export const IsoDateTimeSchema = z.iso.datetime({ offset: true, error: 'must be an ISO date-time' });

/**
 * A link or image address an editor may write: a site path (`/promotions`, not `//host`) or an
 * absolute http(s) URL. Anything else (`javascript:`, `data:`) is refused.
 */
export const CmsUrlSchema = oneLine()
  .trim()
  // An empty field is only "required": the shape check after it would add a second message to
  // the same field (and count as a second problem in the editor).
  .min(1, { error: 'is required', abort: true })
  .max(2000, { error: 'must be at most 2000 characters', abort: true })
  .refine((v) => (v.startsWith('/') && !v.startsWith('//')) || /^https?:\/\/[^\s]+$/i.test(v), {
    error: 'must be a site path such as /promotions, or an address starting with http:// or https://',
  });

/** A player group id (spec P6: VIP levels 257-759, testers 21 and 916, ...). */
export const GroupIdSchema = z.number().int().positive().max(2_147_483_647);
/** At most 100 group ids; empty means "no group restriction". */
export const GroupIdsSchema = z.array(GroupIdSchema).max(100, 'must list at most 100 groups');

/** A lower-case identifier: slot locations, banner ids, categories, promotion page slugs. */
export const CmsKeySchema = oneLine()
  .trim()
  .min(1, 'is required')
  .max(64, 'must be at most 64 characters')
  .regex(/^[a-z0-9][a-z0-9_-]*$/, 'may use only a-z, 0-9, - and _');

/** A problem found in CMS content by the placeholder checker (`checkContent` of schemas/widget-params.ts). */
export const CmsContentIssueSchema = z.object({
  /** The placeholder as written, e.g. `#GameRow[limit=99]#`. */
  placeholder: z.string(),
  /** The widget name it asks for (may be unknown). */
  name: z.string(),
  message: z.string(),
  /** Character offset of the placeholder in the content. */
  index: z.number().int(),
  /** When `message` is one of the checker's coded sentences (schemas/widget-params.ts ParamsIssueCode): its code and values, for a translated line. */
  code: z.enum(PARAMS_ISSUE_CODES).optional(),
  values: z.record(z.string(), z.string()).optional(),
});
export type CmsContentIssue = z.infer<typeof CmsContentIssueSchema>;

/**
 * The 422 answer of a publish (or seed) refused because of content issues: the usual error
 * shape (`errors.content` holds the messages) plus the issues with their positions.
 */
export const CmsContentErrorSchema = z.object({
  error: z.literal('content_invalid'),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
  issues: z.array(CmsContentIssueSchema),
});
export type CmsContentError = z.infer<typeof CmsContentErrorSchema>;

/** HTML content above this size is refused (413) before it is parsed or stored. */
export const CMS_CONTENT_MAX_BYTES = 1_000_000;

/**
 * CMS HTML as editors write it: stored as written (the site's renderer sanitizes it), but a
 * `<script` anywhere is refused outright so no stored page ever carries one.
 */
export const CmsHtmlSchema = multiLine()
  .max(CMS_CONTENT_MAX_BYTES, 'is larger than 1 MB')
  .refine((v) => !/<\s*script/i.test(v), { error: 'must not contain <script> tags' });

// ---------------------------------------------------------------------------------------------
// Pages

export const PageCategorySchema = z.enum(PAGE_CATEGORIES);
export type PageCategory = z.infer<typeof PageCategorySchema>;


/**
 * A page slug: 1-6 lower-case segments joined by `/` (`privacy-policy`, `news/summer-drops`,
 * `terms-and-conditions/estonia`). A slug made only of digits is refused because
 * `/api/cms/pages/{id}` reads an all-digit segment as an id.
 */
export const PageSlugSchema = oneLine()
  .trim()
  .min(1, 'is required')
  .max(200, 'must be at most 200 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,5}$/, 'must be lower-case words joined by - and /')
  .refine((v) => !/^\d+$/.test(v.split('/')[0]!), { error: 'must not start with a number-only segment' });


/**
 * The strings a page carries besides its content (spec C3 "blocks"): SEO title, description and
 * keywords, a JSON string (`json`), and an alternative main content (`content-main`, HTML).
 */
export const PageBlocksSchema = z
  .object({
    title: line(300).optional(),
    description: line(1000).optional(),
    keywords: line(1000).optional(),
    json: text(100_000).optional(),
    'content-main': CmsHtmlSchema.optional(),
  })
  .strict();
export type PageBlocks = z.infer<typeof PageBlocksSchema>;

/**
 * `meta.json` of a page, parsed: any JSON object (sale `endDate`, `cards` by group, `awards`,
 * `news`, ...), or null when the page has none. Its known uses have their own schemas below.
 */
export const PageMetaSchema = z.record(oneLine().max(200, 'keys must be at most 200 characters'), jsonValue()).nullable();
export type PageMeta = z.infer<typeof PageMetaSchema>;

/** GET /api/cms/pages/{id|slug|path}?l: one published page. */
export const CmsPageSchema = z.object({
  /** Row id of this slug in this locale. `/api/cms/pages/{id}?l=de` answers the same slug in de. */
  id: z.number().int(),
  slug: z.string(),
  /** `/` + slug, e.g. `/terms-and-conditions/estonia`. */
  path: z.string(),
  /** Locale the content is written in: the asked one, or `en` when the page falls back (see platform/cms/README.md). */
  locale: LocaleSchema,
  title: z.string(),
  /** HTML with widget placeholders (`#GameRow[category=new]#`); not sanitized yet. */
  content: z.string(),
  categories: z.array(PageCategorySchema),
  /** Hidden pages are served by slug but left out of lists and menus. */
  hidden: z.boolean(),
  blocks: PageBlocksSchema,
  meta: PageMetaSchema,
  /** When the live version was published. */
  updated_at: z.string(),
});
export type CmsPage = z.infer<typeof CmsPageSchema>;

/** One entry of GET /api/cms/pages?l (published, not hidden). */
export const CmsPageListItemSchema = CmsPageSchema.omit({ content: true, blocks: true });
export type CmsPageListItem = z.infer<typeof CmsPageListItemSchema>;
export const CmsPageListSchema = z.array(CmsPageListItemSchema);

/**
 * Awards (spec C3) are served as the `awards` page's meta: `meta.awards` is an Award[]. The
 * footer carousel and `/awards` read GET /api/cms/pages/awards?l.
 */
export const AwardSchema = z.object({
  name: label(120),
  nomination: label(200),
  prize: text(120),
  year: z.number().int().min(1990).max(2100),
  imgUrl: CmsUrlSchema,
});
export type Award = z.infer<typeof AwardSchema>;
export const AwardsPageMetaSchema = z.object({ awards: z.array(AwardSchema).max(100) });

/**
 * News: articles are pages whose slug starts with `news/` (category `custom-page`, so they are in
 * no menu) with `meta.news` below. The News list and Articles widgets take them from
 * GET /api/cms/pages?l, filter by `isNewsPage`, and sort by `meta.news.date` (newest first).
 */
export const NewsMetaSchema = z.object({
  /** Publication date, `YYYY-MM-DD`. */
  date: z.iso.date({ error: 'must be a date YYYY-MM-DD' }),
  /** Teaser shown in lists. */
  excerpt: text(500),
  image: CmsUrlSchema.optional(),
});
export type NewsMeta = z.infer<typeof NewsMetaSchema>;

// ---------------------------------------------------------------------------------------------
// Snippets and files

/** A snippet key: `footer-contact`, `rocket-mart-read-more`. */
export const SnippetKeySchema = CmsKeySchema;

/**
 * GET /api/cms/snippets?l: published snippets (en where the locale has none). `id` and
 * `categories` are what SoftSwiss-style clients read: the id is the key (they name a snippet by
 * it), and snippets carry no categories in this CMS, so the list is always empty.
 */
export const CmsSnippetSchema = z.object({
  id: z.string(),
  key: z.string(),
  categories: z.array(z.string()),
  locale: LocaleSchema,
  /** HTML with placeholders, as pages. */
  content: z.string(),
});
export type CmsSnippet = z.infer<typeof CmsSnippetSchema>;
export const CmsSnippetListSchema = z.array(CmsSnippetSchema);

/** File categories: `terms` marks a terms file (spec C3 "Terms file": url, categories). */
export const FILE_CATEGORIES = ['terms', 'image', 'document'] as const;
export const FileCategorySchema = z.enum(FILE_CATEGORIES);
export type FileCategory = z.infer<typeof FileCategorySchema>;

/** Content types an upload may have. No SVG: it can carry script and is served from our origin. */
export const CMS_FILE_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const CmsFileContentTypeSchema = z.enum(CMS_FILE_CONTENT_TYPES, { error: 'must be PDF, PNG, JPEG, WebP or GIF' });
/** Largest upload, decoded. */
export const CMS_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** GET /api/cms/files?l: files of the locale and files for every locale (`locale: null`). */
export const CmsFileSchema = z.object({
  id: z.number().int(),
  /** Where the site links it: `/api/cms/files/{id}/{name}`. */
  url: z.string(),
  /** File name as uploaded (safe characters only). */
  name: z.string(),
  title: z.string(),
  categories: z.array(FileCategorySchema),
  locale: LocaleSchema.nullable(),
  content_type: CmsFileContentTypeSchema,
  size: z.number().int(),
  created_at: z.string(),
});
export type CmsFile = z.infer<typeof CmsFileSchema>;
export const CmsFileListSchema = z.array(CmsFileSchema);

// ---------------------------------------------------------------------------------------------
// Banners (spec C3, C4, C6)

/** A CSS colour an editor may give a gradient stop: hex, rgb(a) or hsl(a); nothing that could escape a style. */
export const CssColorSchema = oneLine()
  .trim()
  .max(40)
  .regex(/^(#[0-9a-fA-F]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s]+\))$/, 'must be a colour like #1a2b3c or rgba(0,0,0,0.5)');

/** Where a banner (or slot) shows: `main` (home slider), `lobby`, `promotions`, `pokies`, `live`, ... */
export const LocationSchema = CmsKeySchema;

export const BannerLabelSchema = z.object({
  title: label(40),
  /** What the label marks: `new`, `hot`, `exclusive`, ... */
  type: text(32).default(''),
  /** Colour theme of the label chip. */
  theme: z.enum(['default', 'accent', 'success', 'warning', 'danger']).default('default'),
  /** Show a dot before the title. */
  dot: z.boolean().default(false),
});

export const BannerGradientSchema = z.object({
  colorLeft: CssColorSchema,
  colorLeftCenter: CssColorSchema,
  colorRightCenter: CssColorSchema,
  colorRight: CssColorSchema,
});

/** Link attributes a banner button may add (analytics data, opening in a new tab). */
const BannerAttrNameSchema = z.string().regex(/^(data-[a-z0-9-]{1,40}|aria-[a-z]{1,20}|target|rel|title)$/, 'is not an allowed attribute');

export const BannerButtonSchema = z.object({
  name: label(40),
  url: CmsUrlSchema,
  type: z.enum(['primary', 'secondary', 'outline']).default('primary'),
  /** Promo identifier (frontend_identifier of a tournament or lottery) the button points to. */
  frontendIdentifier: text(100).optional(),
  attrs: z.record(BannerAttrNameSchema, text(200)).refine((r) => Object.keys(r).length <= 10, { error: 'must have at most 10 attributes' }).optional(),
});

export const BannerSecondButtonSchema = z.object({
  name: label(40),
  /** The popup the second button opens (terms of the offer). */
  popup: z.object({ title: label(120), secondTitle: text(200), desc: text(4000) }),
});

/**
 * The live window and the countdown (spec C4): a banner shows from `start_at` until `end_at`;
 * null means open on that side. Its timer status is future before start, active until end.
 */
export const BannerTimerSchema = z
  .object({ start_at: IsoDateTimeSchema.nullable(), end_at: IsoDateTimeSchema.nullable() })
  .refine((t) => !t.start_at || !t.end_at || Date.parse(t.start_at) < Date.parse(t.end_at), {
    error: 'must end after it starts',
    path: ['end_at'],
  });

/** Per-currency values substituted into texts: `variables.EUR.amount = '€500'` fills `{amount}`. */
export const BannerVariablesSchema = z
  .record(
    z.string().regex(/^[A-Z0-9]{2,6}$/, 'must be a currency code'),
    z.record(z.string().regex(/^[a-zA-Z_][a-zA-Z0-9_]{0,31}$/, 'must be a variable name'), text(100)),
  )
  .refine((r) => Object.keys(r).length <= 30, { error: 'must list at most 30 currencies' });

/** Banner of banners-config (spec C3). */
export const BannerSchema = z.object({
  id: CmsKeySchema,
  title: z.object({ text: text(200) }),
  description: z.object({ text: text(1000) }),
  variables: BannerVariablesSchema.default({}),
  categories: z.array(CmsKeySchema).max(20).default([]),
  /** Only logged-in players in one of these groups see it; empty = no group restriction. */
  group_ids: GroupIdsSchema.default([]),
  /** true: logged-in only; false: guests only; null: anyone. */
  logged: z.boolean().nullable().default(null),
  labels: z.array(BannerLabelSchema).max(5).default([]),
  gradient: BannerGradientSchema,
  button: BannerButtonSchema,
  second_button: BannerSecondButtonSchema.optional(),
  timer: BannerTimerSchema.default({ start_at: null, end_at: null }),
  image: CmsUrlSchema,
  size: z.enum(['small', 'medium', 'large']).default('large'),
  /** Position in each location the banner shows in; a banner shows only where it has an order. */
  order: z
    .record(LocationSchema, z.number().int().min(0).max(999))
    .refine((r) => Object.keys(r).length <= 20, { error: 'must list at most 20 locations' }),
  /** Show to players whose current currency is crypto, fiat, or any. */
  crypto: z.enum(['any', 'crypto', 'fiat']).default('any'),
  /** A welcome-pack offer: shown by group or the welcome stag (131811), see cms-adapters/banners.ts. */
  welcome_pack: z.boolean().default(false),
  /** frontend_identifier of the tournament or lottery whose state the banner follows. */
  tournament_link: text(100).optional(),
  is_tournament: z.boolean().default(false),
});
export type Banner = z.infer<typeof BannerSchema>;
export type BannerInput = z.input<typeof BannerSchema>;

// ---------------------------------------------------------------------------------------------
// Config documents (GET /api/fe/config/{name}, spec P7 "Config" and C7)

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
    countries: z
      .record(z.string().regex(/^[A-Z]{2}$/, 'must be a country code'), z.record(text(64), text(64)))
      .refine((r) => Object.keys(r).length <= 300),
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
    days: z
      .array(
        z.object({
          day: z.number().int().min(1).max(31),
          prize: z.object({ type: z.enum(['bonus', 'fs']), title: label(120) }),
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
    gifts: z
      .array(z.object({ group_key: label(100), title: text(120).optional(), image: CmsUrlSchema.optional() }))
      .max(200),
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
    slots: z
      .record(LocationSchema, z.array(SlotEntrySchema).max(30))
      .refine((r) => Object.keys(r).length <= 20, { error: 'must list at most 20 locations' }),
  }),
  /** Logo images (spec P7: logoUrl with mobile and full). */
  'logo-config': z.object({ logoUrl: z.object({ mobile: CmsUrlSchema, full: CmsUrlSchema }) }),
  /**
   * Game categories in the pokies and live menus (the chips of /pokies/* and /live/*), by `order`.
   * A section with no entry the catalogue can show keeps the site's built-in list
   * (cms-adapters/category-menu.ts).
   */
  'menu-categories-games': z.object({
    categories: z
      .array(z.object({ slug: CmsKeySchema, section: z.enum(['pokies', 'live']), order: z.number().int().min(0).max(999) }))
      .max(100),
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

// ---------------------------------------------------------------------------------------------
// Feature flags (spec C9/P2): defaults off except disableWWW; testers override them on /ffc.


// ---------------------------------------------------------------------------------------------
// Back office (/api/backoffice/cms/...)

/**
 * Who may write what (every staff role may read; `admin` writes everything). Editors own pages,
 * snippets, files and the site's look (logo, survey); marketing owns what promotes: banners, the
 * lobby slots, menus, promotion pages, stags and the engagement configs; site-wide settings that
 * change money or contact (betting link, currencies, VIP managers) are admin-only.
 */
export const CONTENT_EDIT_ROLES = ['editor', 'admin'] as const satisfies readonly StaffRole[];
export const MARKETING_CONFIG_NAMES = ['banners-config', 'main-widget-config', 'menu-categories-games', 'manage-promotion-pages'] as const satisfies readonly ConfigName[];
export const CONFIG_WRITE_ROLES: Record<BackofficeConfigName, readonly StaffRole[]> = {
  'banners-config': ['marketing', 'admin'],
  'main-widget-config': ['marketing', 'admin'],
  'menu-categories-games': ['marketing', 'admin'],
  'manage-promotion-pages': ['marketing', 'admin'],
  'stag-by-referrer-name': ['marketing', 'admin'],
  'excluded-promo-stags': ['marketing', 'admin'],
  'vip-adventures': ['marketing', 'admin'],
  'disabled-bonuses': ['marketing', 'admin'],
  'modify-gifts-config': ['marketing', 'admin'],
  'additional-gifts': ['marketing', 'admin'],
  'wheel-config': ['marketing', 'admin'],
  'wheel-config-segments': ['marketing', 'admin'],
  'logo-config': ['editor', 'admin'],
  'survey-config': ['editor', 'admin'],
  'betting-config': ['admin'],
  'currency-config': ['admin'],
  managers: ['admin'],
};
/** The role may save and publish this config document. */
export function canWriteConfig(role: StaffRole, name: BackofficeConfigName): boolean {
  return role === 'admin' || CONFIG_WRITE_ROLES[name].includes(role);
}

/** State of a document in the back office: never published, published and unchanged, or a newer draft over the live one. */
export const CmsStateSchema = z.enum(['draft', 'published', 'changed']);
export type CmsState = z.infer<typeof CmsStateSchema>;

/** The editable fields of a page version. */
export const PageDraftSchema = z.object({
  title: label(300),
  content: CmsHtmlSchema,
  categories: z.array(PageCategorySchema).max(4).default([]),
  hidden: z.boolean().default(false),
  blocks: PageBlocksSchema.default({}),
  /** meta.json parsed: a JSON object or null. Capped at 100 kB when serialised. */
  meta: PageMetaSchema.default(null).refine((m) => m === null || JSON.stringify(m).length <= 100_000, { error: 'is larger than 100 kB' }),
});
export type PageDraft = z.infer<typeof PageDraftSchema>;
export type PageDraftInput = z.input<typeof PageDraftSchema>;

/** POST /api/backoffice/cms/pages: a new page (slug + locale) with its first draft version. */
export const PageCreateBodySchema = PageDraftSchema.extend({ slug: PageSlugSchema, locale: LocaleSchema });
export type PageCreateBody = z.input<typeof PageCreateBodySchema>;

/**
 * PUT /api/backoffice/cms/pages/{id}: save a draft as a new version. `base_version` is the
 * latest version the editor started from; if another save came in between, 409 `stale_version`.
 */
export const PageSaveBodySchema = PageDraftSchema.extend({ base_version: z.number().int().min(0) });
export type PageSaveBody = z.input<typeof PageSaveBodySchema>;

/** POST .../publish: publish this version (the latest when omitted). POST .../rollback: republish `version` as a new version. */
export const PublishBodySchema = z.object({ version: z.number().int().min(1).optional() });
export type PublishBody = z.infer<typeof PublishBodySchema>;
export const RollbackBodySchema = z.object({ version: z.number().int().min(1) });
export type RollbackBody = z.infer<typeof RollbackBodySchema>;

/** One saved version (pages, snippets and configs alike). */
export const CmsVersionSchema = z.object({
  version: z.number().int(),
  created_at: z.string(),
  /** E-mail of the staff member who saved it. */
  created_by: z.string().nullable(),
  /** This is the live version. */
  live: z.boolean(),
  /** When it was (last) published, if ever. */
  published_at: z.string().nullable(),
  /** Set when this version was made by a rollback to that version. */
  rolled_back_from: z.number().int().nullable(),
});
export type CmsVersion = z.infer<typeof CmsVersionSchema>;

/** A page in the back-office list. */
export const AdminPageListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  path: z.string(),
  locale: LocaleSchema,
  title: z.string(),
  categories: z.array(PageCategorySchema),
  hidden: z.boolean(),
  state: CmsStateSchema,
  latest_version: z.number().int(),
  live_version: z.number().int().nullable(),
  updated_at: z.string(),
});
export type AdminPageListItem = z.infer<typeof AdminPageListItemSchema>;

/** GET /api/backoffice/cms/pages/{id}: the latest version for editing, and what is live. */
export const AdminPageSchema = AdminPageListItemSchema.extend({
  /** The latest version's fields (what the editor edits). */
  draft: PageDraftSchema,
  /** Problems of the latest version's placeholders: publishing is refused while any exist. */
  issues: z.array(CmsContentIssueSchema),
});
export type AdminPage = z.infer<typeof AdminPageSchema>;

/** GET /api/backoffice/cms/pages/{id}/versions/{version}: one version's fields. */
export const AdminPageVersionSchema = CmsVersionSchema.extend({ draft: PageDraftSchema });

/**
 * GET /api/backoffice/cms/pages/{id}/preview?version=: the page as the public API would answer
 * it if that version (default: latest) were live, plus its issues, for the preview renderer.
 */
export const PagePreviewSchema = z.object({ page: CmsPageSchema, issues: z.array(CmsContentIssueSchema) });
export type PagePreview = z.infer<typeof PagePreviewSchema>;

/** The editable fields of a snippet version. */
export const SnippetDraftSchema = z.object({ content: CmsHtmlSchema });
/** POST /api/backoffice/cms/snippets */
export const SnippetCreateBodySchema = SnippetDraftSchema.extend({ key: SnippetKeySchema, locale: LocaleSchema });
export type SnippetCreateBody = z.input<typeof SnippetCreateBodySchema>;
/** PUT /api/backoffice/cms/snippets/{id} */
export const SnippetSaveBodySchema = SnippetDraftSchema.extend({ base_version: z.number().int().min(0) });
export type SnippetSaveBody = z.input<typeof SnippetSaveBodySchema>;

export const AdminSnippetListItemSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  locale: LocaleSchema,
  state: CmsStateSchema,
  latest_version: z.number().int(),
  live_version: z.number().int().nullable(),
  updated_at: z.string(),
});
export type AdminSnippetListItem = z.infer<typeof AdminSnippetListItemSchema>;
export const AdminSnippetSchema = AdminSnippetListItemSchema.extend({
  draft: SnippetDraftSchema,
  issues: z.array(CmsContentIssueSchema),
});
export type AdminSnippet = z.infer<typeof AdminSnippetSchema>;
export const AdminSnippetVersionSchema = CmsVersionSchema.extend({ draft: SnippetDraftSchema });
/** GET /api/backoffice/cms/snippets/{id}/preview?version= */
export const SnippetPreviewSchema = z.object({ snippet: CmsSnippetSchema, issues: z.array(CmsContentIssueSchema) });

/**
 * Config documents in the back office are addressed by name and locale:
 * `/api/backoffice/cms/config/{name}?l=de` (`l` only for LOCALIZED_CONFIG_NAMES, required there).
 */
export const AdminConfigListItemSchema = z.object({
  name: BackofficeConfigNameSchema,
  locale: LocaleSchema.nullable(),
  state: CmsStateSchema,
  latest_version: z.number().int(),
  live_version: z.number().int().nullable(),
  updated_at: z.string(),
  /** The current staff member may save and publish it. */
  writable: z.boolean(),
});
export type AdminConfigListItem = z.infer<typeof AdminConfigListItemSchema>;
/** GET /api/backoffice/cms/config/{name}?l: the latest document (or null when none was ever saved) and the live one. */
export const AdminConfigSchema = AdminConfigListItemSchema.extend({
  document: z.unknown(),
  live_document: z.unknown(),
});
export type AdminConfig = z.infer<typeof AdminConfigSchema>;
/** PUT /api/backoffice/cms/config/{name}?l: save a new version (validated by configSchemaOf(name); 422 with field paths). */
export const ConfigSaveBodySchema = z.object({ base_version: z.number().int().min(0), document: jsonValue() });
export type ConfigSaveBody = z.infer<typeof ConfigSaveBodySchema>;
export const AdminConfigVersionSchema = CmsVersionSchema.extend({ document: z.unknown() });

/**
 * POST /api/backoffice/cms/files: an upload as JSON (base64 data), so the editor needs no
 * multipart client; at most CMS_FILE_MAX_BYTES decoded.
 */
export const FileUploadBodySchema = z.object({
  name: oneLine()
    .trim()
    .min(1, 'is required')
    .max(120, 'must be at most 120 characters')
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'may use only letters, digits, ., - and _'),
  title: line(200).default(''),
  categories: z.array(FileCategorySchema).max(3).default([]),
  locale: LocaleSchema.nullable().default(null),
  content_type: CmsFileContentTypeSchema,
  /** The file's bytes, base64. */
  data_base64: oneLine()
    .min(1, 'is required')
    .max(Math.ceil(CMS_FILE_MAX_BYTES / 3) * 4 + 4, 'is larger than 5 MB')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'is not base64'),
});
export type FileUploadBody = z.input<typeof FileUploadBodySchema>;

/** Emitted on the platform's event bus after every publish or rollback (and file change): drop caches of this key. */
export const CmsPublishedEventSchema = z.object({
  kind: z.enum(['page', 'snippet', 'config', 'file']),
  /** Page slug, snippet key, config name or file id. */
  key: z.string(),
  locale: LocaleSchema.nullable(),
});
export type CmsPublishedEvent = z.infer<typeof CmsPublishedEventSchema>;
