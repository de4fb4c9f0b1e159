import { AdventureErrorSchema, AdventureSchema } from '../../schemas/adventure';
import { requirePlayer } from '../http/player-session';
import type { PlatformApp } from '../http/types';
import { adventureView, type AdventurePorts } from './engine';

/** GET /api/player/adventure: the calendar's days with their states and timers on the platform clock. */
export default async function adventureRoutes(app: PlatformApp, ports: AdventurePorts): Promise<void> {
  const { db, clock } = app.deps;
  app.get('/api/player/adventure', { schema: { response: { 200: AdventureSchema, 401: AdventureErrorSchema } } }, async (req) => {
    const { playerId } = await requirePlayer(req);
    return adventureView(db, ports, playerId, clock.now());
  });
}
