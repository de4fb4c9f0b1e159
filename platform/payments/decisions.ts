import { desc, eq, and, sql } from 'drizzle-orm';
import type { PaymentState } from '../../schemas/payments';
import type { Tx } from '../db/client';
import { HttpError, notFound } from '../http/errors';
import { playerEmails } from '../player';
import { releaseCashout } from './cashouts';
import type { PaymentsCore } from './core';
import type { ProviderResults } from './provider-results';
import { payments } from './schema';
import { transition, type PaymentRow } from './states';

/**
 * The back office's side of withdrawals: the list staff review, and their approve (then the
 * payout) or reject (the money back). Each decision locks the payment row and is audited in its
 * transaction.
 */
export class StaffDecisions {
  constructor(
    private readonly core: PaymentsCore,
    private readonly results: ProviderResults,
  ) {}

  /** Approves a reserved cashout (reserved -> processing) and pays it out through its provider. */
  async approve(paymentId: number, staff: { staffId: number; auditInTx: (tx: Tx, before: unknown, after: unknown) => Promise<void> }): Promise<PaymentRow> {
    const at = this.core.deps.clock.now();
    const row = await this.core.deps.db.transaction(async (tx) => {
      const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (!p || p.action !== 'cashout') throw notFound('No such withdrawal');
      if (p.state !== 'reserved') throw new HttpError(409, 'invalid_state', `This withdrawal is ${p.state}, not waiting for approval`);
      const next = await transition(tx, p, {
        to: 'processing',
        actor: `staff:${staff.staffId}`,
        at,
        set: { reviewedByStaffId: staff.staffId, reviewedAt: at },
      });
      await staff.auditInTx(tx, { state: p.state }, { state: next.state, amount_cents: p.amount.toString(), currency: p.currency });
      return next;
    });
    return (await this.results.payout(row)) ?? row;
  }

  /** Rejects a reserved cashout with the staff member's reason; the money goes back. */
  async reject(
    paymentId: number,
    reason: string,
    staff: { staffId: number; auditInTx: (tx: Tx, before: unknown, after: unknown) => Promise<void> },
  ): Promise<PaymentRow> {
    const at = this.core.deps.clock.now();
    const row = await this.core.deps.db.transaction(async (tx) => {
      const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (!p || p.action !== 'cashout') throw notFound('No such withdrawal');
      if (p.state !== 'reserved') throw new HttpError(409, 'invalid_state', `This withdrawal is ${p.state}, not waiting for approval`);
      const next = await transition(tx, p, {
        to: 'rejected',
        actor: `staff:${staff.staffId}`,
        at,
        rejectReason: reason,
        set: { reviewedByStaffId: staff.staffId, reviewedAt: at },
      });
      await releaseCashout(tx, p, at);
      await staff.auditInTx(tx, { state: p.state }, { state: next.state, reason });
      return next;
    });
    return row;
  }

  /** Withdrawals for staff, newest first. */
  async withdrawals(q: { state?: PaymentState | undefined; page: number; per_page: number }) {
    const where = q.state ? and(eq(payments.action, 'cashout'), eq(payments.state, q.state)) : eq(payments.action, 'cashout');
    const [total] = await this.core.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .where(where);
    const page = await this.core.deps.db
      .select()
      .from(payments)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page);
    // The players' addresses from the player module (a player row is never deleted: every payment has one).
    const emails = await playerEmails(
      this.core.deps.db,
      page.map((p) => p.playerId),
    );
    const rows = page.map((p) => ({ p, email: emails.get(p.playerId)! }));
    return { rows, total: total?.n ?? 0 };
  }
}
