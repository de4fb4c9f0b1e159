import { ApiErrorSchema } from '../../schemas/api-error';
import { DisplayBalancesSchema } from '../../schemas/wallet';
import { requirePlayer } from '../http/player-session';
import type { PlatformApp } from '../http/types';
import { displayBalances } from './balance';
import { expireDueBonuses } from './bonus-money';

/** How often idle players' expired bonuses are ended (bets end their own at once). */
const EXPIRY_SWEEP_MS = 60_000;

/** The derived display balance (spec P3 "Balance account", C3 "Balance display") and the bonus expiry sweep. */
export default async function bonusRoutes(app: PlatformApp): Promise<void> {
  app.get('/api/player/balance', { schema: { response: { 200: DisplayBalancesSchema, 401: ApiErrorSchema } } }, async (req) => {
    const { playerId } = await requirePlayer(req);
    return displayBalances(req.server.deps.db, playerId);
  });

  // Each bonus is ended under its row lock, once, whoever sweeps; the cluster lock only spares the
  // other instances a pass that would find nothing left.
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (app.deps.config.NODE_ENV === 'test') return;
    timer = setInterval(() => {
      app.deps
        .exclusive('bonus-expiry', () => expireDueBonuses(app.deps.db, app.deps.clock.now()))
        .catch((err: unknown) => app.log.error({ err }, 'BONUS_EXPIRY_SWEEP_FAILED'));
    }, EXPIRY_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
