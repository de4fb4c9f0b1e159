import type { ConfigName } from '../../schemas/cms/configs';
import type { Db, Tx } from '../db/client';
import type { PlatformApp } from '../http/types';
import { liveBody } from './documents';
import cmsRoutes from './routes';

/** The CMS module: pages, snippets, files and config documents with drafts, versions and publishing, and their back office. */
export function createCms() {
  return { routes: (app: PlatformApp) => cmsRoutes(app) };
}

/** The live body of a config document that is not per locale (another module's port reads it), or null when never published. */
export async function liveConfigBody(db: Db | Tx, name: ConfigName): Promise<unknown> {
  return (await liveBody(db, { kind: 'config', key: name, locale: null }))?.body ?? null;
}
