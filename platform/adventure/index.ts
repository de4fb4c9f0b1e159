import type { PlatformApp } from '../http/types';
import type { AdventurePorts } from './engine';
import adventureRoutes from './routes';
import { adventureConsumer } from './stream';

/**
 * The adventure module (README): the daily calendar of the `vip-adventures` config, days completed
 * from the event stream (deposits credited, real-money stakes), recorded as the day's group and
 * paid once through the gifts issuing port; the player's view with states and timers.
 */
export function createAdventure(ports: AdventurePorts) {
  return { routes: async (app: PlatformApp) => adventureRoutes(app, ports) };
}

/** The stream's adventure reactions (registered in platform/modules.ts eventConsumers). */
export function adventureConsumers(ports: AdventurePorts) {
  return [adventureConsumer(ports)];
}

export { adventureView, calendarAt, countFact, shownTo, TESTER_GROUPS, type AdventurePorts } from './engine';
