import { and, eq, isNull } from 'drizzle-orm';
import type { PlatformDeps } from '../deps';
import { audit } from './audit';
import { settleDue } from './changes';
import { publishLimit } from './totals';
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
    // The players with a session limit, then their live sessions (the auth module's store): those
    // that have lasted the limit's minutes end.
    const limits = await tx
      .select({ playerId: playerLimits.playerId, limitId: playerLimits.id, minutes: playerLimits.minutes })
      .from(playerLimits)
      .where(and(eq(playerLimits.type, 'session'), isNull(playerLimits.removedAt)));
    const limitOf = new Map(limits.map((l) => [l.playerId, l]));
    const live = await deps.sessions.live([...limitOf.keys()], now, tx);
    const rows = live.flatMap((s) => {
      const l = limitOf.get(s.playerId)!;
      return s.createdAt.getTime() + l.minutes! * 60_000 <= now.getTime()
        ? [{ id: s.id, playerId: s.playerId, limitId: l.limitId, minutes: l.minutes, createdAt: s.createdAt }]
        : [];
    });
    if (!rows.length) return [];
    await deps.sessions.revokeIds(
      rows.map((r) => r.id),
      now,
      tx,
    );
    for (const r of rows) {
      await audit(tx, {
        playerId: r.playerId,
        limitId: r.limitId,
        actor: 'system',
        action: 'session_ended',
        before: null,
        after: { minutes: r.minutes, signed_in_at: r.createdAt.toISOString() },
        at: now,
      });
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
