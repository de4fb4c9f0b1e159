import { z } from 'zod';
import { oneLine } from '../validation';
import { label, text } from './fields';
import { CmsKeySchema, CmsUrlSchema, GroupIdsSchema, IsoDateTimeSchema } from './shared';

/** Banners of banners-config (spec C3, C4, C6). */

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
  attrs: z
    .record(BannerAttrNameSchema, text(200))
    .refine((r) => Object.keys(r).length <= 10, { error: 'must have at most 10 attributes' })
    .optional(),
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
  order: z.record(LocationSchema, z.number().int().min(0).max(999)).refine((r) => Object.keys(r).length <= 20, { error: 'must list at most 20 locations' }),
  /** Show to players whose current currency is crypto, fiat, or any. */
  crypto: z.enum(['any', 'crypto', 'fiat']).default('any'),
  /** Only signed-in players of this A/B variant (A = 0, B = 1, schemas/ab-variant.ts); null: anyone. */
  ab_variant: z
    .union([z.literal(0), z.literal(1)])
    .nullable()
    .default(null),
  /** A welcome-pack offer: shown by group or the welcome stag (131811), see cms-adapters/banners.ts. */
  welcome_pack: z.boolean().default(false),
  /** frontend_identifier of the tournament or lottery whose state the banner follows. */
  tournament_link: text(100).optional(),
  is_tournament: z.boolean().default(false),
});
export type Banner = z.infer<typeof BannerSchema>;
export type BannerInput = z.input<typeof BannerSchema>;
