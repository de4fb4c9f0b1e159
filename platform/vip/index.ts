import type { Db } from '../db/client';
import type { PlatformApp } from '../http/types';
import { endQuarterStatuses, vipProgress, type VipPorts } from './engine';
import vipRoutes from './routes';
import { vipTotalsConsumer } from './stream';

/** How often the quarter-end pass looks for statuses that have ended (every instance ticks; the cluster lock lets one pass run). */
const QUARTER_JOB_MS = 60_000;

/**
 * The VIP club module (README): statuses REGULAR to DIAMOND from a quarter's deposits and
 * real-money bets per currency, counted from the event stream only, kept as the player groups of
 * C6 (through the player module's functions), ended at the quarter's end except DIAMOND.
 */
export function createVip(ports: VipPorts) {
  return {
    /** One quarter-end pass (tests and the job call it). */
    endQuarter: (db: Db, at: Date) => endQuarterStatuses(db, ports, at),
    progress: (db: Db, playerId: number, at: Date) => vipProgress(db, ports, playerId, at),
    routes: async (app: PlatformApp) => {
      await vipRoutes(app, ports);
      let timer: NodeJS.Timeout | undefined;
      app.addHook('onReady', async () => {
        if (app.deps.config.NODE_ENV === 'test') return;
        timer = setInterval(() => {
          app.deps
            .exclusive('vip-quarter-end', () => endQuarterStatuses(app.deps.db, ports, app.deps.clock.now()))
            .catch((err: unknown) => app.log.error({ err }, 'VIP_QUARTER_END_FAILED'));
        }, QUARTER_JOB_MS);
        timer.unref();
      });
      app.addHook('onClose', async () => clearInterval(timer));
    },
  };
}

/** The stream's VIP reactions (registered in platform/modules.ts eventConsumers). */
export function vipConsumers(ports: VipPorts) {
  return [vipTotalsConsumer(ports)];
}

export type Vip = ReturnType<typeof createVip>;
export { quarterOf, quarterEnd, type VipPorts } from './engine';
