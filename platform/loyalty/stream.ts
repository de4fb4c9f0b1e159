import type { PlatformDeps } from '../deps';
import { afterCommit, defineConsumer } from '../outbox/index';
import type { ConsumerContext, EventOf } from '../outbox/index';
import { balanceOf, earnFromBets, takeBackBets, type LoyaltyPorts } from './engine';
import { publishCompPoints } from './push';

type LoyaltyEvent = EventOf<readonly ['bet.placed', 'bet.rolled_back']>;

/**
 * Comp points from real-money stakes (`bet.placed`; games never import loyalty): the stake's real
 * part (amount minus what bonus money paid) at the marketing's rate, once per bet (the key
 * `bet:<transaction id>`), in the transaction that moves this consumer's position; levels reached
 * get their gifts in it too. A `bet.rolled_back` takes the bet's points back once
 * (`rollback:<the bet's transaction id>`, engine.takeBackBets). The new balance is pushed on
 * `private:comps` once the batch has committed.
 */
export function compPointsConsumer(deps: Pick<PlatformDeps, 'events'>, ports: LoyaltyPorts) {
  // A batch is booked in runs of one type, in stream order (a bet and its rollback in one batch
  // must earn before they are taken back); a run of bets is booked per player (one account lock,
  // one key read, the entries together). Each player whose balance moved gets one push of the
  // balance after the batch.
  const handleBatch = async (batch: LoyaltyEvent[], ctx: ConsumerContext) => {
    const { tx } = ctx;
    const touched = new Set<number>();
    let i = 0;
    while (i < batch.length) {
      const type = batch[i]!.type;
      let j = i;
      while (j < batch.length && batch[j]!.type === type) j++;
      const run = batch.slice(i, j);
      i = j;
      if (type === 'bet.placed') {
        const earned = await earnFromBets(
          tx,
          ports,
          run.flatMap((e) =>
            e.playerId === null || e.type !== 'bet.placed'
              ? []
              : [
                  {
                    playerId: e.playerId,
                    currency: e.payload.currency,
                    realCents: e.payload.amount_cents - e.payload.bonus_amount_cents,
                    gameId: e.payload.game_id,
                    transactionId: e.payload.transaction_id,
                    at: e.occurredAt,
                  },
                ],
          ),
        );
        for (const [playerId, points] of earned) if (points > 0) touched.add(playerId);
      } else {
        const moved = await takeBackBets(
          tx,
          run.flatMap((e) =>
            e.playerId === null || e.type !== 'bet.rolled_back'
              ? []
              : [
                  {
                    playerId: e.playerId,
                    betTransactionId: e.payload.rolled_back_transaction_id,
                    transactionId: e.payload.transaction_id,
                    at: e.occurredAt,
                  },
                ],
          ),
        );
        for (const playerId of moved) touched.add(playerId);
      }
    }
    for (const playerId of touched) {
      const balance = await balanceOf(tx, playerId);
      afterCommit(ctx, () => publishCompPoints(deps.events, playerId, balance));
    }
  };
  return defineConsumer({
    name: 'loyalty.comp_points',
    from: 'now',
    types: ['bet.placed', 'bet.rolled_back'] as const,
    handle: async (e, ctx) => handleBatch([e], ctx),
    handleBatch,
  });
}
