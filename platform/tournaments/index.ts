import type { PlatformDeps } from '../deps';
import type { PlatformApp } from '../http/types';
import type { TournamentPorts } from './engine';
import tournamentRoutes from './routes';
import { tournamentScoreConsumer } from './stream';

/**
 * The tournaments module (README): tournaments and quests marketing defines, scored from the
 * event stream, settled at their end on the platform clock with prizes through the gifts port.
 * Built once per app with the ports the composition root passes.
 */
export function createTournaments(ports: TournamentPorts) {
  return { routes: (app: PlatformApp) => tournamentRoutes(app, ports) };
}

/** The stream's tournament reaction (registered in platform/modules.ts eventConsumers). */
export function tournamentConsumers(deps: Pick<PlatformDeps, 'db' | 'events' | 'log'>, ports: TournamentPorts) {
  return [tournamentScoreConsumer(deps, ports)];
}

export type Tournaments = ReturnType<typeof createTournaments>;
export { settleDueTournaments, settleOne, SETTLE_GRACE_MS, SCORING_CONSUMER, type SettleHooks } from './settle';
export { createTournament, findTournament, type TournamentPorts, type TournamentRow } from './engine';
