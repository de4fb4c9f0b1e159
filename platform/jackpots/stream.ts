import type { PlatformDeps } from '../deps';
import type { EventBus } from '../events';
import { gameNames } from '../games/index';
import { afterCommit, defineConsumer, type ConsumerContext, type EventOf } from '../outbox/index';
import { playerDisplayNames } from '../player/index';
import { pushToPlayer, pushToPublic } from '../realtime/index';
import { maskWinnerName } from '../../schemas/jackpots';
import { contributeBatch, cryptoDraw, type Draw, type JackpotFact, type JackpotPorts } from './engine';
import { jackpotViews } from './view';
import { DEFAULT_PUBLIC_WIN_THRESHOLD_EUR_CENTS, winInEur } from './wins-feed';

/** The contributions consumer's name: its position in the stream is the jackpots' (renaming it starts afresh). */
export const CONTRIBUTIONS_CONSUMER = 'jackpots.contributions';
/** At most one pool push a second per jackpot (the throttle). */
export const POOL_PUSH_INTERVAL_MS = 1_000;

/**
 * Pushes live pools on `public:jackpots`, at most once per `POOL_PUSH_INTERVAL_MS` per jackpot.
 * The contributions consumer marks the jackpots it moved; the outbox tells after its commit
 * (`onPassed`), and only then are the pools read and pushed, so a push never shows money that
 * was rolled back. One per app (keyed by its event bus), so two apps in one process share nothing.
 */
export class PoolPusher {
  readonly #touched = new Set<number>();
  readonly #lastAt = new Map<number, number>();
  readonly #timers = new Map<number, NodeJS.Timeout>();
  #closed = false;
  /** Told after each push (the bench measures commit → push with it). */
  onPush: ((jackpotId: number, at: number) => void) | null = null;

  constructor(private readonly deps: Pick<PlatformDeps, 'db' | 'events' | 'log'>) {}

  touch(ids: readonly number[]): void {
    for (const id of ids) this.#touched.add(id);
  }

  /** After the consumer's commit: schedule a push for every jackpot it moved. */
  committed(): void {
    if (this.#closed) return;
    for (const id of this.#touched) {
      if (this.#timers.has(id)) continue;
      const wait = Math.max(0, (this.#lastAt.get(id) ?? 0) + POOL_PUSH_INTERVAL_MS - Date.now());
      const timer = setTimeout(() => void this.#push(id), wait);
      timer.unref?.();
      this.#timers.set(id, timer);
    }
    this.#touched.clear();
  }

  async #push(id: number): Promise<void> {
    this.#lastAt.set(id, Date.now());
    try {
      const [view] = await jackpotViews(this.deps.db, [id]);
      this.#timers.delete(id);
      if (!view || this.#closed) return;
      pushToPublic(this.deps.events, 'public:jackpots', {
        jackpot_id: view.id,
        identifier: view.identifier,
        currency: view.currency,
        amount_cents: view.levels.reduce((s, l) => s + l.amount_cents, 0),
        levels: view.levels,
        games: view.games,
      });
      this.onPush?.(id, Date.now());
    } catch (err) {
      this.#timers.delete(id);
      this.deps.log.warn({ err, jackpotId: id }, 'jackpot pool push failed');
    }
  }

  close(): void {
    this.#closed = true;
    for (const t of this.#timers.values()) clearTimeout(t);
    this.#timers.clear();
  }
}

const pushers = new WeakMap<EventBus, PoolPusher>();
export function poolPusher(deps: Pick<PlatformDeps, 'db' | 'events' | 'log'>): PoolPusher {
  let p = pushers.get(deps.events);
  if (!p) pushers.set(deps.events, (p = new PoolPusher(deps)));
  return p;
}

/**
 * Contributions come from the event stream only: every real-money `bet.placed` feeds the active
 * jackpots on its game, and a `bet.rolled_back` takes its contributions back, in this consumer's
 * transaction, so once. From the moment the consumer is first registered ('now'): bets placed
 * before jackpots existed feed nothing.
 *
 * `handleBatch` takes a whole pass's events at once (engine.contributeBatch: the levels locked
 * and the rates asked once, the contributions decided in memory in the events' order and written
 * set-based), because one bet at a time cost about 30 statements a bet and held PGlite's only
 * connection for that long. `handle` (the outbox's one-by-one fallback, staff retries) is the same
 * path with one event.
 */
export function contributionsConsumer(deps: Pick<PlatformDeps, 'db' | 'events' | 'log'>, ports: JackpotPorts, draw: Draw = cryptoDraw) {
  const pusher = poolPusher(deps);
  const handleBatch = async (events: readonly EventOf<readonly ['bet.placed', 'bet.rolled_back']>[], ctx: ConsumerContext) => {
    const { tx } = ctx;
    const facts: JackpotFact[] = [];
    for (const e of events) {
      if (e.playerId === null) continue;
      if (e.type === 'bet.rolled_back') {
        facts.push({ kind: 'rollback', betTransactionId: e.payload.rolled_back_transaction_id, at: e.occurredAt });
        continue;
      }
      facts.push({
        kind: 'bet',
        bet: {
          playerId: e.playerId,
          gameId: e.payload.game_id,
          currency: e.payload.currency,
          stakeCents: BigInt(e.payload.amount_cents - e.payload.bonus_amount_cents),
          transactionId: e.payload.transaction_id,
          at: e.occurredAt,
        },
      });
    }
    if (facts.length === 0) return;
    const { changed } = await contributeBatch(tx, ports, facts, draw);
    // The pool push reads the pools back: only once this batch's contributions are visible.
    afterCommit(ctx, () => pusher.touch(changed));
  };
  return defineConsumer({
    name: CONTRIBUTIONS_CONSUMER,
    from: 'now',
    types: ['bet.placed', 'bet.rolled_back'] as const,
    handleBatch,
    handle: (e, ctx) => handleBatch([e], ctx),
  });
}

/**
 * The winner's open pages get `private:jackpot_win` (the popup), and a win at or above the
 * threshold (the ordinary wins', default 50 EUR) goes on `public:wins` with the masked name. After commit, from the `jackpot.won` fact.
 */
export function jackpotWinPushConsumer(
  deps: Pick<PlatformDeps, 'db' | 'events'>,
  ports: JackpotPorts,
  thresholdEurCents: bigint = DEFAULT_PUBLIC_WIN_THRESHOLD_EUR_CENTS,
) {
  return defineConsumer({
    name: 'realtime.jackpot_wins',
    from: 'now',
    types: ['jackpot.won'] as const,
    async handle(e, { tx }) {
      if (e.playerId === null) return;
      const p = e.payload;
      pushToPlayer(deps.events, e.playerId, 'private:jackpot_win', {
        win_id: p.win_id,
        jackpot_id: p.jackpot_id,
        jackpot_identifier: p.jackpot_identifier,
        level_name: p.level_name,
        currency: p.currency,
        amount_cents: p.amount_cents,
        jackpot_original_amount_cents: p.pool_cents,
        jackpot_original_currency: p.jackpot_currency,
      });
      // The same threshold as ordinary wins (wins-feed.ts), so the feed treats every win alike.
      const inEur = await winInEur(tx, ports, new Map(), p.currency, p.amount_cents);
      if (inEur === null || inEur < thresholdEurCents) return;
      const names = await playerDisplayNames(tx, [e.playerId]);
      const games = await gameNames(tx, p.game_id ? [p.game_id] : []);
      const game = p.game_id ? games.get(p.game_id) : undefined;
      pushToPublic(deps.events, 'public:wins', {
        game_identifier: game?.identifier ?? p.jackpot_identifier,
        game_title: game?.title ?? p.jackpot_identifier,
        player_name: maskWinnerName(names.get(e.playerId) ?? 'player'),
        currency: p.currency,
        amount_cents: p.amount_cents,
        at: e.occurredAt.toISOString(),
      });
    },
  });
}
