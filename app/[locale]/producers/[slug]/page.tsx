import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isLocale } from '@/schemas/locales';
import { ProviderListPage } from '@/site/games/ListPages';
import { providerMetadata } from '@/site/games/metadata';

type Params = Promise<{ locale: string; slug: string }>;

export function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return params.then(({ locale, slug }) => providerMetadata(locale, slug, 1));
}

/** /producers/{slug} (spec C2): one provider's games. */
export default async function ProducerPage({ params }: { params: Params }) {
  const { locale, slug } = await params;
  if (!isLocale(locale)) notFound();
  return <ProviderListPage slug={slug} page={1} locale={locale} />;
}
