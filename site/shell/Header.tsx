'use client';

import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../../schemas/locales';
import { LanguageSelect } from './LanguageSelect';
import type { LogoUrls } from '../../cms-adapters/logo';
import { Logo } from './Logo';
import { TopNav, type TopNavEntry } from './TopNav';
import { IntentLink } from '../core/ui/IntentLink';
import styles from './Shell.module.css';
import buttons from '../core/ui/Buttons.module.css';

/** What the header shows of a logged-in player (comp points arrive in a later issue). */
export interface HeaderPlayer {
  nickname: string;
  /** The VIP status's badge text by the nickname (spec C6); absent for a REGULAR player. */
  vipBadge?: { text: string; label: string } | null;
}

export interface HeaderProps {
  locale: Locale;
  nav: readonly TopNavEntry[];
  /** null for a guest. */
  player: HeaderPlayer | null;
  homeHref: string;
  depositHref: string;
  profileHref: string;
  languageHref: (locale: Locale) => string;
  onLogin: () => void;
  onRegister: () => void;
  /** Where the search box goes once the games catalog exists. */
  searchSlot?: ReactNode;
  /** The player's balance dropdown (site/wallet/HeaderBalance). */
  balanceSlot?: ReactNode;
  /** The player's notifications bell (site/notifications/NotificationBell). */
  notificationsSlot?: ReactNode;
  /** The player's gifts counter (GiftsCounter). */
  giftsSlot?: ReactNode;
  /** The notices staff manage, under the responsible-gambling line (site/notifications/HeaderNotices). */
  noticesSlot?: ReactNode;
  /** The logo of the published logo-config (mobile and full images); absent: the built-in mark. */
  logo?: LogoUrls;
}

/** Below this width the header shows the logo's mobile image (the header's own breakpoint). */
const MOBILE_LOGO_MEDIA = '(max-width: 1023px)';

/**
 * The sticky header of spec P2: notice strip, logo, top nav, then the guest actions (log in,
 * sign up, search, language) or the player's (balance, gifts counter, notifications bell, deposit,
 * nickname).
 */
export function Header({
  locale,
  nav,
  player,
  homeHref,
  depositHref,
  profileHref,
  languageHref,
  onLogin,
  onRegister,
  searchSlot,
  balanceSlot,
  notificationsSlot,
  giftsSlot,
  noticesSlot,
  logo,
}: HeaderProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <header className={styles.header}>
      <p className={styles.notice}>{t('shell.notice.responsible')}</p>
      {noticesSlot}
      <div className={styles.headerBar}>
        <IntentLink href={homeHref} className={styles.logoLink} aria-label={t('shell.header.home')}>
          {logo ? (
            <picture data-testid="site-logo">
              <source media={MOBILE_LOGO_MEDIA} srcSet={logo.mobile} />
              {/* Decorative: the link's label names the destination. */}
              <img className={styles.logo} src={logo.full} alt="" height={30} />
            </picture>
          ) : (
            <Logo className={styles.logo} />
          )}
        </IntentLink>
        <TopNav items={nav} moreLabel={t('shell.nav.more')} navLabel={t('shell.nav.label')} />
        <div className={styles.headerActions}>
          {searchSlot}
          {player ? (
            <>
              {balanceSlot}
              {giftsSlot}
              {notificationsSlot}
              <IntentLink href={depositHref} className={`${buttons.button} ${buttons.buttonPrimary} ${styles.desktopOnly}`}>
                {t('shell.header.deposit')}
              </IntentLink>
              <IntentLink href={profileHref} className={styles.nickname}>
                <span className={styles.avatar} aria-hidden="true">
                  {player.nickname.slice(0, 1).toUpperCase()}
                </span>
                <span className={styles.nicknameText}>{player.nickname}</span>
                {player.vipBadge ? (
                  <span className={styles.vipBadge} data-testid="vip-badge" title={player.vipBadge.label} aria-label={player.vipBadge.label}>
                    {player.vipBadge.text}
                  </span>
                ) : null}
              </IntentLink>
            </>
          ) : (
            <>
              <button type="button" className={`${buttons.button} ${buttons.buttonGhost} ${styles.desktopOnly}`} onClick={onLogin}>
                {t('shell.header.login')}
              </button>
              <button type="button" className={`${buttons.button} ${buttons.buttonPrimary} ${styles.desktopOnly}`} onClick={onRegister}>
                {t('shell.header.register')}
              </button>
              <LanguageSelect current={locale} hrefFor={languageHref} />
            </>
          )}
        </div>
      </div>
    </header>
  );
}
