import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { isLocale } from '@/schemas/locales';
import { localePath } from '@/site/core/i18n/locale-path';
import { categoryPath } from '@/site/games/categories';
import { CategoryListPage, findCategoryOfSlug } from '@/site/games/ListPages';
import { notFoundPage } from '@/site/routing/not-found-page';
import { categoryMetadata } from '@/site/games/metadata';

type Params = Promise<{ locale: string; slug: string }>;

export function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return params.then(({ locale, slug }) => categoryMetadata(locale, slug));
}

/** /live/{slug} (spec C2); a pokies category asked here moves to its /pokies/{slug} page. */
export default async function LiveCategoryPage({ params }: { params: Params }) {
  const { locale, slug } = await params;
  if (!isLocale(locale)) notFound();
  const found = await findCategoryOfSlug(slug);
  if (!found) return notFoundPage();
  const { category } = found;
  if (category.section !== 'live') permanentRedirect(localePath(locale, categoryPath(category)));
  return <CategoryListPage slug={slug} locale={locale} />;
}
