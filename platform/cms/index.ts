import type { PlatformApp } from '../http/types';
import cmsRoutes from './routes';

/** The CMS module: pages, snippets, files and config documents with drafts, versions and publishing, and their back office. */
export function createCms() {
  return { routes: (app: PlatformApp) => cmsRoutes(app) };
}
