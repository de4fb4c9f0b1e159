import { z } from 'zod';
import {
  LootboxErrorSchema,
  LootboxIdParamsSchema,
  LootboxSchema,
  LootboxSetInputSchema,
  LootboxSetSchema,
  LootboxSetsSchema,
  StaffLootboxIssueSchema,
  WheelGroupParamsSchema,
  WheelSegmentSetSchema,
  WheelSegmentsInputSchema,
} from '../../schemas/lootboxes';
import { HttpError } from '../http/errors';
import type { PlatformApp } from '../http/types';
import { audit, requireStaff } from '../staff/index';
import { checkTemplates, createSet, findSet, issueLootbox, listSegmentSets, listSets, putSegments, updateSet, type LootboxPorts } from './engine';
import { lootboxView, segmentsView, setView } from './view';

const errors = { 401: LootboxErrorSchema, 403: LootboxErrorSchema, 404: LootboxErrorSchema, 409: LootboxErrorSchema, 422: LootboxErrorSchema };
/** Support reads (and issues a box to a player); marketing and admin change sets and segments. */
const READERS = ['marketing', 'admin', 'support'] as const;
const WRITERS = ['marketing', 'admin'] as const;

/** Marketing's loot-box sets and wheel segments, and staff's issue of a box; every change audited. */
export default async function lootboxBackofficeRoutes(app: PlatformApp, ports: LootboxPorts): Promise<void> {
  const { db, clock } = app.deps;

  app.get('/api/backoffice/lootbox-sets', { schema: { response: { 200: LootboxSetsSchema, ...errors } } }, async (req) => {
    await requireStaff(req, READERS);
    return (await listSets(db)).map(setView);
  });

  app.post('/api/backoffice/lootbox-sets', { schema: { body: LootboxSetInputSchema, response: { 200: LootboxSetSchema, ...errors } } }, async (req) => {
    await requireStaff(req, WRITERS);
    await checkTemplates(db, req.body.items, 'items');
    return db.transaction(async (tx) => {
      const s = await createSet(tx, req.body, clock.now());
      await audit(req, 'lootbox_set.create', `lootbox_set:${s.id}`, null, req.body, { db: tx });
      return setView(s);
    });
  });

  app.put(
    '/api/backoffice/lootbox-sets/:id',
    { schema: { params: LootboxIdParamsSchema, body: LootboxSetInputSchema, response: { 200: LootboxSetSchema, ...errors } } },
    async (req) => {
      await requireStaff(req, WRITERS);
      await checkTemplates(db, req.body.items, 'items');
      return db.transaction(async (tx) => {
        const before = await findSet(tx, req.params.id);
        if (!before) throw new HttpError(404, 'lootbox_set_not_found', 'No such loot-box set');
        const s = await updateSet(tx, req.params.id, req.body);
        await audit(req, 'lootbox_set.update', `lootbox_set:${s.id}`, setView(before), req.body, { db: tx });
        return setView(s);
      });
    },
  );

  app.post('/api/backoffice/lootboxes', { schema: { body: StaffLootboxIssueSchema, response: { 200: LootboxSchema, ...errors } } }, async (req) => {
    await requireStaff(req, READERS);
    const at = clock.now();
    return db.transaction(async (tx) => {
      const r = await issueLootbox(tx, ports, { playerId: req.body.player_id, setId: req.body.set_id, key: `staff:${req.body.key}`, source: 'staff', at });
      if (!r.box)
        throw new HttpError(r.reason === 'set_not_found' || r.reason === 'player_not_found' ? 404 : 422, 'lootbox_refused', 'This loot box cannot be issued', {
          [r.reason === 'set_not_found' ? 'set_id' : 'player_id']: [r.reason],
        });
      if (!r.replayed) await audit(req, 'lootbox.issue', `lootbox:${r.box.id}`, null, { ...req.body, seed_hash: r.box.seedHash }, { db: tx });
      return lootboxView(tx, r.box, at);
    });
  });

  app.get('/api/backoffice/wheel-segments', { schema: { response: { 200: z.array(WheelSegmentSetSchema), ...errors } } }, async (req) => {
    await requireStaff(req, READERS);
    const sets = await listSegmentSets(db);
    return Promise.all(sets.map(async (s) => ({ group_id: s.groupId, segments: await segmentsView(db, s.segments), updated_at: s.updatedAt.toISOString() })));
  });

  app.put(
    '/api/backoffice/wheel-segments/:group_id',
    { schema: { params: WheelGroupParamsSchema, body: WheelSegmentsInputSchema, response: { 200: WheelSegmentSetSchema, ...errors } } },
    async (req) => {
      await requireStaff(req, WRITERS);
      await checkTemplates(db, req.body.segments, 'segments');
      return db.transaction(async (tx) => {
        const s = await putSegments(tx, req.params.group_id, req.body, clock.now());
        await audit(req, 'wheel_segments.put', `wheel_segments:${s.groupId}`, null, req.body, { db: tx });
        return { group_id: s.groupId, segments: await segmentsView(tx, s.segments), updated_at: s.updatedAt.toISOString() };
      });
    },
  );
}
