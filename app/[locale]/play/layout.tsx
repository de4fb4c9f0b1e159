import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { isLocale } from '@/schemas/locales';
import { Messages } from '@/site/core/i18n/Messages';

/** The game page's texts (site/core/i18n/namespaces.ts: not part of every page's first load). */
export default async function PlayLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <Messages locale={locale} namespaces={['play']}>
      {children}
    </Messages>
  );
}
