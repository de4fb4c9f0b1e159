import { adventureDayGroup } from '../../schemas/adventure';
import type { PlatformDeps } from '../deps';
import { groups } from './schema';

type GroupRow = typeof groups.$inferInsert;

/** The A/B test groups (spec P4): a player belongs to at most one of them. */
export const AB_TEST_GROUPS = [543, 544] as const;

/**
 * The player groups of spec P6 with their numeric ids. VIP levels are `level` groups (shown as
 * statuses); the rest are system flags. Writable groups are the ones the site itself adds a
 * player to (POST /api/player/groups): the A/B split (543/544, spec P4), the live-chat flag (545,
 * spec P1: writable means live chat) and the LT IBAN group (1101, spec P5).
 */
export const P6_GROUPS: readonly GroupRow[] = [
  { id: 21, name: 'Test user', kind: 'system', writable: false },
  { id: 916, name: 'Test user (second)', kind: 'system', writable: false },
  { id: 100, name: 'Multi-account', kind: 'system', writable: false },
  { id: 759, name: 'Diamond', kind: 'level', writable: false },
  { id: 255, name: 'Platinum', kind: 'level', writable: false },
  { id: 259, name: 'Gold', kind: 'level', writable: false },
  { id: 258, name: 'Silver', kind: 'level', writable: false },
  { id: 257, name: 'Bronze', kind: 'level', writable: false },
  { id: 1117, name: 'Rising star', kind: 'level', writable: false },
  { id: 631, name: 'Sofort hidden', kind: 'system', writable: false },
  { id: 1101, name: 'LT IBAN', kind: 'system', writable: true },
  { id: 543, name: 'A/B test A', kind: 'system', writable: true },
  { id: 544, name: 'A/B test B', kind: 'system', writable: true },
  { id: 545, name: 'Live chat', kind: 'system', writable: true },
  // C9: the loot-box groups; each may have its own wheel segment set (platform/lootboxes).
  { id: 1308, name: 'Wheel segments A', kind: 'system', writable: false },
  { id: 1309, name: 'Wheel segments B', kind: 'system', writable: false },
  // The adventure calendar (platform/adventure): a player who completes day N joins group 4000 + N.
  ...Array.from({ length: 31 }, (_, i): GroupRow => ({ id: adventureDayGroup(i + 1), name: `Adventure day ${i + 1}`, kind: 'system', writable: false })),
];

/**
 * Seeds the groups of P6 that do not exist yet. Runs in every environment (they are reference
 * data, not demo data); an existing group keeps what staff may have changed.
 */
export async function seedGroups(deps: PlatformDeps): Promise<string[]> {
  await deps.db
    .insert(groups)
    .values([...P6_GROUPS])
    .onConflictDoNothing();
  return [];
}
