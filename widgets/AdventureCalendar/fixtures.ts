import type { Adventure, AdventureDay } from '../../schemas/adventure';

/** A day as GET /api/player/adventure answers it (stories and tests). */
export function makeDay(over: Partial<AdventureDay> = {}): AdventureDay {
  return {
    day: 1,
    index: 0,
    step: 1,
    step_total: 3,
    is_completed: false,
    super: false,
    state: 'future',
    starts_at: '2026-11-22T00:00:00.000Z',
    ends_at: '2026-11-23T00:00:00.000Z',
    prize: { type: 'fs', title: '10 free spins' },
    condition: { minDep: 2_000, wager: 10_000, periodActivationDays: 1 },
    progress: { deposit_cents: 0, wager_cents: 0 },
    gift: null,
    timer_until: null,
    ...over,
  };
}

/** A three-day calendar on its second day: day 1 completed, day 2 active, the super day ahead. */
export function makeAdventure(over: Partial<Adventure> = {}): Adventure {
  return {
    available: true,
    finished: false,
    step: 2,
    step_total: 3,
    now: '2026-11-23T10:00:00.000Z',
    days: [
      makeDay({
        state: 'completed',
        is_completed: true,
        progress: { deposit_cents: 2_500, wager_cents: 12_000 },
        gift: { id: 41, activatable_until: '2026-11-25T10:00:00.000Z' },
        timer_until: '2026-11-25T10:00:00.000Z',
      }),
      makeDay({
        day: 2,
        index: 1,
        step: 2,
        state: 'active',
        starts_at: '2026-11-23T00:00:00.000Z',
        ends_at: '2026-11-24T00:00:00.000Z',
        prize: { type: 'bonus', title: '€10 bonus' },
        progress: { deposit_cents: 1_000, wager_cents: 4_000 },
        timer_until: '2026-11-24T00:00:00.000Z',
      }),
      makeDay({
        day: 3,
        index: 2,
        step: 3,
        super: true,
        starts_at: '2026-11-24T00:00:00.000Z',
        ends_at: '2026-11-25T00:00:00.000Z',
        prize: { type: 'bonus', title: '€50 super bonus' },
      }),
    ],
    ...over,
  };
}
