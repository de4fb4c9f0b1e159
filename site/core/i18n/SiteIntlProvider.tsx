'use client';

import { useMemo, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlConfig, type IntlShape } from 'react-intl';

type IntlCache = ReturnType<typeof createIntlCache>;

/**
 * react-intl's formatter caches, one per locale, shared by every render of this process (server)
 * or tab (browser). IntlProvider makes a new cache per mount, so every server render parsed each
 * ICU message and built each Intl formatter again: about a tenth of a lobby render's CPU. The
 * cached objects are pure formatters keyed by message and options, safe to share across requests.
 */
const caches = new Map<string, IntlCache>();

function cacheFor(locale: string): IntlCache {
  let cache = caches.get(locale);
  if (!cache) {
    cache = createIntlCache();
    caches.set(locale, cache);
  }
  return cache;
}

/** An intl object on the shared cache of its locale. */
export function createSiteIntl(config: IntlConfig): IntlShape {
  return createIntl(config, cacheFor(config.locale));
}

/** IntlProvider on the shared per-locale formatter cache (the props are IntlProvider's). */
export function SiteIntlProvider({
  locale,
  messages,
  defaultLocale = 'en',
  onError,
  children,
}: Pick<IntlConfig, 'locale' | 'messages' | 'defaultLocale' | 'onError'> & { children: ReactNode }) {
  const intl = useMemo(() => createSiteIntl({ locale, messages, defaultLocale, onError }), [locale, messages, defaultLocale, onError]);
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
