import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { loadCatalog } from '@/messages/load';
import { LOCALE_COOKIE, negotiateLocale } from '@/site/i18n/locale-path';
import { DevIntlProvider } from '@/site/auth/DevIntlProvider';
import '@/site/shell/theme.css';

export const metadata: Metadata = { title: 'Reelhouse · dev', robots: { index: false, follow: false } };

/**
 * Root layout of the tester pages (/dev/*, outside production only; the proxy leaves /dev
 * unprefixed). The language is the visitor's last site locale, else Accept-Language.
 */
export default async function DevLayout({ children }: { children: ReactNode }) {
  const locale = negotiateLocale((await headers()).get('accept-language'), (await cookies()).get(LOCALE_COOKIE)?.value);
  return (
    <html lang={locale}>
      <body>
        <DevIntlProvider locale={locale} messages={loadCatalog(locale)}>
          {children}
        </DevIntlProvider>
      </body>
    </html>
  );
}
