import type { ReactNode } from 'react';
import { loadAreas } from '../../../messages/load';
import type { Locale } from '../../../schemas/locales';
import type { Namespace } from './namespaces';
import { MessagesScope } from './MessagesScope';

/**
 * Server component: the given namespaces of `locale` for everything inside, sent in this page's
 * payload only (the layout sends FIRST_LOAD_NAMESPACES). Use it in a route segment's layout:
 * `<Messages locale={locale} namespaces={['play']}>{children}</Messages>`.
 */
export function Messages({ locale, namespaces, children }: { locale: Locale; namespaces: readonly Namespace[]; children: ReactNode }) {
  return <MessagesScope messages={loadAreas(locale, namespaces)}>{children}</MessagesScope>;
}
