/**
 * The notifications' constants and drop rule without zod (schemas/notifications.ts adds the
 * schemas), so the shell's bell and notice strip, on every player's first page, load no zod.
 */

/** C3 types. `tournament` ones carry an `identifier` (the tournament's frontend identifier). */
export const NOTIFICATION_TYPES = ['personal', 'tournament', 'payments_changes', 'bonuses_changes', 'freespins_changes'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_STATES = ['new', 'read'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

/** The icons a notification or header notice may show (the site draws each). */
export const NOTICE_ICONS = ['info', 'warning', 'gift', 'money', 'trophy'] as const;
export type NoticeIcon = (typeof NOTICE_ICONS)[number];

/** The gift stage for which bonus and free-spin notifications are kept (C4: the others are dropped). */
export const NOTIFIED_GIFT_STAGE = 'issued';

/**
 * C4: "Notifications for bonus and free-spin stages other than issued are dropped." One rule for the
 * platform (such notifications are never stored) and the site (never shown, whatever arrives).
 */
export function isDroppedNotification(n: { type: NotificationType; event: { values: Record<string, string | number> } | null }): boolean {
  if (n.type !== 'bonuses_changes' && n.type !== 'freespins_changes') return false;
  return n.event?.values.stage !== NOTIFIED_GIFT_STAGE;
}

/**
 * What a header notice's link does (C3 "link (text, function)"): go to a site path, open the
 * cashbox, or send the e-mail confirmation again (a request: C8's pending rule applies to it).
 */
export const HEADER_NOTICE_FUNCTIONS = ['go_to', 'open_cashbox', 'resend_confirmation'] as const;
export type HeaderNoticeFunction = (typeof HEADER_NOTICE_FUNCTIONS)[number];
/** Who sees a notice. */
export const HEADER_NOTICE_AUDIENCES = ['all', 'guests', 'players'] as const;
