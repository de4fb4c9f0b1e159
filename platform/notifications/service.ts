import { and, asc, count, desc, eq, isNull, isNotNull, sql } from 'drizzle-orm';
import {
  isDroppedNotification,
  type BackofficeHeaderNotice,
  type HeaderNotice,
  type HeaderNoticeBodySchema,
  type Notification,
  type NotificationListQuerySchema,
  type NotificationPage,
  type NotificationType,
  type NoticeIcon,
  type PersonalNotificationBodySchema,
  HEADER_NOTICE_FUNCTIONS,
  NOTICE_ICONS,
} from '../../schemas/notifications';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client';
import type { EventBus } from '../events';
import { pushToPlayer } from '../realtime';
import { headerNotices, playerNotifications } from './schema';

type Conn = Db | Tx;
type Row = typeof playerNotifications.$inferSelect;

/** What an engine's fact becomes: the notification's type, icon and the event the site words. */
export interface NotificationDraft {
  type: NotificationType;
  icon: NoticeIcon;
  kind: string;
  values: Record<string, string | number>;
  identifier?: string | null;
}

const iconOf = (v: string): NoticeIcon => ((NOTICE_ICONS as readonly string[]).includes(v) ? (v as NoticeIcon) : 'info');

export function toNotification(r: Row): Notification {
  return {
    id: r.id,
    type: r.type,
    state: r.readAt ? 'read' : 'new',
    text: r.body,
    content: { icon: iconOf(r.icon), title: r.title, button: r.buttonTitle ? { title: r.buttonTitle, path: r.buttonPath, to_name: null } : null },
    identifier: r.identifier,
    event: r.eventKind ? { kind: r.eventKind, values: r.eventValues ?? {} } : null,
    created_at: r.createdAt.toISOString(),
    read_at: r.readAt?.toISOString() ?? null,
  };
}

/** Pushes a new notification to the player's open pages (`private:notifications`). */
export function pushNotification(events: EventBus, playerId: number, n: Notification): void {
  pushToPlayer(events, playerId, 'private:notifications', n);
}

/**
 * Stores the notification an event makes, once per (event, player): a second delivery of the same
 * event (the stream hands each over at least once) finds the row and makes nothing. Returns the
 * new notification, or null when it existed already or the drop rule (C4) keeps it out.
 */
export async function notifyFromEvent(tx: Tx, e: { id: number; playerId: number; occurredAt: Date }, d: NotificationDraft): Promise<Notification | null> {
  if (isDroppedNotification({ type: d.type, event: { values: d.values } })) return null;
  const [row] = await tx
    .insert(playerNotifications)
    .values({
      playerId: e.playerId,
      type: d.type,
      sourceEventId: e.id,
      eventKind: d.kind,
      eventValues: d.values,
      icon: d.icon,
      identifier: d.identifier ?? null,
      createdAt: e.occurredAt,
    })
    .onConflictDoNothing({ target: [playerNotifications.sourceEventId, playerNotifications.playerId] })
    .returning();
  return row ? toNotification(row) : null;
}

/** A personal notification from staff (inside the caller's transaction, with its audit row). */
export async function insertPersonal(
  tx: Tx,
  playerId: number,
  body: z.output<typeof PersonalNotificationBodySchema>,
  staffId: number,
  at: Date,
): Promise<Notification> {
  const [row] = await tx
    .insert(playerNotifications)
    .values({
      playerId,
      type: 'personal',
      title: body.title || null,
      body: body.text,
      icon: body.icon,
      buttonTitle: body.button?.title ?? null,
      buttonPath: body.button?.path ?? null,
      sentBy: staffId,
      createdAt: at,
    })
    .returning();
  return toNotification(row!);
}

/** One page of the player's notifications, newest first, with the count of new ones. */
export async function listNotifications(db: Conn, playerId: number, q: z.output<typeof NotificationListQuerySchema>): Promise<NotificationPage> {
  const own = eq(playerNotifications.playerId, playerId);
  const where = q.state === 'new' ? and(own, isNull(playerNotifications.readAt)) : q.state === 'read' ? and(own, isNotNull(playerNotifications.readAt)) : own;
  const [rows, [total], [fresh]] = await Promise.all([
    db
      .select()
      .from(playerNotifications)
      .where(where)
      .orderBy(desc(playerNotifications.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(playerNotifications).where(where),
    db
      .select({ n: count() })
      .from(playerNotifications)
      .where(and(own, isNull(playerNotifications.readAt))),
  ]);
  const totalCount = Number(total?.n ?? 0);
  return {
    data: rows.map(toNotification),
    pagination: { current_page: q.page, next_page: q.page * q.page_size < totalCount ? q.page + 1 : null, total_count: totalCount },
    new_count: Number(fresh?.n ?? 0),
  };
}

/** Marks one of the player's notifications read (again is a no-op); null when it is not theirs. */
export async function markRead(db: Conn, playerId: number, id: number, at: Date): Promise<Notification | null> {
  const own = and(eq(playerNotifications.id, id), eq(playerNotifications.playerId, playerId));
  const [updated] = await db
    .update(playerNotifications)
    .set({ readAt: at })
    .where(and(own, isNull(playerNotifications.readAt)))
    .returning();
  if (updated) return toNotification(updated);
  const [existing] = await db.select().from(playerNotifications).where(own);
  return existing ? toNotification(existing) : null;
}

export async function markAllRead(db: Conn, playerId: number, at: Date): Promise<number> {
  const rows = await db
    .update(playerNotifications)
    .set({ readAt: at })
    .where(and(eq(playerNotifications.playerId, playerId), isNull(playerNotifications.readAt)))
    .returning({ id: playerNotifications.id });
  return rows.length;
}

// ---- Header notices ----

type NoticeRow = typeof headerNotices.$inferSelect;
type NoticeBody = z.output<typeof HeaderNoticeBodySchema>;
const fnOf = (v: string) => ((HEADER_NOTICE_FUNCTIONS as readonly string[]).includes(v) ? (v as (typeof HEADER_NOTICE_FUNCTIONS)[number]) : 'go_to');

export function toBackofficeNotice(r: NoticeRow): BackofficeHeaderNotice {
  return {
    id: r.id,
    message: r.message,
    icon: iconOf(r.icon),
    link: r.link ? { text: r.link.text, function: fnOf(r.link.function), path: r.link.path } : null,
    audience: r.audience,
    active: r.active,
    position: r.position,
    updated_at: r.updatedAt.toISOString(),
  };
}

/** The active notices for a visitor (guest or player), worded in `locale` (English when it has none). */
export async function publicNotices(db: Conn, locale: string, signedIn: boolean): Promise<HeaderNotice[]> {
  const rows = await db
    .select()
    .from(headerNotices)
    .where(and(eq(headerNotices.active, true), sql`${headerNotices.audience} IN ('all', ${signedIn ? 'players' : 'guests'})`))
    .orderBy(asc(headerNotices.position), asc(headerNotices.id));
  const pick = (texts: Record<string, string>) => texts[locale] ?? texts.en ?? '';
  return rows.map((r) => ({
    id: r.id,
    message: pick(r.message),
    icon: iconOf(r.icon),
    link: r.link ? { text: pick(r.link.text), function: fnOf(r.link.function), path: r.link.path } : null,
  }));
}

export async function listNoticesForStaff(db: Conn): Promise<BackofficeHeaderNotice[]> {
  const rows = await db.select().from(headerNotices).orderBy(asc(headerNotices.position), asc(headerNotices.id));
  return rows.map(toBackofficeNotice);
}

export async function findNotice(db: Conn, id: number): Promise<NoticeRow | null> {
  const [row] = await db.select().from(headerNotices).where(eq(headerNotices.id, id)).for('update');
  return row ?? null;
}

export async function createNotice(tx: Tx, b: NoticeBody, at: Date): Promise<NoticeRow> {
  const [row] = await tx
    .insert(headerNotices)
    .values({ message: b.message, icon: b.icon, link: b.link, audience: b.audience, active: b.active, position: b.position, createdAt: at, updatedAt: at })
    .returning();
  return row!;
}

export async function updateNotice(tx: Tx, id: number, b: NoticeBody, at: Date): Promise<NoticeRow> {
  const [row] = await tx
    .update(headerNotices)
    .set({ message: b.message, icon: b.icon, link: b.link, audience: b.audience, active: b.active, position: b.position, updatedAt: at })
    .where(eq(headerNotices.id, id))
    .returning();
  return row!;
}

export async function deleteNotice(tx: Tx, id: number): Promise<void> {
  await tx.delete(headerNotices).where(eq(headerNotices.id, id));
}
