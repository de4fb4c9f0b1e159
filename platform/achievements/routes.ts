import type { FastifyRequest } from 'fastify';
import {
  AchievementEnabledSchema,
  AchievementErrorSchema,
  AchievementIdParamsSchema,
  AchievementInputSchema,
  AchievementViewsSchema,
  StaffAchievementSchema,
  StaffAchievementsSchema,
} from '../../schemas/achievements';
import { LOCALE_HEADER } from '../../schemas/cms-constants';
import { isLocale } from '../../schemas/locale-codes';
import { optionalPlayer } from '../http/player-session';
import type { PlatformApp } from '../http/types';
import { audit, requireStaff } from '../staff/index';
import { achievementViews, createAchievement, earnedCounts, listAchievements, setAchievementEnabled, updateAchievement, type AchievementRow } from './engine';

const errors = {
  401: AchievementErrorSchema,
  403: AchievementErrorSchema,
  404: AchievementErrorSchema,
  409: AchievementErrorSchema,
  422: AchievementErrorSchema,
};
const READERS = ['marketing', 'admin', 'support'] as const;
const WRITERS = ['marketing', 'admin'] as const;

function localeOf(req: FastifyRequest): string {
  const h = req.headers[LOCALE_HEADER];
  const v = Array.isArray(h) ? h[0] : h;
  return v && isLocale(v) ? v : 'en';
}

const staffView = (a: AchievementRow, earned: number) => ({
  id: a.id,
  slug: a.slug,
  texts: a.texts,
  rule_type: a.ruleType,
  threshold: a.threshold,
  image_url: a.imageUrl,
  enabled: a.enabled,
  position: a.position,
  earned_count: earned,
});

/** GET /api/achievements (guests too) and marketing's achievements back office (audited). */
export default async function achievementRoutes(app: PlatformApp): Promise<void> {
  const { db, clock } = app.deps;

  app.get('/api/achievements', { schema: { response: { 200: AchievementViewsSchema, ...errors } } }, async (req) => {
    const p = await optionalPlayer(req);
    return achievementViews(db, p?.playerId ?? null, localeOf(req));
  });

  app.get('/api/backoffice/achievements', { schema: { response: { 200: StaffAchievementsSchema, ...errors } } }, async (req) => {
    await requireStaff(req, READERS);
    const counts = await earnedCounts(db);
    return (await listAchievements(db)).map((a) => staffView(a, counts.get(a.id) ?? 0));
  });

  app.post('/api/backoffice/achievements', { schema: { body: AchievementInputSchema, response: { 200: StaffAchievementSchema, ...errors } } }, async (req) => {
    await requireStaff(req, WRITERS);
    return db.transaction(async (tx) => {
      const view = staffView(await createAchievement(tx, req.body, clock.now()), 0);
      await audit(req, 'achievement.create', `achievement:${view.id}`, null, view, { db: tx });
      return view;
    });
  });

  app.put(
    '/api/backoffice/achievements/:id',
    { schema: { params: AchievementIdParamsSchema, body: AchievementInputSchema, response: { 200: StaffAchievementSchema, ...errors } } },
    async (req) => {
      await requireStaff(req, WRITERS);
      return db.transaction(async (tx) => {
        const { before, after } = await updateAchievement(tx, req.params.id, req.body);
        const counts = await earnedCounts(tx);
        const view = staffView(after, counts.get(after.id) ?? 0);
        await audit(req, 'achievement.update', `achievement:${after.id}`, staffView(before, view.earned_count), view, { db: tx });
        return view;
      });
    },
  );

  app.put(
    '/api/backoffice/achievements/:id/enabled',
    { schema: { params: AchievementIdParamsSchema, body: AchievementEnabledSchema, response: { 200: StaffAchievementSchema, ...errors } } },
    async (req) => {
      await requireStaff(req, WRITERS);
      return db.transaction(async (tx) => {
        const { before, after } = await setAchievementEnabled(tx, req.params.id, req.body.enabled);
        const counts = await earnedCounts(tx);
        const view = staffView(after, counts.get(after.id) ?? 0);
        await audit(req, after.enabled ? 'achievement.enable' : 'achievement.disable', `achievement:${after.id}`, staffView(before, view.earned_count), view, {
          db: tx,
        });
        return view;
      });
    },
  );
}
