import { z } from 'zod';
import {
  LootboxErrorSchema,
  LootboxIdParamsSchema,
  LootboxSchema,
  LootboxesSchema,
  lootboxRelevant,
  WheelSpinSchema,
  WheelStateSchema,
} from '../../schemas/lootboxes';
import { wheelMessage } from '../../schemas/lootbox-draw';
import { requirePlayer } from '../http/player-session';
import type { PlatformApp } from '../http/types';
import { activateLootbox, playerBoxes, spinWheel, wheelState, type LootboxPorts } from './engine';
import { lootboxView, lootboxViews, segmentsView, spinView } from './view';

const errors = { 401: LootboxErrorSchema, 404: LootboxErrorSchema, 422: LootboxErrorSchema };
export const WheelSpinBodySchema = z.object({
  /** The spin gift whose commitment the player saw (GET /api/player/wheel `next.gift_id`). */
  gift_id: z
    .number()
    .int('must be a whole number')
    .positive('must be a positive number')
    .max(2 ** 31 - 1),
});

/** The player's loot-box and wheel calls (README has the table). */
export default async function lootboxRoutes(app: PlatformApp, ports: LootboxPorts): Promise<void> {
  const { db, clock } = app.deps;

  app.get('/api/player/lootboxes', { schema: { response: { 200: LootboxesSchema, ...errors } } }, async (req) => {
    const { playerId } = await requirePlayer(req);
    const at = clock.now();
    return (await lootboxViews(db, await playerBoxes(db, playerId), at)).filter((b) => lootboxRelevant(b, at));
  });

  app.post('/api/player/lootboxes/:id/activation', { schema: { params: LootboxIdParamsSchema, response: { 200: LootboxSchema, ...errors } } }, async (req) => {
    const { playerId } = await requirePlayer(req);
    const at = clock.now();
    return lootboxView(db, await activateLootbox(db, ports, playerId, req.params.id, at), at);
  });

  app.get('/api/player/wheel', { schema: { response: { 200: WheelStateSchema, ...errors } } }, async (req) => {
    const { playerId } = await requirePlayer(req);
    const s = await wheelState(db, playerId, clock.now());
    return {
      group_id: s.set?.groupId ?? 0,
      segments: s.set ? await segmentsView(db, s.set.segments) : [],
      spins: s.spins,
      next: s.next ? { gift_id: s.next.giftId, seed_hash: s.next.seedHash, message: wheelMessage(s.next.giftId) } : null,
    };
  });

  app.post('/api/player/wheel/spin', { schema: { body: WheelSpinBodySchema, response: { 200: WheelSpinSchema, ...errors } } }, async (req) => {
    const { playerId } = await requirePlayer(req);
    return spinView(db, await spinWheel(db, ports, playerId, req.body.gift_id, clock.now()));
  });
}
