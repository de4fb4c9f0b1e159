import { FINAL_PAYMENT_STATES, type PaymentState } from '../../schemas/payments';
import type { DomainEventType } from '../../schemas/domain-events';
import type { PlatformDeps } from '../deps';
import { afterCommit, defineConsumer, type StreamEvent } from '../outbox/index';
import { notifyFromEvent, pushNotification, type NotificationDraft } from './service';

/**
 * The money model (platform/bonuses) grants a bonus active at once: it has no issued stage before
 * that, so its grant is the moment the player receives it and counts as "issued" for the drop
 * rule (C4); its later stages (wagered, lost, forfeited, expired, canceled) are dropped.
 */
/**
 * Which facts make a notification, and which. A new engine's fact is one line here; the consumer's
 * `types` follow this table. Null: the fact makes none.
 */
const FROM_EVENTS = {
  // A payment is worth telling once it has ended (credited, declined, paid out, ...), not at every step.
  'payment.state_changed': (e) => {
    const p = e.payload;
    if (!(FINAL_PAYMENT_STATES as readonly PaymentState[]).includes(p.state)) return null;
    return {
      type: 'payments_changes',
      icon: p.state === 'succeeded' ? 'money' : 'warning',
      kind: `payment.${p.action}.${p.state}`,
      values: { payment_id: p.payment_id, amount_cents: p.amount_cents, currency: p.currency },
    };
  },
  // A gift is worth telling when it arrives; its later stages show on the gifts tab and the balance
  // (spec C4's drop rule: bonus and free-spin notifications of other stages are not kept). A grant
  // of bonus money (`bonus.stage_changed` active) is a gift's activation, which the player did.
  'gift.stage_changed': (e) => {
    const g = e.payload;
    if (g.stage !== 'issued') return null;
    return {
      type: g.kind === 'freespins' ? 'freespins_changes' : 'bonuses_changes',
      icon: 'gift',
      kind: `gift.${g.kind}.issued`,
      values: { gift_id: g.gift_id, currency: g.currency, stage: g.stage },
    };
  },
  // A tournament prize (platform/tournaments settlement): the winner is told the place; `identifier` makes it a tournament notice.
  'tournament.prize_awarded': (e) => {
    const p = e.payload;
    if (p.outcome !== 'paid') return null;
    return {
      type: 'tournament',
      icon: 'trophy',
      kind: 'tournament.prize',
      values: { tournament_id: p.tournament_id, place: p.place, gift_id: p.gift_id ?? 0 },
      identifier: p.frontend_identifier,
    };
  },
  // A VIP status reached or ended (platform/vip).
  'vip.status_changed': (e) => ({
    type: 'personal',
    icon: 'trophy',
    kind: `vip.${e.payload.reason}`,
    values: { from: e.payload.from, to: e.payload.to },
  }),
  // A jackpot drop paid to the winner (platform/jackpots, in the payout's transaction): the level and what reached the balance.
  'jackpot.won': (e) => ({
    type: 'personal',
    icon: 'money',
    kind: 'jackpot.won',
    values: {
      win_id: e.payload.win_id,
      jackpot_id: e.payload.jackpot_id,
      level_name: e.payload.level_name,
      amount_cents: e.payload.amount_cents,
      currency: e.payload.currency,
    },
  }),
} satisfies { [K in DomainEventType]?: (e: StreamEvent<K>) => NotificationDraft | null };

type NotifiedType = keyof typeof FROM_EVENTS;
export const NOTIFIED_EVENT_TYPES = Object.keys(FROM_EVENTS) as NotifiedType[];

/**
 * Notifications made from the event stream (platform/outbox): each fact of FROM_EVENTS becomes at
 * most one notification of its player, written in the consumer's transaction so it commits with
 * the consumer's position; the unique (event, player) key makes a repeat delivery a no-op. A new
 * one is pushed on `private:notifications` (a push before the batch commits may, after a crash,
 * name one that is written again under a new id: the site's list call is the truth).
 */
export function notificationConsumer(deps: Pick<PlatformDeps, 'events'>) {
  return defineConsumer({
    name: 'notifications',
    from: 'now',
    types: NOTIFIED_EVENT_TYPES,
    async handle(e, ctx) {
      const { tx } = ctx;
      if (e.playerId === null) return;
      const make = FROM_EVENTS[e.type] as (e: StreamEvent) => NotificationDraft | null;
      const draft = make(e);
      if (!draft) return;
      const made = await notifyFromEvent(tx, { id: e.id, playerId: e.playerId, occurredAt: e.occurredAt }, draft);
      const playerId = e.playerId;
      if (made) afterCommit(ctx, () => pushNotification(deps.events, playerId, made));
    },
  });
}
