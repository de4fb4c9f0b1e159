import type { EventBus } from '../events';
import type { PrivateEventName, PublicEventName, RealtimePayloadInput } from '../../schemas/realtime';

/**
 * Typed ways to publish on the realtime channels (schemas/realtime.ts). They only raise the
 * in-process event; the realtime bridge validates the payload and emits it to the room, and the
 * Redis adapter carries it to the other instances.
 */
export function pushToPlayer<K extends PrivateEventName>(events: EventBus, playerId: number, event: K, payload: RealtimePayloadInput<K>): void {
  events.emit('player.push', { playerId, event, payload });
}

export function pushToPublic<K extends PublicEventName>(events: EventBus, event: K, payload: RealtimePayloadInput<K>): void {
  events.emit('public.push', { event, payload });
}
