import type { FastifyError, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiErrorSchema } from '../../schemas/api-error';
import { oneLine } from '../../schemas/validation';
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
  CmsPageListSchema,
  CmsPageSchema,
  CmsSnippetListSchema,
  CmsVersionSchema,
  CONTENT_EDIT_ROLES,
  ConfigSaveBodySchema,
  FileUploadBodySchema,
  ManagersRequestSchema,
  ManagersResponseSchema,
  PageCreateBodySchema,
  PagePreviewSchema,
  PageSaveBodySchema,
  PageSlugSchema,
  PublishBodySchema,
  RollbackBodySchema,
  SnippetCreateBodySchema,
  SnippetPreviewSchema,
  SnippetSaveBodySchema,
  type BackofficeConfigName,
  type ConfigDocument,
  type PageDraft,
} from '../../schemas/cms';
import { LocaleSchema, type Locale } from '../../schemas/locales';
import { optionalPlayer } from '../http/player-session';
import { errorHandler, forbidden, notFound } from '../http/errors';
import type { PlatformApp } from '../http/types';
import { catalogueKeys } from '../games';
import { playerGroupIds } from '../player';
import { requireStaff, type StaffContext } from '../staff';
import { ContentInvalidError } from './content-check';
import { findDocument, getDocument, type DocumentRow } from './documents';
import { deleteFile, listAllFiles, uploadFile } from './files';
import { bannersConfigFor, requestBannerAudience } from './banner-audience';
import { requestLocale } from './locale';
import { fileContent, listFiles, listPages, listSnippets, managerFor, pageById, pageBySlug, publicConfig, publicSnippet, isConfigName, toPublicPage } from './public';
import { configRef, createDraft, issuesOf, publish, rollback, saveConfig, saveDraft, type CmsContext } from './service';
import { adminConfig, adminConfigs, adminPage, adminPages, adminSnippet, adminSnippets, isBackofficeConfigName, versionsOf, versionView } from './views';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 413: ApiErrorSchema, 422: z.union([CmsContentErrorSchema, ApiErrorSchema]) };
const LocaleQuery = z.object({ l: oneLine().max(16).optional() });
/** banners-config also takes the visitor's affiliate stag (the welcome pack, spec C6). */
const ConfigQuery = LocaleQuery.extend({ stag: oneLine().max(64).optional() });
const OptionalLocaleQuery = z.object({ l: LocaleSchema.optional() });
const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const VersionParams = IdParams.extend({ version: z.coerce.number().int().positive().max(2_147_483_647) });
const NameParams = z.object({ name: oneLine().max(64) });
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
 * The CMS calls (spec C7/P7): public pages, snippets, files and config documents, and the
 * back office that edits them under /api/backoffice/cms. See platform/cms/README.md.
 */
export default async function cmsRoutes(app: PlatformApp): Promise<void> {
  // A refused publish answers the usual error shape plus the placeholder issues and their positions.
  app.setErrorHandler((err, req, reply) => {
    if (err instanceof ContentInvalidError) return reply.status(422).send({ error: err.code, message: err.message, errors: err.fields ?? {}, issues: err.issues });
    return errorHandler(err as FastifyError, req, reply);
  });

  // ---------------------------------------------------------------- public

  app.get('/api/cms/pages', { schema: { querystring: LocaleQuery, response: { 200: CmsPageListSchema, 422: ApiErrorSchema } } }, async (req) =>
    listPages(req.server.deps.db, requestLocale(req, req.query.l)),
  );

  // `/api/cms/pages/{id}`, `/api/cms/pages/{slug}` and `/api/cms/pages{path}` (a slug with `/`): an
  // all-digit single segment is an id (slugs may not be all digits), anything else a slug.
  app.get(
    '/api/cms/pages/*',
    { schema: { params: z.object({ '*': oneLine().max(400) }), querystring: LocaleQuery, response: { 200: CmsPageSchema, 404: ApiErrorSchema, 422: ApiErrorSchema } } },
    async (req) => {
      const { db } = req.server.deps;
      const rest = req.params['*'].replace(/\/+$/, '');
      let page;
      if (/^\d{1,10}$/.test(rest)) {
        const id = Number(rest);
        page = id <= 2_147_483_647 ? await pageById(db, id, req.query.l === undefined ? null : requestLocale(req, req.query.l)) : null;
      } else {
        const slug = PageSlugSchema.safeParse(rest);
        page = slug.success ? await pageBySlug(db, slug.data, requestLocale(req, req.query.l)) : null;
      }
      if (!page) throw notFound('No such page');
      return page;
    },
  );

  app.get('/api/cms/snippets', { schema: { querystring: LocaleQuery, response: { 200: CmsSnippetListSchema, 422: ApiErrorSchema } } }, async (req) =>
    listSnippets(req.server.deps.db, requestLocale(req, req.query.l)),
  );

  app.get('/api/cms/files', { schema: { querystring: LocaleQuery, response: { 200: CmsFileListSchema, 422: ApiErrorSchema } } }, async (req) =>
    listFiles(req.server.deps.db, requestLocale(req, req.query.l)),
  );

  app.get('/api/cms/files/:id/:name', { schema: { params: IdParams.extend({ name: oneLine().max(200) }) } }, async (req, reply) => {
    const file = await fileContent(req.server.deps.db, req.params.id);
    if (!file || file.name !== req.params.name) throw notFound('No such file');
    const etag = `"${file.sha256}"`;
    reply
      .header('content-type', file.contentType)
      .header('etag', etag)
      // Ids never get other bytes (a replacement is a new file), so caches may keep them a day.
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
      .header('content-disposition', `inline; filename="${file.name}"`);
    if (req.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.send(file.data);
  });

  // banners-config answers only the caller's audience (banner-audience.ts): the session decides
  // the player's part, `?stag=` (or the stag cookie) the welcome pack. Every other document is the
  // same for everyone.
  app.get('/api/fe/config/:name', { schema: { params: NameParams, querystring: ConfigQuery, response: { 200: z.unknown(), 404: ApiErrorSchema, 422: ApiErrorSchema } } }, async (req, reply) => {
    const { name } = req.params;
    if (!isConfigName(name)) throw notFound(`No config ${name}`);
    const { db, clock } = req.server.deps;
    const doc = await publicConfig(db, name, requestLocale(req, req.query.l));
    if (doc === null) throw notFound(`Config ${name} is not published`);
    if (name !== 'banners-config') return doc;
    // Shaped by the caller's cookie: no shared cache may keep it for someone else.
    reply.header('cache-control', 'private, no-store').header('vary', 'Cookie');
    return bannersConfigFor(doc as ConfigDocument<'banners-config'>, await requestBannerAudience(req, req.query.stag), clock.now());
  });

  // The manager of the signed-in player's groups (the body's userGroups narrowed to the groups the
  // player really has, so nobody reads VIP managers' contacts by naming a group). Guests get null.
  app.post('/api/fe/config/managers', { schema: { body: ManagersRequestSchema, response: { 200: ManagersResponseSchema, 422: ApiErrorSchema } } }, async (req) => {
    const player = await optionalPlayer(req);
    if (!player) return null;
    const { db } = req.server.deps;
    const own = new Set(await playerGroupIds(db, player.playerId));
    return managerFor(
      db,
      req.body.userGroups.filter((g) => own.has(g)),
    );
  });

  // ---------------------------------------------------------------- back office: pages

  app.get('/api/backoffice/cms/pages', { schema: { querystring: OptionalLocaleQuery, response: { 200: z.array(AdminPageListItemSchema), ...errors } } }, async (req) => {
    await requireStaff(req, 'any');
    return adminPages(req.server.deps.db, req.query.l);
  });

  app.post('/api/backoffice/cms/pages', { bodyLimit: PAGE_BODY_LIMIT, schema: { body: PageCreateBodySchema, response: { 200: AdminPageSchema, ...errors } } }, async (req) => {
    const staff = await requireStaff(req, CONTENT_EDIT_ROLES);
    const { slug, locale, ...draft } = req.body;
    const doc = await createDraft(ctxOf(req, staff), { kind: 'page', key: slug, locale }, draft);
    return adminPage(req.server.deps.db, doc);
  });

  app.get('/api/backoffice/cms/pages/:id', { schema: { params: IdParams, response: { 200: AdminPageSchema, ...errors } } }, async (req) => {
    await requireStaff(req, 'any');
    return adminPage(req.server.deps.db, await getDocument(req.server.deps.db, 'page', req.params.id));
  });

  app.put('/api/backoffice/cms/pages/:id', { bodyLimit: PAGE_BODY_LIMIT, schema: { params: IdParams, body: PageSaveBodySchema, response: { 200: AdminPageSchema, ...errors } } }, async (req) => {
    const staff = await requireStaff(req, CONTENT_EDIT_ROLES);
    const { base_version, ...draft } = req.body;
    const doc = await saveDraft(ctxOf(req, staff), await getDocument(req.server.deps.db, 'page', req.params.id), base_version, draft);
    return adminPage(req.server.deps.db, doc);
  });

  app.post('/api/backoffice/cms/pages/:id/publish', { schema: { params: IdParams, body: PublishBodySchema, response: { 200: AdminPageSchema, ...errors } } }, async (req) => {
    const staff = await requireStaff(req, CONTENT_EDIT_ROLES);
    const doc = await publish(ctxOf(req, staff), await getDocument(req.server.deps.db, 'page', req.params.id), req.body.version);
    return adminPage(req.server.deps.db, doc);
  });

  app.post('/api/backoffice/cms/pages/:id/rollback', { schema: { params: IdParams, body: RollbackBodySchema, response: { 200: AdminPageSchema, ...errors } } }, async (req) => {
    const staff = await requireStaff(req, CONTENT_EDIT_ROLES);
    const doc = await rollback(ctxOf(req, staff), await getDocument(req.server.deps.db, 'page', req.params.id), req.body.version);
    return adminPage(req.server.deps.db, doc);
  });

  app.get('/api/backoffice/cms/pages/:id/versions', { schema: { params: IdParams, response: { 200: z.array(CmsVersionSchema), ...errors } } }, async (req) => {
    await requireStaff(req, 'any');
    return versionsOf(req.server.deps.db, await getDocument(req.server.deps.db, 'page', req.params.id));
  });

  app.get('/api/backoffice/cms/pages/:id/versions/:version', { schema: { params: VersionParams, response: { 200: AdminPageVersionSchema, ...errors } } }, async (req) => {
    await requireStaff(req, 'any');
    const { body, ...v } = await versionView(req.server.deps.db, await getDocument(req.server.deps.db, 'page', req.params.id), req.params.version);
    return { ...v, draft: body as PageDraft };
  });

  app.get('/api/backoffice/cms/pages/:id/preview', { schema: { params: IdParams, querystring: PreviewQuery, response: { 200: PagePreviewSchema, ...errors } } }, async (req) => {
    await requireStaff(req, 'any');
    const { db, clock } = req.server.deps;
    const doc = await getDocument(db, 'page', req.params.id);
    const { body } = await versionView(db, doc, req.query.version ?? doc.latestVersion);
    const draft = body as PageDraft;
    return { page: toPublicPage(doc, draft, clock.now()), issues: issuesOf(doc, draft, await catalogueKeys(db)) };
  });

  // ---------------------------------------------------------------- back office: snippets

  app.get('/api/backoffice/cms/snippets', { schema: { querystring: OptionalLocaleQuery, response: { 200: z.array(AdminSnippetListItemSchema), ...errors } } }, async (req) => {
    await requireStaff(req, 'any');
    return adminSnippets(req.server.deps.db, req.query.l);
  });

  app.post('/api/backoffice/cms/snippets', { bodyLimit: PAGE_BODY_LIMIT, schema: { body: SnippetCreateBodySchema, response: { 200: AdminSnippetSchema, ...errors } } }, async (req) => {
    const staff = await requireStaff(req, CONTENT_EDIT_ROLES);
    const { key, locale, ...draft } = req.body;
    const doc = await createDraft(ctxOf(req, staff), { kind: 'snippet', key, locale }, draft);
    return adminSnippet(req.server.deps.db, doc);
  });

  app.get('/api/backoffice/cms/snippets/:id', { schema: { params: IdParams, response: { 200: AdminSnippetSchema, ...errors } } }, async (req) => {
    await requireStaff(req, 'any');
    return adminSnippet(req.server.deps.db, await getDocument(req.server.deps.db, 'snippet', req.params.id));
  });

  app.put('/api/backoffice/cms/snippets/:id', { bodyLimit: PAGE_BODY_LIMIT, schema: { params: IdParams, body: SnippetSaveBodySchema, response: { 200: AdminSnippetSchema, ...errors } } }, async (req) => {
    const staff = await requireStaff(req, CONTENT_EDIT_ROLES);
    const { base_version, ...draft } = req.body;
    const doc = await saveDraft(ctxOf(req, staff), await getDocument(req.server.deps.db, 'snippet', req.params.id), base_version, draft);
    return adminSnippet(req.server.deps.db, doc);
  });

  app.post('/api/backoffice/cms/snippets/:id/publish', { schema: { params: IdParams, body: PublishBodySchema, response: { 200: AdminSnippetSchema, ...errors } } }, async (req) => {
    const staff = await requireStaff(req, CONTENT_EDIT_ROLES);
    const doc = await publish(ctxOf(req, staff), await getDocument(req.server.deps.db, 'snippet', req.params.id), req.body.version);
    return adminSnippet(req.server.deps.db, doc);
  });

  app.post('/api/backoffice/cms/snippets/:id/rollback', { schema: { params: IdParams, body: RollbackBodySchema, response: { 200: AdminSnippetSchema, ...errors } } }, async (req) => {
    const staff = await requireStaff(req, CONTENT_EDIT_ROLES);
    const doc = await rollback(ctxOf(req, staff), await getDocument(req.server.deps.db, 'snippet', req.params.id), req.body.version);
    return adminSnippet(req.server.deps.db, doc);
  });

  app.get('/api/backoffice/cms/snippets/:id/versions', { schema: { params: IdParams, response: { 200: z.array(CmsVersionSchema), ...errors } } }, async (req) => {
    await requireStaff(req, 'any');
    return versionsOf(req.server.deps.db, await getDocument(req.server.deps.db, 'snippet', req.params.id));
  });

  app.get('/api/backoffice/cms/snippets/:id/versions/:version', { schema: { params: VersionParams, response: { 200: AdminSnippetVersionSchema, ...errors } } }, async (req) => {
    await requireStaff(req, 'any');
    const { body, ...v } = await versionView(req.server.deps.db, await getDocument(req.server.deps.db, 'snippet', req.params.id), req.params.version);
    return { ...v, draft: body as { content: string } };
  });

  app.get('/api/backoffice/cms/snippets/:id/preview', { schema: { params: IdParams, querystring: PreviewQuery, response: { 200: SnippetPreviewSchema, ...errors } } }, async (req) => {
    await requireStaff(req, 'any');
    const { db } = req.server.deps;
    const doc = await getDocument(db, 'snippet', req.params.id);
    const { body } = await versionView(db, doc, req.query.version ?? doc.latestVersion);
    const draft = body as { content: string };
    return { snippet: publicSnippet(doc.key, doc.locale as Locale, draft.content), issues: issuesOf(doc, draft, await catalogueKeys(db)) };
  });

  // ---------------------------------------------------------------- back office: config documents

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

  app.get('/api/backoffice/cms/config/:name', { schema: { params: NameParams, querystring: OptionalLocaleQuery, response: { 200: AdminConfigSchema, ...errors } } }, async (req) => {
    const c = await configCall(req, req.params.name, req.query.l, false);
    return adminConfig(req.server.deps.db, c.name, c.locale, c.doc, c.staff.role);
  });

  app.put(
    '/api/backoffice/cms/config/:name',
    { bodyLimit: CONFIG_BODY_LIMIT, schema: { params: NameParams, querystring: OptionalLocaleQuery, body: ConfigSaveBodySchema, response: { 200: AdminConfigSchema, ...errors } } },
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

  // ---------------------------------------------------------------- back office: files

  app.get('/api/backoffice/cms/files', { schema: { response: { 200: CmsFileListSchema, ...errors } } }, async (req) => {
    await requireStaff(req, 'any');
    return listAllFiles(req.server.deps.db);
  });

  app.post('/api/backoffice/cms/files', { bodyLimit: FILE_BODY_LIMIT, schema: { body: FileUploadBodySchema, response: { 200: CmsFileSchema, ...errors } } }, async (req) => {
    const staff = await requireStaff(req, CONTENT_EDIT_ROLES);
    return uploadFile(ctxOf(req, staff), req.body);
  });

  app.delete('/api/backoffice/cms/files/:id', { schema: { params: IdParams, response: { 200: CmsFileSchema, ...errors } } }, async (req) => {
    const staff = await requireStaff(req, CONTENT_EDIT_ROLES);
    return deleteFile(ctxOf(req, staff), req.params.id);
  });
}
