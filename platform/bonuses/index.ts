import type { PlatformApp } from '../http/types';
import bonusRoutes from './routes';

/** The bonuses module: the player's bonus calls; the bonus-money model below is used by games and payments. */
export function createBonuses() {
  return { routes: (app: PlatformApp) => bonusRoutes(app) };
}

/**
 * What other modules may use from the bonuses module: the bonus-money model (grant, forfeit,
 * expiry), game stakes with bonus money in the mix (for the seamless protocol) and the display
 * balance with its realtime push.
 */
export {
  grantBonus,
  grantNewBonus,
  forfeitActiveBonuses,
  cancelBonus,
  expireDueBonuses,
  BonusAlreadyActiveError,
  DEFAULT_BONUS_TTL_MS,
  type GrantBonusInput,
  type BonusRules,
  type ForfeitReason,
  type BonusRow,
} from './bonus-money';
export {
  takeStake,
  payWin,
  refundStake,
  loseBonusIfSpent,
  playableBalance,
  bonusShareOfWin,
  countedStake,
  creditBonusWin,
  StakeRefusedError,
  type StakeGame,
  type StakeSplit,
  type Payout,
  type PlayerMoney,
  type Posting,
} from './stakes';
export { displayBalances, publishBalance, publishBonusChanges, type BonusChange } from './balance';
export { BONUS_STATES, type BonusState } from './schema';
export { findBonus, playerBonusRows } from './bonus-money';
