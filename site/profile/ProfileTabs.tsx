'use client';

import { IntentLink as Link } from '../core/ui/IntentLink';
import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './Profile.module.css';

/** The profile's tabs (spec P2 profile family), in the order of the route table. */
export const PROFILE_TABS = ['default', 'level', 'gifts', 'verification', 'limits', 'security', 'games-history'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export interface ProfileTabsProps {
  /** The page's one h1 ("Your profile"); each tab titles its own sections with h2. */
  title: string;
  active: ProfileTab;
  hrefOf: (tab: ProfileTab) => string;
  /** The logout action, rendered at the end of the tab bar. */
  logout: ReactNode;
  children: ReactNode;
}

/** The profile's tab bar and the active tab's content. */
export function ProfileTabs({ title, active, hrefOf, logout, children }: ProfileTabsProps) {
  const intl = useIntl();
  const activeRef = useRef<HTMLAnchorElement>(null);
  // On a phone the tabs are one scrolling row: bring the open one into view.
  useEffect(() => {
    const link = activeRef.current;
    const list = link?.parentElement?.parentElement;
    if (link && list && list.scrollWidth > list.clientWidth) list.scrollLeft = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2;
  }, [active]);
  return (
    <div className={styles.profile}>
      <h1 className={styles.pageTitle}>{title}</h1>
      <nav className={styles.tabs} aria-label={intl.formatMessage({ id: 'auth.profile.tabs' })}>
        <ul className={styles.tabList}>
          {PROFILE_TABS.map((tab) => (
            <li key={tab}>
              <Link
                ref={tab === active ? activeRef : undefined}
                href={hrefOf(tab)}
                className={`${styles.tab} ${tab === active ? styles.tabActive : ''}`}
                aria-current={tab === active ? 'page' : undefined}
              >
                {intl.formatMessage({ id: `profile.tab.${tab}` })}
              </Link>
            </li>
          ))}
        </ul>
        <div className={styles.logout}>{logout}</div>
      </nav>
      <div className={styles.panel} data-tab={active}>
        {children}
      </div>
    </div>
  );
}
