import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { isLocale } from '@/schemas/locale-codes';
import { LobbyPage } from '@/site/games/LobbyPage';
import { DepositPromoOnMain } from '@/site/cashbox/DepositPromoOnMain.lazy';
import { ConfigSlot } from '@/registry/render/ConfigSlot';

/**
 * Main: the lobby (spec C2 "/"). Marketing's widgets of main-widget-config (`lobby-top`, e.g. the
 * banner slider, and `lobby-bottom`) frame the catalogue's rows.
 */
export default async function MainPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <>
      <ConfigSlot location="lobby-top" locale={locale} />
      <LobbyPage />
      <ConfigSlot location="lobby-bottom" locale={locale} />
      <Suspense fallback={null}>
        <DepositPromoOnMain />
      </Suspense>
    </>
  );
}
