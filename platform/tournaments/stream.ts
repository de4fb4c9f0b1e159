import type { PlatformDeps } from '../deps';
import { afterCommit, defineConsumer } from '../outbox/index';
import { pushToPlayer, pushToPublic } from '../realtime/index';
import { findTournament, rewardQuestLevels, scoreMoney, scoreRollback, statusOf, topPlayers, type Scored, type TournamentPorts } from './engine';
import { SCORING_CONSUMER } from './settle';

/** At most one public leaderboard push a second per tournament. */
export const BOARD_PUSH_INTERVAL_MS = 1_000;

/**
 * Throttles the public leaderboard pushes: the first change of a quiet tournament is pushed after
 * a short delay (so the read sees the consumer's commit), further ones are folded into one push
 * at most every BOARD_PUSH_INTERVAL_MS; the board is read when the push goes out, so the last
 * change is never lost. Timers are unref'd: they never keep a process alive.
 */
export class BoardPusher {
  readonly #last = new Map<number, number>();
  readonly #timers = new Map<number, NodeJS.Timeout>();
  constructor(
    private readonly deps: Pick<PlatformDeps, 'db' | 'events' | 'log'>,
    private readonly intervalMs = BOARD_PUSH_INTERVAL_MS,
    private readonly now: () => number = Date.now,
  ) {}
  touch(tournamentId: number): void {
    if (this.#timers.has(tournamentId)) return;
    const since = this.now() - (this.#last.get(tournamentId) ?? 0);
    const delay = Math.max(50, this.intervalMs - since);
    const timer = setTimeout(() => void this.#push(tournamentId), delay);
    timer.unref();
    this.#timers.set(tournamentId, timer);
  }
  async #push(tournamentId: number): Promise<void> {
    this.#timers.delete(tournamentId);
    this.#last.set(tournamentId, this.now());
    try {
      const t = await findTournament(this.deps.db, tournamentId);
      if (!t) return;
      const top = await topPlayers(this.deps.db, t, 10);
      pushToPublic(this.deps.events, 'public:tournaments', {
        tournament_id: tournamentId,
        top_players: top.map((p) => ({ award_place: p.award_place, nickname: p.nickname, points: p.points })),
      });
    } catch (err) {
      this.deps.log.warn({ err, tournamentId }, 'TOURNAMENT_BOARD_PUSH_FAILED');
    }
  }
  close(): void {
    for (const t of this.#timers.values()) clearTimeout(t);
    this.#timers.clear();
  }
}

/**
 * Tournament and quest scores from the event stream (never a hook into games): each real-money
 * stake and win scored in the running tournaments it belongs to, each rollback taking its score
 * back, a quest's level rewards issued as they are reached; all in the transaction that moves
 * this consumer's position. The player's status is pushed on `private:tournament_statuses`, the
 * board through the throttled public push.
 */
export function tournamentScoreConsumer(deps: Pick<PlatformDeps, 'db' | 'events' | 'log'>, ports: TournamentPorts, board = new BoardPusher(deps)) {
  return defineConsumer({
    name: SCORING_CONSUMER,
    from: 'now',
    types: ['bet.placed', 'win.paid', 'bet.rolled_back'] as const,
    async handle(e, ctx) {
      const { tx } = ctx;
      if (e.playerId === null) return;
      let scored: Scored[];
      if (e.type === 'bet.rolled_back') scored = await scoreRollback(tx, e.playerId, e.payload, e.occurredAt);
      else scored = await scoreMoney(tx, ports, e.type === 'bet.placed' ? 'bet' : 'win', e.playerId, e.payload, e.occurredAt);
      for (const s of scored) {
        if (s.tournament.questSize && e.type === 'bet.placed') await rewardQuestLevels(tx, ports, s.tournament, s.playerId, e.occurredAt);
        const status = await statusOf(tx, ports, s.tournament, s.playerId);
        const tournamentId = s.tournament.id;
        afterCommit(ctx, () => {
          pushToPlayer(deps.events, s.playerId, 'private:tournament_statuses', { ...status, status: 'scored' });
          board.touch(tournamentId);
        });
      }
    },
  });
}
