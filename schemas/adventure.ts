import { z } from 'zod';
import { ApiErrorSchema } from './api-error';

/**
 * The adventure calendar (GET /api/player/adventure): the days of the `vip-adventures` config as
 * one player sees them on the platform clock. Shaped like the SoftSwiss client's adventure store
 * reads it (spec C3 "Adventure day", C4 "Adventure day state"); amounts are minor units.
 */

/** superb: the super day, every day completed (step is the last plus one); completed: the player holds the day's group; active: the day is today; lost: past; future. */
export const ADVENTURE_DAY_STATES = ['superb', 'completed', 'active', 'lost', 'future'] as const;
export const AdventureDayStateSchema = z.enum(ADVENTURE_DAY_STATES);
export type AdventureDayState = z.infer<typeof AdventureDayStateSchema>;

/** The group a player joins when they complete day N (1..31) of the calendar: 4000 + N. */
export const ADVENTURE_DAY_GROUP_BASE = 4000;
export const adventureDayGroup = (day: number) => ADVENTURE_DAY_GROUP_BASE + day;

const iso = z.string();

export const AdventureDaySchema = z.object({
  day: z.number().int(),
  /** Position in the calendar, 0-based. */
  index: z.number().int(),
  /** The calendar's step this day is (1-based position). */
  step: z.number().int(),
  step_total: z.number().int(),
  is_completed: z.boolean(),
  super: z.boolean(),
  state: AdventureDayStateSchema,
  /** The day's window on the platform clock: from its date's midnight (UTC) for periodActivationDays days. */
  starts_at: iso,
  ends_at: iso,
  prize: z.object({ type: z.enum(['bonus', 'fs']), title: z.string() }),
  condition: z.object({ minDep: z.number().int(), wager: z.number().int(), periodActivationDays: z.number().int() }),
  /** What the player did inside the window so far (deposits credited, real money staked). */
  progress: z.object({ deposit_cents: z.number().int(), wager_cents: z.number().int() }),
  /** The gift the day paid, once. */
  gift: z.object({ id: z.number().int(), activatable_until: iso }).nullable(),
  /** Active days: the end of the day, or the gift's activatable_until when it was paid; else null. */
  timer_until: iso.nullable(),
});
export type AdventureDay = z.infer<typeof AdventureDaySchema>;

export const AdventureSchema = z.object({
  /** Whether this player is shown the calendar (testers 21/916 or the configured groups, config enabled). */
  available: z.boolean(),
  /** The last day completed, or today later than the last day plus one. */
  finished: z.boolean(),
  /** Completed days plus one (stepTotal + 1 when all are done). */
  step: z.number().int(),
  step_total: z.number().int(),
  now: iso,
  days: z.array(AdventureDaySchema),
});
export type Adventure = z.infer<typeof AdventureSchema>;

export const AdventureErrorSchema = ApiErrorSchema;
