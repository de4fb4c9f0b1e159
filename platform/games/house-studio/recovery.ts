import { and, asc, eq, gt, like, lt } from 'drizzle-orm';
import type { PlatformDeps } from '../../deps';
import { isStudioEngine } from '../catalog';
import { games } from '../catalog/schema';
import { gameRounds } from '../seamless/schema';
import { type ProtocolService, STUDIO_ROUND_PREFIX, type OpenRoundClosing } from '../seamless/service';
import { winOfOutcome } from './play';

export interface StudioRecoveryResult {
  settled: number;
  rolledBack: number;
}

type RecoveryDeps = Pick<PlatformDeps, 'db' | 'clock' | 'events' | 'log' | 'config' | 'exclusive'>;

/** Rounds closed per query; a pass goes on until none is left. */
const BATCH = 200;

/**
 * A studio round its spin left open is closed: a spin commits its bet, draw and win together, so
 * an open studio round only comes from a crash of a version that committed them apart, or from a
 * future game whose round spans calls. How (README "Recovery"): an outcome recorded on the round is
 * a draw that happened, so the round is settled with what the engine's paytable pays for it; with
 * no outcome the player was never shown a result, so the stake goes back (rollback).
 */
function closingOf(engine: string, round: { roundRef: string; bet: bigint; outcome: unknown }): OpenRoundClosing {
  const win = isStudioEngine(engine) ? winOfOutcome(engine, Number(round.bet), round.outcome) : null;
  return win === null ? null : { transaction_id: `${round.roundRef}:win`, amount: win };
}

/**
 * The studio's recovery job, modelled on the payments poller: at start and on a timer
 * (`STUDIO_RECOVERY_INTERVAL_MS`), every studio round open for longer than
 * `STUDIO_ROUND_TIMEOUT_MS` is settled or rolled back. Exactly once across processes:
 * ProtocolService.closeOpenRound locks the round's session and the round and goes on only while it
 * is still open, and its win or rollback claims a transaction id of the round's own, so a second
 * instance (or a second pass) finds it closed and moves nothing.
 */
export class StudioRecovery {
  #running: Promise<StudioRecoveryResult> | null = null;

  /** `protocol` is this app's protocol service: closing a round is a win or rollback through it. */
  constructor(
    private readonly deps: RecoveryDeps,
    private readonly protocol: ProtocolService,
  ) {}

  /** One pass over the open studio rounds past the timeout. */
  async recover(): Promise<StudioRecoveryResult> {
    const { protocol } = this;
    const before = new Date(this.deps.clock.now().getTime() - this.deps.config.STUDIO_ROUND_TIMEOUT_MS);
    const result: StudioRecoveryResult = { settled: 0, rolledBack: 0 };
    for (let after = 0; ;) {
      const open = await this.deps.db
        .select({ id: gameRounds.id, engine: games.engine })
        .from(gameRounds)
        .innerJoin(games, eq(games.id, gameRounds.gameId))
        .where(
          and(eq(gameRounds.status, 'open'), like(gameRounds.roundRef, `${STUDIO_ROUND_PREFIX}%`), lt(gameRounds.updatedAt, before), gt(gameRounds.id, after)),
        )
        .orderBy(asc(gameRounds.id))
        .limit(BATCH);
      for (const { id, engine } of open) {
        // One round that cannot be closed (logged) does not keep the others open.
        const how = await protocol
          .closeOpenRound(id, (round) => closingOf(engine, round))
          .catch((err: unknown) => {
            this.deps.log.error({ err, roundId: id }, 'studio round recovery failed');
            return 'failed' as const;
          });
        if (how === 'settled') result.settled++;
        if (how === 'rolled_back') result.rolledBack++;
        if (how === 'settled' || how === 'rolled_back') this.deps.log.warn({ roundId: id, how }, 'studio round left open closed by recovery');
      }
      if (open.length < BATCH) return result;
      after = open.at(-1)!.id;
    }
  }

  /** One scheduled pass: a call while a pass runs in this process joins it instead of starting another. */
  runJobs(): Promise<StudioRecoveryResult> {
    // Across instances, one pass at a time (the others skip this tick and find the rounds closed later).
    this.#running ??= this.deps
      .exclusive('studio-recovery', () => this.recover())
      .then((r) => (r.ran ? r.value : { settled: 0, rolledBack: 0 }))
      .catch((err: unknown) => {
        this.deps.log.error({ err }, 'studio recovery failed');
        return { settled: 0, rolledBack: 0 };
      })
      .finally(() => {
        this.#running = null;
      });
    return this.#running;
  }

  /** Resolves once no pass runs in this process (the platform's close waits for it). */
  async idle(): Promise<void> {
    await this.#running;
  }
}
