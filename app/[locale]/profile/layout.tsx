import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { isLocale } from '@/schemas/locales';
import { Messages } from '@/site/core/i18n/Messages';
import { FORM_NAMESPACES } from '@/site/core/i18n/namespaces';

/** The profile pages' texts: security (auth), limits (profile) and their forms (site/core/i18n/namespaces.ts). */
export default async function ProfileLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <Messages locale={locale} namespaces={['auth', 'profile', 'gifts', 'loyalty', ...FORM_NAMESPACES]}>
      {children}
    </Messages>
  );
}
