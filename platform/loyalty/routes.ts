import { z } from 'zod';
import {
  CompCardInputSchema,
  CompCardSchema,
  CompCardsSchema,
  CompPointsBalanceSchema,
  CompRateSchema,
  ExchangeBodySchema,
  ExchangeResultSchema,
  ExchangeTypeParamsSchema,
  LevelInputSchema,
  LevelSchema,
  LoyaltyErrorSchema,
  PlayerLevelsSchema,
  RatesTypeParamsSchema,
  StaffCompCardsSchema,
  type CompCardType,
  type ExchangeBody,
} from '../../schemas/loyalty';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { requirePlayer } from '../http/player-session';
import type { PlatformApp } from '../http/types';
import { audit, requireStaff } from '../staff/index';
import {
  balanceOf,
  cardView,
  checkCard,
  exchange,
  findCardByGroup,
  listLevels,
  listRates,
  setLevel,
  setRate,
  shopCards,
  staffCards,
  upsertCard,
  type LoyaltyPorts,
} from './engine';
import { publishCompPoints } from './push';

const errors = { 401: LoyaltyErrorSchema, 403: LoyaltyErrorSchema, 404: LoyaltyErrorSchema, 409: LoyaltyErrorSchema, 422: LoyaltyErrorSchema };
const WRITERS = ['marketing', 'admin'] as const;
/** Support reads the shop's cards and sales to answer players. */
const READERS = ['marketing', 'admin', 'support'] as const;
const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

/** The attempt's key: the body's, else the header's; an exchange without one is refused (a double click must not pay twice). */
function keyOf(req: FastifyRequest, body: ExchangeBody): string {
  const h = req.headers[IDEMPOTENCY_HEADER];
  const key = body.idempotency_key ?? (Array.isArray(h) ? h[0] : h);
  if (!key || !KEY.test(key)) throw new HttpError(422, 'validation_failed', 'An idempotency key is required', { idempotency_key: ['is required'] });
  return key;
}

/** The comp-points calls of C7 and marketing's shop, rates and levels (README has the table). */
export default async function loyaltyRoutes(app: PlatformApp, ports: LoyaltyPorts): Promise<void> {
  const { db, clock, events } = app.deps;

  app.get('/api/player/comp_points', { schema: { response: { 200: CompPointsBalanceSchema, ...errors } } }, async (req) => {
    const { playerId } = await requirePlayer(req);
    return balanceOf(db, playerId);
  });

  app.get('/api/player/levels', { schema: { response: { 200: PlayerLevelsSchema, ...errors } } }, async (req) => {
    const { playerId } = await requirePlayer(req);
    const levels = await listLevels(db);
    const b = await balanceOf(db, playerId);
    const p = b.persistent.points;
    // The level reached, which a rollback's taken-back points never lower (engine shownLevel).
    const current = b.level;
    return {
      current,
      persistent_points: p,
      levels: levels.map((l, i) => {
        const min = i === 0 ? 0 : levels[i - 1]!.conditions.persistent_comp_points.max;
        const max = l.conditions.persistent_comp_points.max;
        const state = l.id < current ? ('reached' as const) : l.id === current ? ('current' as const) : ('future' as const);
        const progress = state === 'reached' ? 1 : state === 'future' || max <= min ? 0 : Math.min(1, Math.max(0, (p - min) / (max - min)));
        return { ...l, state, progress };
      }),
    };
  });

  /** What bets earn (the earn-coins rules modal). */
  app.get('/api/comp_points/earning_rates', { schema: { response: { 200: z.array(CompRateSchema), ...errors } } }, async () => listRates(db));

  app.get('/api/comp_points/rates/money', { schema: { response: { 200: CompCardsSchema, ...errors } } }, async () => shopCards(db, 'money', clock.now()));
  app.get('/api/comp_points/rates', { schema: { response: { 200: CompCardsSchema, ...errors } } }, async () => shopCards(db, null, clock.now()));
  app.get('/api/comp_points/rates/:type', { schema: { params: RatesTypeParamsSchema, response: { 200: CompCardsSchema, ...errors } } }, async (req) =>
    shopCards(db, req.params.type, clock.now()),
  );

  const run = async (req: FastifyRequest, type: CompCardType, body: ExchangeBody) => {
    const { playerId } = await requirePlayer(req);
    const result = await exchange(db, ports, {
      playerId,
      type,
      group: body.group,
      points: body.points,
      ticketsCount: body.tickets_count,
      lotteryId: body.lottery_id,
      currency: body.currency,
      confirmMultiAccount: body.confirm_multi_account,
      key: keyOf(req, body),
      at: clock.now(),
    });
    if (!result.replayed) publishCompPoints(events, playerId, result.balance);
    return result;
  };
  app.post('/api/comp_points/exchange/money', { schema: { body: ExchangeBodySchema, response: { 200: ExchangeResultSchema, ...errors } } }, async (req) =>
    run(req, 'money', req.body),
  );
  app.post(
    '/api/comp_points/exchange/:type',
    { schema: { params: ExchangeTypeParamsSchema, body: ExchangeBodySchema, response: { 200: ExchangeResultSchema, ...errors } } },
    async (req) => run(req, req.params.type, req.body),
  );

  // ─── Marketing ───
  app.get('/api/backoffice/comp_points/cards', { schema: { response: { 200: StaffCompCardsSchema, ...errors } } }, async (req) => {
    await requireStaff(req, READERS);
    return staffCards(db);
  });
  /** Creates or replaces a card by group (disabling is `enabled: false`: exchanges keep pointing at it). */
  app.put('/api/backoffice/comp_points/cards', { schema: { body: CompCardInputSchema, response: { 200: CompCardSchema, ...errors } } }, async (req) => {
    await requireStaff(req, WRITERS);
    await checkCard(db, ports, req.body);
    return db.transaction(async (tx) => {
      const before = await findCardByGroup(tx, req.body.group);
      const row = await upsertCard(tx, req.body);
      await audit(req, before ? 'comp_points.card.update' : 'comp_points.card.create', `comp_card:${row.group}`, before ? cardView(before) : null, req.body, {
        db: tx,
      });
      return cardView(row);
    });
  });
  app.put('/api/backoffice/comp_points/rates', { schema: { body: CompRateSchema, response: { 200: z.array(CompRateSchema), ...errors } } }, async (req) => {
    await requireStaff(req, WRITERS);
    return db.transaction(async (tx) => {
      await setRate(tx, req.body);
      await audit(req, 'comp_points.rate', `comp_rate:${req.body.currency}:${req.body.game_category ?? ''}`, null, req.body, { db: tx });
      return listRates(tx);
    });
  });
  app.put('/api/backoffice/comp_points/levels', { schema: { body: LevelInputSchema, response: { 200: z.array(LevelSchema), ...errors } } }, async (req) => {
    await requireStaff(req, WRITERS);
    return db.transaction(async (tx) => {
      await setLevel(tx, req.body);
      await audit(req, 'comp_points.level', `level:${req.body.id}`, null, req.body, { db: tx });
      return listLevels(tx);
    });
  });
}
