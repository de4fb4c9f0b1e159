import { z } from 'zod';
import { NotificationSchema as NotificationEntitySchema } from './notifications';
import { PaymentEventSchema } from './payments';

/**
 * The real-time channels of spec P7 ("Real-time channels"), as socket.io events on one
 * connection at `REALTIME_PATH` of the site's own origin. Public events go to every connected
 * browser (guests too), private ones only to the sockets of one player. Event names carry their
 * channel (`public:` / `private:`) so a payload can never be pushed on the wrong one.
 *
 * Payloads of features built later are loose objects (unknown keys kept) with the fields known
 * today; the feature that starts pushing an event tightens its schema here.
 */

const Money = z.number().int();
const IsoDate = z.string();

/** A win someone just had (public winners ticker). `player_name` is already masked by the platform. */
export const PublicWinSchema = z.object({
  game_identifier: z.string(),
  game_title: z.string(),
  player_name: z.string(),
  currency: z.string(),
  amount_cents: Money,
  at: IsoDate,
});
export type PublicWin = z.infer<typeof PublicWinSchema>;

/** A jackpot's amount moved (public). */
export const JackpotChangeSchema = z.looseObject({
  jackpot_id: z.union([z.number().int(), z.string()]),
  currency: z.string(),
  amount_cents: Money,
});

/**
 * One balance account changed (spec P3 "Balance account"). The platform's balance push
 * (platform/bonuses publishBalance) also carries the derived display balance (schemas/wallet.ts
 * DisplayBalance) so the header shows real, bonus and wagering at once; a push with only the
 * account amounts is still valid.
 */
export const BalanceChangeSchema = z.object({
  currency: z.string(),
  amount_cents: Money,
  available_to_cashout_cents: Money,
  real_cents: Money.optional(),
  bonus_cents: Money.optional(),
  common_cents: Money.optional(),
  wager_target_cents: Money.optional(),
  wagered_cents: Money.optional(),
  wager_percent: z.number().int().min(0).max(100).optional(),
});

/** Comp points balance changed. */
export const CompsChangeSchema = z.looseObject({ balance: z.number().optional() });
/**
 * A bonus was issued, activated, wagered, cancelled or expired. The bonus-money model
 * (platform/bonuses) sends its id, currency and state (`active`, `wagered`, `lost`, `forfeited`,
 * `expired`, `canceled`); the promotions work adds its gift fields.
 */
export const BonusChangeSchema = z.looseObject({
  id: z.union([z.number(), z.string()]).optional(),
  status: z.string().optional(),
  currency: z.string().optional(),
});
/** A freespin package changed state. */
export const FreespinChangeSchema = z.looseObject({ id: z.union([z.number(), z.string()]).optional(), status: z.string().optional() });
/** A lootbox was granted or opened. */
export const LootboxChangeSchema = z.looseObject({ id: z.union([z.number(), z.string()]).optional(), status: z.string().optional() });
/**
 * A responsible-gambling limit changed or was reached (P7 "game limits"). `reached` true raises
 * the site's persistent warning; the full limit is read again from GET /api/user_limits.
 */
export const GameLimitChangeSchema = z.object({
  id: z.number().int(),
  type: z.enum(['loss', 'wager', 'deposit', 'coolingoff', 'selfexclusion', 'session']),
  /** What happened: a limit was reached (or a session cut), set or tightened, or a pending change applied. */
  action: z.enum(['reached', 'changed', 'applied', 'removed']),
  reached: z.boolean(),
  currency: z.string().nullable(),
  amount_cents: Money.nullable(),
  current_value_amount_cents: Money.nullable(),
});
/** The player's standing in a tournament changed (joined, finished, prize). */
export const TournamentStatusSchema = z.looseObject({ tournament_id: z.union([z.number(), z.string()]).optional(), status: z.string().optional() });
/** Player groups (statuses, VIP levels) were added or removed. */
export const GroupsChangeSchema = z.looseObject({
  added: z.array(z.number().int()).default([]),
  removed: z.array(z.number().int()).default([]),
});
/** The player won a jackpot. */
export const JackpotWinSchema = z.looseObject({
  jackpot_id: z.union([z.number().int(), z.string()]).optional(),
  currency: z.string().optional(),
  amount_cents: Money.optional(),
  /** platform/jackpots: the win, its jackpot and level, and the pool in the jackpot's currency. */
  win_id: z.number().int().optional(),
  jackpot_identifier: z.string().optional(),
  level_name: z.string().optional(),
  jackpot_original_amount_cents: Money.optional(),
  jackpot_original_currency: z.string().optional(),
});
/** A deposit or cashout was created or changed state (schemas/payments.ts PaymentEventSchema). */
export const PaymentChangeSchema = PaymentEventSchema;
/** The payment methods available to the player changed. */
export const PaymentMethodsChangeSchema = z.looseObject({});
/**
 * A new notification for the bell (schemas/notifications.ts): SoftSwiss's `personal_notifications`,
 * carrying every type (personal, payments, bonuses and free-spins changes); the type says which.
 */
export const NotificationSchema = NotificationEntitySchema;
/** A notification about a tournament the player takes part in. */
export const TournamentNotificationSchema = z.looseObject({
  tournament_id: z.union([z.number(), z.string()]).optional(),
  title: z.string().optional(),
  body: z.string().optional(),
});

/** A tournament's leaderboard moved (at most one push a second per tournament): its top players. */
export const TournamentBoardSchema = z.looseObject({
  tournament_id: z.number().int(),
  top_players: z.array(z.looseObject({ award_place: z.number().int(), nickname: z.string(), points: z.number() })),
});

/**
 * The player was given lottery tickets (platform/lotteries: one push per grant, after commit):
 * their ticket count in that lottery now, and how many this grant added.
 */
export const LotteryTicketsChangeSchema = z.object({
  lottery_id: z.number().int(),
  frontend_identifier: z.string(),
  tickets_count: z.number().int(),
  added: z.number().int(),
});
/** A lottery's state changed for everyone (edited before its start, canceled, drawn): open lottery pages read it again. */
export const LotteryChangeSchema = z.object({
  lottery_id: z.number().int(),
  frontend_identifier: z.string(),
  state: z.enum(['scheduled', 'drawn', 'canceled']),
  change: z.enum(['edited', 'canceled', 'drawn']),
});

/** Events every browser receives (the public room). */
export const PUBLIC_EVENTS = {
  'public:wins': PublicWinSchema,
  'public:jackpots': JackpotChangeSchema,
  'public:tournaments': TournamentBoardSchema,
  'public:lotteries': LotteryChangeSchema,
} as const;

/** Events only the sockets of one player receive (their private room). */
export const PRIVATE_EVENTS = {
  'private:comps': CompsChangeSchema,
  'private:bonuses': BonusChangeSchema,
  'private:freespins': FreespinChangeSchema,
  'private:lootboxes': LootboxChangeSchema,
  'private:lottery_tickets': LotteryTicketsChangeSchema,
  'private:game_limits': GameLimitChangeSchema,
  'private:tournament_statuses': TournamentStatusSchema,
  'private:groups': GroupsChangeSchema,
  'private:jackpot_win': JackpotWinSchema,
  'private:payments': PaymentChangeSchema,
  'private:payment_methods': PaymentMethodsChangeSchema,
  'private:balance': BalanceChangeSchema,
  'private:notifications': NotificationSchema,
  'private:tournament_notifications': TournamentNotificationSchema,
} as const;

/** Every event name -> its payload schema. */
export const REALTIME_EVENTS = { ...PUBLIC_EVENTS, ...PRIVATE_EVENTS } as const;

export type PublicEventName = keyof typeof PUBLIC_EVENTS;
export type PrivateEventName = keyof typeof PRIVATE_EVENTS;
export type RealtimeEventName = keyof typeof REALTIME_EVENTS;
/** A payload as it arrives (after parsing). */
export type RealtimePayload<K extends RealtimeEventName> = z.output<(typeof REALTIME_EVENTS)[K]>;
/** A payload as a publisher may hand it over (before defaults apply). */
export type RealtimePayloadInput<K extends RealtimeEventName> = z.input<(typeof REALTIME_EVENTS)[K]>;

/** socket.io typing of what the server emits. */
export type ServerToClientEvents = { [K in RealtimeEventName]: (payload: RealtimePayload<K>) => void };
/** socket.io typing of what a browser may emit: nothing; every change goes through HTTP calls. */
export type ClientToServerEvents = Record<never, never>;

/** Where socket.io answers, on the site's own origin. */
export const REALTIME_PATH = '/socket.io/';
/** The room every socket joins. */
export const PUBLIC_ROOM = 'public';
/** The private room of one player (all their tabs and devices). */
export function playerRoom(playerId: number): string {
  return `player:${playerId}`;
}

export function isPublicEvent(name: string): name is PublicEventName {
  return Object.hasOwn(PUBLIC_EVENTS, name);
}
export function isPrivateEvent(name: string): name is PrivateEventName {
  return Object.hasOwn(PRIVATE_EVENTS, name);
}
export function isRealtimeEvent(name: string): name is RealtimeEventName {
  return Object.hasOwn(REALTIME_EVENTS, name);
}

/** A known event with a payload that matches its schema. */
export type ParsedRealtimeEvent = { [K in RealtimeEventName]: { name: K; payload: RealtimePayload<K> } }[RealtimeEventName];

/** Checks an event against the contract: unknown names or bad payloads give an error text. */
export function parseRealtimeEvent(name: string, payload: unknown): { ok: true; event: ParsedRealtimeEvent } | { ok: false; error: string } {
  if (!isRealtimeEvent(name)) return { ok: false, error: `unknown realtime event ${name}` };
  const parsed = REALTIME_EVENTS[name].safeParse(payload);
  if (!parsed.success) return { ok: false, error: `bad ${name} payload: ${parsed.error.message}` };
  return { ok: true, event: { name, payload: parsed.data } as ParsedRealtimeEvent };
}
