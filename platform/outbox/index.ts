/**
 * The domain event stream (README): `appendEvent` for modules that record facts (inside their
 * transaction), `defineConsumer` for modules that react to them, and the Outbox that delivers.
 */
import type { Outbox } from './worker';

export { appendEvent, appendEvents, type AppendEvent } from './append';
export {
  Outbox,
  defineConsumer,
  afterCommit,
  backoffMs,
  DEFAULT_OUTBOX_OPTIONS,
  NOTIFY_CHANNEL,
  type Consumer,
  type ConsumerContext,
  type EventOf,
  type OutboxOptions,
  type StreamEvent,
  type Listen,
  type Passed,
  type Pruned,
} from './worker';
export { listParked, requestRetry } from './parked';
export { consumerHasPending } from './pending';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's deliverer of the event stream (built in buildPlatform). */
    outbox: Outbox;
  }
}
