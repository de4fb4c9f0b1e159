import { Suspense } from 'react';
import { isLocale } from '@/schemas/locales';
import { RoutePopup } from '@/site/routing/RoutePopup';
import MainPage from '../../page';

/** Popup route /remind (spec P2): the 'remind' popup over main, the query passed through. */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return null;
  return (
    <>
      <MainPage />
      <Suspense fallback={null}>
        <RoutePopup name="remind" locale={locale} />
      </Suspense>
    </>
  );
}
