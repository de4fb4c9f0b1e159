import { ENGINES, type EngineDefinition } from './engines';
import { evaluate, type SlotDefinition, type SlotResult } from './slot';
import { RoulettePickSchema } from '../../../schemas/game-provider';
import { roulettePayout, type RoulettePick } from './roulette';
import { rng as defaultRng, type CryptoRng } from './rng';
import type { StudioEngine } from '../catalog/engines';

/** What a round showed: stored as the round's `outcome` and drawn by the studio page. */
export type Outcome =
  | { engine: StudioEngine; kind: 'slot'; stops: number[]; grid: string[][]; wins: SlotResult['wins']; line_bet: number }
  | { engine: StudioEngine; kind: 'roulette'; pocket: number; pick: RoulettePick };

export interface PlayedRound {
  outcome: Outcome;
  /** Paid back in minor units (0 on a loss). */
  win: number;
}

/** Field errors for a bet outside the engine's limits, or null when it is fine. */
export function betErrors(def: EngineDefinition, bet: number): Record<string, string[]> | null {
  const { min, max, step } = def.bet;
  if (!Number.isSafeInteger(bet)) return { bet: ['must be a whole number of minor units'] };
  if (bet < min) return { bet: [`must be at least ${min}`] };
  if (bet > max) return { bet: [`must be at most ${max}`] };
  if (bet % step !== 0) return { bet: [`must be a multiple of ${step}`] };
  return null;
}

/** A free spin's stake: the game's minimum bet times the gift's bet level, held to the game's maximum (a whole step). */
export function freeSpinStake(def: EngineDefinition, betLevel: number): number {
  const { min, max, step } = def.bet;
  const wanted = min * Math.max(1, Math.floor(betLevel));
  return wanted <= max ? wanted : max - (max % step);
}

/** The reel stops of one spin: one uniform draw per reel. */
export function drawStops(def: SlotDefinition, r: CryptoRng = defaultRng): number[] {
  return def.strips.map((s) => r.int(s.length));
}

/**
 * Plays one round of `engine` for `bet` (already checked with betErrors). The only randomness is
 * the crypto generator; the win is the paytable's multiplier times the line bet (slots) or the
 * pick's return times the bet (roulette).
 */
export function playRound(engine: StudioEngine, bet: number, pick: RoulettePick | undefined, r: CryptoRng = defaultRng): PlayedRound {
  const def = ENGINES[engine];
  if (def.kind === 'slot') {
    const lineBet = bet / def.lines.length;
    const res = evaluate(def, drawStops(def, r));
    return { outcome: { engine, kind: 'slot', stops: res.stops, grid: res.grid, wins: res.wins, line_bet: lineBet }, win: lineBet * res.multiplier };
  }
  const chosen = pick ?? { type: 'red' };
  const pocket = r.int(def.pockets);
  return { outcome: { engine, kind: 'roulette', pocket, pick: chosen }, win: bet * roulettePayout(chosen, pocket) };
}

/**
 * What a recorded outcome pays for `bet`, scored again by the engine's own paytable (the recovery
 * of a round left open, recovery.ts); null when the record is not a draw of `engine` at that bet.
 */
export function winOfOutcome(engine: StudioEngine, bet: number, outcome: unknown): number | null {
  const def = ENGINES[engine];
  if (!outcome || typeof outcome !== 'object' || betErrors(def, bet)) return null;
  const o = outcome as Record<string, unknown>;
  if (o.engine !== engine || o.kind !== def.kind) return null;
  if (def.kind === 'slot') {
    const stops = o.stops;
    if (!Array.isArray(stops) || stops.length !== def.strips.length) return null;
    if (!stops.every((stop, reel) => Number.isInteger(stop) && stop >= 0 && stop < def.strips[reel]!.length)) return null;
    return (bet / def.lines.length) * evaluate(def, stops as number[]).multiplier;
  }
  const pick = RoulettePickSchema.safeParse(o.pick);
  const pocket = o.pocket;
  if (!pick.success || typeof pocket !== 'number' || !Number.isInteger(pocket) || pocket < 0 || pocket >= def.pockets) return null;
  return bet * roulettePayout(pick.data, pocket);
}
