import { z } from 'zod';
import { ApiErrorSchema } from '../../schemas/api-error';
import {
  BackofficeHeaderNoticeListSchema,
  BackofficeHeaderNoticeSchema,
  HeaderNoticeBodySchema,
  HeaderNoticeListSchema,
  HeaderNoticeQuerySchema,
  MarkNotificationBodySchema,
  NotificationIdParamsSchema,
  NotificationListQuerySchema,
  NotificationPageSchema,
  NotificationSchema,
  PersonalNotificationBodySchema,
  ReadAllResultSchema,
} from '../../schemas/notifications';
import { notFound } from '../http/errors';
import { optionalPlayer, requirePlayer } from '../http/player-session';
import type { PlatformApp } from '../http/types';
import { playerExists } from '../player';
import { audit, requireStaff } from '../staff/index';
import {
  createNotice,
  deleteNotice,
  findNotice,
  insertPersonal,
  listNoticesForStaff,
  listNotifications,
  markAllRead,
  markRead,
  publicNotices,
  pushNotification,
  toBackofficeNotice,
  updateNotice,
} from './service';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 422: ApiErrorSchema, 429: ApiErrorSchema };
const EmptyBody = z.object({}).passthrough().optional();

/** Who may write to players and who may edit the notice strip (admin passes every check). */
export const PERSONAL_NOTIFICATION_ROLES = ['support', 'marketing'] as const;
export const HEADER_NOTICE_ROLES = ['editor', 'marketing'] as const;

/** The player's notifications, header notices and their back office (README has the call list). */
export default async function notificationRoutes(app: PlatformApp): Promise<void> {
  const { db, clock, events } = app.deps;

  app.get(
    '/api/player/notifications',
    { schema: { querystring: NotificationListQuerySchema, response: { 200: NotificationPageSchema, ...errors } } },
    async (req, reply) => {
      const { playerId } = await requirePlayer(req);
      reply.header('cache-control', 'no-store');
      return listNotifications(db, playerId, req.query);
    },
  );

  app.patch(
    '/api/player/notifications/:id',
    { schema: { params: NotificationIdParamsSchema, body: MarkNotificationBodySchema, response: { 200: NotificationSchema, ...errors } } },
    async (req) => {
      const { playerId } = await requirePlayer(req);
      // Another player's notification answers as one that does not exist: ids are not to be probed.
      const n = await markRead(db, playerId, req.params.id, clock.now());
      if (!n) throw notFound('No such notification');
      return n;
    },
  );

  app.post('/api/player/notifications/read_all', { schema: { body: EmptyBody, response: { 200: ReadAllResultSchema, ...errors } } }, async (req) => {
    const { playerId } = await requirePlayer(req);
    return { updated: await markAllRead(db, playerId, clock.now()) };
  });

  // The notice strip: guests and players see different ones, so the answer is never shared.
  app.get(
    '/api/header_notices',
    { schema: { querystring: HeaderNoticeQuerySchema, response: { 200: HeaderNoticeListSchema, ...errors } } },
    async (req, reply) => {
      const player = await optionalPlayer(req);
      reply.header('cache-control', 'private, no-store');
      return publicNotices(db, req.query.l ?? 'en', player !== null);
    },
  );

  // ---- Back office ----

  app.post(
    '/api/backoffice/players/:id/notifications',
    { schema: { params: NotificationIdParamsSchema, body: PersonalNotificationBodySchema, response: { 200: NotificationSchema, ...errors } } },
    async (req) => {
      const staff = await requireStaff(req, PERSONAL_NOTIFICATION_ROLES);
      const playerId = req.params.id;
      if (!(await playerExists(db, playerId))) throw notFound('No such player');
      const n = await db.transaction(async (tx) => {
        const made = await insertPersonal(tx, playerId, req.body, staff.staffId, clock.now());
        await audit(
          req,
          'notification.send',
          `player:${playerId}`,
          undefined,
          { id: made.id, title: made.content.title, text: made.text, button: made.content.button },
          { db: tx },
        );
        return made;
      });
      pushNotification(events, playerId, n);
      return n;
    },
  );

  app.get('/api/backoffice/header_notices', { schema: { response: { 200: BackofficeHeaderNoticeListSchema, ...errors } } }, async (req) => {
    await requireStaff(req, HEADER_NOTICE_ROLES);
    return listNoticesForStaff(db);
  });

  app.post(
    '/api/backoffice/header_notices',
    { schema: { body: HeaderNoticeBodySchema, response: { 200: BackofficeHeaderNoticeSchema, ...errors } } },
    async (req) => {
      await requireStaff(req, HEADER_NOTICE_ROLES);
      return db.transaction(async (tx) => {
        const row = toBackofficeNotice(await createNotice(tx, req.body, clock.now()));
        await audit(req, 'header_notice.create', `header_notice:${row.id}`, undefined, row, { db: tx });
        return row;
      });
    },
  );

  app.put(
    '/api/backoffice/header_notices/:id',
    { schema: { params: NotificationIdParamsSchema, body: HeaderNoticeBodySchema, response: { 200: BackofficeHeaderNoticeSchema, ...errors } } },
    async (req) => {
      await requireStaff(req, HEADER_NOTICE_ROLES);
      return db.transaction(async (tx) => {
        const before = await findNotice(tx, req.params.id);
        if (!before) throw notFound('No such header notice');
        const after = toBackofficeNotice(await updateNotice(tx, req.params.id, req.body, clock.now()));
        await audit(req, 'header_notice.update', `header_notice:${after.id}`, toBackofficeNotice(before), after, { db: tx });
        return after;
      });
    },
  );

  app.delete(
    '/api/backoffice/header_notices/:id',
    { schema: { params: NotificationIdParamsSchema, response: { 200: BackofficeHeaderNoticeSchema, ...errors } } },
    async (req) => {
      await requireStaff(req, HEADER_NOTICE_ROLES);
      return db.transaction(async (tx) => {
        const before = await findNotice(tx, req.params.id);
        if (!before) throw notFound('No such header notice');
        await deleteNotice(tx, req.params.id);
        const gone = toBackofficeNotice(before);
        await audit(req, 'header_notice.delete', `header_notice:${gone.id}`, gone, undefined, { db: tx });
        return gone;
      });
    },
  );
}
