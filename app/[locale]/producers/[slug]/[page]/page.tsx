import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { isLocale } from '@/schemas/locales';
import { localePath } from '@/site/core/i18n/locale-path';
import { ProviderListPage } from '@/site/games/ListPages';
import { providerMetadata } from '@/site/games/metadata';
import { notFoundPage } from '@/site/routing/not-found-page';
import { parsePageParam } from '@/widgets/common/games/catalog/rules';

type Params = Promise<{ locale: string; slug: string; page: string }>;

export function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return params.then(({ locale, slug, page }) => providerMetadata(locale, slug, parsePageParam(page) ?? 1));
}

/** /producers/{slug}/{page} (spec C2): a numbered page; not a number, or past the last page, is the 404 page. */
export default async function ProducerNumberedPage({ params }: { params: Params }) {
  const { locale, slug, page: raw } = await params;
  const page = parsePageParam(raw);
  if (!isLocale(locale)) notFound();
  if (page === null) return notFoundPage();
  if (page === 1) permanentRedirect(localePath(locale, `/producers/${slug}`));
  return <ProviderListPage slug={slug} page={page} locale={locale} />;
}
