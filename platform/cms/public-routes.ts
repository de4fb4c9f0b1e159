import { z } from 'zod';
import { ApiErrorSchema } from '../../schemas/api-error';
import { oneLine } from '../../schemas/validation';
import {
  CmsFileListSchema,
  CmsPageListSchema,
  CmsPageSchema,
  CmsSnippetListSchema,
  ManagersRequestSchema,
  ManagersResponseSchema,
  PageSlugSchema,
  type ConfigDocument,
} from '../../schemas/cms';
import { optionalPlayer } from '../http/player-session';
import { notFound } from '../http/errors';
import type { PlatformApp } from '../http/types';
import { playerGroupIds } from '../player';
import { bannersConfigFor, requestBannerAudience } from './banner-audience';
import { requestLocale } from './locale';
import { fileContent, listFiles, listPages, listSnippets, managerFor, pageById, pageBySlug, publicConfig, isConfigName } from './public';
import { IdParams, NameParams } from './route-params';

const LocaleQuery = z.object({ l: oneLine().max(16).optional() });
/** banners-config also takes the visitor's affiliate stag (the welcome pack, spec C6). */
const ConfigQuery = LocaleQuery.extend({ stag: oneLine().max(64).optional() });

/**
 * The public CMS calls (no session needed; spec C7/P7): published pages, snippets, files and
 * config documents, and the managers of the signed-in player's groups. Apart from the back
 * office (backoffice-routes.ts) because they serve every visitor, read only published versions
 * (public.ts and its cache) and never ask for a staff cookie.
 */
export function publicCmsRoutes(app: PlatformApp): void {
  app.get('/api/cms/pages', { schema: { querystring: LocaleQuery, response: { 200: CmsPageListSchema, 422: ApiErrorSchema } } }, async (req) =>
    listPages(req.server.deps.db, requestLocale(req, req.query.l)),
  );

  // `/api/cms/pages/{id}`, `/api/cms/pages/{slug}` and `/api/cms/pages{path}` (a slug with `/`): an
  // all-digit single segment is an id (slugs may not be all digits), anything else a slug.
  app.get(
    '/api/cms/pages/*',
    {
      schema: {
        params: z.object({ '*': oneLine().max(400) }),
        querystring: LocaleQuery,
        response: { 200: CmsPageSchema, 404: ApiErrorSchema, 422: ApiErrorSchema },
      },
    },
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
  app.get(
    '/api/fe/config/:name',
    { schema: { params: NameParams, querystring: ConfigQuery, response: { 200: z.unknown(), 404: ApiErrorSchema, 422: ApiErrorSchema } } },
    async (req, reply) => {
      const { name } = req.params;
      if (!isConfigName(name)) throw notFound(`No config ${name}`);
      const { db, clock } = req.server.deps;
      const doc = await publicConfig(db, name, requestLocale(req, req.query.l));
      if (doc === null) throw notFound(`Config ${name} is not published`);
      if (name !== 'banners-config') return doc;
      // Shaped by the caller's cookie: no shared cache may keep it for someone else.
      reply.header('cache-control', 'private, no-store').header('vary', 'Cookie');
      return bannersConfigFor(doc as ConfigDocument<'banners-config'>, await requestBannerAudience(req, req.query.stag), clock.now());
    },
  );

  // The manager of the signed-in player's groups (the body's userGroups narrowed to the groups the
  // player really has, so nobody reads VIP managers' contacts by naming a group). Guests get null.
  app.post(
    '/api/fe/config/managers',
    { schema: { body: ManagersRequestSchema, response: { 200: ManagersResponseSchema, 422: ApiErrorSchema } } },
    async (req) => {
      const player = await optionalPlayer(req);
      if (!player) return null;
      const { db } = req.server.deps;
      const own = new Set(await playerGroupIds(db, player.playerId));
      return managerFor(
        db,
        req.body.userGroups.filter((g) => own.has(g)),
      );
    },
  );
}
