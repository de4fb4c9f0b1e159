import { z } from 'zod';
import { LocaleSchema } from '../locales';
import { CmsKeySchema } from './shared';

/** Snippets (GET /api/cms/snippets) and files (spec C3 "Terms file"; GET /api/cms/files). */

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
