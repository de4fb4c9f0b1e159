import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { isLocale } from '@/schemas/locales';
import { Messages } from '@/site/core/i18n/Messages';

/** The lottery pages' texts (the `lotteries` namespace, site/core/i18n/namespaces.ts). */
export default async function LotteryLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <Messages locale={locale} namespaces={['lotteries']}>
      {children}
    </Messages>
  );
}
