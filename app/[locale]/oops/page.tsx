import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isLocale } from '@/schemas/locales';
import { loadCatalog } from '@/messages/load';
import { localePath } from '@/site/core/i18n/locale-path';
import { OopsPage } from '@/site/au-approval/OopsPage';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return { title: loadCatalog(locale)['licence.oops.title'], robots: { index: false } };
}

/** /oops (spec P2 OopsPage): where a declined AU approval goes. */
export default async function Oops({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return <OopsPage homeHref={localePath(locale, '/')} />;
}
