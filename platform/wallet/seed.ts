import { fromMinorUnits, toMinorUnits } from '../../schemas/currency';
import type { PlatformDeps } from '../deps';
import { playerIdsByEmail } from '../player';
import { postTransaction } from './ledger';

/** What a demo player starts with: 1,000.00 in fiat, a comparable stake in crypto. */
const DEMO_START: Readonly<Record<string, string>> = { BTC: '0.01', ETH: '0.3', BCH: '2', LTC: '10', DOG: '5000', USDT: '1000' };

export function demoStartingBalance(currency: string): bigint {
  return toMinorUnits(DEMO_START[currency] ?? '1000', currency);
}

/**
 * Credits every demo player's starting balance through a ledger transaction from the house's
 * demo funding account, never by writing a balance. The idempotency key makes it happen once per
 * player and currency however often the seed runs, even after the player has spent the money.
 */
export async function seedDemoBalances(deps: PlatformDeps, demoPlayers: readonly { email: string; currency: string }[]): Promise<string[]> {
  if (deps.config.REELHOUSE_ENV === 'production') return [];
  const ids = await playerIdsByEmail(
    deps.db,
    demoPlayers.map((p) => p.email),
  );
  const lines: string[] = [];
  for (const p of demoPlayers) {
    const playerId = ids.get(p.email);
    if (playerId === undefined) continue;
    const amount = demoStartingBalance(p.currency);
    const posted = await postTransaction(deps.db, {
      idempotencyKey: `seed:demo-balance:${p.email}:${p.currency}`,
      kind: 'seed',
      entries: [
        { account: { house: 'demo_funding', currency: p.currency }, amount: -amount },
        { account: { playerId, currency: p.currency }, amount },
      ],
      meta: { reason: 'demo starting balance' },
      at: deps.clock.now(),
    });
    if (!posted.replayed) lines.push(`  ${p.email}: ${fromMinorUnits(amount, p.currency)} ${p.currency}`);
  }
  return lines.length > 0 ? ['Demo starting balances credited:', ...lines] : [];
}
