'use client';

import { use, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { loadNamespaces } from './client-catalog';
import type { Namespace } from './namespaces';
import { MessagesScope } from './MessagesScope';

/**
 * Loads namespaces in the browser and adds them to the catalog of its children, suspending until
 * they arrive (put it inside a Suspense boundary). The modal host wraps each popup in one with
 * the namespaces of its registry entry.
 */
export function LazyMessages({ namespaces, children }: { namespaces: readonly Namespace[]; children: ReactNode }) {
  const { locale } = useIntl();
  const messages = use(loadNamespaces(locale, namespaces));
  return <MessagesScope messages={messages}>{children}</MessagesScope>;
}
