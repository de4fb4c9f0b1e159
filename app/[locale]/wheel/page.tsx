import { notFound } from 'next/navigation';
import { isLocale } from '@/schemas/locales';
import { WheelPage } from '@/site/lootboxes/WheelPage';

/** /wheel: the plain prize wheel (SpinWheelPage); C4's destination rule sends players in a wheel group to /wheel/segments. */
export default async function SpinWheel({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return <WheelPage locale={locale} variant="plain" />;
}
