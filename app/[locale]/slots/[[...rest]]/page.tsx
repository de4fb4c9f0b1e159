import { notFound, permanentRedirect } from 'next/navigation';
import { isLocale } from '@/schemas/locales';
import { localePath } from '@/site/i18n/locale-path';
import { GameSlugSchema } from '@/schemas/games';

type Params = Promise<{ locale: string; rest?: string[] }>;

/**
 * /slots... (spec C2 "Slots category"): slots are the pokies of this site, so /slots and
 * /slots/{slug} move permanently to /pokies/all and /pokies/{slug}; anything deeper is the 404 page.
 */
export default async function SlotsPage({ params }: { params: Params }) {
  const { locale, rest = [] } = await params;
  if (!isLocale(locale) || rest.length > 1) notFound();
  const slug = rest[0];
  if (slug === undefined || slug === 'all') permanentRedirect(localePath(locale, '/pokies/all'));
  if (!GameSlugSchema.safeParse(slug).success) notFound();
  permanentRedirect(localePath(locale, `/pokies/${slug}`));
}
