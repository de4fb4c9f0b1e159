'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../schemas/locales';
import { BACKOFFICE_CATALOGS, BACKOFFICE_LANG_COOKIE, pickLocale } from './messages';
// The back office's catalogs are ICU strings: the browser build needs the parser back for them.
import '../site/core/i18n/icu-parser';

interface LocaleChoice {
  locale: Locale;
  setLocale(locale: Locale): void;
}

const LocaleContext = createContext<LocaleChoice | null>(null);

/** The back office's language and the way to change it. */
export function useBackofficeLocale(): LocaleChoice {
  const ctx = useContext(LocaleContext);
  if (!ctx) throw new Error('useBackofficeLocale outside BackofficeProviders');
  return ctx;
}

/**
 * Query client and react-intl for the back office. The language is `?lang=` when given, else the
 * remembered choice (cookie, read by the layout), else English; choosing one rewrites `?lang=`
 * and remembers it.
 */
export function BackofficeProviders({ initialLocale, children }: { initialLocale: string | undefined; children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } }));
  const search = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const [remembered, setRemembered] = useState<string | undefined>(initialLocale);
  const queryLang = search.get('lang');
  // A language given in the URL is kept when the staff member navigates on without `?lang=`.
  if (isLocale(queryLang) && queryLang !== remembered) setRemembered(queryLang);
  const locale = pickLocale(queryLang, remembered);

  useEffect(() => {
    document.documentElement.lang = locale;
    document.cookie = `${BACKOFFICE_LANG_COOKIE}=${locale}; path=/backoffice; max-age=31536000; samesite=lax`;
  }, [locale]);

  const setLocale = useCallback(
    (next: Locale) => {
      setRemembered(next);
      const qs = new URLSearchParams(search.toString());
      qs.set('lang', next);
      router.replace(`${pathname}?${qs}`);
    },
    [pathname, router, search],
  );

  const choice = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={choice}>
      <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={BACKOFFICE_CATALOGS[locale]}>
        <QueryClientProvider client={queryClient}>
          <DocumentTitle />
          {children}
        </QueryClientProvider>
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

/** The browser tab's title in the chosen language (React hoists <title> into the head). */
function DocumentTitle() {
  const intl = useIntl();
  return <title>{intl.formatMessage({ id: 'backoffice.title' })}</title>;
}
