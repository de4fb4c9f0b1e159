import { ApiErrorSchema } from '../../schemas/api-error';
import { VipCurrencyParamsSchema, VipCurrencyThresholdsBodySchema, VipProgressSchema, VipThresholdsViewSchema } from '../../schemas/vip';
import { requirePlayer } from '../http/player-session';
import type { PlatformApp } from '../http/types';
import { audit, requireStaff } from '../staff/index';
import { setThresholds, thresholdsFor, thresholdsView, vipProgress, type VipPorts } from './engine';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 422: ApiErrorSchema };
const READERS = ['marketing', 'admin', 'support'] as const;
const WRITERS = ['marketing', 'admin'] as const;

/** GET /jam/vip_status_progress (C3) and marketing's VIP thresholds back office (audited). */
export default async function vipRoutes(app: PlatformApp, ports: VipPorts): Promise<void> {
  const { db, clock } = app.deps;

  app.get('/jam/vip_status_progress', { schema: { response: { 200: VipProgressSchema, ...errors } } }, async (req) => {
    const { playerId } = await requirePlayer(req);
    return vipProgress(db, ports, playerId, clock.now());
  });

  app.get('/api/backoffice/vip/thresholds', { schema: { response: { 200: VipThresholdsViewSchema, ...errors } } }, async (req) => {
    await requireStaff(req, READERS);
    return thresholdsView(db);
  });

  app.put(
    '/api/backoffice/vip/thresholds/:currency',
    { schema: { params: VipCurrencyParamsSchema, body: VipCurrencyThresholdsBodySchema, response: { 200: VipThresholdsViewSchema, ...errors } } },
    async (req) => {
      await requireStaff(req, WRITERS);
      const { currency } = req.params;
      return db.transaction(async (tx) => {
        const before = await thresholdsFor(tx, currency);
        await setThresholds(tx, currency, req.body.levels, clock.now());
        await audit(req, 'vip.thresholds.update', `vip_thresholds:${currency}`, before, await thresholdsFor(tx, currency), { db: tx });
        return thresholdsView(tx);
      });
    },
  );
}
