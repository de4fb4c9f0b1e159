import { and, eq, inArray } from 'drizzle-orm';
import { ApiErrorSchema } from '../../schemas/api-error';
import {
  PlayerGroupsBodySchema,
  PlayerPatchBodySchema,
  PlayerSchema,
  PlayerSettingsSchema,
  PlayerStatsSchema,
  SubscriptionsBodySchema,
  SubscriptionsSchema,
  UpdateLocaleBodySchema,
  type Player,
  type Subscriptions,
} from '../../schemas/player';
import { requirePlayer } from '../http/player-session';
import { badRequest, unauthorized } from '../http/errors';
import type { FastifyRequest } from 'fastify';
import type { PlatformApp } from '../http/types';
import { AB_TEST_GROUPS } from './groups';
import { planProfilePatch } from './profile';
import { groups, playerGroups, players } from './schema';
import { playerStats, type StatsSources } from './stats';
import { loadPlayerView } from './view';
import securityRoutes, { type SecurityPorts } from './security';
import verificationRoutes from './verification';
import { appendEvent } from '../outbox';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 422: ApiErrorSchema, 429: ApiErrorSchema };

/** The signed-in player's row; a session whose player is gone counts as signed out. */
async function myRow(req: FastifyRequest) {
  const { playerId } = await requirePlayer(req);
  const [row] = await req.server.deps.db.select().from(players).where(eq(players.id, playerId));
  if (!row) throw unauthorized();
  return row;
}

async function myView(req: FastifyRequest, playerId: number): Promise<Player> {
  const view = await loadPlayerView(req.server.deps.db, playerId);
  if (!view) throw unauthorized();
  return view;
}

const subscriptionsOf = (row: typeof players.$inferSelect): Subscriptions => ({
  receive_promos: row.receivePromos,
  receive_sms_promos: row.receiveSmsPromos,
  receive_promos_via_phone_calls: row.receivePromosViaPhoneCalls,
  agreed_to_partner_promotions: row.agreedToPartnerPromotions,
});

/** What the player routes are given by the composition root. */
export interface PlayerPorts {
  /** The payments and games modules' reads behind GET /api/player/stats. */
  stats: StatsSources;
  /** Auth's password hashing and staff's dev-tools check (the profile's security calls). */
  security: SecurityPorts;
}

/**
 * The signed-in player's own data (spec P7 "Player", the calls that move no money). Every call
 * answers 401 to a guest; the site reads that as "not logged in" (P4 "Login state").
 */
export default async function playerRoutes(app: PlatformApp, { stats, security }: PlayerPorts): Promise<void> {
  app.get('/api/player', { schema: { response: { 200: PlayerSchema, ...errors } } }, async (req) => {
    const { playerId } = await requirePlayer(req);
    return myView(req, playerId);
  });

  app.patch('/api/player', { schema: { body: PlayerPatchBodySchema, response: { 200: PlayerSchema, ...errors } } }, async (req) => {
    const { deps } = req.server;
    const row = await myRow(req);
    const plan = planProfilePatch(row, req.body, deps.clock.now());
    if ('errors' in plan) throw badRequest('validation_failed', 'Some fields are not valid', plan.errors);
    if (Object.keys(plan.set).length) await deps.db.update(players).set(plan.set).where(eq(players.id, row.id));
    return myView(req, row.id);
  });

  app.get('/api/player/settings', { schema: { response: { 200: PlayerSettingsSchema, ...errors } } }, async (req) => {
    await requirePlayer(req);
    // No captcha provider is configured yet; the realtime endpoint is socket.io on the same origin.
    return { recaptcha: null, recaptcha_version: null, realtime: { path: '/socket.io/' } };
  });

  app.get('/api/player/stats', { schema: { response: { 200: PlayerStatsSchema, ...errors } } }, async (req) => {
    const { playerId } = await requirePlayer(req);
    return playerStats(stats, playerId);
  });

  app.patch('/api/player/update_locale', { schema: { body: UpdateLocaleBodySchema, response: { 200: PlayerSchema, ...errors } } }, async (req) => {
    const { playerId } = await requirePlayer(req);
    await req.server.deps.db.update(players).set({ language: req.body.locale }).where(eq(players.id, playerId));
    return myView(req, playerId);
  });

  app.post('/api/player/groups', { schema: { body: PlayerGroupsBodySchema, response: { 200: PlayerSchema, ...errors } } }, async (req) => {
    const { deps } = req.server;
    const { playerId } = await requirePlayer(req);
    const ids = [...new Set(req.body.groups.add)];
    const found = await deps.db.select().from(groups).where(inArray(groups.id, ids));
    const fields: Record<string, string[]> = {};
    req.body.groups.add.forEach((id, i) => {
      const g = found.find((f) => f.id === id);
      if (!g) fields[`groups.add.${i}`] = ['is not a known group'];
      else if (!g.writable) fields[`groups.add.${i}`] = ['is not a group you can join'];
    });
    const abWanted = ids.filter((id) => (AB_TEST_GROUPS as readonly number[]).includes(id));
    if (abWanted.length > 1) fields['groups.add'] = ['may hold only one A/B test group'];
    if (Object.keys(fields).length) throw badRequest('validation_failed', 'Some groups cannot be joined', fields);

    await deps.db.transaction(async (tx) => {
      if (abWanted.length) {
        // The A/B split is sticky: a player already in one half never moves to the other.
        const inAb = await tx
          .select({ id: playerGroups.groupId })
          .from(playerGroups)
          .where(and(eq(playerGroups.playerId, playerId), inArray(playerGroups.groupId, [...AB_TEST_GROUPS])));
        if (inAb.some((g) => g.id !== abWanted[0]))
          throw badRequest('ab_group_taken', 'The player is already in the other A/B test group', { 'groups.add': ['is already in the other A/B test group'] });
      }
      const now = deps.clock.now();
      const rows = await tx
        .insert(playerGroups)
        .values(ids.map((groupId) => ({ playerId, groupId, addedAt: now })))
        .onConflictDoNothing()
        .returning({ id: playerGroups.groupId });
      const added = rows.map((r) => r.id);
      // The player's pages hear of it from the event stream (player/stream.ts).
      if (added.length) await appendEvent(tx, { type: 'player.groups_changed', playerId, at: now, payload: { added, removed: [] } });
    });
    return myView(req, playerId);
  });

  app.get('/api/subscriptions', { schema: { response: { 200: SubscriptionsSchema, ...errors } } }, async (req) => subscriptionsOf(await myRow(req)));

  app.put('/api/subscriptions', { schema: { body: SubscriptionsBodySchema, response: { 200: SubscriptionsSchema, ...errors } } }, async (req) => {
    const { playerId } = await requirePlayer(req);
    const p = req.body.subscription_params;
    const [row] = await req.server.deps.db
      .update(players)
      .set({
        ...(p.receive_promos !== undefined ? { receivePromos: p.receive_promos } : {}),
        ...(p.receive_sms_promos !== undefined ? { receiveSmsPromos: p.receive_sms_promos } : {}),
        ...(p.receive_promos_via_phone_calls !== undefined ? { receivePromosViaPhoneCalls: p.receive_promos_via_phone_calls } : {}),
        ...(p.agreed_to_partner_promotions !== undefined ? { agreedToPartnerPromotions: p.agreed_to_partner_promotions } : {}),
      })
      .where(eq(players.id, playerId))
      .returning();
    if (!row) throw unauthorized();
    return subscriptionsOf(row);
  });

  await securityRoutes(app, security);
  await verificationRoutes(app);
}
