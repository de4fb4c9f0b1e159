import type { Db, Tx } from '../db/client';
import type { PlatformApp } from '../http/types';
import giftBackofficeRoutes from './backoffice-routes';
import { checkMaxBet, issueGift, type GiftPorts, type IssueGiftInput } from './engine';
import giftRoutes from './routes';
import { checkDepositChoice, type DepositChoice } from './deposit-choice';
import type { PlatformDeps } from '../deps';
import { depositBonusConsumer, giftBonusStagesConsumer, giftPushConsumer, registrationBonusConsumer } from './stream';
import { freeSpinsPort } from './freespins';

/**
 * The gifts module (README): bonus templates, the one issuing port every engine calls, gift
 * stages, the player's gift calls, coupons and promo codes, and marketing's back office. Built
 * once per app with the ports the composition root passes (limits' exclusion check).
 */
export function createGifts(ports: GiftPorts) {
  return {
    /** THE issuing port (engine.ts issueGift): tournaments, the shop, loot boxes and level gifts call it. */
    issueGift: (db: Db | Tx, input: IssueGiftInput) => issueGift(db, ports, input),
    /** The bet policy's gifts check: the maximum bet while a bonus is wagered. */
    betPolicy: checkMaxBet,
    /** The games module's free-spins port: a real launch of a gift's game plays its spins (freespins.ts). */
    freeSpins: freeSpinsPort(),
    /** The deposit policy's gifts check: a chosen bonus that does not apply is a 422 on `bonus_id` before money moves. */
    depositPolicy: (ctx: DepositChoice) => checkDepositChoice(ports, ctx),
    routes: async (app: PlatformApp) => {
      await giftRoutes(app, ports);
      await giftBackofficeRoutes(app, ports);
    },
  };
}

/** The stream's gift reactions (registered in platform/modules.ts eventConsumers). */
export function giftConsumers(deps: Pick<PlatformDeps, 'events'>, ports: GiftPorts) {
  return [giftBonusStagesConsumer(), depositBonusConsumer(ports), registrationBonusConsumer(ports), giftPushConsumer(deps)];
}

export type Gifts = ReturnType<typeof createGifts>;
export {
  GiftRefusedError,
  MULTI_ACCOUNT_GROUP,
  activateGift,
  cancelGift,
  expireDueGifts,
  type GiftPorts,
  type IssueGiftInput,
  type GiftRow,
  type RefusalReason,
} from './engine';
export { createTemplate, findTemplate, listTemplates } from './templates';
export { freeSpinsPort, type GiftFreeSpins, type FreeSpinsState } from './freespins';
export { consumeWheelSpin, wheelSpinGifts } from './wheel';
