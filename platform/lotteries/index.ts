import type { Db, Tx } from '../db/client';
import type { PlatformDeps } from '../deps';
import type { PlatformApp } from '../http/types';
import lotteryBackofficeRoutes from './backoffice-routes';
import { buyTickets, drawDueLotteries, type LotteryPorts } from './engine';
import lotteryRoutes from './routes';
import { lotteryDrawnPushConsumer, lotteryTicketsConsumer, lotteryTicketsPushConsumer } from './stream';

/** How often due lotteries are drawn and pending prizes paid (every instance ticks; the cluster lock lets one pass run). */
const DRAW_JOB_MS = 5_000;

/**
 * The lotteries module (README): lotteries marketing creates, tickets from credited deposits (the
 * stream) and from purchases (the port the loyalty issue calls), the verifiable draw at draw time
 * and the prizes paid through the gifts issuing port. Built once per app with its ports.
 */
export function createLotteries(ports: LotteryPorts) {
  return {
    /** The loyalty issue's port: `count` tickets once per key (the caller takes the comp points in the same transaction). */
    buyTickets: (db: Db | Tx, playerId: number, lotteryId: number, count: number, idempotencyKey: string, at: Date) =>
      buyTickets(db, ports, playerId, lotteryId, count, idempotencyKey, at),
    /** One pass of the draw job (tests and the job call it). */
    drawDue: (db: Db, at: Date) => drawDueLotteries(db, ports, at),
    routes: async (app: PlatformApp) => {
      await lotteryRoutes(app);
      await lotteryBackofficeRoutes(app);
      // The draw job: a pass where this instance holds the cluster lock; each lottery is drawn
      // under its row lock and each prize keyed, so even two passes at once draw and pay once.
      let timer: NodeJS.Timeout | undefined;
      app.addHook('onReady', async () => {
        if (app.deps.config.NODE_ENV === 'test') return;
        timer = setInterval(() => {
          app.deps
            .exclusive('lottery-draw', () => drawDueLotteries(app.deps.db, ports, app.deps.clock.now()))
            .catch((err: unknown) => app.log.error({ err }, 'LOTTERY_DRAW_FAILED'));
        }, DRAW_JOB_MS);
        timer.unref();
      });
      app.addHook('onClose', async () => clearInterval(timer));
    },
  };
}

/** The stream's lottery reactions (registered in platform/modules.ts eventConsumers): tickets for deposits, then the live pushes after commit. */
export function lotteryConsumers(ports: LotteryPorts, deps?: Pick<PlatformDeps, 'events'>) {
  return [lotteryTicketsConsumer(ports), ...(deps ? [lotteryTicketsPushConsumer(deps), lotteryDrawnPushConsumer(deps)] : [])];
}

export type Lotteries = ReturnType<typeof createLotteries>;
export { drawLottery, payPrizes, grantTickets, ticketsForDeposit, type LotteryPorts } from './engine';
