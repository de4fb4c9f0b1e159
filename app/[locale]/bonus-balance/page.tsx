import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isLocale } from '@/schemas/locales';
import { loadCatalog } from '@/messages/load';
import { Messages } from '@/site/core/i18n/Messages';
import { BonusBalancePage } from '@/site/bonus-balance/BonusBalancePage';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return { title: loadCatalog(locale)['gifts.balance.title'] };
}

/** /bonus-balance (spec C2): the view is site/bonus-balance. */
export default async function BonusBalanceRoute({ params }: { params: Params }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <Messages locale={locale} namespaces={['gifts']}>
      <BonusBalancePage locale={locale} />
    </Messages>
  );
}
