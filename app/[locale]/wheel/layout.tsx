import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { isLocale } from '@/schemas/locales';
import { Messages } from '@/site/core/i18n/Messages';

/** The wheel pages' texts (the `lootboxes` namespace). */
export default async function WheelLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <Messages locale={locale} namespaces={['lootboxes']}>
      {children}
    </Messages>
  );
}
