import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LootboxSetInput, LootboxSetItem } from '../../schemas/lootboxes';
import { LOOTBOX_STAGES } from '../../schemas/lootboxes';
import { gifts } from '../gifts/schema';
import { players } from '../player/schema';

/**
 * The loot-boxes module's records (README). A set is marketing's list of items with weights; a
 * box copies its set's items when issued (a later edit of the set never changes a box's draw),
 * holds its secret seed from issue (only the hash is answered until activation) and, once
 * activated, the drawn item and the gift the prize was issued as. The wheel keeps one segment
 * set per group (0: everyone else) and one spin row per spin gift, created with its seed when
 * the commitment is first shown.
 */
export const lootboxSets = pgTable('lootbox_sets', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  title: text().notNull(),
  groupKey: text().notNull(),
  items: jsonb().$type<LootboxSetItem[]>().notNull(),
  validHours: integer().notNull(),
  depositRules: jsonb().$type<LootboxSetInput['deposit_rules']>().notNull().default([]),
  enabled: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});

export const lootboxes = pgTable(
  'lootboxes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    setId: integer()
      .notNull()
      .references(() => lootboxSets.id),
    /** `deposit:<payment id>:set:<id>`, `staff:<key>` or `port:<caller's key>`: one box per key. */
    key: text().notNull(),
    source: text().notNull(),
    groupKey: text().notNull(),
    /** The set's items when issued. */
    items: jsonb().$type<LootboxSetItem[]>().notNull(),
    /** hex, 32 bytes from node:crypto; answered only once activated. */
    seed: text().notNull(),
    seedHash: text().notNull(),
    stage: text({ enum: LOOTBOX_STAGES }).notNull().default('issued'),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    validUntil: timestamp({ withTimezone: true }).notNull(),
    activatedAt: timestamp({ withTimezone: true }),
    prizeIndex: integer(),
    /** issued, or refused:<reason> (the gifts port refused). */
    outcome: text(),
    giftId: integer().references(() => gifts.id),
  },
  (t) => [
    uniqueIndex('lootboxes_key_unique').on(t.key),
    index('lootboxes_player_idx').on(t.playerId, t.createdAt),
    check('lootboxes_drawn', sql`(${t.stage} = 'activated') = (${t.prizeIndex} IS NOT NULL AND ${t.activatedAt} IS NOT NULL)`),
  ],
);

export const wheelSegmentSets = pgTable('wheel_segment_sets', {
  /** 0: the default set; else a player group (C9: 21, 1308, 1309). */
  groupId: integer().primaryKey(),
  segments: jsonb().$type<{ title: string; weight: number; template_id: number | null }[]>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});

export const wheelSpins = pgTable(
  'wheel_spins',
  {
    /** The spin gift (an issued gift with a wheel group key): one spin per gift. */
    giftId: integer()
      .primaryKey()
      .references(() => gifts.id),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    seed: text().notNull(),
    seedHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    spunAt: timestamp({ withTimezone: true }),
    groupId: integer(),
    segments: jsonb().$type<{ title: string; weight: number; template_id: number | null }[]>(),
    segmentIndex: integer(),
    outcome: text(),
    prizeGiftId: integer().references(() => gifts.id),
  },
  (t) => [index('wheel_spins_player_idx').on(t.playerId)],
);
