import type { PlatformDeps } from '../deps';
import { seedDemoPlayers } from '../auth/seed';
import { seedStaff } from '../staff/seed';
import { seedDemoBalances } from '../wallet/seed';
import { DEMO_PLAYERS } from '../auth/demo-accounts';
import { seedDemoBonus } from '../bonuses/seed';
import { seedGroups } from '../player/groups';
import { seedCryptoRates } from '../info/rates-seed';
import { seedGamesCatalog } from '../games/catalog/seed';
import { seedCms } from '../cms/seed';

/** One module's part of the demo casino. Returns the lines to print (demo credentials). */
export type SeedStep = (deps: PlatformDeps) => Promise<string[]>;

/**
 * The demo casino, seeded on first start. Each step must be idempotent: it checks what exists
 * and adds only what is missing, so a restart never duplicates data.
 */
export const seedSteps: ReadonlyArray<{ name: string; run: SeedStep }> = [
  { name: 'groups', run: seedGroups },
  { name: 'crypto-rates', run: seedCryptoRates },
  { name: 'demo-players', run: seedDemoPlayers },
  // The demo players (auth's list) get their starting money from the wallet.
  { name: 'demo-balances', run: (deps) => seedDemoBalances(deps, DEMO_PLAYERS) },
  { name: 'demo-bonus', run: seedDemoBonus },
  { name: 'staff', run: seedStaff },
  { name: 'games-catalog', run: seedGamesCatalog },
  // After the catalogue: menu-categories-games lists its categories.
  { name: 'cms', run: seedCms },
];

export async function runSeed(deps: PlatformDeps): Promise<string[]> {
  const lines: string[] = [];
  for (const step of seedSteps) {
    const started = Date.now();
    lines.push(...(await step.run(deps)));
    deps.log.debug({ step: step.name, ms: Date.now() - started }, 'seed step done');
  }
  return lines;
}
