'use client';

import { useIntl } from 'react-intl';
import { useNotificationStore, useNotifications } from './NotificationsContext';
import { bellCount } from './notification-store';
import styles from './Notifications.module.css';

/**
 * The sidebar's notifications item, a list item of its bottom menu (spec C2: "only if new notices exist"): closes the sidebar and
 * opens the header's panel. On a phone (≤ 480 px) the header has no bell, so there the item also
 * shows while only read notifications exist: without it they could not be opened again. The sidebar passes its own link style (the shell imports this feature,
 * not the other way round).
 */
export function SidebarNotifications({ onOpen, linkClassName }: { onOpen: () => void; linkClassName: string }) {
  const intl = useIntl();
  const store = useNotificationStore();
  const newCount = useNotifications((s) => s.newCount);
  const any = useNotifications((s) => s.items.length > 0);
  if (newCount === 0 && !any) return null;
  return (
    <li className={newCount === 0 ? styles.phoneOnly : undefined}>
      <button
        type="button"
        className={linkClassName}
        onClick={() => {
          onOpen();
          store.getState().setPanelOpen(true);
        }}
        data-testid="sidebar-notifications"
      >
        {intl.formatMessage({ id: 'shell.notifications.sidebar' })}
        {newCount > 0 && (
          <span className={styles.sidebarCount} aria-label={intl.formatMessage({ id: 'shell.notifications.newCount' }, { count: newCount })}>
            {bellCount(newCount)}
          </span>
        )}
      </button>
    </li>
  );
}
