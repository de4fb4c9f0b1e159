import { describe, expect, it } from 'vitest';
import { emptySet, probabilities, setValues, validateSet } from './lootbox-form';

const valid = () => ({
  ...emptySet(),
  title: 'Welcome box',
  group_key: 'welcome',
  items: [
    { title: '5 spins', weight: 3, template_id: 4 },
    { title: '10 EUR', weight: 1, template_id: 5 },
  ],
});

describe('the loot-box set form', () => {
  it('shows each item’s chance as its weight over the total, none while a weight is not a positive whole number', () => {
    expect(probabilities(valid().items)).toEqual([0.75, 0.25]);
    expect(probabilities([{ weight: 2 }, { weight: 0 }])).toEqual([null, null]);
    expect(probabilities([{ weight: 1.5 }])).toEqual([null]);
  });

  it('judges the set by the platform’s schema, with a message per item field', () => {
    expect(validateSet(valid()).ok).toBe(true);
    const bad = validateSet({
      ...valid(),
      group_key: 'Bad Key',
      items: [
        { title: '', weight: 0, template_id: 4 },
        { title: 'x', weight: 2.5, template_id: NaN },
      ],
    });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.keys(bad.errors).sort()).toEqual(['group_key', 'items.0.title', 'items.0.weight', 'items.1.template_id', 'items.1.weight']);
    const none = validateSet({ ...valid(), items: [] });
    expect(none.ok || none.errors.items).toEqual(['needs at least one item']);
  });

  it('round-trips a stored set', () => {
    const s = {
      ...valid(),
      id: 3,
      created_at: '2026-11-27T00:00:00.000Z',
      valid_hours: 24,
      enabled: false,
      deposit_rules: [{ currency: 'EUR' as const, min_amount_cents: 2_000 }],
    };
    expect(setValues(s)).toEqual({
      title: 'Welcome box',
      group_key: 'welcome',
      valid_hours: 24,
      enabled: false,
      items: s.items,
      deposit_rules: s.deposit_rules,
    });
  });
});
