import { EventEmitter } from 'node:events';
import type { CmsPublishedEvent } from '../schemas/cms';

/**
 * In-process domain events. Modules publish facts; realtime and others subscribe.
 * Cross-instance fan-out happens in realtime (socket.io Redis adapter), not here.
 */
export interface PlatformEvents {
  /** A player's sessions ended (logout, password change, self-exclusion): close their sockets. */
  'player.sessions_revoked': { playerId: number; sessionIds: string[] | 'all' };
  /** A player logged in. */
  'player.logged_in': { playerId: number; sessionId: string };
  /** A player registered. */
  'player.registered': { playerId: number };
  /** Something to push to one player over their private channel. */
  'player.push': { playerId: number; event: string; payload: unknown };
  /** Something to push to everyone on the public channel. */
  'public.push': { event: string; payload: unknown };
  /** CMS content went live (publish, rollback, file upload or delete): drop caches of this key. */
  'cms.published': CmsPublishedEvent;
}

export class EventBus {
  readonly #emitter = new EventEmitter();
  constructor() {
    this.#emitter.setMaxListeners(100);
  }
  emit<K extends keyof PlatformEvents>(name: K, payload: PlatformEvents[K]): void {
    this.#emitter.emit(name, payload);
  }
  on<K extends keyof PlatformEvents>(name: K, fn: (payload: PlatformEvents[K]) => void): () => void {
    this.#emitter.on(name, fn);
    return () => this.#emitter.off(name, fn);
  }
}
