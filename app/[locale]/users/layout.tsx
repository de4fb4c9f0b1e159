import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { isLocale } from '@/schemas/locales';
import { Messages } from '@/site/i18n/Messages';
import { FORM_NAMESPACES } from '@/site/i18n/namespaces';

/** `/users` is the profile's alias: the same texts as app/[locale]/profile/layout.tsx. */
export default async function UsersLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <Messages locale={locale} namespaces={['auth', 'profile', ...FORM_NAMESPACES]}>
      {children}
    </Messages>
  );
}
