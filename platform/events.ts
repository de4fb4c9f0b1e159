import { EventEmitter } from 'node:events';
import type { CmsPublishedEvent } from '../schemas/cms';

/**
 * In-process signals, for what is truly local to this process: closing sockets, handing a push to
 * this process's socket.io server (realtime), dropping this process's caches. Facts the rest of
 * the platform reacts to (a bet, a deposit, a registration, ...) are NOT here: they are written
 * to the durable event stream in the transaction that makes them (platform/outbox), because an
 * event emitted here after a commit is lost if the process dies, and another instance never
 * sees it. Cross-instance fan-out of pushes happens in realtime (socket.io Redis adapter).
 */
export interface PlatformEvents {
  /** A player's sessions ended (logout, password change, self-exclusion): close their sockets. */
  'player.sessions_revoked': { playerId: number; sessionIds: string[] | 'all' };
  /** Something to push to one player over their private channel (from a stream consumer or a guard). */
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
