import type { LotteryView } from '../../schemas/lotteries';

/** A lottery as GET /api/lotteries answers it (stories and tests). */
export function makeLottery(over: Partial<LotteryView> = {}): LotteryView {
  return {
    id: 7,
    frontend_identifier: 'winter-lottery',
    title: 'Winter lottery',
    description: 'Every 10 EUR deposited is a ticket.',
    currency: 'EUR',
    start_at: '2026-12-01T00:00:00Z',
    end_at: '2026-12-24T00:00:00Z',
    draw_at: '2026-12-24T12:00:00Z',
    status: 'active',
    state: 'scheduled',
    in_progress: true,
    group_ids: [],
    deposit_scale_rules: [{ currency: 'EUR', amount_cents: 1_000, tickets: 1 }],
    prizes: [
      { place: 1, title: '500 EUR bonus' },
      { place: 2, title: '100 free spins' },
    ],
    tickets_count: 1_234,
    seed_hash: 'ab'.repeat(32),
    seed: null,
    drawn_at: null,
    cancel_reason: null,
    winners: [],
    ...over,
  };
}
