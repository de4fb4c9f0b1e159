'use client';

import { useMemo, type ReactNode } from 'react';
import { RawIntlProvider, useIntl } from 'react-intl';
import type { Catalog, CompiledCatalog } from '../../../messages/load';
import { createSiteIntl } from './SiteIntlProvider';

/**
 * Adds some messages to the catalog of everything inside it: a nested intl holding the outer
 * catalog plus `messages` (site/core/i18n/namespaces.ts says which namespaces arrive this way): parsed
 * when the server sent them (Messages), strings when the browser loaded them (LazyMessages).
 */
export function MessagesScope({ messages, children }: { messages: Catalog | CompiledCatalog; children: ReactNode }) {
  const outer = useIntl();
  const intl = useMemo(
    () =>
      createSiteIntl({
        locale: outer.locale,
        defaultLocale: outer.defaultLocale,
        onError: outer.onError,
        // react-intl takes each message as a string or a parsed one; its type wants one kind per catalog.
        messages: { ...outer.messages, ...messages } as Catalog,
      }),
    [outer, messages],
  );
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
