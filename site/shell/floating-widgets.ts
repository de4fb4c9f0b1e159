/**
 * The floating widget menu's items and the C4 "Widget availability" rule, free of React:
 * the points shop and the activity hub follow their promotion page being enabled; the loot box
 * (or wheel) needs a signed-in player with a wheel group or active loot boxes; the adventures
 * show to testers or the adventure config's groups; the quests when at least one is active.
 * With the `showAllWidgets` flag on, hidden items show too.
 */

export const FLOATING_WIDGETS = ['rocketMart', 'lootbox', 'adventures', 'quests', 'activityHub'] as const;
export type FloatingWidget = (typeof FLOATING_WIDGETS)[number];

/** Where each item leads (locale prefix added by the caller). */
export const FLOATING_WIDGET_PATHS: Record<FloatingWidget, string> = {
  rocketMart: '/rocket-mart',
  lootbox: '/rocket-chance',
  adventures: '/adventure',
  quests: '/tournaments/actions',
  activityHub: '/activity-hub',
};

/** Groups whose players get a wheel segment set (the C9 wheel groups: testers 21, 1308, 1309). */
export const WHEEL_GROUPS: readonly number[] = [21, 1308, 1309];
const TESTERS: readonly number[] = [21, 916];

export interface FloatingWidgetInput {
  /** Whether the promotion page `slug` is enabled for this visitor. */
  pageEnabled: (slug: string) => boolean;
  /** The player's group ids; null for a guest. */
  groups: readonly number[] | null;
  /** The published `vip-adventures` config's switch and groups (null: none published). */
  adventures: { enabled: boolean; group_ids: readonly number[] } | null;
  /** The player holds an issued loot box (unknown until the loot-box call exists: false). */
  activeLootboxes: boolean;
  /** At least one quest is active (unknown until the quests call exists: false). */
  activeQuests: boolean;
  showAll: boolean;
}

export function floatingWidgets(i: FloatingWidgetInput): FloatingWidget[] {
  const own = new Set(i.groups ?? []);
  const shown: Record<FloatingWidget, boolean> = {
    rocketMart: i.pageEnabled('rocket-mart'),
    lootbox: i.groups !== null && (WHEEL_GROUPS.some((g) => own.has(g)) || i.activeLootboxes),
    adventures: i.groups !== null && !!i.adventures?.enabled && (TESTERS.some((g) => own.has(g)) || i.adventures.group_ids.some((g) => own.has(g))),
    quests: i.activeQuests,
    activityHub: i.pageEnabled('activity-hub'),
  };
  return FLOATING_WIDGETS.filter((w) => i.showAll || shown[w]);
}
