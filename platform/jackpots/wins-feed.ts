import type { PlatformDeps } from '../deps';
import type { Tx } from '../db/client';
import { gameNames } from '../games/index';
import { defineConsumer, type EventOf } from '../outbox/index';
import { playerDisplayNames } from '../player/index';
import { pushToPublic } from '../realtime/index';
import { maskWinnerName } from '../../schemas/jackpots';
import type { PublicWin } from '../../schemas/realtime';
import { convert, type JackpotPorts } from './engine';

/** The public wins feed's consumer: its position is the feed's (renaming it starts afresh). */
export const PUBLIC_WINS_CONSUMER = 'realtime.public_wins';
/** A win at or above this many minor units of EUR (converted at the platform's rates) goes on `public:wins` (issue 18). */
export const DEFAULT_PUBLIC_WIN_THRESHOLD_EUR_CENTS = 50_00n;

/** A win worth showing in the feed, in EUR minor units at the platform's rates; null below the threshold or without a rate. */
export async function winInEur(
  tx: Tx,
  ports: JackpotPorts,
  rates: Map<string, { num: bigint; den: bigint } | null>,
  currency: string,
  amountCents: number,
): Promise<bigint | null> {
  if (!rates.has(currency)) rates.set(currency, await ports.rate(tx, currency, 'EUR'));
  const rate = rates.get(currency);
  return rate ? convert(BigInt(amountCents), currency, 'EUR', rate) : null;
}

/**
 * Every ordinary win at or above the threshold goes on `public:wins` (the RecentWins widget's
 * feed) with the winner's masked name and the game, from the `win.paid` fact of a real-money
 * round (the stream has no demo rounds). A win paid wholly in bonus money (free spins, a stake of
 * bonus money) is left out: the feed shows money won. A pass's wins are handled at once (one read
 * of names and one of games for the batch); a push may repeat after a crash, as every push.
 */
export function publicWinsConsumer(deps: Pick<PlatformDeps, 'events'>, ports: JackpotPorts, options: { thresholdEurCents?: bigint } = {}) {
  const threshold = options.thresholdEurCents ?? DEFAULT_PUBLIC_WIN_THRESHOLD_EUR_CENTS;
  const handleBatch = async (events: readonly EventOf<readonly ['win.paid']>[], { tx }: { tx: Tx }) => {
    const rates = new Map<string, { num: bigint; den: bigint } | null>();
    const shown: { playerId: number; gameId: number | null; currency: string; amount: number; at: Date }[] = [];
    for (const e of events) {
      const p = e.payload;
      if (e.playerId === null || p.amount_cents <= 0 || p.bonus_amount_cents >= p.amount_cents) continue;
      const eur = await winInEur(tx, ports, rates, p.currency, p.amount_cents);
      if (eur === null || eur < threshold) continue;
      shown.push({ playerId: e.playerId, gameId: p.game_id, currency: p.currency, amount: p.amount_cents, at: e.occurredAt });
    }
    if (shown.length === 0) return;
    const names = await playerDisplayNames(tx, [...new Set(shown.map((w) => w.playerId))]);
    const games = await gameNames(tx, [...new Set(shown.flatMap((w) => (w.gameId === null ? [] : [w.gameId])))]);
    for (const w of shown) {
      const game = w.gameId === null ? undefined : games.get(w.gameId);
      if (!game) continue;
      const win: PublicWin = {
        game_identifier: game.identifier,
        game_title: game.title,
        player_name: maskWinnerName(names.get(w.playerId) ?? 'player'),
        currency: w.currency,
        amount_cents: w.amount,
        at: w.at.toISOString(),
      };
      pushToPublic(deps.events, 'public:wins', win);
    }
  };
  return defineConsumer({
    name: PUBLIC_WINS_CONSUMER,
    from: 'now',
    types: ['win.paid'] as const,
    handleBatch,
    handle: (e, ctx) => handleBatch([e], ctx),
  });
}
