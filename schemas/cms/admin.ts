import { z } from 'zod';
import { LocaleSchema } from '../locales';
import type { StaffRole } from '../staff';
import { jsonValue, oneLine } from '../validation';
import { BackofficeConfigNameSchema, type BackofficeConfigName, type ConfigName } from './configs';
import { CmsFileContentTypeSchema, CMS_FILE_MAX_BYTES, CmsSnippetSchema, FileCategorySchema, SnippetKeySchema } from './files';
import { CmsPageSchema, PageBlocksSchema, PageCategorySchema, PageMetaSchema, PageSlugSchema } from './pages';
import { CmsContentIssueSchema, CmsHtmlSchema } from './shared';
import { label, line } from './fields';

/** The back office's CMS payloads (/api/backoffice/cms/...): who may write what, drafts, versions, previews, uploads. */

/**
 * Who may write what (every staff role may read; `admin` writes everything). Editors own pages,
 * snippets, files and the site's look (logo, survey); marketing owns what promotes: banners, the
 * lobby slots, menus, promotion pages, stags and the engagement configs; site-wide settings that
 * change money or contact (betting link, currencies, VIP managers) are admin-only.
 */
export const CONTENT_EDIT_ROLES = ['editor', 'admin'] as const satisfies readonly StaffRole[];
export const MARKETING_CONFIG_NAMES = [
  'banners-config',
  'main-widget-config',
  'menu-categories-games',
  'manage-promotion-pages',
] as const satisfies readonly ConfigName[];
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
