import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isLocale } from '@/schemas/locales';
import { CategoryListPage } from '@/site/games/ListPages';
import { categoryMetadata } from '@/site/games/metadata';

type Params = Promise<{ locale: string; slug: string }>;

/** The canonical link points at the category's own page, /pokies/{slug} (spec C2). */
export function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return params.then(({ locale, slug }) => categoryMetadata(locale, slug));
}

/** /categories/{slug} (spec C2): the category's games, canonical /pokies/{slug}. */
export default async function CategoriesPage({ params }: { params: Params }) {
  const { locale, slug } = await params;
  if (!isLocale(locale)) notFound();
  return <CategoryListPage slug={slug} locale={locale} />;
}
