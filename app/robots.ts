import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { buildRobots } from '@/site/seo/sitemap';
import { publicOrigin } from '@/site/seo/origin';

/** /robots.txt (site/seo). */
export default async function robots(): Promise<MetadataRoute.Robots> {
  return buildRobots(publicOrigin(await headers()));
}
