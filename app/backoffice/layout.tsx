import { Suspense, type ReactNode } from 'react';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { BackofficeProviders } from '../../backoffice/BackofficeProviders';
import { BACKOFFICE_LANG_COOKIE, pickLocale } from '../../backoffice/messages';
import '../../backoffice/backoffice.css';

// The site's icon here too: without one Chromium asks for /favicon.ico, which is a 404.
export const metadata: Metadata = { robots: { index: false, follow: false }, icons: { icon: '/favicon.svg' } };

/**
 * The back office's own root layout, outside the public site's locale segment: staff pick a
 * language with `?lang=` or the select (remembered in a cookie), not by URL prefix.
 */
export default async function BackofficeLayout({ children }: { children: ReactNode }) {
  const locale = pickLocale((await cookies()).get(BACKOFFICE_LANG_COOKIE)?.value);
  return (
    <html lang={locale}>
      <body className="bo-body">
        <Suspense>
          <BackofficeProviders initialLocale={locale}>{children}</BackofficeProviders>
        </Suspense>
      </body>
    </html>
  );
}
