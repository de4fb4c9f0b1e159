/**
 * The VIP club's constants and pure rules (spec C3 "VIP progress", C6 groups, C9 thresholds), free
 * of zod: the shell's VIP badge reads them on first load. schemas/vip.ts adds the schemas and
 * re-exports all of this.
 */
export const VIP_STATUSES = ['REGULAR', 'BRONZE', 'SILVER', 'GOLD', 'PLATINUM', 'DIAMOND'] as const;
export type VipStatus = (typeof VIP_STATUSES)[number];
/** The statuses above REGULAR, each reached by its own thresholds. */
export const VIP_RANKED = VIP_STATUSES.slice(1) as Exclude<VipStatus, 'REGULAR'>[];
export type VipRankedStatus = Exclude<VipStatus, 'REGULAR'>;

/** The player group of each status (C6); REGULAR is in none of them. */
export const VIP_GROUPS: Record<VipRankedStatus, number> = { BRONZE: 257, SILVER: 258, GOLD: 259, PLATINUM: 255, DIAMOND: 759 };
export const VIP_GROUP_IDS = Object.values(VIP_GROUPS);
/** The multi-account flag (C6): such a player's totals still count, but no status is granted while flagged. */
export const MULTI_ACCOUNT_GROUP = 100;
/** The one status that does not end at the quarter's end (C3). */
export const LIFELONG_STATUS: VipStatus = 'DIAMOND';

export const vipRank = (s: VipStatus): number => VIP_STATUSES.indexOf(s);
export const statusOfGroups = (groupIds: readonly number[]): VipStatus => {
  let best: VipStatus = 'REGULAR';
  for (const s of VIP_RANKED) if (groupIds.includes(VIP_GROUPS[s]) && vipRank(s) > vipRank(best)) best = s;
  return best;
};

export interface VipThreshold {
  deposit_cents: number;
  bet_cents: number;
}

/**
 * C9: the level thresholds per currency (deposit, bets in minor units) are the first status's
 * (BRONZE); each higher status asks this many times as much. Marketing may set any currency and
 * status in the back office; these are the defaults.
 */
export const VIP_STATUS_MULTIPLIERS: Record<VipRankedStatus, number> = { BRONZE: 1, SILVER: 2, GOLD: 4, PLATINUM: 8, DIAMOND: 20 };
export const VIP_BASE_THRESHOLDS: Readonly<Record<string, VipThreshold>> = {
  USD: { deposit_cents: 600_000, bet_cents: 6_000_000 },
  EUR: { deposit_cents: 600_000, bet_cents: 6_000_000 },
  AUD: { deposit_cents: 900_000, bet_cents: 9_000_000 },
  CAD: { deposit_cents: 900_000, bet_cents: 9_000_000 },
  NZD: { deposit_cents: 900_000, bet_cents: 9_000_000 },
  BRL: { deposit_cents: 3_000_000, bet_cents: 30_000_000 },
};
/** C9: when a currency has none: deposit 900000 cents, bets 9000000 cents. */
export const VIP_FALLBACK_THRESHOLD: VipThreshold = { deposit_cents: 900_000, bet_cents: 9_000_000 };
/** Crypto amounts count in this currency, converted at the platform's rates (C9: fallback currency EUR). */
export const VIP_MEASURE_CURRENCY = 'EUR';

export function defaultThreshold(currency: string, status: VipRankedStatus): VipThreshold {
  const base = VIP_BASE_THRESHOLDS[currency] ?? VIP_FALLBACK_THRESHOLD;
  const m = VIP_STATUS_MULTIPLIERS[status];
  return { deposit_cents: base.deposit_cents * m, bet_cents: base.bet_cents * m };
}

/** A status is reached when either its deposit or its bet threshold is (0 = not counted). */
export function reaches(t: VipThreshold, depositCents: number, betCents: number): boolean {
  return (t.deposit_cents > 0 && depositCents >= t.deposit_cents) || (t.bet_cents > 0 && betCents >= t.bet_cents);
}

/** Progress toward a threshold in whole percent (the nearer of the two). */
export function overallProgress(t: VipThreshold | null, depositCents: number, betCents: number): number {
  if (!t) return 100;
  const part = (v: number, max: number) => (max > 0 ? Math.min(1, v / max) : 0);
  return Math.floor(100 * Math.max(part(depositCents, t.deposit_cents), part(betCents, t.bet_cents)));
}
