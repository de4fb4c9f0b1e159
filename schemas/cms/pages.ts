import { z } from 'zod';
import { LocaleSchema } from '../locales';
import { PAGE_CATEGORIES } from '../cms-constants';
import { jsonValue, oneLine } from '../validation';
import { label, line, text } from './fields';
import { CmsHtmlSchema, CmsUrlSchema } from './shared';

/** Static pages (spec C3 "Static page", "Awards"; GET /api/cms/pages), their blocks and meta (awards, news). */

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
