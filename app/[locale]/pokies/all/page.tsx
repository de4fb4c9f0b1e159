import type { Metadata } from 'next';
import { isLocale } from '@/schemas/locales';
import { notFound } from 'next/navigation';
import { CategoryListPage } from '@/site/games/ListPages';
import { listMetadata } from '@/site/games/metadata';

type Params = Promise<{ locale: string }>;

export function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return params.then(({ locale }) => listMetadata(locale, 'pokies', '/pokies/all'));
}

/** /pokies/all (spec C2): every pokie, the section's own category. */
export default async function PokiesAllPage({ params }: { params: Params }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return <CategoryListPage slug="pokies" locale={locale} />;
}
