import { eq } from 'drizzle-orm';
import type { PlatformDeps } from '../deps';
import { createJackpot } from './engine';
import { jackpots } from './schema';
import { gameNames } from '../games/index';

export const DEMO_JACKPOT_IDENTIFIER = 'mystic-jackpot';

/**
 * The demo mystic jackpot on a few studio games (the seed passes their ids): three levels, the
 * seeds funded from the house's jackpot account. Idempotent: nothing when it exists.
 */
export async function seedDemoJackpot(deps: PlatformDeps, gameIds: readonly number[]): Promise<string[]> {
  const [found] = await deps.db.select({ id: jackpots.id }).from(jackpots).where(eq(jackpots.identifier, DEMO_JACKPOT_IDENTIFIER));
  if (found || gameIds.length === 0) return [];
  await deps.db.transaction((tx) =>
    createJackpot(
      tx,
      {
        identifier: DEMO_JACKPOT_IDENTIFIER,
        name: 'Mystic Jackpot',
        state: 'active',
        currency: 'EUR',
        rules:
          'Every real-money bet on a jackpot game adds a share of the stake to each level. Each level drops once its pool reaches a secret amount below its must-drop-by amount (Mega: by chance on any bet). The bet that makes a level drop wins its whole pool.',
        game_ids: [...gameIds],
        levels: [
          { identifier: 'mini', name: 'Mini', seed_cents: 10_00, contribution_ppm: 10_000, drop_rule: 'must_drop_by', must_drop_by_cents: 50_00 },
          { identifier: 'major', name: 'Major', seed_cents: 100_00, contribution_ppm: 5_000, drop_rule: 'must_drop_by', must_drop_by_cents: 1_000_00 },
          { identifier: 'mega', name: 'Mega', seed_cents: 1_000_00, contribution_ppm: 2_000, drop_rule: 'probability', drop_probability_ppb: 10_000 },
        ],
      },
      deps.clock.now(),
      async (db, ids) => new Set((await gameNames(db, ids)).keys()),
    ),
  );
  return [`Demo jackpot: /${DEMO_JACKPOT_IDENTIFIER} on ${gameIds.length} studio games`];
}
