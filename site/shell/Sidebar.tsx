'use client';

import { IntentLink as Link } from '../core/ui/IntentLink';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../../schemas/locales';
import { focusableIn, trapTab } from '../core/modals/focus';
import { LanguageSelect } from './LanguageSelect';
import type { TopNavEntry } from './TopNav';
import styles from './Sidebar.module.css';
import shell from './Shell.module.css';
import buttons from '../core/ui/Buttons.module.css';

/** A leftward swipe at least this long closes the sidebar. */
export const SWIPE_CLOSE_PX = 60;

export interface SidebarProps {
  id: string;
  open: boolean;
  locale: Locale;
  nav: readonly TopNavEntry[];
  /** null for a guest. */
  player: { nickname: string } | null;
  /** The player's balance with a cashbox button (site/wallet/SidebarBalance); shown only when logged in. */
  balanceSlot?: ReactNode;
  /** The notifications item, a list item (site/notifications/SidebarNotifications): it shows itself only while new ones exist. */
  notificationsSlot?: ReactNode;
  profileHref: string;
  supportHref: string;
  languageHref: (locale: Locale) => string;
  onClose: () => void;
  onLogin: () => void;
  onRegister: () => void;
  onLogout: () => void;
  /** Initial time for the clock (tests and stories pin it). */
  now?: Date;
}

/** Local time, refreshed every 15 s (spec P2: "local time on mobile"). */
function LocalTime({ locale, now }: { locale: Locale; now?: Date }) {
  const [time, setTime] = useState<Date | null>(now ?? null);
  useEffect(() => {
    if (now) return;
    const tick = () => setTime(new Date());
    // The first tick is deferred so server and browser render the same (empty) markup.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 15_000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [now]);
  if (!time) return null;
  return <time dateTime={time.toISOString()}>{new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(time)}</time>;
}

/**
 * The mobile sidebar (spec P2): menu, bottom menu (profile only when logged in, support), language
 * select, login buttons for guests, local time. A modal dialog: focus is trapped while open, and
 * it closes on Escape, a click outside, a leftward swipe, and (from the shell) a route change.
 */
export function Sidebar({
  id,
  open,
  locale,
  nav,
  player,
  balanceSlot,
  notificationsSlot,
  profileHref,
  supportHref,
  languageHref,
  onClose,
  onLogin,
  onRegister,
  onLogout,
  now,
}: SidebarProps) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  const panelRef = useRef<HTMLDivElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const titleId = `${id}-title`;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) (focusableIn(panel)[0] ?? panel).focus();
    const onKey = (event: KeyboardEvent) => {
      if (!panelRef.current) return;
      if (event.key === 'Escape') {
        onClose();
        return;
      }
      if (trapTab(panelRef.current, event)) event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (previous?.isConnected) previous.focus();
    };
  }, [open, onClose]);

  return (
    <div className={`${styles.sidebarRoot} ${open ? styles.sidebarOpen : ''}`} data-testid="sidebar-root" data-open={open}>
      <div className={styles.sidebarBackdrop} onClick={onClose} data-testid="sidebar-backdrop" />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.sidebar}
        onTouchStart={(e) => {
          const touch = e.touches[0];
          touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
        }}
        onTouchEnd={(e) => {
          const start = touchStart.current;
          const touch = e.changedTouches[0];
          touchStart.current = null;
          if (!start || !touch) return;
          const dx = touch.clientX - start.x;
          if (dx <= -SWIPE_CLOSE_PX && Math.abs(dx) > Math.abs(touch.clientY - start.y)) onClose();
        }}
      >
        <div className={styles.sidebarHead}>
          <h2 id={titleId} className={styles.sidebarTitle}>
            {t('shell.sidebar.title')}
          </h2>
          <button type="button" className={styles.iconButton} onClick={onClose} aria-label={t('shell.sidebar.close')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>

        {player ? (
          <>
            <p className={styles.sidebarPlayer}>
              <span className={shell.avatar} aria-hidden="true">
                {player.nickname.slice(0, 1).toUpperCase()}
              </span>
              {player.nickname}
            </p>
            {balanceSlot}
          </>
        ) : (
          <div className={styles.sidebarAuth}>
            <button type="button" className={`${buttons.button} ${buttons.buttonGhost}`} onClick={onLogin}>
              {t('shell.header.login')}
            </button>
            <button type="button" className={`${buttons.button} ${buttons.buttonPrimary}`} onClick={onRegister}>
              {t('shell.header.register')}
            </button>
          </div>
        )}

        <nav aria-label={t('shell.nav.label')}>
          <ul className={styles.sidebarMenu}>
            {nav.map((item) => (
              <li key={item.id}>
                <Link
                  href={item.href}
                  className={`${styles.sidebarLink} ${item.active ? styles.sidebarLinkActive : ''}`}
                  aria-current={item.active ? 'page' : undefined}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <ul className={styles.sidebarBottomMenu}>
          {player && notificationsSlot}
          {player && (
            <li>
              <Link href={profileHref} className={styles.sidebarLink}>
                {t('shell.sidebar.profile')}
              </Link>
            </li>
          )}
          <li>
            <Link href={supportHref} className={styles.sidebarLink}>
              {t('shell.sidebar.support')}
            </Link>
          </li>
          {player && (
            <li>
              <button type="button" className={styles.sidebarLink} onClick={onLogout}>
                {t('shell.sidebar.logout')}
              </button>
            </li>
          )}
        </ul>

        <div className={styles.sidebarFoot}>
          <LanguageSelect current={locale} hrefFor={languageHref} placement="up" />
          <span className={styles.sidebarTime}>
            <LocalTime locale={locale} now={now} />
          </span>
        </div>
      </div>
    </div>
  );
}
