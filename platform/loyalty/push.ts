import type { CompPointsBalance } from '../../schemas/loyalty';
import type { EventBus } from '../events';
import { pushToPlayer } from '../realtime';

/** The comp-points balance on `private:comps` (`balance` is the chargeable points, as SoftSwiss clients read it). */
export function publishCompPoints(events: EventBus, playerId: number, b: CompPointsBalance): void {
  pushToPlayer(events, playerId, 'private:comps', { balance: b.chargeable.points, chargeable: b.chargeable, persistent: b.persistent, level: b.level });
}
