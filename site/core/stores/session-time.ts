/**
 * The session timer's rules (spec P2 "Session timer", P9: tick 1000 ms, sessionStorage
 * `sessionTime`), kept free of React so they are unit-tested.
 */

/** The sessionStorage key of spec P9: seconds of this login session counted in this tab. */
export const SESSION_TIME_KEY = 'sessionTime';

/**
 * Forget this tab's counted session time (logout). Called by the logout itself, not only by the
 * mounted timer: the timer loads lazily, and a logout before it mounted must still reset the clock.
 */
export function forgetSessionTime(): void {
  try {
    window.sessionStorage.removeItem(SESSION_TIME_KEY);
  } catch {
    // No window (server) or storage blocked by the browser: nothing was saved.
  }
}
/** The timer's tick (spec P9). */
export const SESSION_TICK_MS = 1000;
/** Reality-check intervals the player may choose (issue 5: every 60 minutes, adjustable to 15 or 30). */
export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];
export const DEFAULT_REALITY_CHECK_MINUTES: RealityCheckMinutes = 60;
/** localStorage key of the player's chosen interval (a preference of this browser). */
export const REALITY_CHECK_KEY = 'realityCheckMinutes';

/** Seconds as hh:mm:ss (hours keep counting past 99). */
export function formatSessionTime(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** The saved seconds, or 0 when nothing (or nonsense) was saved. */
export function readSavedSeconds(raw: string | null): number {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return 0;
  return Number(raw.trim());
}

/** The interval the player chose, or the default. */
export function readRealityMinutes(raw: string | null): RealityCheckMinutes {
  const n = Number(raw);
  return (REALITY_CHECK_MINUTES as readonly number[]).includes(n) ? (n as RealityCheckMinutes) : DEFAULT_REALITY_CHECK_MINUTES;
}

/**
 * Whether a reality check is due: each full interval of session time raises one, once. `shown`
 * counts the checks this session already raised.
 */
export function realityCheckDue(seconds: number, minutes: RealityCheckMinutes, shown: number): boolean {
  return Math.floor(seconds / (minutes * 60)) > shown;
}

/** How many intervals have passed (what `shown` becomes once the check is raised). */
export function realityChecksPassed(seconds: number, minutes: RealityCheckMinutes): number {
  return Math.floor(seconds / (minutes * 60));
}

/** A played round as the net result counts it. */
export interface CountedRound {
  mode: string;
  currency: string;
  bet_cents: number;
  win_cents: number;
  status: string;
  created_at: string;
}

/**
 * Net result since login per currency (wins minus stakes of real-money rounds that started at
 * or after `since`, rolled-back rounds left out), in minor units.
 */
export function netResultSince(rounds: readonly CountedRound[], since: string): Record<string, number> {
  const from = Date.parse(since);
  const out: Record<string, number> = {};
  for (const r of rounds) {
    if (r.mode !== 'real' || r.status === 'rolled_back' || Date.parse(r.created_at) < from) continue;
    out[r.currency] = (out[r.currency] ?? 0) + r.win_cents - r.bet_cents;
  }
  return out;
}
