'use client';

import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { CompiledCatalog } from '../../messages/load';
import type { Locale } from '../../schemas/locales';

/** react-intl for the tester pages under /dev, which live outside the locale segment. */
export function DevIntlProvider({ locale, messages, children }: { locale: Locale; messages: CompiledCatalog; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="en">
      {children}
    </IntlProvider>
  );
}
