import { and, eq } from 'drizzle-orm';
import { isFinalPaymentState, type PaymentAction, type PaymentState } from '../../schemas/payments';
import type { Tx } from '../db/client';
import { HttpError } from '../http/errors';
import { appendEvent } from '../outbox';
import { payments, paymentStateHistory } from './schema';

/**
 * The one place a payment changes state (README "States and transitions"). Every move is checked
 * against this table, written with the state it came from as a condition (so two movers cannot
 * both win), and appended to the state history in the same transaction.
 */
export const TRANSITIONS: Readonly<Record<PaymentAction, Partial<Record<PaymentState, readonly PaymentState[]>>>> = {
  deposit: {
    pending: ['succeeded', 'declined', 'canceled'],
  },
  cashout: {
    reserved: ['processing', 'recalled', 'rejected'],
    processing: ['succeeded', 'declined'],
  },
};

/** The state a new payment starts in. */
export const INITIAL_STATE: Readonly<Record<PaymentAction, PaymentState>> = { deposit: 'pending', cashout: 'reserved' };

export function canTransition(action: PaymentAction, from: PaymentState, to: PaymentState): boolean {
  return TRANSITIONS[action][from]?.includes(to) ?? false;
}

export type PaymentRow = typeof payments.$inferSelect;

export interface TransitionInput {
  to: PaymentState;
  actor: string;
  at: Date;
  /** Stored in the history; for declines also the payment's decline reason. */
  reason?: string | null;
  declineReason?: string | null;
  rejectReason?: string | null;
  set?: Partial<typeof payments.$inferInsert>;
}

/** A move the table does not allow (a bug or a late event), refused with the states named. */
export class InvalidTransitionError extends HttpError {
  constructor(from: PaymentState, to: PaymentState) {
    super(409, 'invalid_state', `A payment cannot go from ${from} to ${to}`);
  }
}

/**
 * Moves `payment` (a row the caller read, ideally `FOR UPDATE`) to `to`. Returns the new row.
 * Throws InvalidTransitionError when the table forbids it or the row moved meanwhile.
 */
export async function transition(tx: Tx, payment: PaymentRow, input: TransitionInput): Promise<PaymentRow> {
  const from = payment.state;
  if (!canTransition(payment.action, from, input.to)) throw new InvalidTransitionError(from, input.to);
  const [row] = await tx
    .update(payments)
    .set({
      ...input.set,
      state: input.to,
      updatedAt: input.at,
      ...(isFinalPaymentState(input.to) ? { finishedAt: input.at } : {}),
      ...(input.declineReason !== undefined ? { declineReason: input.declineReason } : {}),
      ...(input.rejectReason !== undefined ? { rejectReason: input.rejectReason } : {}),
    })
    .where(and(eq(payments.id, payment.id), eq(payments.state, from)))
    .returning();
  if (!row) throw new InvalidTransitionError(from, input.to);
  await tx.insert(paymentStateHistory).values({
    paymentId: payment.id,
    fromState: from,
    toState: input.to,
    actor: input.actor,
    reason: input.reason ?? input.declineReason ?? input.rejectReason ?? null,
    at: input.at,
  });
  await appendStateEvent(tx, row, from, input.at);
  // A deposit reaches `succeeded` only in the transaction that posts its money (service.ts settle).
  if (row.action === 'deposit' && row.state === 'succeeded') {
    await appendEvent(tx, {
      type: 'deposit.credited',
      playerId: row.playerId,
      at: input.at,
      payload: { payment_id: row.id, currency: row.currency, amount_cents: Number(row.amount), provider: row.provider, bonus_id: row.bonusChoice },
    });
  }
  return row;
}

/** The stream's record of a payment's state (platform/outbox): the same facts the private:payments push shows. */
async function appendStateEvent(tx: Tx, row: PaymentRow, from: PaymentState | null, at: Date): Promise<void> {
  await appendEvent(tx, {
    type: 'payment.state_changed',
    playerId: row.playerId,
    at,
    payload: {
      payment_id: row.id,
      action: row.action,
      from,
      state: row.state,
      currency: row.currency,
      amount_cents: Number(row.amount),
      decline_reason: row.declineReason ?? null,
      finished_at: row.finishedAt?.toISOString() ?? null,
    },
  });
}

/** Writes the first history row of a payment just created. */
export async function recordCreated(tx: Tx, payment: PaymentRow, actor: string): Promise<void> {
  await tx.insert(paymentStateHistory).values({ paymentId: payment.id, fromState: null, toState: payment.state, actor, reason: null, at: payment.createdAt });
  await appendStateEvent(tx, payment, null, payment.createdAt);
}
