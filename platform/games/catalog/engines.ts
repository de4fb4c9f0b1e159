/**
 * The game engines of the built-in studio (helper module `platform/games/studio`). Every catalogue
 * game names one; the studio serves exactly these, so a game whose engine is not listed here could
 * not be launched. Slot-like games use a `slot:*` engine (its reels, paylines and paytable), live
 * and table games the European roulette wheel.
 */
export const STUDIO_ENGINES = ['slot:classic', 'slot:fruits', 'slot:ocean', 'slot:gems', 'roulette:european'] as const;
export type StudioEngine = (typeof STUDIO_ENGINES)[number];

export const SLOT_ENGINES = ['slot:classic', 'slot:fruits', 'slot:ocean', 'slot:gems'] as const satisfies readonly StudioEngine[];
export const TABLE_ENGINE = 'roulette:european' satisfies StudioEngine;

export function isStudioEngine(v: string): v is StudioEngine {
  return (STUDIO_ENGINES as readonly string[]).includes(v);
}
