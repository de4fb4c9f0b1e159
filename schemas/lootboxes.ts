import { z } from 'zod';
import { ApiErrorSchema } from './api-error';
import { CurrencyCodeSchema } from './currency';
import { MAX_TOTAL_WEIGHT } from './lootbox-draw';
import { oneLine } from './validation';

/**
 * Loot boxes and the prize wheel (spec C3 "Lootbox", C4 "Lootbox relevance" and "Spin-wheel
 * destination", C7 lootbox calls, C9 lootbox groups). A loot-box set lists items with weights,
 * each a bonus template; a box is issued to a player (a credited deposit, staff, the shop or a
 * level through the module's port) with a secret seed whose SHA-256 is shown at once; activation
 * draws the prize by the public algorithm in `lootbox-draw.ts`, reveals the seed and issues the
 * prize once through the gifts issuing port. The wheel draws a segment the same way for each
 * issued gift whose group key starts with `manual_wheel` or `wheel` (one gift, one spin).
 *
 * Calls (platform/lootboxes/README.md has the table):
 * - GET  /api/player/lootboxes                  -> Lootbox[] (the relevance rule applied)
 * - POST /api/player/lootboxes/{id}/activation  -> Lootbox (stage activated, prize and seed shown)
 * - GET  /api/player/wheel                      -> WheelState (segments for the player's group, spins left, the next spin's commitment)
 * - POST /api/player/wheel/spin                 -> WheelSpin (one spin gift finished, the segment and the seed)
 * Back office (staff cookie; marketing and admin change, support reads):
 * - GET/POST /api/backoffice/lootbox-sets, PUT /api/backoffice/lootbox-sets/{id}
 * - POST /api/backoffice/lootboxes {player_id, set_id, key}   (staff issue)
 * - GET/PUT /api/backoffice/wheel-segments/{group_id}   (0: the default set)
 */

export const LootboxErrorSchema = ApiErrorSchema.extend({ reason: z.string().optional() });

export const LOOTBOX_STAGES = ['issued', 'activated', 'expired'] as const;
export type LootboxStage = (typeof LOOTBOX_STAGES)[number];

/** C9: the loot-box / wheel segment groups seen (21 testers, 1308, 1309); a set for group 0 serves everyone else. */
export const LOOTBOX_GROUP_IDS = [21, 1308, 1309] as const;
/** The group-key prefix of boxes that send the wheel link to the segments page (C4 "Spin-wheel destination"). */
export const SEGMENTS_LOOTBOX_PREFIX = 'wheel_segments';

const RowId = z
  .number()
  .int('must be a whole number')
  .positive('must be a positive number')
  .max(2 ** 31 - 1);
const Weight = z.number().int('must be a whole number').min(1, 'must be at least 1').max(1_000_000, 'must be at most 1000000');

export const LootboxSetItemSchema = z.object({
  title: oneLine().min(1, 'is required').max(120),
  weight: Weight,
  /** The bonus template the item issues as the prize (through the gifts issuing port). */
  template_id: RowId,
});
export type LootboxSetItem = z.infer<typeof LootboxSetItemSchema>;

const weightsFit = (items: readonly { weight: number }[]) => items.reduce((a, i) => a + i.weight, 0) <= MAX_TOTAL_WEIGHT;

export const LootboxSetInputSchema = z.object({
  title: oneLine().min(1, 'is required').max(120),
  group_key: oneLine()
    .min(1, 'is required')
    .max(64)
    .regex(/^[a-z0-9_]+$/, 'only lower-case letters, digits and _'),
  items: z.array(LootboxSetItemSchema).min(1, 'needs at least one item').max(50).refine(weightsFit, 'total weight too large'),
  /** Hours a box of this set may be activated after its issue. */
  valid_hours: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(24 * 365)
    .default(72),
  /** A credited deposit of at least this amount in its currency earns one box of this set. */
  deposit_rules: z
    .array(z.object({ currency: CurrencyCodeSchema, min_amount_cents: z.number().int('must be a whole number').positive('must be positive') }))
    .max(50)
    .default([]),
  enabled: z.boolean().default(true),
});
export type LootboxSetInput = z.infer<typeof LootboxSetInputSchema>;
export type LootboxSetInputBody = z.input<typeof LootboxSetInputSchema>;

export const LootboxSetSchema = LootboxSetInputSchema.extend({ id: z.number().int(), created_at: z.string() });
export type LootboxSet = z.infer<typeof LootboxSetSchema>;
export const LootboxSetsSchema = z.array(LootboxSetSchema);

/** C3 bonuses[]: what an item gives, described from its bonus template. */
export const LootboxBonusSchema = z.object({
  title: z.string(),
  type: z.enum(['bonus', 'freespins']),
  attributes: z.object({
    freespins_count: z.number().int().nullable(),
    /** Per currency, minor units. */
    bonus_amount: z.record(z.string(), z.number()),
  }),
  result_bonus: z.object({ wager: z.number().int(), max_win: z.record(z.string(), z.number()) }),
});
export type LootboxBonus = z.infer<typeof LootboxBonusSchema>;

export const LootboxItemSchema = z.object({
  /** The item's place in the published list (0-based): what the draw picks. */
  id: z.number().int(),
  title: z.string(),
  weight: z.number().int(),
  bonus: LootboxBonusSchema.nullable(),
});
export type LootboxItem = z.infer<typeof LootboxItemSchema>;

/** The draw's proof: the commitment before, the seed after; `lootbox-draw.ts` recomputes it. */
export const DrawProofSchema = z.object({
  algorithm: z.literal('hmac-sha256-weighted-v1'),
  seed_hash: z.string(),
  /** Revealed only once drawn. */
  seed: z.string().nullable(),
  message: z.string(),
});
export type DrawProof = z.infer<typeof DrawProofSchema>;

export const LootboxSchema = z.object({
  id: z.number().int(),
  group_key: z.string(),
  stage: z.enum(LOOTBOX_STAGES),
  /** The total weight of the items (the draw is over it). */
  weight: z.number().int(),
  created_at: z.string(),
  valid_until: z.string(),
  activated_at: z.string().nullable(),
  /** The drawn item once activated. */
  prize: LootboxItemSchema.nullable(),
  items: z.array(LootboxItemSchema),
  bonuses: z.array(LootboxBonusSchema),
  /** The gift the prize was issued as (or null: refused at issue, or not drawn yet). */
  prize_gift_id: z.number().int().nullable(),
  proof: DrawProofSchema,
});
export type Lootbox = z.infer<typeof LootboxSchema>;
export const LootboxesSchema = z.array(LootboxSchema);

export const LootboxIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int('must be a whole number')
    .positive('must be a positive number')
    .max(2 ** 31 - 1),
});

/** C4 "Lootbox relevance": expired hidden; an activated box kept only when created the same (UTC) day; the rest kept. */
export function lootboxRelevant(box: Pick<Lootbox, 'stage' | 'created_at'>, now: Date): boolean {
  if (box.stage === 'expired') return false;
  if (box.stage === 'activated') return box.created_at.slice(0, 10) === now.toISOString().slice(0, 10);
  return true;
}

export const StaffLootboxIssueSchema = z.object({
  player_id: RowId,
  set_id: RowId,
  /** The caller's idempotency key: one box per key. */
  key: oneLine().min(1, 'is required').max(120),
});

// ─── The wheel ───────────────────────────────────────────────────────────────────────────────────
export const WheelSegmentInputSchema = z.object({
  title: oneLine().min(1, 'is required').max(120),
  weight: Weight,
  /** null: a segment without a prize ("try again"). */
  template_id: RowId.nullable(),
});
export const WheelSegmentsInputSchema = z.object({
  segments: z.array(WheelSegmentInputSchema).min(2, 'needs at least two segments').max(24).refine(weightsFit, 'total weight too large'),
});
export type WheelSegmentsInput = z.infer<typeof WheelSegmentsInputSchema>;
export const WheelGroupParamsSchema = z.object({
  group_id: z.coerce
    .number()
    .int('must be a whole number')
    .min(0, 'must be 0 or a group id')
    .max(2 ** 31 - 1),
});

export const WheelSegmentSchema = z.object({ id: z.number().int(), title: z.string(), weight: z.number().int(), bonus: LootboxBonusSchema.nullable() });
export type WheelSegment = z.infer<typeof WheelSegmentSchema>;
export const WheelSegmentSetSchema = z.object({ group_id: z.number().int(), segments: z.array(WheelSegmentSchema), updated_at: z.string() });

export const WheelStateSchema = z.object({
  /** The segment set for the player's group (21, 1308, 1309, else 0). */
  group_id: z.number().int(),
  segments: z.array(WheelSegmentSchema),
  /** Issued gifts with a wheel group key: spins left. */
  spins: z.number().int(),
  /** The next spin's commitment (null without a spin). */
  next: z.object({ gift_id: z.number().int(), seed_hash: z.string(), message: z.string() }).nullable(),
});
export type WheelState = z.infer<typeof WheelStateSchema>;

export const WheelSpinSchema = z.object({
  gift_id: z.number().int(),
  group_id: z.number().int(),
  segment: WheelSegmentSchema,
  segments: z.array(WheelSegmentSchema),
  prize_gift_id: z.number().int().nullable(),
  /** Why the prize was not issued (a refusal of the gifts port), or null. */
  refused: z.string().nullable(),
  proof: DrawProofSchema,
});
export type WheelSpin = z.infer<typeof WheelSpinSchema>;

/**
 * C4 "Spin-wheel destination": the segments page when loot boxes with the segments group-key
 * prefix have been issued, or when none are issued and the player is in a wheel group (21, 1308,
 * 1309); otherwise the plain wheel page.
 */
export function wheelDestination(boxes: readonly Pick<Lootbox, 'group_key' | 'stage'>[], groupIds: readonly number[]): 'segments' | 'plain' {
  const issued = boxes.filter((b) => b.stage === 'issued');
  if (issued.some((b) => b.group_key.startsWith(SEGMENTS_LOOTBOX_PREFIX))) return 'segments';
  if (issued.length === 0 && groupIds.some((g) => (LOOTBOX_GROUP_IDS as readonly number[]).includes(g))) return 'segments';
  return 'plain';
}

/** C5: the wheel's promo-subscription click is ignored (with an info message) when the player already receives promos; else it subscribes (PUT /api/subscriptions). */
export function receivePromosClick(receivesPromos: boolean): 'ignore' | 'subscribe' {
  return receivesPromos ? 'ignore' : 'subscribe';
}
