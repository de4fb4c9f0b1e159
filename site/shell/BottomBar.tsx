'use client';

import { IntentLink as Link } from '../core/ui/IntentLink';
import { useIntl } from 'react-intl';
import styles from './BottomBar.module.css';
import buttons from '../core/ui/Buttons.module.css';

export interface BottomBarProps {
  loggedIn: boolean;
  lobbyHref: string;
  pokiesHref: string;
  liveHref: string;
  depositHref: string;
  /** Which of lobby / pokies / live is the current section, if any. */
  active?: 'lobby' | 'pokies' | 'live';
  sidebarOpen: boolean;
  sidebarId: string;
  onLogin: () => void;
  onRegister: () => void;
  onOpenMenu: () => void;
}

function Icon({ d }: { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}

/** Mobile bottom bar (spec P2): deposit or the login buttons; lobby, pokies, live; the menu button. */
export function BottomBar({
  loggedIn,
  lobbyHref,
  pokiesHref,
  liveHref,
  depositHref,
  active,
  sidebarOpen,
  sidebarId,
  onLogin,
  onRegister,
  onOpenMenu,
}: BottomBarProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const link = (key: 'lobby' | 'pokies' | 'live', href: string, d: string) => (
    <Link href={href} className={`${styles.bottomItem} ${active === key ? styles.bottomItemActive : ''}`} aria-current={active === key ? 'page' : undefined}>
      <Icon d={d} />
      <span>{t(key === 'lobby' ? 'shell.nav.lobby' : `shell.bottomBar.${key}`)}</span>
    </Link>
  );
  return (
    <nav className={styles.bottomBar} aria-label={t('shell.bottomBar.label')} data-testid="bottom-bar">
      {link('lobby', lobbyHref, 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z')}
      {link('pokies', pokiesHref, 'M4 5h16v14H4zM9 5v14M15 5v14')}
      {link('live', liveHref, 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM3 12a9 9 0 0 1 18 0M6 18h12')}
      <div className={styles.bottomActions}>
        {loggedIn ? (
          <Link href={depositHref} className={`${buttons.button} ${buttons.buttonPrimary} ${styles.buttonSmall}`}>
            {t('shell.header.deposit')}
          </Link>
        ) : (
          <>
            <button type="button" className={`${buttons.button} ${buttons.buttonGhost} ${styles.buttonSmall}`} onClick={onLogin}>
              {t('shell.header.login')}
            </button>
            <button type="button" className={`${buttons.button} ${buttons.buttonPrimary} ${styles.buttonSmall}`} onClick={onRegister}>
              {t('shell.header.register')}
            </button>
          </>
        )}
      </div>
      <button type="button" className={styles.bottomItem} aria-expanded={sidebarOpen} aria-controls={sidebarId} onClick={onOpenMenu}>
        <Icon d="M4 7h16M4 12h16M4 17h16" />
        <span>{t('shell.bottomBar.menu')}</span>
      </button>
    </nav>
  );
}
