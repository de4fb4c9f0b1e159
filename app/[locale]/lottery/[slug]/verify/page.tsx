import { notFound } from 'next/navigation';
import { isLocale } from '@/schemas/locales';
import { VerifyPage } from '@/site/lotteries/VerifyPage';

/** /lottery/{slug}/verify: the draw recomputed in the visitor's browser from the revealed seed. */
export default async function LotteryVerify({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  if (!isLocale(locale)) notFound();
  return <VerifyPage slug={decodeURIComponent(slug)} locale={locale} />;
}
