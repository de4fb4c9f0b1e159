import type { PlatformDeps } from '../deps';
import type { PlatformApp } from '../http/types';
import catalogRoutes from './catalog/routes';
import houseStudioRoutes from './house-studio/routes';
import { StudioRecovery } from './house-studio/recovery';
import type { GamePolicies } from './seamless/guards';
import seamlessRoutes from './seamless/routes';
import { ProtocolService } from './seamless/service';

/**
 * The games module (catalogue, the seamless provider protocol, the built-in studio). Whoever may
 * refuse real-money play is passed in as `policies` (the limits' bet and launch policies, built
 * per app by the composition root); one protocol service carries the bet policy to every way a
 * bet is placed (provider calls, studio spins, recovery).
 */
export function createGames(deps: PlatformDeps, policies: GamePolicies) {
  const protocol = new ProtocolService(deps, policies.bet);
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
export { categoryOrder, catalogueKeys } from './catalog';
export { realStakesSince, realRoundTotals, endRealSessions, type CurrencyTotal } from './seamless/reads';
