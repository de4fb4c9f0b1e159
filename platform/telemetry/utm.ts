import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AFFILIATE_COOKIE_MAX_AGE_S, VISITOR_COOKIE } from '../../schemas/affiliate-tags';
import type { UtmMetrics } from '../../schemas/affiliates';
import type { Db, Tx } from '../db/client';
import { telemetryUtm } from './schema';

export { VISITOR_COOKIE };

/** The visitor cookie (schemas/affiliate-tags.ts) the UTM set is stored against: 128 random bits, httpOnly, SameSite=Lax, 30 days. */
const VISITOR_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The request's visitor id, made (and set as a cookie on `reply`) when it has none or a malformed one. */
export function visitorIdOf(req: FastifyRequest, reply: FastifyReply): string {
  const current = req.cookies[VISITOR_COOKIE];
  if (current && VISITOR_PATTERN.test(current)) return current;
  const id = randomBytes(16).toString('base64url');
  reply.setCookie(VISITOR_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax', secure: req.protocol === 'https', maxAge: AFFILIATE_COOKIE_MAX_AGE_S });
  return id;
}

const FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'sub_id'] as const;

const blankToNull = (v: string | undefined) => (v === undefined || v === '' ? null : v);
const columns = (u: UtmMetrics) => ({
  utmSource: blankToNull(u.utm_source),
  utmMedium: blankToNull(u.utm_medium),
  utmCampaign: blankToNull(u.utm_campaign),
  utmContent: blankToNull(u.utm_content),
  utmTerm: blankToNull(u.utm_term),
  subId: blankToNull(u.sub_id),
});
/** One set's identity: a hash of its values in a fixed order (the same set twice is one row). */
const setKeyOf = (u: UtmMetrics) =>
  createHash('sha256')
    .update(JSON.stringify(FIELDS.map((f) => blankToNull(u[f]))))
    .digest('base64url');
const isEmpty = (u: UtmMetrics) => FIELDS.every((f) => blankToNull(u[f]) === null);

interface UtmWrite {
  visitorId: string;
  utm: UtmMetrics;
  playerId: number | null;
  ip: string;
  at: Date;
}

/** Stores the visit's set against the visitor; the same set again is a no-op. */
export async function storeUtmSet(db: Db | Tx, w: UtmWrite): Promise<void> {
  await db
    .insert(telemetryUtm)
    .values({ action: 'set', ...columns(w.utm), visitorId: w.visitorId, setKey: setKeyOf(w.utm), playerId: w.playerId, ip: w.ip, createdAt: w.at })
    .onConflictDoNothing();
}

/**
 * Attaches a set to the player: the body's, else the visitor's last stored set. The first set
 * attached stays (a second call, or another set later, changes nothing). True when the player
 * has a set attached after the call.
 */
export async function attachUtm(db: Db | Tx, w: UtmWrite & { playerId: number }): Promise<boolean> {
  let utm = w.utm;
  if (isEmpty(utm)) {
    const [last] = await db
      .select()
      .from(telemetryUtm)
      .where(and(eq(telemetryUtm.action, 'set'), eq(telemetryUtm.visitorId, w.visitorId)))
      .orderBy(desc(telemetryUtm.id))
      .limit(1);
    if (last) {
      utm = {
        ...(last.utmSource ? { utm_source: last.utmSource } : {}),
        ...(last.utmMedium ? { utm_medium: last.utmMedium } : {}),
        ...(last.utmCampaign ? { utm_campaign: last.utmCampaign } : {}),
        ...(last.utmContent ? { utm_content: last.utmContent } : {}),
        ...(last.utmTerm ? { utm_term: last.utmTerm } : {}),
        ...(last.subId ? { sub_id: last.subId } : {}),
      };
    }
  }
  if (!isEmpty(utm)) {
    await db
      .insert(telemetryUtm)
      .values({ action: 'send', ...columns(utm), visitorId: w.visitorId, setKey: setKeyOf(utm), playerId: w.playerId, ip: w.ip, createdAt: w.at })
      .onConflictDoNothing();
  }
  const [row] = await db
    .select({ id: telemetryUtm.id })
    .from(telemetryUtm)
    .where(and(eq(telemetryUtm.action, 'send'), eq(telemetryUtm.playerId, w.playerId)))
    .limit(1);
  return row !== undefined;
}

/** The UTM set attached to each of these players (their `send` row), by player id; players without one are absent. */
export async function utmOfPlayers(
  db: Db | Tx,
  playerIds: readonly number[],
): Promise<Map<number, { source: string | null; medium: string | null; campaign: string | null }>> {
  const out = new Map<number, { source: string | null; medium: string | null; campaign: string | null }>();
  if (playerIds.length === 0) return out;
  const rows = await db
    .select({ playerId: telemetryUtm.playerId, source: telemetryUtm.utmSource, medium: telemetryUtm.utmMedium, campaign: telemetryUtm.utmCampaign })
    .from(telemetryUtm)
    .where(and(eq(telemetryUtm.action, 'send'), isNotNull(telemetryUtm.playerId), inArray(telemetryUtm.playerId, [...playerIds])));
  for (const r of rows) out.set(r.playerId!, { source: r.source, medium: r.medium, campaign: r.campaign });
  return out;
}
