import { and, count, eq, gt } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { fraudChecks, payments } from './schema';

/**
 * The fraud check of spec P3/P7 (`POST /api/users/transaction`), run by the platform itself before
 * any money moves and open to the site as a pre-check. The payload is built from the player
 * record (country, names, e-mail, loyalty status) plus what only the browser knows (device
 * fingerprint, card fields); the rules are ours, each named in `reasons`:
 * - `velocity`: more than VELOCITY_MAX attempts of one type within VELOCITY_WINDOW_MS -> reject
 *   (a payout attempt counts only when it reserved money);
 * - `sanctioned_country`: a player whose country may not even sign in -> reject;
 * - `multi_account`: the player is in group 100 -> review (staff see it on the withdrawal);
 * - `holder_mismatch`: a card holder name without the player's last name -> review.
 * Every check is stored (fraud_checks) with its payload and decision.
 */

export const VELOCITY_WINDOW_MS = 10 * 60_000;
export const VELOCITY_MAX = 20;
export const MULTI_ACCOUNT_GROUP = 100;
/** Loyalty groups sent as custom_player_status (spec P6: 257 to 759). */
export const LOYALTY_GROUP_RANGE = [257, 759] as const;

export type FraudDecision = 'approve' | 'review' | 'reject';

export interface FraudPlayer {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  country: string | null;
  groups: readonly number[];
}

export interface FraudInput {
  type: 'transaction' | 'payout';
  amount: bigint;
  currency: string;
  paymentSystem: string;
  deviceFingerprint?: string | undefined;
  card?: { bin?: string | undefined; last4?: string | undefined; holder?: string | undefined } | undefined;
}

/** The loyalty group reported as the player's status: the highest of theirs within 257..759. */
export function customPlayerStatus(groups: readonly number[]): number | null {
  const loyal = groups.filter((g) => g >= LOYALTY_GROUP_RANGE[0] && g <= LOYALTY_GROUP_RANGE[1]);
  return loyal.length ? Math.max(...loyal) : null;
}

/** The P3 payload as evaluated and stored. */
export function fraudPayload(player: FraudPlayer, input: FraudInput): Record<string, unknown> {
  return {
    country: player.country,
    first_name: player.firstName,
    last_name: player.lastName,
    email: player.email,
    device_fingerprint: input.deviceFingerprint ?? null,
    card: input.card ?? null,
    amount_cents: input.amount.toString(),
    currency: input.currency,
    payment_system: input.paymentSystem,
    type: input.type,
    custom_player_status: customPlayerStatus(player.groups),
  };
}

const normalise = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The rules on their own (pure), given how many attempts the player made in the window. */
export function decide(
  player: FraudPlayer,
  input: FraudInput,
  recentAttempts: number,
  restrictedCountries: readonly string[],
): { decision: FraudDecision; reasons: string[] } {
  const rejects: string[] = [];
  const reviews: string[] = [];
  if (recentAttempts >= VELOCITY_MAX) rejects.push('velocity');
  if (player.country && restrictedCountries.includes(player.country.toUpperCase())) rejects.push('sanctioned_country');
  if (player.groups.includes(MULTI_ACCOUNT_GROUP)) reviews.push('multi_account');
  const holder = input.card?.holder;
  if (holder && player.lastName && !normalise(holder).includes(normalise(player.lastName))) reviews.push('holder_mismatch');
  if (rejects.length) return { decision: 'reject', reasons: [...rejects, ...reviews] };
  if (reviews.length) return { decision: 'review', reasons: reviews };
  return { decision: 'approve', reasons: [] };
}

/**
 * The attempts the velocity rule counts in the window. Deposits: every check. Payouts: only the
 * cashouts that reserved money (a cashout row exists only when its reservation committed), so
 * attempts refused for insufficient funds, or refused by this rule itself, never lock the player out.
 */
async function recentAttempts(db: Db | Tx, playerId: number, type: FraudInput['type'], at: Date): Promise<number> {
  const since = new Date(at.getTime() - VELOCITY_WINDOW_MS);
  const [recent] =
    type === 'payout'
      ? await db
          .select({ n: count() })
          .from(payments)
          .where(and(eq(payments.playerId, playerId), eq(payments.action, 'cashout'), gt(payments.createdAt, since)))
      : await db
          .select({ n: count() })
          .from(fraudChecks)
          .where(and(eq(fraudChecks.playerId, playerId), eq(fraudChecks.type, type), gt(fraudChecks.createdAt, since)));
  return Number(recent?.n ?? 0);
}

/** Runs and stores one check. */
export async function runFraudCheck(db: Db | Tx, player: FraudPlayer, input: FraudInput, at: Date, restrictedCountries: readonly string[]) {
  const { decision, reasons } = decide(player, input, await recentAttempts(db, player.id, input.type, at), restrictedCountries);
  const status = customPlayerStatus(player.groups);
  const [row] = await db
    .insert(fraudChecks)
    .values({
      playerId: player.id,
      type: input.type,
      amount: input.amount,
      currency: input.currency,
      paymentSystem: input.paymentSystem,
      payload: fraudPayload(player, input),
      decision,
      reasons,
      customPlayerStatus: status,
      createdAt: at,
    })
    .returning({ id: fraudChecks.id });
  return { id: row!.id, decision, reasons, customPlayerStatus: status };
}
