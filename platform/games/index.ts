import type { PlatformDeps } from '../deps';
import type { PlatformApp } from '../http/types';
import catalogRoutes from './catalog/routes';
import houseStudioRoutes from './house-studio/routes';
import { StudioRecovery } from './house-studio/recovery';
import type { GamePolicies } from './seamless/guards';
import seamlessRoutes from './seamless/routes';
import { ProtocolService } from './seamless/service';
import { NO_FREE_SPINS, type FreeSpinsPort } from './seamless/freespins';

/**
 * The games module (catalogue, the seamless provider protocol, the built-in studio). Whoever may
 * refuse real-money play is passed in as `policies` (the limits' bet and launch policies, built
 * per app by the composition root); one protocol service carries the bet policy to every way a
 * bet is placed (provider calls, studio spins, recovery).
 */
export function createGames(deps: PlatformDeps, policies: GamePolicies, ports: { freeSpins?: FreeSpinsPort } = {}) {
  const protocol = new ProtocolService(deps, policies.bet, ports.freeSpins ?? NO_FREE_SPINS);
  const recovery = new StudioRecovery(deps, protocol);
  return {
    protocol,
    recovery,
    routes: [
      catalogRoutes,
      (app: PlatformApp) => seamlessRoutes(app, { protocol, launchPolicy: policies.launch }),
      (app: PlatformApp) => houseStudioRoutes(app, { protocol, recovery }),
    ],
  };
}

export type GamesModule = ReturnType<typeof createGames>;
export { limitReached, type BetPolicy, type LaunchPolicy, type GamePolicies, type BetGuardContext, type LaunchGuardContext } from './seamless/guards';
export { categoryOrder, catalogueKeys, gameNames, gameCategoryKeys, knownGameIdentifiers, selectionGamesPage, type GameSelection } from './catalog';
export { freeSpinsEnded, type FreeSpinsPort, type FreeSpinsGiftState, type FreeSpinPlay } from './seamless/freespins';
export { realStakesSince, realRoundTotals, endRealSessions, type CurrencyTotal } from './seamless/reads';
