import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { loadPageLinks } from '@/cms-adapters/server';
import { buildSitemap } from '@/site/seo/sitemap';
import { publicOrigin } from '@/site/seo/origin';

/** /sitemap.xml: the indexed routes and published CMS pages of every locale (site/seo). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return buildSitemap(publicOrigin(await headers()), loadPageLinks);
}
