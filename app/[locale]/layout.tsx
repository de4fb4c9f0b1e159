import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { isLocale } from '@/schemas/locales';
import { loadAreas, loadCatalog } from '@/messages/load';
import { FIRST_LOAD_NAMESPACES } from '@/site/core/i18n/namespaces';
import { AppProviders } from '@/site/providers/AppProviders';
import { dehydrateQueries, getServerQueryClient } from '@/site/core/query/server-query-client';
import { PLAYER_QUERY_KEY } from '@/site/core/stores/player-query';
import { requestSessionPlayer } from '@/site/core/stores/load-session';
import { guardRoute } from '@/site/routing/routes';
import { PATH_HEADER, SEARCH_HEADER } from '@/site/core/request-headers';
import { markNotFound } from '@/site/routing/response-status';
import { LocaleNotFound } from '@/site/routing/LocaleNotFound';
import { LOCALE_COOKIE, negotiateLocale } from '@/site/core/i18n/locale-path';
import { Shell } from '@/site/shell/Shell';
import { COOKIE_CONSENT_COOKIE } from '@/site/shell/cookie-consent';
import { loadVisitorContext } from '@/site/licence/visitor';
import { VisitorProvider } from '@/site/licence/VisitorProvider';
import { AuApprovalGate } from '@/site/au-approval/AuApprovalGate';
import { prefetchCmsShell } from '@/site/static-pages/prefetch';
import { prefetchHeaderNotices } from '@/site/notifications/prefetch';
import '@/site/core/ui/theme.css';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return { robots: { index: false, follow: true }, icons: { icon: '/favicon.svg' } };
  const messages = loadCatalog(locale);
  return {
    title: { default: messages['common.brand'] ?? 'Reelhouse', template: `%s · ${messages['common.brand'] ?? 'Reelhouse'}` },
    description: messages['common.tagline'],
    icons: { icon: '/favicon.svg' },
  };
}

/**
 * The root layout of every site page: `<html lang>` per locale, the request's player (the
 * session cookie forwarded to GET /api/player), the server half of the route guards, and the
 * providers with this locale's first-load namespaces (site/core/i18n/namespaces.ts: the others come
 * with the popup or route segment that uses them, so each page's payload stays small). The
 * widgets above the footer arrive as the `footer` slot (./@footer/default.tsx says why the layout
 * does not render them itself).
 */
export default async function LocaleLayout({ children, footer, params }: { children: ReactNode; footer: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const h = await headers();
  if (!isLocale(locale)) {
    // A first segment that is no locale (`/foo.php`, `/backoffice/nope`: every path no other root
    // layout claims lands here): the 404 page in the visitor's language, rendered, not thrown
    // (site/routing/response-status.ts says why).
    markNotFound();
    const visitorLocale = negotiateLocale(h.get('accept-language'), (await cookies()).get(LOCALE_COOKIE)?.value);
    return (
      <LocaleLayout params={Promise.resolve({ locale: visitorLocale })} footer={null}>
        <LocaleNotFound locale={visitorLocale} />
      </LocaleLayout>
    );
  }

  // The CMS menus and footer links (memoised on the server, dropped on publish), beside the rest.
  const cmsShell = prefetchCmsShell(getServerQueryClient(), locale);
  // Licence, country and AU approval of this visitor (spec P1), decided before the first byte;
  // asked beside the player, not after it.
  const [player, visitor] = await Promise.all([requestSessionPlayer(), loadVisitorContext(locale)]);
  const pathname = h.get(PATH_HEADER);
  if (pathname) {
    const decision = guardRoute({ pathname, search: h.get(SEARCH_HEADER) ?? '', loggedIn: player !== null, locale });
    if (decision.kind === 'redirect') redirect(decision.to);
  }

  const queryClient = getServerQueryClient();
  queryClient.setQueryData(PLAYER_QUERY_KEY, player);
  // The header's notice strip depends on whether the visitor is signed in, so it is asked after the player.
  const notices = await prefetchHeaderNotices(queryClient, locale, player !== null, h.get('cookie'));
  // Only the layout's own answers: the page's parts send theirs in their own boundaries.
  const shellState = dehydrateQueries(queryClient, [PLAYER_QUERY_KEY, notices, ...(await cmsShell)]);

  return (
    <html lang={locale}>
      <body>
        <VisitorProvider value={visitor}>
          <AppProviders locale={locale} messages={loadAreas(locale, FIRST_LOAD_NAMESPACES)} initialPlayer={player} dehydratedState={shellState}>
            <Shell locale={locale} cookieConsent={(await cookies()).has(COOKIE_CONSENT_COOKIE)} footerWidgets={footer}>
              {children}
            </Shell>
            <AuApprovalGate required={visitor.auApprovalRequired} />
          </AppProviders>
        </VisitorProvider>
      </body>
    </html>
  );
}
