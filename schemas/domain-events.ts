import { z } from 'zod';
import { PaymentStateSchema } from './payments';

/**
 * The domain event stream's facts (platform/outbox): one payload schema per event type. Each row is
 * written in the same database transaction as the change it records, so a consumer never sees a
 * fact that did not happen nor misses one that did. Amounts are integer minor units; ids are the
 * owning module's row ids. The back-office view of parked events is at the end.
 */

const cents = z.number().int();
const id = z.number().int().positive();

/** A game's money call: provider, game session's game and the round it belongs to. */
const GameMoney = z.object({
  currency: z.string(),
  amount_cents: cents,
  /** The part taken from or paid on behalf of bonus money. */
  bonus_amount_cents: cents,
  bonus_id: id.nullable(),
  provider: z.string(),
  game_id: z.number().int().nullable(),
  round_id: id.nullable(),
  transaction_id: z.string(),
});

export const DomainEventPayloadSchemas = {
  /** A real-money stake was taken (demo play records no facts). */
  'bet.placed': GameMoney,
  /** A win was paid into a round (zero closes a lost round). */
  'win.paid': GameMoney,
  /** A stake came back: its round is rolled back. */
  'bet.rolled_back': GameMoney.extend({ rolled_back_transaction_id: z.string() }),
  /** A deposit's money reached the player's cash account. */
  'deposit.credited': z.object({ payment_id: id, currency: z.string(), amount_cents: cents, provider: z.string() }),
  /** A payment (deposit or cash-out) was created or moved to another state. */
  'payment.state_changed': z.object({
    payment_id: id,
    action: z.enum(['deposit', 'cashout']),
    from: PaymentStateSchema.nullable(),
    state: PaymentStateSchema,
    currency: z.string(),
    amount_cents: cents,
    decline_reason: z.string().nullable(),
    finished_at: z.string().nullable(),
  }),
  /** A player account was created. */
  'player.registered': z.object({ currency: z.string(), locale: z.string() }),
  /** A player signed in (a session became active). */
  'player.signed_in': z.object({ session_id: z.string() }),
  /** A player joined or left groups (A/B split, LT IBAN, multi-account and the rest). */
  'player.groups_changed': z.object({ added: z.array(z.number().int()), removed: z.array(z.number().int()) }),
  /** A responsible-gambling limit was set, tightened, confirmed, applied, removed or ended. */
  'limit.changed': z.object({
    limit_id: id.nullable(),
    action: z.string(),
    type: z.string().nullable(),
    currency: z.string().nullable(),
    amount_cents: cents.nullable(),
  }),
  /** A bonus entered a stage: active (granted), wagered, lost, expired, forfeited or canceled. */
  'bonus.stage_changed': z.object({ bonus_id: id, currency: z.string(), status: z.enum(['active', 'wagered', 'lost', 'forfeited', 'expired', 'canceled']) }),
} as const;

export type DomainEventType = keyof typeof DomainEventPayloadSchemas;
export type DomainEventPayload<K extends DomainEventType> = z.infer<(typeof DomainEventPayloadSchemas)[K]>;
export const DOMAIN_EVENT_TYPES = Object.keys(DomainEventPayloadSchemas) as DomainEventType[];

/** GET /api/backoffice/events/parked: events a consumer gave up on, newest first. */
export const ParkedEventSchema = z.object({
  id: z.number().int(),
  consumer: z.string(),
  event_id: z.number().int(),
  event_type: z.string(),
  player_id: z.number().int().nullable(),
  occurred_at: z.string(),
  payload: z.unknown(),
  state: z.enum(['parked', 'retry', 'resolved']),
  attempts: z.number().int(),
  error: z.string(),
  parked_at: z.string(),
  retry_requested_at: z.string().nullable(),
  resolved_at: z.string().nullable(),
});
export type ParkedEvent = z.infer<typeof ParkedEventSchema>;

export const ParkedEventListSchema = z.object({
  events: z.array(ParkedEventSchema),
  /** Each consumer's position and health, so staff see one stuck at its head too. */
  consumers: z.array(
    z.object({
      name: z.string(),
      position: z.number().int(),
      attempts: z.number().int(),
      last_error: z.string().nullable(),
      next_attempt_at: z.string().nullable(),
    }),
  ),
});
export type ParkedEventList = z.infer<typeof ParkedEventListSchema>;

export const ParkedEventParamsSchema = z.object({ id: z.coerce.number().int().positive('must be a positive number').max(2 ** 31 - 1, 'is too large') });
