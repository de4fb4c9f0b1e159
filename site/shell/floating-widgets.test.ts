import { describe, expect, it } from 'vitest';
import { floatingWidgets, type FloatingWidgetInput } from './floating-widgets';

const base: FloatingWidgetInput = {
  pageEnabled: () => false,
  groups: null,
  adventures: { enabled: true, group_ids: [759] },
  activeLootboxes: false,
  activeQuests: false,
  showAll: false,
};

describe('floating widget availability (spec C4)', () => {
  it.each<[string, Partial<FloatingWidgetInput>, string[]]>([
    ['guest, nothing enabled', {}, []],
    ['pages enabled: rocket mart and activity hub', { pageEnabled: (s) => s === 'rocket-mart' || s === 'activity-hub' }, ['rocketMart', 'activityHub']],
    ['a player in the adventure group', { groups: [759] }, ['adventures']],
    ['a tester: adventures and the wheel', { groups: [21] }, ['lootbox', 'adventures']],
    ['adventures switched off', { groups: [21], adventures: { enabled: false, group_ids: [] } }, ['lootbox']],
    ['a guest never gets the loot box or adventures', { groups: null, activeLootboxes: true }, []],
    ['active loot boxes and quests', { groups: [], activeLootboxes: true, activeQuests: true }, ['lootbox', 'quests']],
    ['show-all flag: everything', { showAll: true }, ['rocketMart', 'lootbox', 'adventures', 'quests', 'activityHub']],
  ])('%s', (_name, over, expected) => {
    expect(floatingWidgets({ ...base, ...over })).toEqual(expected);
  });
});
