import type { CryptoNetwork, DeclineReason, Payment } from '../../schemas/payments';
import type { PaymentRow } from './states';

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
