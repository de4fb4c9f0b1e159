import { notFound } from 'next/navigation';
import { isLocale } from '@/schemas/locales';
import { LotteryPage } from '@/site/lotteries/LotteryPage';

/** /lottery/{slug} and /lottery/{id} (spec C2; banner targets): the lottery's page. */
export default async function Lottery({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  if (!isLocale(locale)) notFound();
  return <LotteryPage slug={decodeURIComponent(slug)} locale={locale} />;
}
