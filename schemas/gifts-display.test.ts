import { describe, expect, it } from 'vitest';
import type { GiftView } from './gifts';
import { activatableCount, counterPulses, giftsDisplay, isWheelGift } from './gifts-display';

const gift = (over: Partial<GiftView>): GiftView => ({
  id: 1,
  kind: 'bonus',
  stage: 'issued',
  group_key: null,
  title: 'Bonus',
  type: 'deposit',
  currency: 'EUR',
  amount_cents: 1000,
  amount_wager_cents: 0,
  amount_wager_requirement_cents: 0,
  wager_multiplier: 1,
  activatable: true,
  activatable_until: null,
  valid_until: null,
  freespins_total: null,
  freespins_performed: null,
  bet_level: null,
  game_ids: [],
  max_bet_cents: null,
  max_win_cents: null,
  forfeit_cents: 0,
  bonuses: [],
  created_at: '2026-11-26T00:00:00Z',
  ...over,
});
const viewer = { groups: [5], stag: null };

describe('giftsDisplay (C7 configs)', () => {
  it('hides a disabled group key only in the configured stages', () => {
    const d = giftsDisplay(
      [gift({ id: 1, group_key: 'legacy_cashback' }), gift({ id: 2, group_key: 'legacy_cashback', stage: 'activated' }), gift({ id: 3 })],
      { disabled: { stages: ['issued'], group_keys: ['legacy_cashback'] } },
      viewer,
    );
    expect(d.gifts.map((g) => g.gift.id)).toEqual([2, 3]);
  });
  it('takes title and image from modify-gifts-config by group key', () => {
    const d = giftsDisplay(
      [gift({ group_key: 'welcome_1' }), gift({ id: 2, group_key: 'other' })],
      { modify: { gifts: [{ group_key: 'welcome_1', title: 'Welcome pack', image: '/w.png' }] } },
      viewer,
    );
    expect(d.gifts[0]).toMatchObject({ title: 'Welcome pack', image: '/w.png' });
    expect(d.gifts[1]).toMatchObject({ title: 'Bonus' });
    expect(d.gifts[1]).not.toHaveProperty('image');
  });
  it('counts issued wheel gifts as spins instead of cards', () => {
    const d = giftsDisplay(
      [
        gift({ id: 1, group_key: 'wheel_daily' }),
        gift({ id: 2, group_key: 'manual_wheel_vip' }),
        gift({ id: 3, group_key: 'wheel_daily', stage: 'activated' }),
      ],
      {},
      viewer,
    );
    expect(d.wheelSpins).toBe(2);
    expect(d.gifts.map((g) => g.gift.id)).toEqual([3]);
    expect(isWheelGift(gift({ group_key: 'spin_wheel' }))).toBe(false);
    expect(isWheelGift(gift({ group_key: 'x_1' }), ['x_'])).toBe(true);
  });
  it('adds the additional gifts for the viewer’s groups, not ones already held, none for an excluded stag', () => {
    const additional = {
      gifts: [
        { group_key: 'weekend', title: 'Weekend reload' },
        { group_key: 'vip_only', title: 'VIP', group_ids: [9] },
        { group_key: 'held', title: 'Held' },
      ],
    };
    const held = [gift({ group_key: 'held' })];
    expect(giftsDisplay(held, { additional }, viewer).additional.map((a) => a.group_key)).toEqual(['weekend']);
    expect(giftsDisplay(held, { additional }, { groups: [9], stag: null }).additional.map((a) => a.group_key)).toEqual(['weekend', 'vip_only']);
    const excluded = giftsDisplay(held, { additional, excludedStags: { stags: ['131999'] } }, { groups: [], stag: '131999' });
    expect(excluded.additional).toEqual([]);
    expect(excluded.promoExcluded).toBe(true);
    expect(excluded.gifts).toHaveLength(1);
  });
  it('counts activatable issued gifts for the header', () => {
    const d = giftsDisplay(
      [gift({ id: 1 }), gift({ id: 2, activatable: false }), gift({ id: 3, stage: 'activated' }), gift({ id: 4, group_key: 'wheel' })],
      {},
      viewer,
    );
    expect(activatableCount(d)).toBe(1);
  });
  it('pulses the counter for free spins to activate or still to play, not for money or ended spins', () => {
    const spins = (stage: GiftView['stage']) => giftsDisplay([gift({ kind: 'freespins', type: 'freespins', stage })], {}, viewer);
    expect(counterPulses(spins('issued'))).toBe(true);
    expect(counterPulses(spins('activated'))).toBe(true);
    expect(counterPulses(spins('finished'))).toBe(false);
    expect(counterPulses(giftsDisplay([gift({})], {}, viewer))).toBe(false);
  });
});
