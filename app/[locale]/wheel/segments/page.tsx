import { notFound } from 'next/navigation';
import { isLocale } from '@/schemas/locales';
import { WheelPage } from '@/site/lootboxes/WheelPage';

/** /wheel/segments: the wheel with its segments and their chances (SpinWheelSegmentsPage); the set follows the player's group. */
export default async function SpinWheelSegments({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return <WheelPage locale={locale} variant="segments" />;
}
