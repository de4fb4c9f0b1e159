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
import { seedGifts } from '../gifts/seed';
import { seedDemoJackpot } from '../jackpots/seed';
import { seedTournaments } from '../tournaments/seed';
import { createGifts, GiftRefusedError } from '../gifts';
import { seedLootboxes } from '../lootboxes/seed';
import { seedLoyalty } from '../loyalty/seed';
import { isExcluded } from '../limits';
import { games } from '../db/schema';
import { asc, isNotNull } from 'drizzle-orm';

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
  // After the catalogue (free spins name a studio game) and the demo bonus player.
  {
    name: 'gifts',
    run: async (deps) => {
      const [studio] = await deps.db.select({ id: games.id }).from(games).where(isNotNull(games.engine)).orderBy(asc(games.id)).limit(1);
      return seedGifts(deps, { studioGameId: studio?.id ?? null, ports: { excluded: isExcluded } });
    },
  },
  // After the catalogue: the demo mystic jackpot on the first few studio games.
  {
    name: 'jackpots',
    run: async (deps) => {
      const studio = await deps.db.select({ id: games.id }).from(games).where(isNotNull(games.engine)).orderBy(asc(games.id)).limit(4);
      return seedDemoJackpot(
        deps,
        studio.map((g) => g.id),
      );
    },
  },
  // After gifts (prizes are bonus templates): the Winter Wonders tournament the banner and news link to.
  { name: 'tournaments', run: seedTournaments },
  // After the gifts (the demo player's wheel spin is a gift; prizes are bonus templates).
  {
    name: 'lootboxes',
    run: (deps) => {
      const gifts = createGifts({ excluded: isExcluded });
      return seedLootboxes(deps, {
        excluded: isExcluded,
        issueGift: (db, input) => gifts.issueGift(db, input),
        refusalReason: (err) => (err instanceof GiftRefusedError ? err.reason : null),
      });
    },
  },
  // After gifts: the shop's free-spins and special cards and the level gifts name its templates.
  { name: 'loyalty', run: seedLoyalty },
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
