import { lootboxMessage, wheelMessage } from '../../schemas/lootbox-draw';
import type { Lootbox, LootboxBonus, LootboxItem, LootboxSet, WheelSegment, WheelSpin } from '../../schemas/lootboxes';
import type { Db, Tx } from '../db/client';
import { describeTemplate, stageAt, type LootboxRow, type LootboxSetRow, type WheelSetRow, type WheelSpinRow } from './engine';

type Conn = Db | Tx;
const ALGORITHM = 'hmac-sha256-weighted-v1' as const;

/** Template descriptions, each read once per answer. */
function describer(db: Conn) {
  const cache = new Map<number, Promise<LootboxBonus | null>>();
  return (id: number | null) => {
    if (id === null) return Promise.resolve(null);
    if (!cache.has(id)) cache.set(id, describeTemplate(db, id));
    return cache.get(id)!;
  };
}

/** The C3 Lootbox: items with their bonuses, the prize once drawn, the commitment (and the seed once activated). */
export async function lootboxView(db: Conn, b: LootboxRow, at: Date, describe = describer(db)): Promise<Lootbox> {
  const items: LootboxItem[] = await Promise.all(
    b.items.map(async (i, id) => ({ id, title: i.title, weight: i.weight, bonus: await describe(i.template_id) })),
  );
  const stage = stageAt(b, at);
  return {
    id: b.id,
    group_key: b.groupKey,
    stage,
    weight: b.items.reduce((a, i) => a + i.weight, 0),
    created_at: b.createdAt.toISOString(),
    valid_until: b.validUntil.toISOString(),
    activated_at: b.activatedAt?.toISOString() ?? null,
    prize: b.prizeIndex === null ? null : items[b.prizeIndex]!,
    items,
    bonuses: items.flatMap((i) => (i.bonus ? [i.bonus] : [])),
    prize_gift_id: b.giftId,
    proof: { algorithm: ALGORITHM, seed_hash: b.seedHash, seed: b.stage === 'activated' ? b.seed : null, message: lootboxMessage(b.id) },
  };
}

export async function lootboxViews(db: Conn, boxes: readonly LootboxRow[], at: Date): Promise<Lootbox[]> {
  const describe = describer(db);
  return Promise.all(boxes.map((b) => lootboxView(db, b, at, describe)));
}

export const setView = (s: LootboxSetRow): LootboxSet => ({
  id: s.id,
  title: s.title,
  group_key: s.groupKey,
  items: s.items,
  valid_hours: s.validHours,
  deposit_rules: s.depositRules,
  enabled: s.enabled,
  created_at: s.createdAt.toISOString(),
});

export async function segmentsView(db: Conn, segments: WheelSetRow['segments'], describe = describer(db)): Promise<WheelSegment[]> {
  return Promise.all(segments.map(async (s, id) => ({ id, title: s.title, weight: s.weight, bonus: await describe(s.template_id) })));
}

export async function spinView(db: Conn, s: WheelSpinRow): Promise<WheelSpin> {
  const segments = await segmentsView(db, s.segments ?? []);
  return {
    gift_id: s.giftId,
    group_id: s.groupId ?? 0,
    segment: segments[s.segmentIndex ?? 0]!,
    segments,
    prize_gift_id: s.prizeGiftId,
    refused: s.outcome?.startsWith('refused:') ? s.outcome.slice('refused:'.length) : null,
    proof: { algorithm: ALGORITHM, seed_hash: s.seedHash, seed: s.spunAt ? s.seed : null, message: wheelMessage(s.giftId) },
  };
}
