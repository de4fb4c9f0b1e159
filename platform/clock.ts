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
  now(): Date {
    return new Date(Date.now() + this.#offsetMs);
  }
  get offsetMs(): number {
    return this.#offsetMs;
  }
  /** Runs the clock `ms` ahead of real time (0: real time again). */
  setOffset(ms: number): void {
    this.#offsetMs = ms;
  }
}
