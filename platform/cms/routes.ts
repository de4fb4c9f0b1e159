import type { FastifyError } from 'fastify';
import { errorHandler } from '../http/errors';
import type { PlatformApp } from '../http/types';
import { backofficeCmsRoutes } from './backoffice-routes';
import { ContentInvalidError } from './content-check';
import { publicCmsRoutes } from './public-routes';

/**
 * The CMS calls (spec C7/P7): public pages, snippets, files and config documents
 * (public-routes.ts), and the back office that edits them under /api/backoffice/cms
 * (backoffice-routes.ts). Both are registered here, in this one plugin, so the error handler
 * below covers them both. See platform/cms/README.md.
 */
export default async function cmsRoutes(app: PlatformApp): Promise<void> {
  // A refused publish answers the usual error shape plus the placeholder issues and their positions.
  app.setErrorHandler((err, req, reply) => {
    if (err instanceof ContentInvalidError)
      return reply.status(422).send({ error: err.code, message: err.message, errors: err.fields ?? {}, issues: err.issues });
    return errorHandler(err as FastifyError, req, reply);
  });

  publicCmsRoutes(app);
  backofficeCmsRoutes(app);
}
