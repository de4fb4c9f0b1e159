import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiErrorSchema } from '../../schemas/api-error';
import {
  AdminConfigListItemSchema,
  AdminConfigSchema,
  AdminConfigVersionSchema,
  AdminPageListItemSchema,
  AdminPageSchema,
  AdminPageVersionSchema,
  AdminSnippetListItemSchema,
  AdminSnippetSchema,
  AdminSnippetVersionSchema,
  canWriteConfig,
  CMS_FILE_MAX_BYTES,
  CmsContentErrorSchema,
  CmsFileListSchema,
  CmsFileSchema,
  CmsVersionSchema,
  CONTENT_EDIT_ROLES,
  ConfigSaveBodySchema,
  FileUploadBodySchema,
  PageCreateBodySchema,
  PagePreviewSchema,
  PageSaveBodySchema,
  PublishBodySchema,
  RollbackBodySchema,
  SnippetCreateBodySchema,
  SnippetPreviewSchema,
  SnippetSaveBodySchema,
  type BackofficeConfigName,
  type PageDraft,
} from '../../schemas/cms';
import { LocaleSchema, type Locale } from '../../schemas/locales';
import { forbidden, notFound } from '../http/errors';
import type { PlatformApp } from '../http/types';
import { catalogueKeys } from '../games';
import { requireStaff, type StaffContext } from '../staff';
import { findDocument, getDocument, type DocumentRow } from './documents';
import { deleteFile, listAllFiles, uploadFile } from './files';
import { publicSnippet, toPublicPage } from './public';
import { IdParams, NameParams } from './route-params';
import { configRef, createDraft, issuesOf, publish, rollback, saveConfig, saveDraft, type CmsContext } from './service';
import { adminConfig, adminConfigs, adminPage, adminPages, adminSnippet, adminSnippets, isBackofficeConfigName, versionsOf, versionView } from './views';

const errors = {
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  413: ApiErrorSchema,
  422: z.union([CmsContentErrorSchema, ApiErrorSchema]),
};
const OptionalLocaleQuery = z.object({ l: LocaleSchema.optional() });
const VersionParams = IdParams.extend({ version: z.coerce.number().int().positive().max(2_147_483_647) });
const NameVersionParams = NameParams.extend({ version: z.coerce.number().int().positive().max(2_147_483_647) });
const PreviewQuery = z.object({ version: z.coerce.number().int().positive().max(2_147_483_647).optional() });

/** Page bodies carry up to 1 MB of content plus blocks; bigger requests are refused with 413 before parsing. */
const PAGE_BODY_LIMIT = 2_500_000;
const CONFIG_BODY_LIMIT = 1_000_000;
const FILE_BODY_LIMIT = Math.ceil(CMS_FILE_MAX_BYTES / 3) * 4 + 16 * 1024;

function ctxOf(req: FastifyRequest, staff: StaffContext | null): CmsContext {
  const { deps } = req.server;
  return { db: deps.db, clock: deps.clock, events: deps.events, req, staff: staff ? { staffId: staff.staffId, role: staff.role } : null };
}

/**
 * The back office's CMS calls under /api/backoffice/cms (staff cookie): pages, snippets, config
 * documents and files with drafts, versions, preview, publishing and rollback. Every read needs a
 * staff member; writes need CONTENT_EDIT_ROLES, or the config's write roles (canWriteConfig).
 */
export function backofficeCmsRoutes(app: PlatformApp): void {
  // ---------------------------------------------------------------- pages

  app.get(
    '/api/backoffice/cms/pages',
    { schema: { querystring: OptionalLocaleQuery, response: { 200: z.array(AdminPageListItemSchema), ...errors } } },
    async (req) => {
      await requireStaff(req, 'any');
      return adminPages(req.server.deps.db, req.query.l);
    },
  );

  app.post(
    '/api/backoffice/cms/pages',
    { bodyLimit: PAGE_BODY_LIMIT, schema: { body: PageCreateBodySchema, response: { 200: AdminPageSchema, ...errors } } },
    async (req) => {
      const staff = await requireStaff(req, CONTENT_EDIT_ROLES);
      const { slug, locale, ...draft } = req.body;
      const doc = await createDraft(ctxOf(req, staff), { kind: 'page', key: slug, locale }, draft);
      return adminPage(req.server.deps.db, doc);
    },
  );

  app.get('/api/backoffice/cms/pages/:id', { schema: { params: IdParams, response: { 200: AdminPageSchema, ...errors } } }, async (req) => {
    await requireStaff(req, 'any');
    return adminPage(req.server.deps.db, await getDocument(req.server.deps.db, 'page', req.params.id));
  });

  app.put(
    '/api/backoffice/cms/pages/:id',
    { bodyLimit: PAGE_BODY_LIMIT, schema: { params: IdParams, body: PageSaveBodySchema, response: { 200: AdminPageSchema, ...errors } } },
    async (req) => {
      const staff = await requireStaff(req, CONTENT_EDIT_ROLES);
      const { base_version, ...draft } = req.body;
      const doc = await saveDraft(ctxOf(req, staff), await getDocument(req.server.deps.db, 'page', req.params.id), base_version, draft);
      return adminPage(req.server.deps.db, doc);
    },
  );

  app.post(
    '/api/backoffice/cms/pages/:id/publish',
    { schema: { params: IdParams, body: PublishBodySchema, response: { 200: AdminPageSchema, ...errors } } },
    async (req) => {
      const staff = await requireStaff(req, CONTENT_EDIT_ROLES);
      const doc = await publish(ctxOf(req, staff), await getDocument(req.server.deps.db, 'page', req.params.id), req.body.version);
      return adminPage(req.server.deps.db, doc);
    },
  );

  app.post(
    '/api/backoffice/cms/pages/:id/rollback',
    { schema: { params: IdParams, body: RollbackBodySchema, response: { 200: AdminPageSchema, ...errors } } },
    async (req) => {
      const staff = await requireStaff(req, CONTENT_EDIT_ROLES);
      const doc = await rollback(ctxOf(req, staff), await getDocument(req.server.deps.db, 'page', req.params.id), req.body.version);
      return adminPage(req.server.deps.db, doc);
    },
  );

  app.get('/api/backoffice/cms/pages/:id/versions', { schema: { params: IdParams, response: { 200: z.array(CmsVersionSchema), ...errors } } }, async (req) => {
    await requireStaff(req, 'any');
    return versionsOf(req.server.deps.db, await getDocument(req.server.deps.db, 'page', req.params.id));
  });

  app.get(
    '/api/backoffice/cms/pages/:id/versions/:version',
    { schema: { params: VersionParams, response: { 200: AdminPageVersionSchema, ...errors } } },
    async (req) => {
      await requireStaff(req, 'any');
      const { body, ...v } = await versionView(req.server.deps.db, await getDocument(req.server.deps.db, 'page', req.params.id), req.params.version);
      return { ...v, draft: body as PageDraft };
    },
  );

  app.get(
    '/api/backoffice/cms/pages/:id/preview',
    { schema: { params: IdParams, querystring: PreviewQuery, response: { 200: PagePreviewSchema, ...errors } } },
    async (req) => {
      await requireStaff(req, 'any');
      const { db, clock } = req.server.deps;
      const doc = await getDocument(db, 'page', req.params.id);
      const { body } = await versionView(db, doc, req.query.version ?? doc.latestVersion);
      const draft = body as PageDraft;
      return { page: toPublicPage(doc, draft, clock.now()), issues: issuesOf(doc, draft, await catalogueKeys(db)) };
    },
  );

  // ---------------------------------------------------------------- snippets

  app.get(
    '/api/backoffice/cms/snippets',
    { schema: { querystring: OptionalLocaleQuery, response: { 200: z.array(AdminSnippetListItemSchema), ...errors } } },
    async (req) => {
      await requireStaff(req, 'any');
      return adminSnippets(req.server.deps.db, req.query.l);
    },
  );

  app.post(
    '/api/backoffice/cms/snippets',
    { bodyLimit: PAGE_BODY_LIMIT, schema: { body: SnippetCreateBodySchema, response: { 200: AdminSnippetSchema, ...errors } } },
    async (req) => {
      const staff = await requireStaff(req, CONTENT_EDIT_ROLES);
      const { key, locale, ...draft } = req.body;
      const doc = await createDraft(ctxOf(req, staff), { kind: 'snippet', key, locale }, draft);
      return adminSnippet(req.server.deps.db, doc);
    },
  );

  app.get('/api/backoffice/cms/snippets/:id', { schema: { params: IdParams, response: { 200: AdminSnippetSchema, ...errors } } }, async (req) => {
    await requireStaff(req, 'any');
    return adminSnippet(req.server.deps.db, await getDocument(req.server.deps.db, 'snippet', req.params.id));
  });

  app.put(
    '/api/backoffice/cms/snippets/:id',
    { bodyLimit: PAGE_BODY_LIMIT, schema: { params: IdParams, body: SnippetSaveBodySchema, response: { 200: AdminSnippetSchema, ...errors } } },
    async (req) => {
      const staff = await requireStaff(req, CONTENT_EDIT_ROLES);
      const { base_version, ...draft } = req.body;
      const doc = await saveDraft(ctxOf(req, staff), await getDocument(req.server.deps.db, 'snippet', req.params.id), base_version, draft);
      return adminSnippet(req.server.deps.db, doc);
    },
  );

  app.post(
    '/api/backoffice/cms/snippets/:id/publish',
    { schema: { params: IdParams, body: PublishBodySchema, response: { 200: AdminSnippetSchema, ...errors } } },
    async (req) => {
      const staff = await requireStaff(req, CONTENT_EDIT_ROLES);
      const doc = await publish(ctxOf(req, staff), await getDocument(req.server.deps.db, 'snippet', req.params.id), req.body.version);
      return adminSnippet(req.server.deps.db, doc);
    },
  );

  app.post(
    '/api/backoffice/cms/snippets/:id/rollback',
    { schema: { params: IdParams, body: RollbackBodySchema, response: { 200: AdminSnippetSchema, ...errors } } },
    async (req) => {
      const staff = await requireStaff(req, CONTENT_EDIT_ROLES);
      const doc = await rollback(ctxOf(req, staff), await getDocument(req.server.deps.db, 'snippet', req.params.id), req.body.version);
      return adminSnippet(req.server.deps.db, doc);
    },
  );

  app.get(
    '/api/backoffice/cms/snippets/:id/versions',
    { schema: { params: IdParams, response: { 200: z.array(CmsVersionSchema), ...errors } } },
    async (req) => {
      await requireStaff(req, 'any');
      return versionsOf(req.server.deps.db, await getDocument(req.server.deps.db, 'snippet', req.params.id));
    },
  );

  app.get(
    '/api/backoffice/cms/snippets/:id/versions/:version',
    { schema: { params: VersionParams, response: { 200: AdminSnippetVersionSchema, ...errors } } },
    async (req) => {
      await requireStaff(req, 'any');
      const { body, ...v } = await versionView(req.server.deps.db, await getDocument(req.server.deps.db, 'snippet', req.params.id), req.params.version);
      return { ...v, draft: body as { content: string } };
    },
  );

  app.get(
    '/api/backoffice/cms/snippets/:id/preview',
    { schema: { params: IdParams, querystring: PreviewQuery, response: { 200: SnippetPreviewSchema, ...errors } } },
    async (req) => {
      await requireStaff(req, 'any');
      const { db } = req.server.deps;
      const doc = await getDocument(db, 'snippet', req.params.id);
      const { body } = await versionView(db, doc, req.query.version ?? doc.latestVersion);
      const draft = body as { content: string };
      return { snippet: publicSnippet(doc.key, doc.locale as Locale, draft.content), issues: issuesOf(doc, draft, await catalogueKeys(db)) };
    },
  );

  // ---------------------------------------------------------------- config documents

  /** The named document (404 for an unknown name) and the staff member, checked for the role the call needs. */
  async function configCall(req: FastifyRequest, name: string, l: Locale | undefined, write: boolean) {
    const staff = await requireStaff(req, 'any');
    if (!isBackofficeConfigName(name)) throw notFound(`No config ${name}`);
    if (write && !canWriteConfig(staff.role, name)) throw forbidden('staff_role_forbidden', `Your role cannot change ${name}`);
    const ref = configRef(name, l ?? null);
    const doc = await findDocument(req.server.deps.db, ref);
    return { staff, name: name as BackofficeConfigName, locale: ref.locale, doc };
  }
  const requireDoc = (doc: DocumentRow | null) => {
    if (!doc) throw notFound('This config was never saved');
    return doc;
  };

  app.get('/api/backoffice/cms/config', { schema: { response: { 200: z.array(AdminConfigListItemSchema), ...errors } } }, async (req) => {
    const staff = await requireStaff(req, 'any');
    return adminConfigs(req.server.deps.db, staff.role);
  });

  app.get(
    '/api/backoffice/cms/config/:name',
    { schema: { params: NameParams, querystring: OptionalLocaleQuery, response: { 200: AdminConfigSchema, ...errors } } },
    async (req) => {
      const c = await configCall(req, req.params.name, req.query.l, false);
      return adminConfig(req.server.deps.db, c.name, c.locale, c.doc, c.staff.role);
    },
  );

  app.put(
    '/api/backoffice/cms/config/:name',
    {
      bodyLimit: CONFIG_BODY_LIMIT,
      schema: { params: NameParams, querystring: OptionalLocaleQuery, body: ConfigSaveBodySchema, response: { 200: AdminConfigSchema, ...errors } },
    },
    async (req) => {
      const c = await configCall(req, req.params.name, req.query.l, true);
      const doc = await saveConfig(ctxOf(req, c.staff), c.name, c.locale, req.body.base_version, req.body.document);
      return adminConfig(req.server.deps.db, c.name, c.locale, doc, c.staff.role);
    },
  );

  app.post(
    '/api/backoffice/cms/config/:name/publish',
    { schema: { params: NameParams, querystring: OptionalLocaleQuery, body: PublishBodySchema, response: { 200: AdminConfigSchema, ...errors } } },
    async (req) => {
      const c = await configCall(req, req.params.name, req.query.l, true);
      const doc = await publish(ctxOf(req, c.staff), requireDoc(c.doc), req.body.version);
      return adminConfig(req.server.deps.db, c.name, c.locale, doc, c.staff.role);
    },
  );

  app.post(
    '/api/backoffice/cms/config/:name/rollback',
    { schema: { params: NameParams, querystring: OptionalLocaleQuery, body: RollbackBodySchema, response: { 200: AdminConfigSchema, ...errors } } },
    async (req) => {
      const c = await configCall(req, req.params.name, req.query.l, true);
      const doc = await rollback(ctxOf(req, c.staff), requireDoc(c.doc), req.body.version);
      return adminConfig(req.server.deps.db, c.name, c.locale, doc, c.staff.role);
    },
  );

  app.get(
    '/api/backoffice/cms/config/:name/versions',
    { schema: { params: NameParams, querystring: OptionalLocaleQuery, response: { 200: z.array(CmsVersionSchema), ...errors } } },
    async (req) => {
      const c = await configCall(req, req.params.name, req.query.l, false);
      return c.doc ? versionsOf(req.server.deps.db, c.doc) : [];
    },
  );

  app.get(
    '/api/backoffice/cms/config/:name/versions/:version',
    { schema: { params: NameVersionParams, querystring: OptionalLocaleQuery, response: { 200: AdminConfigVersionSchema, ...errors } } },
    async (req) => {
      const c = await configCall(req, req.params.name, req.query.l, false);
      const { body, ...v } = await versionView(req.server.deps.db, requireDoc(c.doc), req.params.version);
      return { ...v, document: body };
    },
  );

  // ---------------------------------------------------------------- files

  app.get('/api/backoffice/cms/files', { schema: { response: { 200: CmsFileListSchema, ...errors } } }, async (req) => {
    await requireStaff(req, 'any');
    return listAllFiles(req.server.deps.db);
  });

  app.post(
    '/api/backoffice/cms/files',
    { bodyLimit: FILE_BODY_LIMIT, schema: { body: FileUploadBodySchema, response: { 200: CmsFileSchema, ...errors } } },
    async (req) => {
      const staff = await requireStaff(req, CONTENT_EDIT_ROLES);
      return uploadFile(ctxOf(req, staff), req.body);
    },
  );

  app.delete('/api/backoffice/cms/files/:id', { schema: { params: IdParams, response: { 200: CmsFileSchema, ...errors } } }, async (req) => {
    const staff = await requireStaff(req, CONTENT_EDIT_ROLES);
    return deleteFile(ctxOf(req, staff), req.params.id);
  });
}
