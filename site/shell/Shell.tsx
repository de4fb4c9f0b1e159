'use client';

import { useCallback, useEffect, useId, useMemo, type ReactNode } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { useIntl } from 'react-intl';
import type { Locale } from '../../schemas/locales';
import type { Player } from '../../schemas/player';
import { localePath, stripLocale, switchLocaleHref } from '../i18n/locale-path';
import { NAV_ITEMS, isNavItemActive, isPageNavItemActive, visibleNavItems } from '../routing/nav';
import { usePromotionPagesEnabled } from '../flags/promotion-pages';
import { useTopMenuLinks } from '../static-pages/shell-links';
import { useAuthPopup } from '../routing/useAuthPopup';
import { useRegionRestrictions } from '../providers/client-context';
import { useSession, useStores, useUi } from '../stores/StoreProvider';
import { useLogout } from '../stores/logout';
import { CookieBanner } from './CookieBanner';
import { cookieBannerHidden } from './cookie-consent';
import { Header } from './Header';
import { useCopyright, useLicence } from '../licence/VisitorProvider';
import { SearchTrigger } from '../games/SearchTrigger';
import { HeaderBalance, LimitWarning, SessionTimer, SidebarBalance } from '../providers/player-only';
import type { TopNavEntry } from './TopNav';
import dynamic from 'next/dynamic';
import { hydrateLater } from '../ui/Hydrate';
import styles from './Shell.module.css';

// Below the fold, off-canvas or mobile-only: in the server's HTML, their code out of the first-load
// scripts (site/ui/Hydrate.tsx). The footer hydrates when it nears the screen, the bottom bar when
// shown (never on a desktop, where it is hidden), the closed sidebar when the browser is idle or
// the bottom bar is used.
const Footer = hydrateLater(dynamic(() => import('./SiteFooter').then((m) => m.SiteFooter)));
const BottomBar = hydrateLater(dynamic(() => import('./BottomBar').then((m) => m.BottomBar)), { margin: '0px' });
const Sidebar = hydrateLater(dynamic(() => import('./Sidebar').then((m) => m.Sidebar)), { when: 'idle' });

/** The name the shell shows for a player: nickname, else the part of the e-mail before the @. */
export function displayName(player: Pick<Player, 'nickname' | 'email'>): string {
  return player.nickname?.trim() || player.email.split('@')[0] || player.email;
}

/** The page shell in both login states, fed by the stores and the current route. */
export function Shell({ locale, cookieConsent = false, footerWidgets, children }: { locale: Locale; cookieConsent?: boolean; footerWidgets?: ReactNode; children: ReactNode }) {
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
  // Spec C6/P6: an item of a promotion page shows only while that page is enabled for the player.
  const promotionPages = usePromotionPagesEnabled();
  const nav = useMemo<TopNavEntry[]>(
    () => [
      ...visibleNavItems(NAV_ITEMS, promotionPages).map((item) => ({ id: item.id, label: intl.formatMessage({ id: `shell.nav.${item.id}` }), href: localePath(locale, item.href), active: isNavItemActive(item, path) })),
      // Spec P2: static pages of the CMS top-menu category follow the built-in items.
      ...topMenu.map((item) => ({ id: item.id, label: item.label, href: localePath(locale, item.href), active: isPageNavItemActive(item, path) })),
    ],
    [intl, locale, path, topMenu, promotionPages],
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
  const headerPlayer = useMemo(() => (nickname === null ? null : { nickname }), [nickname]);
  const bottomActive = (['lobby', 'pokies', 'live'] as const).find((id) => nav.find((n) => n.id === id)?.active);
  const href = (p: string) => localePath(locale, p);
  // The props of the deferred parts stay the same objects from render to render (see hydrateLater).
  const loggedIn = player !== null;
  const onOpenMenu = useCallback(() => ui.getState().setSidebarOpen(!ui.getState().sidebarOpen), [ui]);
  const onLogout = useCallback(() => void logout(), [logout]);
  const sidebarBalance = useMemo(() => (loggedIn ? <SidebarBalance cashboxHref={localePath(locale, '/cashbox')} onNavigate={closeSidebar} /> : null), [loggedIn, locale, closeSidebar]);

  return (
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
      />
      {/* Player-only parts are rendered (and so loaded) for players alone (site/providers/player-only.tsx). */}
      {player && <SessionTimer locale={locale} />}
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
      <Footer locale={locale} licence={licence} copyrightNote={copyright.note} year={new Date().getFullYear()} supportHref={href('/support')} homeHref={href('/')} languageHref={languageHref} widgets={footerWidgets} />
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
  );
}
