/**
 * The countdown text of a banner timer (spec C4): whole seconds left, `HH:MM:SS`, with the days
 * in front when there are any (`{days}` goes through the catalog, `widgets.banner.days`).
 */
export interface CountdownParts {
  days: number;
  /** `HH:MM:SS` of the remainder. */
  clock: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Time left until `target` at `now`, never negative. */
export function countdownParts(target: number, now: number): CountdownParts {
  const total = Math.max(0, Math.floor((target - now) / 1000));
  const days = Math.floor(total / 86_400);
  const rest = total % 86_400;
  return { days, clock: `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}` };
}
