import { eq } from 'drizzle-orm';
import type { StudioDemoResetRequest, StudioDemoResetResponse } from '../../../schemas/game-provider';
import { HttpError } from '../../http/errors';
import type { ProtocolDeps } from '../seamless/service';
import { gameSessions } from '../seamless/schema';
import { DEMO_START_BALANCE, loadSession } from '../seamless/sessions';

/**
 * Puts a demo session's FUN play balance back to its starting amount, so a guest who lost the
 * play money can go on without reopening the game. Demo balances are play money outside the
 * ledger, so nothing else moves; a real-money session is refused (its balance is the ledger's),
 * and so is an expired one (it takes no bets any more, like the spin call).
 */
export async function resetDemoBalance(deps: Pick<ProtocolDeps, 'db' | 'clock'>, req: StudioDemoResetRequest): Promise<StudioDemoResetResponse> {
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const s = await loadSession(tx, req.session, true);
    if (s.mode !== 'demo') throw new HttpError(422, 'demo_only', 'Only a demo session has a play balance to reset', { session: ['is not a demo session'] });
    if (at.getTime() >= s.expiresAt.getTime())
      throw new HttpError(403, 'session_expired', 'The game session has expired; open the game again', { session: ['has expired'] });
    await tx.update(gameSessions).set({ playBalance: DEMO_START_BALANCE }).where(eq(gameSessions.id, s.id));
    return { balance: Number(DEMO_START_BALANCE), currency: s.currency, mode: 'demo' as const };
  });
}
