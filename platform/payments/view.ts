import type { CryptoNetwork, DeclineReason, Payment, PaymentNext } from '../../schemas/payments';
import type { PaymentRow } from './states';

/** The hosted page a pending deposit waits on (3-D Secure, bank), while the provider still waits on it. */
function waitingPage(row: PaymentRow): { url: string; expires_at: string } | null {
  const next = row.nextAction as PaymentNext | null;
  if (row.action !== 'deposit' || row.state !== 'pending' || next?.type !== 'redirect' || !row.expiresAt) return null;
  return { url: next.url, expires_at: row.expiresAt.toISOString() };
}

/** A deposit the player may still give up: pending on a hosted page the provider is waiting on. */
export function isCancelable(row: PaymentRow): boolean {
  return waitingPage(row) !== null;
}

/** A payments row as the Payment entity of schemas/payments.ts (P3 "Payment history entry"). */
export function toPaymentView(row: PaymentRow): Payment {
  const amount = Number(row.amount);
  return {
    id: row.id,
    action: row.action,
    state: row.state,
    amount_cents: amount,
    currency: row.currency,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    recallable: row.action === 'cashout' && row.state === 'reserved',
    resume: waitingPage(row),
    cancelable: isCancelable(row),
    method_id: row.methodId,
    brand: row.brand,
    provider: row.provider,
    decline_reason: (row.declineReason as DeclineReason | null) ?? null,
    reject_reason: row.rejectReason,
    crypto:
      row.cryptoAddress && row.cryptoNetwork && row.expiresAt && row.state === 'pending'
        ? { address: row.cryptoAddress, network: row.cryptoNetwork as CryptoNetwork, expires_at: row.expiresAt.toISOString() }
        : null,
  };
}
