import type { Metadata } from 'next';
import { isLocale } from '@/schemas/locales';
import { notFound } from 'next/navigation';
import { CategoryListPage } from '@/site/games/ListPages';
import { listMetadata } from '@/site/games/metadata';

type Params = Promise<{ locale: string }>;

export function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return params.then(({ locale }) => listMetadata(locale, 'live', '/live/all'));
}

/** /live/all (spec C2): every live table, the cashback card first. */
export default async function LiveAllPage({ params }: { params: Params }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return <CategoryListPage slug="live" locale={locale} />;
}
