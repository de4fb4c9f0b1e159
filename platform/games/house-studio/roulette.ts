/**
 * European roulette: one zero, 37 pockets, a single bet per spin. Every bet type returns 36/37 of
 * its stake on average (a straight pays 35:1 on 1 of 37 pockets, even chances 1:1 on 18, dozens
 * 2:1 on 12), which the engine test checks pocket by pocket.
 */

export const RED_NUMBERS: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type RoulettePick =
  { type: 'straight'; number: number } | { type: 'red' } | { type: 'black' } | { type: 'odd' } | { type: 'even' } | { type: 'dozen'; dozen: 1 | 2 | 3 };

export interface RouletteDefinition {
  kind: 'roulette';
  pockets: 37;
  rtp: { paid: bigint; staked: bigint };
  bet: { min: number; max: number; step: number };
}

export const ROULETTE: RouletteDefinition = {
  kind: 'roulette',
  pockets: 37,
  rtp: { paid: 36n, staked: 37n },
  bet: { min: 10, max: 50000, step: 10 },
};

/** Total return multiplier (stake included) of a pick when the ball lands in `pocket`; 0 loses. */
export function roulettePayout(pick: RoulettePick, pocket: number): number {
  if (pocket === 0) return pick.type === 'straight' && pick.number === 0 ? 36 : 0;
  switch (pick.type) {
    case 'straight':
      return pick.number === pocket ? 36 : 0;
    case 'red':
      return RED_NUMBERS.has(pocket) ? 2 : 0;
    case 'black':
      return RED_NUMBERS.has(pocket) ? 0 : 2;
    case 'odd':
      return pocket % 2 === 1 ? 2 : 0;
    case 'even':
      return pocket % 2 === 0 ? 2 : 0;
    case 'dozen':
      return Math.ceil(pocket / 12) === pick.dozen ? 3 : 0;
  }
}

/** Every pick kind, for the enumeration and the simulation. */
export const SAMPLE_PICKS: readonly RoulettePick[] = [
  { type: 'straight', number: 17 },
  { type: 'straight', number: 0 },
  { type: 'red' },
  { type: 'black' },
  { type: 'odd' },
  { type: 'even' },
  { type: 'dozen', dozen: 1 },
  { type: 'dozen', dozen: 2 },
  { type: 'dozen', dozen: 3 },
];
