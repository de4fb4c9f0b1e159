import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { PlatformDeps } from '../deps';
import { sessions } from '../auth/schema';
import { audit, publishLimit, settleDue } from './service';
import { playerLimits } from './schema';

/**
 * Session limits cut a login session when it has lasted the limit's minutes, counted by the
 * wall clock from the sign-in (not from activity: a session left open in a tab counts too).
 * This sweep ends such sessions everywhere (their sockets close) and raises the warning; the
 * bet and launch guards refuse play in between two sweeps, so the limit holds to the second.
 */
export async function endOverlongSessions(deps: PlatformDeps): Promise<number> {
  const now = deps.clock.now();
  const cut = await deps.db.transaction(async (tx) => {
    await settleDue(tx, null, now);
    const rows = await tx
      .select({ id: sessions.id, playerId: sessions.playerId, limitId: playerLimits.id, minutes: playerLimits.minutes, createdAt: sessions.createdAt })
      .from(sessions)
      .innerJoin(playerLimits, and(eq(playerLimits.playerId, sessions.playerId), eq(playerLimits.type, 'session'), isNull(playerLimits.removedAt)))
      .where(
        and(
          eq(sessions.stage, 'active'),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
          sql`${sessions.createdAt} + make_interval(mins => ${playerLimits.minutes}) <= ${now.toISOString()}::timestamptz`,
        ),
      );
    if (!rows.length) return [];
    await tx.update(sessions).set({ revokedAt: now }).where(inArray(sessions.id, rows.map((r) => r.id)));
    for (const r of rows) {
      await audit(tx, { playerId: r.playerId, limitId: r.limitId, actor: 'system', action: 'session_ended', before: null, after: { minutes: r.minutes, signed_in_at: r.createdAt.toISOString() }, at: now });
    }
    return rows;
  });
  const byPlayer = new Map<number, { ids: string[]; limitId: number }>();
  for (const r of cut) {
    const e = byPlayer.get(r.playerId) ?? { ids: [], limitId: r.limitId };
    e.ids.push(r.id);
    byPlayer.set(r.playerId, e);
  }
  for (const [playerId, e] of byPlayer) {
    // The warning first, while the player's sockets are still open; then they close.
    const [l] = await deps.db.select().from(playerLimits).where(eq(playerLimits.id, e.limitId));
    if (l) publishLimit(deps, l, 'reached', true);
    deps.events.emit('player.sessions_revoked', { playerId, sessionIds: e.ids });
  }
  return cut.length;
}
