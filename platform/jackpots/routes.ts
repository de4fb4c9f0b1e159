import { JackpotsSchema } from '../../schemas/games';
import {
  JackpotAdminSchema,
  JackpotAdminsSchema,
  JackpotCloseBodySchema,
  JackpotIdParamsSchema,
  JackpotInputSchema,
  JackpotViewsSchema,
  JackpotWinnersSchema,
} from '../../schemas/jackpots';
import { ApiErrorSchema } from '../../schemas/api-error';
import { gameNames } from '../games/index';
import type { Tx } from '../db/client';
import { HttpError } from '../http/errors';
import type { PlatformApp } from '../http/types';
import { audit, requireStaff } from '../staff/index';
import { closeJackpot, createJackpot, updateJackpot } from './engine';
import { CONTRIBUTIONS_CONSUMER, poolPusher } from './stream';
import { adminViews, jackpotViews, recentWinners } from './view';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 422: ApiErrorSchema };
const READERS = ['marketing', 'admin', 'support'] as const;
const WRITERS = ['marketing', 'admin'] as const;
const gameExists = async (tx: Tx, ids: readonly number[]) => new Set((await gameNames(tx, ids)).keys());

/** The jackpot calls (spec C7) and marketing's back office (README). */
export default async function jackpotRoutes(app: PlatformApp): Promise<void> {
  const { db, clock } = app.deps;

  // Live pools go out after the contributions consumer's commit (stream.ts PoolPusher).
  const pusher = poolPusher(app.deps);
  const off = app.outbox.onPassed((moved) => {
    if (moved.some((m) => m.consumer === CONTRIBUTIONS_CONSUMER)) pusher.committed();
  });
  app.addHook('onClose', async () => {
    off();
    pusher.close();
  });

  app.get('/api/jackpots', { schema: { response: { 200: JackpotViewsSchema } } }, async () => jackpotViews(db));
  // The catalogue's jackpots call, now from the real pools (its shape kept: C3 Jackpot with the games' slugs).
  app.get('/api/games/jackpots', { schema: { response: { 200: JackpotsSchema } } }, async () =>
    (await jackpotViews(db)).map((j) => ({ id: j.id, identifier: j.identifier, state: j.state, currency: j.currency, levels: j.levels, games: j.games })),
  );
  // C8: winners fail silently empty (the site shows an empty list, never an error).
  app.get('/api/jackpot_wins', { schema: { response: { 200: JackpotWinnersSchema } } }, async (req) => {
    try {
      return await recentWinners(db, { limit: 50 });
    } catch (err) {
      req.log.warn({ err }, 'jackpot winners could not be read');
      return [];
    }
  });

  // ─── Back office (marketing writes, support reads, admin closes) ───
  app.get('/api/backoffice/jackpots', { schema: { response: { 200: JackpotAdminsSchema, ...errors } } }, async (req) => {
    await requireStaff(req, READERS);
    return adminViews(db);
  });
  app.get('/api/backoffice/jackpots/:id', { schema: { params: JackpotIdParamsSchema, response: { 200: JackpotAdminSchema, ...errors } } }, async (req) => {
    await requireStaff(req, READERS);
    const [j] = await adminViews(db, req.params.id);
    if (!j) throw new HttpError(404, 'jackpot_not_found', 'No such jackpot');
    return j;
  });
  app.post('/api/backoffice/jackpots', { schema: { body: JackpotInputSchema, response: { 200: JackpotAdminSchema, ...errors } } }, async (req) => {
    await requireStaff(req, WRITERS);
    return db.transaction(async (tx) => {
      const id = await createJackpot(tx, req.body, clock.now(), gameExists);
      const [view] = await adminViews(tx, id);
      await audit(req, 'jackpot.create', `jackpot:${id}`, null, view, { db: tx });
      return view!;
    });
  });
  app.put(
    '/api/backoffice/jackpots/:id',
    { schema: { params: JackpotIdParamsSchema, body: JackpotInputSchema, response: { 200: JackpotAdminSchema, ...errors } } },
    async (req) => {
      await requireStaff(req, WRITERS);
      return db.transaction(async (tx) => {
        const [before] = await adminViews(tx, req.params.id);
        if (!before) throw new HttpError(404, 'jackpot_not_found', 'No such jackpot');
        await updateJackpot(tx, req.params.id, req.body, clock.now(), gameExists);
        const [after] = await adminViews(tx, req.params.id);
        await audit(req, 'jackpot.update', `jackpot:${req.params.id}`, { ...before, wins: undefined }, { ...after, wins: undefined }, { db: tx });
        return after!;
      });
    },
  );
  app.post(
    '/api/backoffice/jackpots/:id/close',
    { schema: { params: JackpotIdParamsSchema, body: JackpotCloseBodySchema, response: { 200: JackpotAdminSchema, ...errors } } },
    async (req) => {
      const staff = await requireStaff(req, ['admin']);
      return db.transaction(async (tx) => {
        await closeJackpot(tx, req.params.id, req.body.reason, staff.staffId, clock.now());
        const [after] = await adminViews(tx, req.params.id);
        await audit(req, 'jackpot.close', `jackpot:${req.params.id}`, null, { reason: req.body.reason, levels: after!.levels }, { db: tx });
        return after!;
      });
    },
  );
}
