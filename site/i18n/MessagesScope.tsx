'use client';

import { useMemo, type ReactNode } from 'react';
import { RawIntlProvider, useIntl } from 'react-intl';
import type { Catalog } from '../../messages/load';
import { createSiteIntl } from './SiteIntlProvider';

/**
 * Adds some messages to the catalog of everything inside it: a nested intl holding the outer
 * catalog plus `messages` (site/i18n/namespaces.ts says which namespaces arrive this way).
 */
export function MessagesScope({ messages, children }: { messages: Catalog; children: ReactNode }) {
  const outer = useIntl();
  const intl = useMemo(
    // The site's catalogs are plain ICU strings (messages/load.ts), never pre-parsed ASTs.
    () => createSiteIntl({ locale: outer.locale, defaultLocale: outer.defaultLocale, onError: outer.onError, messages: { ...(outer.messages as Catalog), ...messages } }),
    [outer, messages],
  );
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
