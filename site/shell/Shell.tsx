'use client';

import { useCallback, useEffect, useId, useMemo, type ReactNode } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { useIntl } from 'react-intl';
import type { Locale } from '../../schemas/locales';
import { localePath, stripLocale, switchLocaleHref } from '../core/i18n/locale-path';
import { NAV_ITEMS, isNavItemActive, isPageNavItemActive, visibleNavItems } from '../routing/nav';
import { usePromotionPagesEnabled } from '../flags/promotion-pages';
import { useFeatureFlag } from '../core/flags/useFeatureFlag';
import { useTopMenuLinks } from '../static-pages/shell-links';
import { useAuthPopup } from '../core/modals/useAuthPopup';
import { useRegionRestrictions } from '../core/query/client-context';
import { useSession, useStores, useUi } from '../core/stores/StoreProvider';
import { useLogout } from '../core/stores/logout';
import { displayName } from '../core/stores/display-name';
import { statusOfGroups } from '../../schemas/vip-constants';
import { useQuery } from '@tanstack/react-query';
import { logoConfigQuery, logoUrlsOf } from '../../cms-adapters/logo';
import { CookieBanner } from './CookieBanner';
import { wwwRedirectTarget } from './www';
import { cookieBannerHidden } from './cookie-consent';
import { Header } from './Header';
import { useCopyright, useLicence } from '../licence/VisitorProvider';
import { SearchTrigger } from '../games/SearchTrigger';
import { GiftsCounter, HeaderBalance, LimitWarning, NotificationBell, SessionTimer, SidebarBalance, SidebarNotifications } from '../providers/player-only';
import { NotificationsProvider } from '../notifications/NotificationsContext';
import { HeaderNotices } from '../notifications/HeaderNotices';
import type { TopNavEntry } from './TopNav';
import dynamic from 'next/dynamic';
import { hydrateLater } from '../core/ui/Hydrate';
import styles from './Shell.module.css';
import sidebarStyles from './Sidebar.module.css';

// Below the fold, off-canvas or mobile-only: in the server's HTML, their code out of the first-load
// scripts (site/core/ui/Hydrate.tsx). The footer hydrates when it nears the screen, the bottom bar when
// shown (never on a desktop, where it is hidden), the closed sidebar when the browser is idle or
// the bottom bar is used.
// The winner's popup listens for the private jackpot-win event; its code loads with the player's shell only.
const JackpotWinListener = dynamic(() => import('../jackpots/JackpotWinListener').then((m) => m.JackpotWinListener), { ssr: false });
const Footer = hydrateLater(dynamic(() => import('./SiteFooter').then((m) => m.SiteFooter)));
const BottomBar = hydrateLater(
  dynamic(() => import('./BottomBar').then((m) => m.BottomBar)),
  { margin: '0px' },
);
const Sidebar = hydrateLater(
  dynamic(() => import('./Sidebar').then((m) => m.Sidebar)),
  { when: 'idle' },
);

/** The page shell in both login states, fed by the stores and the current route. */
export function Shell({
  locale,
  cookieConsent = false,
  footerWidgets,
  children,
}: {
  locale: Locale;
  cookieConsent?: boolean;
  footerWidgets?: ReactNode;
  children: ReactNode;
}) {
  const intl = useIntl();
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const player = useSession((s) => s.player);
  const sidebarOpen = useUi((s) => s.sidebarOpen);
  const signUpOpen = useUi((s) => s.modals.some((m) => m.name === 'sign-up' && !m.closing));
  const { ui } = useStores();
  const openAuthPopup = useAuthPopup();
  const logout = useLogout();
  const { loginBlocked, registrationBlocked } = useRegionRestrictions();
  const sidebarId = useId();
  const path = stripLocale(pathname);
  const licence = useLicence(locale);
  const copyright = useCopyright(locale);

  const closeSidebar = useCallback(() => ui.getState().setSidebarOpen(false), [ui]);
  // Spec P2: the sidebar closes on route change.
  useEffect(() => closeSidebar(), [pathname, closeSidebar]);

  const topMenu = useTopMenuLinks(locale);
  // The header logo from the published logo-config (prefetched by the layout), else the built-in one.
  const logoConfig = useQuery(logoConfigQuery);
  const logo = useMemo(() => logoUrlsOf(logoConfig.data), [logoConfig.data]);
  // Spec C6/P6: an item of a promotion page shows only while that page is enabled for the player.
  const promotionPages = usePromotionPagesEnabled();
  // Spec C9: the mystic jackpots item only behind its feature flag.
  const mysticJackpots = useFeatureFlag('mysticJackpots');
  // Spec C9: with disableWWW on (the default) a www. host moves to the bare host.
  const disableWWW = useFeatureFlag('disableWWW');
  useEffect(() => {
    const target = wwwRedirectTarget(window.location.href, disableWWW);
    if (target) window.location.replace(target);
  }, [disableWWW]);
  const nav = useMemo<TopNavEntry[]>(
    () => [
      ...visibleNavItems(NAV_ITEMS, promotionPages, (flag) => flag === 'mysticJackpots' && mysticJackpots).map((item) => ({
        id: item.id,
        label: intl.formatMessage({ id: `shell.nav.${item.id}` }),
        href: localePath(locale, item.href),
        active: isNavItemActive(item, path),
        badge: item.badge ? intl.formatMessage({ id: 'shell.nav.badgeNew' }) : undefined,
      })),
      // Spec P2: static pages of the CMS top-menu category follow the built-in items.
      ...topMenu.map((item) => ({ id: item.id, label: item.label, href: localePath(locale, item.href), active: isPageNavItemActive(item, path) })),
    ],
    [intl, locale, path, topMenu, promotionPages, mysticJackpots],
  );
  const languageHref = useCallback((l: Locale) => switchLocaleHref(l, pathname, search), [pathname, search]);
  const onLogin = useCallback(() => {
    closeSidebar();
    openAuthPopup('sign-in');
  }, [closeSidebar, openAuthPopup]);
  const onRegister = useCallback(() => {
    closeSidebar();
    openAuthPopup('sign-up');
  }, [closeSidebar, openAuthPopup]);

  const nickname = player ? displayName(player) : null;
  // The VIP badge by the nickname: the status of the player's C6 group (schemas/vip-constants.ts).
  const vipStatus = player ? statusOfGroups(player.statuses.map((s) => s.id)) : 'REGULAR';
  const vipText = vipStatus === 'REGULAR' ? null : intl.formatMessage({ id: `shell.vip.status.${vipStatus}` });
  const vipLabel = vipText === null ? null : intl.formatMessage({ id: 'shell.vip.badge' }, { status: vipText });
  const headerPlayer = useMemo(
    () => (nickname === null ? null : { nickname, vipBadge: vipText && vipLabel ? { text: vipText, label: vipLabel } : null }),
    [nickname, vipText, vipLabel],
  );
  const bottomActive = (['lobby', 'pokies', 'live'] as const).find((id) => nav.find((n) => n.id === id)?.active);
  const href = (p: string) => localePath(locale, p);
  // The props of the deferred parts stay the same objects from render to render (see hydrateLater).
  const loggedIn = player !== null;
  const onOpenMenu = useCallback(() => ui.getState().setSidebarOpen(!ui.getState().sidebarOpen), [ui]);
  const onLogout = useCallback(() => void logout(), [logout]);
  const sidebarNotifications = useMemo(
    () => (loggedIn ? <SidebarNotifications onOpen={closeSidebar} linkClassName={sidebarStyles.sidebarLink!} /> : null),
    [loggedIn, closeSidebar],
  );
  const sidebarBalance = useMemo(
    () => (loggedIn ? <SidebarBalance cashboxHref={localePath(locale, '/cashbox')} onNavigate={closeSidebar} /> : null),
    [loggedIn, locale, closeSidebar],
  );

  return (
    <NotificationsProvider>
      <div className={styles.shell}>
        <a href="#main" className={styles.skipLink}>
          {intl.formatMessage({ id: 'shell.skipToContent' })}
        </a>
        <Header
          locale={locale}
          nav={nav}
          player={headerPlayer}
          homeHref={href('/')}
          depositHref={href('/deposit')}
          profileHref={href('/profile')}
          languageHref={languageHref}
          onLogin={onLogin}
          onRegister={onRegister}
          searchSlot={<SearchTrigger />}
          balanceSlot={player ? <HeaderBalance cashboxHref={href('/cashbox')} profileHref={href('/profile')} /> : null}
          notificationsSlot={player ? <NotificationBell locale={locale} /> : null}
          giftsSlot={player ? <GiftsCounter locale={locale} /> : null}
          noticesSlot={<HeaderNotices locale={locale} />}
          logo={logo}
        />
        {/* Player-only parts are rendered (and so loaded) for players alone (site/providers/player-only.tsx). */}
        {player && <SessionTimer locale={locale} />}
        {player && <JackpotWinListener />}
        {player && <LimitWarning locale={locale} />}
        {!player && (loginBlocked || registrationBlocked) && (
          <div className={styles.restricted} role="note">
            {registrationBlocked && <p>{intl.formatMessage({ id: 'shell.restricted.registration' })}</p>}
            {loginBlocked && <p>{intl.formatMessage({ id: 'shell.restricted.login' })}</p>}
          </div>
        )}
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
        <Footer
          locale={locale}
          licence={licence}
          copyrightNote={copyright.note}
          year={new Date().getFullYear()}
          supportHref={href('/support')}
          homeHref={href('/')}
          languageHref={languageHref}
          widgets={footerWidgets}
        />
        <BottomBar
          loggedIn={loggedIn}
          lobbyHref={href('/')}
          pokiesHref={href('/pokies/all')}
          liveHref={href('/live/all')}
          depositHref={href('/deposit')}
          active={bottomActive}
          sidebarOpen={sidebarOpen}
          sidebarId={sidebarId}
          onLogin={onLogin}
          onRegister={onRegister}
          onOpenMenu={onOpenMenu}
        />
        <Sidebar
          id={sidebarId}
          open={sidebarOpen}
          locale={locale}
          nav={nav}
          player={headerPlayer}
          balanceSlot={sidebarBalance}
          notificationsSlot={sidebarNotifications}
          profileHref={href('/profile')}
          supportHref={href('/support')}
          languageHref={languageHref}
          onClose={closeSidebar}
          onLogin={onLogin}
          onRegister={onRegister}
          onLogout={onLogout}
        />
        {!cookieBannerHidden(path, signUpOpen) && <CookieBanner initiallyAccepted={cookieConsent} />}
      </div>
    </NotificationsProvider>
  );
}
