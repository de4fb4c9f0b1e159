import { and, asc, eq } from 'drizzle-orm';
import { LOCALE_HEADER } from '../../schemas/cms-constants';
import {
  LotteryDetailSchema,
  LotteryErrorSchema,
  LotteryIdParamsSchema,
  LotterySlugParamsSchema,
  LotteryStatusSchema,
  LotteryStatusesSchema,
  LotteryViewsSchema,
  timeStatus,
  type LotteryStatus,
} from '../../schemas/lotteries';
import { isLocale } from '../../schemas/locale-codes';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { optionalPlayer, requirePlayer } from '../http/player-session';
import type { PlatformApp } from '../http/types';
import { playerGroupIds } from '../player';
import { findLottery, listLotteries, winnersOf, type LotteryRow } from './engine';
import { lotteryTicketGrants } from './schema';
import { lotteryDetail, lotteryView } from './view';

const errors = { 401: LotteryErrorSchema, 404: LotteryErrorSchema, 422: LotteryErrorSchema };

/** The site's locale header, else English (lottery texts fall back to English anyway). */
function localeOf(req: FastifyRequest): string {
  const h = req.headers[LOCALE_HEADER];
  const v = Array.isArray(h) ? h[0] : h;
  return v && isLocale(v) ? v : 'en';
}

/** Group-bound lotteries are shown only to players in one of their groups. */
const visibleTo = (l: LotteryRow, groups: readonly number[]) => l.groupIds.length === 0 || l.groupIds.some((g) => groups.includes(g));

async function statusOf(db: Db, l: LotteryRow, playerId: number, at: Date): Promise<LotteryStatus> {
  const grants = await db
    .select()
    .from(lotteryTicketGrants)
    .where(and(eq(lotteryTicketGrants.lotteryId, l.id), eq(lotteryTicketGrants.playerId, playerId)))
    .orderBy(asc(lotteryTicketGrants.firstNumber));
  const tickets = grants.flatMap((g) => Array.from({ length: g.count }, (_, i) => g.firstNumber + i));
  const won = l.state === 'drawn' ? (await winnersOf(db, l.id)).filter((w) => w.playerId === playerId).map((w) => w.place) : [];
  return {
    id: l.id,
    lottery_id: l.id,
    frontend_identifier: l.frontendIdentifier,
    tickets,
    in_progress: l.state === 'scheduled' && timeStatus(at, l.startAt, l.endAt) === 'active',
    start_at: l.startAt.toISOString(),
    end_at: l.endAt.toISOString(),
    group_ids: l.groupIds,
    won_places: won,
  };
}

/** The lottery calls of C7 (README has the table). */
export default async function lotteryRoutes(app: PlatformApp): Promise<void> {
  const { db, clock } = app.deps;
  const groupsOf = async (req: FastifyRequest) => {
    const p = await optionalPlayer(req);
    return { player: p, groups: p ? await playerGroupIds(db, p.playerId) : [] };
  };

  app.get('/api/lotteries', { schema: { response: { 200: LotteryViewsSchema, ...errors } } }, async (req) => {
    const { groups } = await groupsOf(req);
    const at = clock.now();
    const all = (await listLotteries(db)).filter((l) => l.state !== 'canceled' && visibleTo(l, groups));
    return Promise.all(all.map((l) => lotteryView(db, l, localeOf(req), at)));
  });

  app.get('/api/lotteries/statuses', { schema: { response: { 200: LotteryStatusesSchema, ...errors } } }, async (req) => {
    const { player, groups } = await groupsOf(req);
    if (!player) return [];
    const at = clock.now();
    const all = (await listLotteries(db)).filter((l) => l.state !== 'canceled' && visibleTo(l, groups));
    const statuses = await Promise.all(all.map((l) => statusOf(db, l, player.playerId, at)));
    return statuses.filter((s) => s.tickets.length > 0 || s.in_progress);
  });

  app.get('/api/lotteries/:slug', { schema: { params: LotterySlugParamsSchema, response: { 200: LotteryDetailSchema, ...errors } } }, async (req) => {
    const { groups } = await groupsOf(req);
    const key = /^\d{1,9}$/.test(req.params.slug) ? Number(req.params.slug) : req.params.slug;
    const l = await findLottery(db, key);
    if (!l || !visibleTo(l, groups)) throw new HttpError(404, 'lottery_not_found', 'No such lottery');
    return lotteryDetail(db, l, localeOf(req), clock.now());
  });

  app.get('/api/lotteries/:id/status', { schema: { params: LotteryIdParamsSchema, response: { 200: LotteryStatusSchema, ...errors } } }, async (req) => {
    const { playerId } = await requirePlayer(req);
    const l = await findLottery(db, req.params.id);
    const groups = await playerGroupIds(db, playerId);
    if (!l || !visibleTo(l, groups)) throw new HttpError(404, 'lottery_not_found', 'No such lottery');
    return statusOf(db, l, playerId, clock.now());
  });
}
