import { notFound, permanentRedirect } from 'next/navigation';
import { isLocale } from '@/schemas/locales';
import { localePath } from '@/site/core/i18n/locale-path';
import { GameSlugSchema } from '@/schemas/games';
import { notFoundPage } from '@/site/routing/not-found-page';

type Params = Promise<{ locale: string; rest?: string[] }>;

// Every answer here is a redirect or the 404 page: nothing to index.
export const metadata = { robots: { index: false, follow: true } };

/**
 * /slots... (spec C2 "Slots category"): slots are the pokies of this site, so /slots and
 * /slots/{slug} move permanently to /pokies/all and /pokies/{slug}; anything deeper is the 404 page.
 */
export default async function SlotsPage({ params }: { params: Params }) {
  const { locale, rest = [] } = await params;
  if (!isLocale(locale)) notFound();
  if (rest.length > 1) return notFoundPage();
  const slug = rest[0];
  if (slug === undefined || slug === 'all') permanentRedirect(localePath(locale, '/pokies/all'));
  if (!GameSlugSchema.safeParse(slug).success) return notFoundPage();
  permanentRedirect(localePath(locale, `/pokies/${slug}`));
}
