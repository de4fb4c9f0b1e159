import { z } from 'zod';
import { LOCALES } from './locale-codes';
import { oneLine } from './validation';

/**
 * Notifications and header notices (spec C3 "Notification", "Header notice"; C4 "Notifications").
 * The spec names no calls for them; these follow the SoftSwiss habits of the other player calls
 * (snake_case, `/api/player/...`, a page as `data` + `pagination`):
 *
 * - `GET /api/player/notifications?page&page_size&state` → NotificationPage (newest first)
 * - `PATCH /api/player/notifications/{id}` `{state: 'read'}` → Notification (only the player's own; else 404)
 * - `POST /api/player/notifications/read_all` → `{updated}`
 * - `GET /api/header_notices?l={locale}` → HeaderNotice[] (everyone, guests too)
 * - back office: `GET/POST /api/backoffice/header_notices`, `PUT/DELETE /api/backoffice/header_notices/{id}`,
 *   `POST /api/backoffice/players/{id}/notifications` (a personal notification, audited)
 *
 * Realtime: every new notification is pushed on `private:notifications` (SoftSwiss's
 * `personal_notifications`; its `type` says which of the five it is).
 */

export * from './notification-constants';
import { HEADER_NOTICE_AUDIENCES, HEADER_NOTICE_FUNCTIONS, NOTICE_ICONS, NOTIFICATION_STATES, NOTIFICATION_TYPES } from './notification-constants';

/** A button: its title and where it leads (a site path, or a named route of the site). */
export const NotificationButtonSchema = z.object({ title: z.string(), path: z.string().nullable(), to_name: z.string().nullable() });

/**
 * C3 "Notification". Engine-made ones (payments, bonuses, free spins) carry `event`: a kind and its
 * values, which the site words in the visitor's language (messages `notifications.event.<kind>`);
 * `text` and `content.title` hold what staff typed for personal ones.
 */
export const NotificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  state: z.enum(NOTIFICATION_STATES),
  text: z.string().nullable(),
  content: z.object({ icon: z.enum(NOTICE_ICONS), title: z.string().nullable(), button: NotificationButtonSchema.nullable() }),
  /** Present means a tournament notice. */
  identifier: z.string().nullable(),
  event: z.object({ kind: z.string(), values: z.record(z.string(), z.union([z.string(), z.number()])) }).nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 100;

const pageNumber = z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(10_000, 'is too large');

/** GET /api/player/notifications query. */
export const NotificationListQuerySchema = z.object({
  page: pageNumber.default(1),
  page_size: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(NOTIFICATIONS_MAX_PAGE_SIZE, `must be at most ${NOTIFICATIONS_MAX_PAGE_SIZE}`)
    .default(NOTIFICATIONS_PAGE_SIZE),
  state: z.enum(NOTIFICATION_STATES, { message: 'must be new or read' }).optional(),
});
export type NotificationListQuery = z.input<typeof NotificationListQuerySchema>;

export const NotificationPageSchema = z.object({
  data: z.array(NotificationSchema),
  pagination: z.object({ current_page: z.number().int(), next_page: z.number().int().nullable(), total_count: z.number().int() }),
  /** New (unread) ones of the player, whatever page: the bell and the sidebar count these. */
  new_count: z.number().int(),
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

export const NotificationIdParamsSchema = z.object({
  id: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .positive('must be a positive number')
    .max(2 ** 31 - 1, 'is too large'),
});
export const MarkNotificationBodySchema = z.object({ state: z.literal('read', { message: 'must be read' }) });
export const ReadAllResultSchema = z.object({ updated: z.number().int() });

/** A site path: starts with one slash (no other origin, no protocol-relative URL). */
const SitePathSchema = oneLine()
  .trim()
  .max(500, 'is too long')
  .regex(/^\/(?!\/)[^\s\\]*$/, 'must be a path of this site starting with /');

/** POST /api/backoffice/players/{id}/notifications: a personal notification from staff. */
export const PersonalNotificationBodySchema = z.object({
  title: oneLine().trim().max(120, 'is too long').optional(),
  text: oneLine().trim().min(1, 'is required').max(1000, 'is too long'),
  icon: z.enum(NOTICE_ICONS, { message: 'is not a known icon' }).default('info'),
  button: z.object({ title: oneLine().trim().min(1, 'is required').max(60, 'is too long'), path: SitePathSchema }).optional(),
});
export type PersonalNotificationBody = z.input<typeof PersonalNotificationBodySchema>;

// ---- Header notices ----

/** C3 "Header notice" as the site gets it, in the asked locale (English when it has none). */
export const HeaderNoticeSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  icon: z.enum(NOTICE_ICONS),
  link: z.object({ text: z.string(), function: z.enum(HEADER_NOTICE_FUNCTIONS), path: z.string().nullable() }).nullable(),
});
export type HeaderNotice = z.infer<typeof HeaderNoticeSchema>;
export const HeaderNoticeListSchema = z.array(HeaderNoticeSchema);

export const HeaderNoticeQuerySchema = z.object({ l: z.enum(LOCALES, { message: 'is not a known locale' }).optional() });

/** Texts per locale; English is required (every other falls back to it). */
const LocaleTexts = (max: number) =>
  z
    .partialRecord(z.enum(LOCALES), oneLine().trim().max(max, 'is too long'))
    .refine((r) => (r.en ?? '').length > 0, { message: 'needs an English text', path: ['en'] })
    .transform((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>);

/** POST /api/backoffice/header_notices, and PUT (the whole notice). */
export const HeaderNoticeBodySchema = z
  .object({
    message: LocaleTexts(300),
    icon: z.enum(NOTICE_ICONS, { message: 'is not a known icon' }).default('info'),
    link: z
      .object({
        text: LocaleTexts(60),
        function: z.enum(HEADER_NOTICE_FUNCTIONS, { message: 'is not a known link function' }),
        path: SitePathSchema.nullable().default(null),
      })
      .nullable()
      .default(null),
    audience: z.enum(HEADER_NOTICE_AUDIENCES, { message: 'must be all, guests or players' }).default('all'),
    active: z.boolean({ message: 'must be true or false' }).default(true),
    position: z.number({ message: 'must be a number' }).int('must be a whole number').min(0, 'must be at least 0').max(1000, 'is too large').default(0),
  })
  .superRefine((b, ctx) => {
    if (b.link?.function === 'go_to' && !b.link.path) ctx.addIssue({ code: 'custom', path: ['link', 'path'], message: 'is required' });
  });
export type HeaderNoticeBody = z.input<typeof HeaderNoticeBodySchema>;

/** A notice as the back office edits it. */
export const BackofficeHeaderNoticeSchema = z.object({
  id: z.number().int(),
  message: z.record(z.string(), z.string()),
  icon: z.enum(NOTICE_ICONS),
  link: z.object({ text: z.record(z.string(), z.string()), function: z.enum(HEADER_NOTICE_FUNCTIONS), path: z.string().nullable() }).nullable(),
  audience: z.enum(HEADER_NOTICE_AUDIENCES),
  active: z.boolean(),
  position: z.number().int(),
  updated_at: z.string(),
});
export type BackofficeHeaderNotice = z.infer<typeof BackofficeHeaderNoticeSchema>;
export const BackofficeHeaderNoticeListSchema = z.array(BackofficeHeaderNoticeSchema);
