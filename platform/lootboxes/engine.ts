import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { drawWeighted, lootboxMessage, seedHash, wheelMessage } from '../../schemas/lootbox-draw';
import { giftKindOf } from '../../schemas/gifts';
import { LOOTBOX_GROUP_IDS, type LootboxBonus, type LootboxSetInput, type WheelSegmentsInput } from '../../schemas/lootboxes';
import type { Db, Tx } from '../db/client';
import { consumeWheelSpin, findTemplate, wheelSpinGifts } from '../gifts';
import { HttpError } from '../http/errors';
import { findPlayerById, playerGroupIds } from '../player';
import { lootboxes, lootboxSets, wheelSegmentSets, wheelSpins } from './schema';

type Conn = Db | Tx;
export type LootboxSetRow = typeof lootboxSets.$inferSelect;
export type LootboxRow = typeof lootboxes.$inferSelect;
export type WheelSpinRow = typeof wheelSpins.$inferSelect;

/** The multi-account group (spec P6, C6): no automatic rewards, loot boxes from deposits included. */
const MULTI_ACCOUNT_GROUP = 100;

/**
 * What the loot-boxes engine asks other modules, passed in by the composition root: limits'
 * exclusion check and gifts' issuing port (the one way a prize reaches a player).
 */
export interface LootboxPorts {
  excluded: (db: Conn, playerId: number, at: Date) => Promise<boolean>;
  issueGift: (
    db: Conn,
    input: { playerId: number; templateId: number; source: string; idempotencyKey: string; at: Date; currency?: string; meta?: Record<string, unknown> },
  ) => Promise<{ gift: { id: number } }>;
  /** Whether an error from issueGift is a refusal (recorded, never retried) rather than a failure. */
  refusalReason: (err: unknown) => string | null;
}

const newSeed = async () => {
  const seed = randomBytes(32).toString('hex');
  return { seed, seedHash: await seedHash(seed) };
};

// ─── Sets ────────────────────────────────────────────────────────────────────────────────────────
const setValues = (input: LootboxSetInput) => ({
  title: input.title,
  groupKey: input.group_key,
  items: input.items,
  validHours: input.valid_hours,
  depositRules: input.deposit_rules,
  enabled: input.enabled,
});

export async function createSet(db: Conn, input: LootboxSetInput, at: Date): Promise<LootboxSetRow> {
  const [row] = await db
    .insert(lootboxSets)
    .values({ ...setValues(input), createdAt: at })
    .returning();
  return row!;
}

/** A set's new items apply to boxes issued from now on: an issued box keeps the items it was issued with. */
export async function updateSet(db: Conn, id: number, input: LootboxSetInput): Promise<LootboxSetRow> {
  const [row] = await db.update(lootboxSets).set(setValues(input)).where(eq(lootboxSets.id, id)).returning();
  if (!row) throw new HttpError(404, 'lootbox_set_not_found', 'No such loot-box set');
  return row;
}

export async function findSet(db: Conn, id: number): Promise<LootboxSetRow | null> {
  const [row] = await db.select().from(lootboxSets).where(eq(lootboxSets.id, id));
  return row ?? null;
}

export async function listSets(db: Conn): Promise<LootboxSetRow[]> {
  return db.select().from(lootboxSets).orderBy(asc(lootboxSets.id));
}

/** Every template id the items name must be a bonus template: field messages otherwise. */
export async function checkTemplates(db: Conn, items: readonly { template_id: number | null }[], field: string): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const [i, item] of items.entries())
    if (item.template_id !== null && !(await findTemplate(db, item.template_id))) errors[`${field}.${i}.template_id`] = ['is not a bonus template'];
  if (Object.keys(errors).length > 0) throw new HttpError(422, 'validation_failed', 'Unknown bonus template', errors);
}

// ─── Issue ───────────────────────────────────────────────────────────────────────────────────────
export type LootboxSource = 'deposit' | 'staff' | 'port';

/** Why a player may not be given a box now, or null. Staff pass a disabled set; deposits (automatic) skip the multi-account group. */
async function issueRefusal(db: Conn, ports: LootboxPorts, set: LootboxSetRow, playerId: number, source: LootboxSource, at: Date): Promise<string | null> {
  if (!set.enabled && source !== 'staff') return 'set_disabled';
  const player = await findPlayerById(db, playerId);
  if (!player) return 'player_not_found';
  if (!player.canIssueBonuses) return 'bonuses_disabled';
  if (source === 'deposit' && (await playerGroupIds(db, playerId)).includes(MULTI_ACCOUNT_GROUP)) return 'multi_account';
  if (await ports.excluded(db, playerId, at)) return 'excluded';
  return null;
}

/**
 * Gives a player one box of a set, once per key: the set's items copied, a fresh seed from
 * node:crypto and its hash. Answers the box (the first one on a repeat), or null with the reason.
 */
export async function issueLootbox(
  db: Conn,
  ports: LootboxPorts,
  i: { playerId: number; setId: number; key: string; source: LootboxSource; at: Date },
): Promise<{ box: LootboxRow; replayed: boolean } | { box: null; reason: string }> {
  return db.transaction(async (tx) => {
    const [earlier] = await tx.select().from(lootboxes).where(eq(lootboxes.key, i.key));
    if (earlier) {
      if (earlier.playerId !== i.playerId || earlier.setId !== i.setId)
        throw new HttpError(409, 'idempotency_conflict', 'This idempotency key was already used for another loot box');
      return { box: earlier, replayed: true };
    }
    const set = await findSet(tx, i.setId);
    if (!set) return { box: null, reason: 'set_not_found' };
    const reason = await issueRefusal(tx, ports, set, i.playerId, i.source, i.at);
    if (reason) return { box: null, reason };
    const [box] = await tx
      .insert(lootboxes)
      .values({
        playerId: i.playerId,
        setId: set.id,
        key: i.key,
        source: i.source,
        groupKey: set.groupKey,
        items: set.items,
        ...(await newSeed()),
        createdAt: i.at,
        validUntil: new Date(i.at.getTime() + set.validHours * 3_600_000),
      })
      .onConflictDoNothing({ target: lootboxes.key })
      .returning();
    // Lost a race for the key: answer the box the other issue wrote.
    if (!box) return { box: (await tx.select().from(lootboxes).where(eq(lootboxes.key, i.key)))[0]!, replayed: true };
    return { box, replayed: false };
  });
}

/** A credited deposit's boxes: one of each enabled set whose rule for the deposit's currency it reaches (key `deposit:<payment>:set:<id>`). */
export async function boxesForCreditedDeposit(
  tx: Tx,
  ports: LootboxPorts,
  d: { playerId: number; paymentId: number; currency: string; amountCents: number; at: Date },
): Promise<number> {
  const sets = await tx.select().from(lootboxSets).where(eq(lootboxSets.enabled, true));
  let issued = 0;
  for (const s of sets) {
    const rule = s.depositRules.find((r) => r.currency === d.currency);
    if (!rule || d.amountCents < rule.min_amount_cents) continue;
    const r = await issueLootbox(tx, ports, { playerId: d.playerId, setId: s.id, key: `deposit:${d.paymentId}:set:${s.id}`, source: 'deposit', at: d.at });
    if (r.box && !r.replayed) issued++;
  }
  return issued;
}

// ─── Activation ──────────────────────────────────────────────────────────────────────────────────
/** The stage a box shows at `at`: an issued box past its validity is expired (the platform clock), stored or not yet. */
export const stageAt = (b: Pick<LootboxRow, 'stage' | 'validUntil'>, at: Date) => (b.stage === 'issued' && b.validUntil <= at ? 'expired' : b.stage);

export async function playerBoxes(db: Conn, playerId: number): Promise<LootboxRow[]> {
  return db.select().from(lootboxes).where(eq(lootboxes.playerId, playerId)).orderBy(asc(lootboxes.createdAt), asc(lootboxes.id));
}

/**
 * Opens a box, in one transaction under its row lock: the prize drawn from its seed by the
 * public algorithm (schemas/lootbox-draw.ts), issued through the gifts port with the key
 * `lootbox:<id>` (a savepoint: a refusal is recorded), and the box marked activated (which
 * reveals its seed). A crash anywhere rolls all of it back, the box stays issued, and the next
 * activation draws the same item and issues it then: the prize is paid exactly once. A repeat
 * (double click, a racing call) answers the activated box. Another player's box is a 404; an
 * expired one a 422 (and is stored as expired); bonuses off, an exclusion or the multi-account
 * group refuse with a 422 and leave the box issued.
 */
export async function activateLootbox(db: Db, ports: LootboxPorts, playerId: number, id: number, at: Date): Promise<LootboxRow> {
  const r = await db.transaction(async (tx) => {
    const [b] = await tx
      .select()
      .from(lootboxes)
      .where(and(eq(lootboxes.id, id), eq(lootboxes.playerId, playerId)))
      .for('update');
    if (!b) throw new HttpError(404, 'lootbox_not_found', 'No such loot box', { id: ['is not one of your loot boxes'] });
    if (b.stage === 'activated') return { box: b };
    if (stageAt(b, at) === 'expired') {
      if (b.stage !== 'expired') await tx.update(lootboxes).set({ stage: 'expired' }).where(eq(lootboxes.id, b.id));
      return { expired: true as const };
    }
    const player = await findPlayerById(tx, playerId);
    const reason = !player?.canIssueBonuses
      ? 'bonuses_disabled'
      : (await playerGroupIds(tx, playerId)).includes(MULTI_ACCOUNT_GROUP)
        ? 'multi_account'
        : (await ports.excluded(tx, playerId, at))
          ? 'excluded'
          : null;
    if (reason) throw new HttpError(422, 'lootbox_refused', 'This loot box cannot be opened now', { id: [reason] }, { reason });
    const index = await drawWeighted(
      b.seed,
      lootboxMessage(b.id),
      b.items.map((i) => i.weight),
    );
    let giftId: number | null = null;
    let outcome = 'issued';
    try {
      const { gift } = await tx.transaction((sp) =>
        ports.issueGift(sp, {
          playerId,
          templateId: b.items[index]!.template_id,
          source: 'engine:lootboxes',
          idempotencyKey: `lootbox:${b.id}`,
          at,
          meta: { lootbox_id: b.id, item: index },
        }),
      );
      giftId = gift.id;
    } catch (err) {
      const refusal = ports.refusalReason(err);
      if (refusal === null) throw err;
      outcome = `refused:${refusal}`;
    }
    const [row] = await tx
      .update(lootboxes)
      .set({ stage: 'activated', activatedAt: at, prizeIndex: index, outcome, giftId })
      .where(eq(lootboxes.id, b.id))
      .returning();
    return { box: row! };
  });
  if ('expired' in r) throw new HttpError(422, 'lootbox_expired', 'This loot box has expired', { id: ['has expired'] });
  return r.box;
}

// ─── The wheel ───────────────────────────────────────────────────────────────────────────────────
export type WheelSetRow = typeof wheelSegmentSets.$inferSelect;

export async function putSegments(db: Conn, groupId: number, input: WheelSegmentsInput, at: Date): Promise<WheelSetRow> {
  const [row] = await db
    .insert(wheelSegmentSets)
    .values({ groupId, segments: input.segments, updatedAt: at })
    .onConflictDoUpdate({ target: wheelSegmentSets.groupId, set: { segments: input.segments, updatedAt: at } })
    .returning();
  return row!;
}

export async function listSegmentSets(db: Conn): Promise<WheelSetRow[]> {
  return db.select().from(wheelSegmentSets).orderBy(asc(wheelSegmentSets.groupId));
}

/** The segment set a player sees (C4 "The lootbox segment set depends on user group"): the first of 21, 1308, 1309 they are in that has a set, else 0. */
export async function segmentSetFor(db: Conn, playerId: number | null): Promise<WheelSetRow | null> {
  const groups = playerId === null ? [] : await playerGroupIds(db, playerId);
  const candidates = [...LOOTBOX_GROUP_IDS.filter((g) => groups.includes(g)), 0];
  const sets = await db.select().from(wheelSegmentSets).where(inArray(wheelSegmentSets.groupId, candidates));
  for (const g of candidates) {
    const s = sets.find((x) => x.groupId === g);
    if (s) return s;
  }
  return null;
}

/** The commitment of a spin gift's draw: its seed drawn the first time it is asked for, then kept. */
export async function spinCommitment(db: Conn, playerId: number, giftId: number, at: Date): Promise<WheelSpinRow> {
  await db
    .insert(wheelSpins)
    .values({ giftId, playerId, ...(await newSeed()), createdAt: at })
    .onConflictDoNothing({ target: wheelSpins.giftId });
  const [row] = await db.select().from(wheelSpins).where(eq(wheelSpins.giftId, giftId));
  return row!;
}

export async function wheelState(db: Conn, playerId: number, at: Date) {
  const set = await segmentSetFor(db, playerId);
  const spins = await wheelSpinGifts(db, playerId, at);
  const next = spins[0] ? await spinCommitment(db, playerId, spins[0].id, at) : null;
  return { set, spins: spins.length, next };
}

/**
 * One spin of the wheel, in one transaction: the spin gift moves to finished through the gifts
 * module (locked: a used gift is a 422, so two racing spins of one gift pay once), the segment is
 * drawn from the gift's committed seed by the public algorithm and its prize, if any, issued
 * through the gifts port with the key `wheel:<gift id>`. A crash rolls all of it back.
 */
export async function spinWheel(db: Db, ports: LootboxPorts, playerId: number, giftId: number, at: Date): Promise<WheelSpinRow> {
  return db.transaction(async (tx) => {
    const set = await segmentSetFor(tx, playerId);
    if (!set) throw new HttpError(422, 'wheel_not_configured', 'The wheel has no segments', { gift_id: ['the wheel has no segments'] });
    await consumeWheelSpin(tx, playerId, giftId, at);
    const commit = await spinCommitment(tx, playerId, giftId, at);
    const index = await drawWeighted(
      commit.seed,
      wheelMessage(giftId),
      set.segments.map((s) => s.weight),
    );
    const templateId = set.segments[index]!.template_id;
    let prizeGiftId: number | null = null;
    let outcome = templateId === null ? 'no_prize' : 'issued';
    if (templateId !== null) {
      try {
        const { gift } = await tx.transaction((sp) =>
          ports.issueGift(sp, {
            playerId,
            templateId,
            source: 'engine:wheel',
            idempotencyKey: `wheel:${giftId}`,
            at,
            meta: { spin_gift_id: giftId, segment: index },
          }),
        );
        prizeGiftId = gift.id;
      } catch (err) {
        const refusal = ports.refusalReason(err);
        if (refusal === null) throw err;
        outcome = `refused:${refusal}`;
      }
    }
    const [row] = await tx
      .update(wheelSpins)
      .set({ spunAt: at, groupId: set.groupId, segments: set.segments, segmentIndex: index, outcome, prizeGiftId })
      .where(eq(wheelSpins.giftId, giftId))
      .returning();
    return row!;
  });
}

// ─── Views ───────────────────────────────────────────────────────────────────────────────────────
/** C3 bonuses[]: an item's template described (null when the template is gone). */
export async function describeTemplate(db: Conn, templateId: number | null): Promise<LootboxBonus | null> {
  if (templateId === null) return null;
  const t = await findTemplate(db, templateId);
  if (!t) return null;
  return {
    title: t.title,
    type: giftKindOf(t.type) === 'freespins' ? 'freespins' : 'bonus',
    attributes: { freespins_count: t.freespinsCount, bonus_amount: t.amounts },
    result_bonus: { wager: t.wagerMultiplier, max_win: t.maxWin },
  };
}
