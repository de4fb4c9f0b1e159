import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { loadAreas } from '@/messages/load';
import { LOCALE_COOKIE, negotiateLocale } from '@/site/core/i18n/locale-path';
import { DevIntlProvider } from '@/site/auth/DevIntlProvider';
import '@/site/core/ui/theme.css';

/**
 * The tester pages' texts (the outbox's are auth.outbox.*). Not the whole catalog: /dev/bench-bare
 * is the bench's "bare page" baseline, and a baseline carrying every message of the site (50 KB
 * of HTML and growing with each new namespace) made the lobby's ratio look better than it is.
 */
const DEV_NAMESPACES = ['auth'];

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
        <DevIntlProvider locale={locale} messages={loadAreas(locale, DEV_NAMESPACES)}>
          {children}
        </DevIntlProvider>
      </body>
    </html>
  );
}
