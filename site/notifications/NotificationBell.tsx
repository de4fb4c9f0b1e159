'use client';

import { useEffect, useId, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { Locale } from '../../schemas/locales';
import { useNotificationStore, useNotifications } from './NotificationsContext';
import { NotificationsFeed } from './NotificationsFeed';
import { NotificationPanel } from './NotificationPanel';
import { bellCount } from './notification-store';
import { markAllNotificationsRead, markNotificationRead, NOTIFICATIONS_QUERY_KEY } from './queries';
import styles from './Notifications.module.css';

/** The bell's two faces (C4): 'on' while any notification exists, otherwise 'off'. */
function BellIcon({ on }: { on: boolean }) {
  return (
    <svg className={styles.bellIcon} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" data-icon={on ? 'on' : 'off'}>
      <path
        d="M12 3a6 6 0 0 0-6 6v3.6L4.3 16h15.4L18 12.6V9a6 6 0 0 0-6-6Zm-2.5 15a2.5 2.5 0 0 0 5 0"
        fill={on ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      {!on && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />}
    </svg>
  );
}

/**
 * The header's notifications button (spec C2, C4): the count of new ones capped at "9+", the 'on'
 * icon while any exist, and the panel it opens (a disclosure: Escape or a click outside closes it,
 * focus goes back to the bell). Also keeps the store fed (NotificationsFeed).
 */
export function NotificationBell({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const store = useNotificationStore();
  const queryClient = useQueryClient();
  const newCount = useNotifications((s) => s.newCount);
  const items = useNotifications((s) => s.items);
  const open = useNotifications((s) => s.panelOpen);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const count = bellCount(newCount);
  const any = items.length > 0 || newCount > 0;

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) store.getState().setPanelOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      store.getState().setPanelOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, store]);

  // The platform is asked after the store changed; if it refuses, its list is fetched again.
  const refetchOnError = (p: Promise<unknown>) => p.catch(() => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }));
  const onRead = (id: number) => {
    store.getState().markRead(id);
    void refetchOnError(markNotificationRead(id));
  };
  const onReadAll = () => {
    store.getState().markAllRead();
    void refetchOnError(markAllNotificationsRead());
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <NotificationsFeed />
      <button
        ref={buttonRef}
        type="button"
        className={styles.bell}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={
          newCount > 0 ? intl.formatMessage({ id: 'shell.notifications.bellNew' }, { count: newCount }) : intl.formatMessage({ id: 'shell.notifications.bell' })
        }
        onClick={() => store.getState().setPanelOpen(!open)}
        data-testid="notification-bell"
      >
        <BellIcon on={any} />
        {count && (
          <span className={styles.count} data-testid="notification-count" aria-hidden="true">
            {count}
          </span>
        )}
      </button>
      {open && (
        <NotificationPanel
          id={panelId}
          locale={locale}
          items={items}
          newCount={newCount}
          onRead={onRead}
          onReadAll={onReadAll}
          onClose={() => store.getState().setPanelOpen(false)}
        />
      )}
    </div>
  );
}
