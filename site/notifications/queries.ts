import { queryOptions } from '@tanstack/react-query';
import type { HeaderNotice, Notification, NotificationPage } from '../../schemas/notifications';
import type { Locale } from '../../schemas/locales';
import { api, lazySchema } from '../core/api';

// The schemas load with the first call (the bell and the notice strip are on every page).
const pageSchema = lazySchema(() => import('../../schemas/notifications').then((m) => m.NotificationPageSchema));
const notificationSchema = lazySchema(() => import('../../schemas/notifications').then((m) => m.NotificationSchema));
const readAllSchema = lazySchema(() => import('../../schemas/notifications').then((m) => m.ReadAllResultSchema));
const noticesSchema = lazySchema(() => import('../../schemas/notifications').then((m) => m.HeaderNoticeListSchema));

/** Key of GET /api/player/notifications: under `/api/player`, so logout drops it; `private:notifications` makes it stale. */
export const NOTIFICATIONS_QUERY_KEY = ['/api/player/notifications'] as const;

/** The newest page of the player's notifications (the panel shows it; `new_count` counts them all). */
export const notificationsQueryOptions = queryOptions({
  queryKey: NOTIFICATIONS_QUERY_KEY,
  queryFn: ({ signal }): Promise<NotificationPage> => api.get('/api/player/notifications', { query: { page: 1, page_size: 20 }, schema: pageSchema, signal }),
  staleTime: 60_000,
  meta: { userData: true },
});

/** PATCH /api/player/notifications/{id}: read. */
export function markNotificationRead(id: number): Promise<Notification> {
  return api.patch(`/api/player/notifications/${id}`, { state: 'read' }, { schema: notificationSchema });
}

/** POST /api/player/notifications/read_all. */
export function markAllNotificationsRead(): Promise<{ updated: number }> {
  return api.post('/api/player/notifications/read_all', {}, { schema: readAllSchema });
}

/** GET /api/header_notices?l=: the notice strip (guests and players see different ones, so the key holds whether one is signed in). */
export const headerNoticesQueryOptions = (locale: Locale, signedIn: boolean) =>
  queryOptions({
    queryKey: ['/api/header_notices', locale, signedIn] as const,
    queryFn: ({ signal }): Promise<HeaderNotice[]> => api.get('/api/header_notices', { query: { l: locale }, schema: noticesSchema, signal }),
    staleTime: 5 * 60_000,
  });
