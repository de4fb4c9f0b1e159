import type { StudioEngine } from '../catalog/engines';
import type { SlotDefinition, SlotSymbol } from './slot';
import { ROULETTE, type RouletteDefinition } from './roulette';

/**
 * The engines of the built-in studio, by the ids the catalogue stores on each game
 * (`catalog/engines.ts` STUDIO_ENGINES). Strips are kept short (16 to 20 stops) so a test can
 * enumerate every combination of stops; the configured `rtp` is the exact fraction that
 * enumeration yields, and the paytables were tuned so it lands between 95.5 % and 96.8 %.
 * Volatility is the standard deviation of one round's return per unit staked (exact, from the
 * enumeration): fruits 3.2 and ocean 2.5 are low, classic 7.8 medium, gems 9.5 high.
 */

const pays = (three: number, four = 0, five = 0): number[] => [0, 0, three, four, five];
const sym = (id: string, name: string, p: number[], wild = false): SlotSymbol => ({ id, name, pays: p, ...(wild ? { wild } : {}) });

const LINES_3X3 = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
] as const;

const LINES_5X3_10 = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
] as const;

const LINES_5X3_25 = [
  ...LINES_5X3_10,
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [1, 0, 2, 0, 1],
  [1, 2, 0, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 2, 2, 2, 0],
  [2, 0, 0, 0, 2],
] as const;

const LINES_5X4_20 = [
  [0, 0, 0, 0, 0],
  [1, 1, 1, 1, 1],
  [2, 2, 2, 2, 2],
  [3, 3, 3, 3, 3],
  [0, 1, 2, 1, 0],
  [1, 2, 3, 2, 1],
  [3, 2, 1, 2, 3],
  [2, 1, 0, 1, 2],
  [0, 1, 0, 1, 0],
  [1, 2, 1, 2, 1],
  [2, 3, 2, 3, 2],
  [3, 2, 3, 2, 3],
  [2, 1, 2, 1, 2],
  [1, 0, 1, 0, 1],
  [0, 0, 1, 0, 0],
  [3, 3, 2, 3, 3],
  [1, 1, 0, 1, 1],
  [2, 2, 3, 2, 2],
  [0, 1, 2, 3, 3],
  [3, 2, 1, 0, 0],
] as const;

export const CLASSIC: SlotDefinition = {
  kind: 'slot',
  reels: 3,
  rows: 3,
  strips: ['CLOCPLBCORLCPOSCLBOP', 'LCOPCBLOCRPLOCSBLOCP', 'OCLPBCOLRCPOLCBSOLCP'],
  lines: LINES_3X3,
  symbols: [
    sym('C', 'cherry', pays(12)),
    sym('L', 'lemon', pays(16)),
    sym('O', 'orange', pays(20)),
    sym('P', 'plum', pays(30)),
    sym('B', 'bell', pays(150)),
    sym('R', 'bar', pays(500)),
    sym('S', 'seven', pays(1400)),
  ],
  rtp: { paid: 38570n, staked: 40000n },
  volatility: 'medium',
  bet: { min: 5, max: 5000, step: 5 },
};

export const FRUITS: SlotDefinition = {
  kind: 'slot',
  reels: 5,
  rows: 3,
  strips: ['CLOGCPLMCOGLSCPW', 'LCOPGCLMOCWLGPCS', 'OCLGPCOMLCGWOPLS', 'CPLOGCMLCOPGWLCS', 'LOCPGLMCOLPGCSWO'],
  lines: LINES_5X3_10,
  symbols: [
    sym('C', 'cherry', pays(4, 15, 50)),
    sym('L', 'lemon', pays(4, 15, 50)),
    sym('O', 'orange', pays(7, 20, 60)),
    sym('P', 'plum', pays(10, 25, 100)),
    sym('G', 'grapes', pays(12, 40, 150)),
    sym('M', 'melon', pays(25, 100, 400)),
    sym('S', 'seven', pays(50, 250, 1200)),
    sym('W', 'wild', pays(60, 400, 2500), true),
  ],
  rtp: { paid: 10083460n, staked: 10485760n },
  volatility: 'low',
  bet: { min: 10, max: 10000, step: 10 },
};

export const OCEAN: SlotDefinition = {
  kind: 'slot',
  reels: 5,
  rows: 4,
  strips: ['FHKFTHFDKHFTXHPW', 'HFKTFHDKFHXTFPHW', 'KFHTKFDHKFTXHPFW', 'FHKFTDHFKHTFXPHW', 'HKFTHFDKHFTHXPKW'],
  lines: LINES_5X4_20,
  symbols: [
    sym('F', 'fish', pays(4, 12, 35)),
    sym('H', 'shell', pays(5, 12, 35)),
    sym('K', 'crab', pays(6, 15, 50)),
    sym('T', 'turtle', pays(10, 30, 100)),
    sym('D', 'dolphin', pays(20, 80, 300)),
    sym('X', 'shark', pays(30, 120, 500)),
    sym('P', 'pearl', pays(50, 200, 1000)),
    sym('W', 'wild', pays(80, 400, 2000), true),
  ],
  rtp: { paid: 20258420n, staked: 20971520n },
  volatility: 'low',
  bet: { min: 20, max: 20000, step: 20 },
};

export const GEMS: SlotDefinition = {
  kind: 'slot',
  reels: 5,
  rows: 3,
  strips: ['ATRASETARTSAETDW', 'TASRTAESATRTAEDW', 'SATRETASTAREATDW', 'ATERSATAETRSATDW', 'TAESTARATSETAEDW'],
  lines: LINES_5X3_25,
  symbols: [
    sym('A', 'amethyst', pays(2, 6, 20)),
    sym('T', 'topaz', pays(2, 8, 25)),
    sym('E', 'emerald', pays(4, 20, 80)),
    sym('S', 'sapphire', pays(6, 30, 150)),
    sym('R', 'ruby', pays(10, 50, 300)),
    sym('D', 'diamond', pays(40, 500, 5000)),
    sym('W', 'wild', pays(100, 1000, 10000), true),
  ],
  rtp: { paid: 25281400n, staked: 26214400n },
  volatility: 'high',
  bet: { min: 25, max: 25000, step: 25 },
};

export type EngineDefinition = SlotDefinition | RouletteDefinition;

export const ENGINES: Record<StudioEngine, EngineDefinition> = {
  'slot:classic': CLASSIC,
  'slot:fruits': FRUITS,
  'slot:ocean': OCEAN,
  'slot:gems': GEMS,
  'roulette:european': ROULETTE,
};
