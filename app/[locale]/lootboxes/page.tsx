import { notFound } from 'next/navigation';
import { isLocale } from '@/schemas/locales';
import { LootboxesPage } from '@/site/lootboxes/LootboxesPage';

/** /lootboxes: the player's loot boxes, their activation and the "check the draw" proof. */
export default async function Lootboxes({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return <LootboxesPage locale={locale} />;
}
