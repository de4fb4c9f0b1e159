import { z } from 'zod';
import { GiftStageSchema } from './gifts';
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
  'deposit.credited': z.object({
    payment_id: id,
    currency: z.string(),
    amount_cents: cents,
    provider: z.string(),
    /** The deposit bonus the player chose with it (gifts decide on it); absent in facts written before the choice existed. */
    bonus_id: id.nullable().optional(),
  }),
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
  'player.registered': z.object({
    currency: z.string(),
    locale: z.string(),
    /** The registration bonus chosen on the form (gifts decide on it); absent in facts written before the choice existed. */
    bonus_id: id.nullable().optional(),
  }),
  /** A player's e-mail address was confirmed (the mailed link, or a password reset link, proved the mailbox). */
  'player.confirmed': z.object({}),
  /** A player signed in (a session became active). */
  'player.signed_in': z.object({ session_id: z.string() }),
  /** A player joined or left groups (A/B split, LT IBAN, multi-account and the rest). */
  'player.groups_changed': z.object({ added: z.array(z.number().int()), removed: z.array(z.number().int()) }),
  /** A player's VIP status changed (platform/vip): raised by their totals, or ended at the quarter's end. */
  'vip.status_changed': z.object({ from: z.string(), to: z.string(), currency: z.string().nullable(), reason: z.enum(['reached', 'quarter_end']) }),
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
  /** A jackpot level dropped: its pool was paid to the player whose contribution crossed the drop point (platform/jackpots). */
  'jackpot.won': z.object({
    win_id: id,
    jackpot_id: id,
    jackpot_identifier: z.string(),
    level_id: id,
    level_name: z.string(),
    /** Paid to the player, in the currency of the bet that won. */
    currency: z.string(),
    amount_cents: cents,
    /** The pool, in the jackpot's currency. */
    jackpot_currency: z.string(),
    pool_cents: cents,
    game_id: z.number().int().nullable(),
  }),
  /** A gift (an issued bonus or free spins, platform/gifts) entered a stage; `from` is null when it was issued. */
  'gift.stage_changed': z.object({
    gift_id: id,
    kind: z.enum(['bonus', 'freespins']),
    template_id: id,
    group_key: z.string().nullable(),
    currency: z.string(),
    from: GiftStageSchema.nullable(),
    stage: GiftStageSchema,
    source: z.string(),
    reason: z.string().nullable(),
  }),
  /** A free spin of a free-spins gift was played (its win, if any, paid as bonus money in the same transaction). */
  'gift.freespin_played': z.object({
    gift_id: id,
    currency: z.string(),
    round_id: id,
    performed: z.number().int(),
    total: z.number().int(),
    win_cents: cents,
    /** What all the gift's spins have won so far. */
    total_win_cents: cents,
    /** The bonus the win went to (null for a spin that won nothing). */
    bonus_id: id.nullable(),
  }),
  /** A tournament's place was settled with a prize (platform/tournaments): paid through the gifts port, or refused with its reason. */
  'tournament.prize_awarded': z.object({
    tournament_id: id,
    frontend_identifier: z.string(),
    place: z.number().int().positive(),
    gift_id: id.nullable(),
    outcome: z.string(),
  }),
  /**
   * A player's loyalty level rose (platform/loyalty): one fact per level reached, in the earning
   * transaction that issues its gifts; `previous` is the level held just before it. Never written
   * on the way down (a rollback's taken-back points do not demote).
   */
  'loyalty.level_reached': z.object({ level: z.number().int().positive(), previous: z.number().int().min(0) }),
  /**
   * A player was given lottery tickets (platform/lotteries): one fact per grant (a deposit's tickets
   * in one lottery, or one purchase), in the transaction that numbers them. The realtime push
   * consumer tells the player's open pages after commit.
   */
  'lottery.tickets_granted': z.object({
    lottery_id: id,
    frontend_identifier: z.string(),
    source: z.enum(['deposit', 'purchase']),
    first: z.number().int().positive(),
    count: z.number().int().positive(),
  }),
  /** A lottery was drawn (platform/lotteries): its winners are written and its seed revealed, in this transaction. */
  'lottery.drawn': z.object({ lottery_id: id, frontend_identifier: z.string(), winners: z.number().int().min(0) }),
  /** A player reached a quest's level (platform/tournaments): one fact per level, in the transaction that issues its reward (if it has one). */
  'quest.level_reached': z.object({ tournament_id: id, frontend_identifier: z.string(), level: z.number().int().positive() }),
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

export const ParkedEventParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive('must be a positive number')
    .max(2 ** 31 - 1, 'is too large'),
});
