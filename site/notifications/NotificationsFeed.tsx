'use client';

import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useRealtimeEvent } from '../realtime/RealtimeProvider';
import { useSession } from '../core/stores/StoreProvider';
import { useToast } from '../toasts/ToastArea';
import { useNotificationStore } from './NotificationsContext';
import { notificationsQueryOptions } from './queries';
import { notificationText } from './text';

/**
 * Keeps the player's notification store filled (spec C4 "Notifications"): what this browser kept
 * less than 2 hours ago at once, then the platform's newest page; each new one pushed on
 * `private:notifications` joins it with a toast (the drop rule applies to both). Logout's clearing
 * is the provider's (NotificationsContext). Draws nothing.
 */
export function NotificationsFeed() {
  const store = useNotificationStore();
  const playerId = useSession((s) => s.player?.id ?? null);
  const intl = useIntl();
  const toast = useToast();

  useEffect(() => {
    if (playerId !== null) store.getState().restore(playerId);
  }, [store, playerId]);

  const page = useQuery({ ...notificationsQueryOptions, enabled: playerId !== null });
  useEffect(() => {
    if (page.data && playerId !== null) store.getState().fill(playerId, page.data);
  }, [store, page.data, playerId]);

  useRealtimeEvent('private:notifications', (n) => {
    if (store.getState().add(n)) toast(n.content.icon === 'warning' ? 'warning' : 'info', notificationText(intl, n));
  });
  return null;
}
