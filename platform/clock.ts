/** Time source injected everywhere so that expiry, limits and rate windows are testable. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  #t: number;
  constructor(start: Date | string = '2026-01-01T00:00:00Z') {
    this.#t = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.#t);
  }
  advance(ms: number): void {
    this.#t += ms;
  }
  set(at: Date | string): void {
    this.#t = new Date(at).getTime();
  }
}

/**
 * The system clock plus an offset that testers move (POST /api/dev/clock, never in production):
 * end-to-end tests see a limit loosening apply 24 hours later without waiting a day.
 */
export class OffsetClock implements Clock {
  #offsetMs = 0;
  readonly #listeners = new Set<(ms: number) => void>();
  now(): Date {
    return new Date(Date.now() + this.#offsetMs);
  }
  get offsetMs(): number {
    return this.#offsetMs;
  }
  /** Runs the clock `ms` ahead of real time (0: real time again); told to `onChange` listeners. */
  setOffset(ms: number): void {
    this.#offsetMs = ms;
    for (const l of this.#listeners) l(ms);
  }
  /** Takes an offset another instance set, without telling the listeners again. */
  applyOffset(ms: number): void {
    this.#offsetMs = ms;
  }
  onChange(listener: (ms: number) => void): () => void {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }
}

/** The few ioredis calls the clock relay uses (a publisher and a dedicated subscriber connection). */
export interface ClockRelayRedis {
  publisher: { publish(channel: string, message: string): Promise<unknown> };
  subscriber: {
    subscribe(channel: string): Promise<unknown>;
    unsubscribe(channel: string): Promise<unknown>;
    on(event: 'message', listener: (channel: string, message: string) => void): unknown;
    off(event: 'message', listener: (channel: string, message: string) => void): unknown;
  };
}

export const CLOCK_OFFSET_CHANNEL = 'reelhouse:dev-clock:offset';

/**
 * Several instances behind one proxy (README "Running several instances") run one clock: a
 * tester's offset set through any of them is relayed over Redis to the others, so a limit's
 * cooling period ends on every instance at once. Only live instances hear it: one started later
 * runs on real time, as a restarted single instance does.
 */
export async function relayClockOffset(clock: OffsetClock, redis: ClockRelayRedis, channel = CLOCK_OFFSET_CHANNEL): Promise<() => Promise<void>> {
  const onMessage = (from: string, raw: string) => {
    const ms = Number(raw);
    if (from === channel && Number.isSafeInteger(ms)) clock.applyOffset(ms);
  };
  redis.subscriber.on('message', onMessage);
  await redis.subscriber.subscribe(channel);
  const off = clock.onChange((ms) => void redis.publisher.publish(channel, String(ms)).catch(() => undefined));
  return async () => {
    off();
    redis.subscriber.off('message', onMessage);
    await redis.subscriber.unsubscribe(channel).catch(() => undefined);
  };
}
