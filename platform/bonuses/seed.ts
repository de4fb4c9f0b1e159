import { fromMinorUnits, toMinorUnits } from '../../schemas/currency';
import type { PlatformDeps } from '../deps';
import { findPlayerByEmail } from '../player';
import { grantBonus } from './bonus-money';

/**
 * The demo casino's bonus: one demo player (Kiwi, NZD) starts with a bonus being wagered, so the
 * balance dropdown shows real and bonus money and the wagering bar from the first visit. Granted
 * once under a fixed key: a bonus later wagered, lost or expired is not granted again.
 */
export const DEMO_BONUS = { email: 'kiwi@reelhouse.test', currency: 'NZD', amount: '50', wagerMultiplier: 10 } as const;
const DEMO_BONUS_TTL_MS = 365 * 24 * 60 * 60 * 1000;

export async function seedDemoBonus(deps: PlatformDeps): Promise<string[]> {
  if (deps.config.REELHOUSE_ENV === 'production') return [];
  const player = await findPlayerByEmail(deps.db, DEMO_BONUS.email);
  if (!player) return [];
  const at = deps.clock.now();
  const amount = toMinorUnits(DEMO_BONUS.amount, DEMO_BONUS.currency);
  const { replayed } = await grantBonus(deps.db, {
    playerId: player.id,
    currency: DEMO_BONUS.currency,
    amount,
    wagerMultiplier: DEMO_BONUS.wagerMultiplier,
    source: 'demo',
    idempotencyKey: `seed:demo-bonus:${DEMO_BONUS.email}:${DEMO_BONUS.currency}`,
    at,
    expiresAt: new Date(at.getTime() + DEMO_BONUS_TTL_MS),
  });
  return replayed
    ? []
    : [`Demo bonus: ${DEMO_BONUS.email} ${fromMinorUnits(amount, DEMO_BONUS.currency)} ${DEMO_BONUS.currency} to wager x${DEMO_BONUS.wagerMultiplier}`];
}
