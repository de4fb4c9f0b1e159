import type { PlatformApp } from '../http/types';
import achievementRoutes from './routes';
import { achievementsConsumer } from './stream';

/**
 * The achievements module (README): badges marketing defines, earned from the event stream
 * (deposits credited, rounds played, loyalty levels, tournament places, quest levels), shown
 * earned and locked with progress.
 */
export function createAchievements() {
  return { routes: async (app: PlatformApp) => achievementRoutes(app) };
}

/** The stream's achievement reactions (registered in platform/modules.ts eventConsumers). */
export function achievementConsumers() {
  return [achievementsConsumer()];
}

export { achievementViews, advance } from './engine';
