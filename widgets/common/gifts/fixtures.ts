import type { GiftView, OfferView } from '../../../schemas/gifts';

/** A gift as the platform answers it, for tests, stories and the back office's preview. */
export function giftFixture(over: Partial<GiftView> = {}): GiftView {
  return {
    id: 1,
    kind: 'bonus',
    stage: 'issued',
    group_key: 'welcome_1',
    title: 'Welcome bonus',
    type: 'deposit',
    currency: 'EUR',
    amount_cents: 5000,
    amount_wager_cents: 0,
    amount_wager_requirement_cents: 150000,
    wager_multiplier: 30,
    activatable: true,
    activatable_until: '2026-11-28T12:00:00Z',
    valid_until: null,
    freespins_total: null,
    freespins_performed: null,
    bet_level: null,
    game_ids: [],
    max_bet_cents: 500,
    max_win_cents: null,
    forfeit_cents: 0,
    bonuses: [{ title: 'Welcome bonus' }],
    created_at: '2026-11-26T12:00:00Z',
    ...over,
  };
}

export const freespinsFixture = (over: Partial<GiftView> = {}): GiftView =>
  giftFixture({
    id: 2,
    kind: 'freespins',
    type: 'freespins',
    title: '20 free spins',
    group_key: 'spins',
    amount_cents: 0,
    amount_wager_requirement_cents: 0,
    wager_multiplier: 1,
    freespins_total: 20,
    freespins_performed: 0,
    bet_level: 1,
    game_ids: [7],
    max_bet_cents: null,
    ...over,
  });

/** A deposit offer as GET /api/bonuses/deposit answers it. */
export const offerFixture = (over: Partial<OfferView> = {}): OfferView => ({
  id: 1,
  title: 'Welcome bonus',
  type: 'deposit',
  group_key: 'welcome_1',
  currency: 'EUR',
  amount_cents: null,
  percent: 100,
  max_amount_cents: 10000,
  min_deposit_cents: 1000,
  wager_multiplier: 30,
  freespins_total: null,
  valid_until: null,
  ...over,
});
