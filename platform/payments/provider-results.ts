import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { HttpError } from '../http/errors';
import { pushToPlayer } from '../realtime';
import { postTransaction } from '../wallet/index';
import { releaseCashout } from './cashouts';
import type { PaymentsCore } from './core';
import { ProviderTimeoutError, withTimeout, type PayoutResult, type ProviderEvent, type ProviderStatus } from './provider';
import { paymentCallbacks, paymentProfiles, payments } from './schema';
import { transition, type PaymentRow } from './states';

/**
 * A provider's word on a payment (a verified callback, a status we asked for, a payout's answer)
 * applied to it: the one place a pending deposit or a processing cash-out reaches its outcome, so
 * the player's calls, staff decisions and recovery all settle through the same checks.
 */
export class ProviderResults {
  constructor(private readonly core: PaymentsCore) {}

  /**
   * Applies a provider's final word on a payment: from a verified callback, or from the recovery
   * job asking the provider. Recorded once per provider event id; a payment already final is not
   * moved again. Returns what it did.
   *
   * A callback must carry the provider reference we recorded. A payment without one (the start
   * call timed out or has not returned yet) is settled only on what the provider says when asked
   * by our payment id, never on the callback's own reference: a signature proves who sent it,
   * not which of our payments it is about. `source: 'provider'` is for answers we asked for
   * ourselves (status, payout), which are the provider's word already.
   */
  async applyEvent(
    providerId: string,
    event: Omit<ProviderEvent, 'payload'> & { payload?: Record<string, unknown> },
    source: 'callback' | 'provider' = 'callback',
  ): Promise<'applied' | 'duplicate' | 'ignored_final' | 'unknown_payment'> {
    const confirmed = source === 'provider' ? event : await this.confirmUnreferenced(providerId, event);
    const at = this.core.deps.clock.now();
    const out = await this.core.deps.db.transaction(async (tx) => {
      const [cb] = await tx
        .insert(paymentCallbacks)
        .values({
          provider: providerId,
          eventId: event.eventId,
          paymentId: null,
          payload: event.payload ?? { source: 'status', status: event.status },
          result: 'received',
          receivedAt: at,
        })
        .onConflictDoNothing({ target: [paymentCallbacks.provider, paymentCallbacks.eventId] })
        .returning({ id: paymentCallbacks.id });
      if (!cb) return { result: 'duplicate' as const, row: null };
      const [p] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.id, event.paymentId), eq(payments.provider, providerId)))
        .for('update');
      const applies = !p ? null : p.providerRef !== null ? (p.providerRef === event.providerRef ? event : null) : confirmed;
      const settled = p && applies ? await this.settle(tx, p, applies, at) : null;
      const result = !applies ? ('unknown_payment' as const) : settled ? ('applied' as const) : ('ignored_final' as const);
      await tx
        .update(paymentCallbacks)
        .set({ paymentId: p?.id ?? null, result })
        .where(eq(paymentCallbacks.id, cb.id));
      return { result, row: settled };
    });
    // A card saved by this deposit is a new saved profile in the player's method lists. (The new
    // state and balance reach the player's pages from the event stream, payments/stream.ts.)
    if (out.row && event.card && out.row.state === 'succeeded') pushToPlayer(this.core.deps.events, out.row.playerId, 'private:payment_methods', {});
    return out.result;
  }

  /**
   * For a callback about a payment with no recorded reference: the provider's own answer when
   * asked by our payment id, if it is final and names the callback's reference and outcome; null
   * otherwise (still waiting, hanging, unknown, or another reference: nothing is applied).
   */
  private async confirmUnreferenced(
    providerId: string,
    event: Pick<ProviderEvent, 'paymentId' | 'providerRef' | 'kind' | 'status'>,
  ): Promise<Pick<ProviderEvent, 'kind' | 'status' | 'reason' | 'card' | 'providerRef'> | null> {
    const [p] = await this.core.deps.db
      .select({ providerRef: payments.providerRef })
      .from(payments)
      .where(and(eq(payments.id, event.paymentId), eq(payments.provider, providerId)));
    const provider = this.core.providers.get(providerId);
    if (!p || p.providerRef !== null || !provider) return null;
    let status: ProviderStatus;
    try {
      status = await withTimeout(providerId, this.core.timeoutMs, provider.status(event.paymentId, event.kind));
    } catch (err) {
      if (err instanceof ProviderTimeoutError) return null;
      throw err;
    }
    if (status.kind !== 'final') return null;
    const word = status.event;
    return word.paymentId === event.paymentId && word.providerRef === event.providerRef && word.kind === event.kind && word.status === event.status
      ? word
      : null;
  }

  /** Moves a pending deposit or processing cashout to the provider's outcome; null when it is no longer waiting. */
  private async settle(
    tx: Tx,
    p: PaymentRow,
    event: Pick<ProviderEvent, 'kind' | 'status' | 'reason' | 'card' | 'providerRef'>,
    at: Date,
  ): Promise<PaymentRow | null> {
    const set = { providerRef: event.providerRef };
    if (p.action === 'deposit') {
      if (p.state !== 'pending' || event.kind !== 'deposit') return null;
      if (event.status === 'succeeded') {
        // Checked again as the money arrives: two deposits started under one limit cannot both be credited.
        try {
          await this.core.depositPolicy({ tx, playerId: p.playerId, currency: p.currency, amount: p.amount, methodId: p.methodId, provider: p.provider, at });
        } catch (err) {
          if (err instanceof HttpError && err.statusCode === 403)
            return transition(tx, p, { to: 'declined', actor: 'provider', at, declineReason: 'limit_reached', reason: err.code, set });
          throw err;
        }
        await postTransaction(tx, {
          idempotencyKey: `deposit:${p.id}`,
          kind: 'deposit',
          entries: [
            { account: { house: 'payments', currency: p.currency }, amount: -p.amount },
            { account: { playerId: p.playerId, currency: p.currency, purpose: 'cash' }, amount: p.amount },
          ],
          meta: { payment_id: p.id, provider: p.provider, provider_ref: event.providerRef },
          at,
        });
        if (event.card) {
          await tx
            .insert(paymentProfiles)
            .values({
              playerId: p.playerId,
              provider: p.provider,
              brand: event.card.brand,
              token: event.card.token,
              title: event.card.title,
              expiry: event.card.expiry,
              createdAt: at,
            })
            .onConflictDoNothing();
        }
        return transition(tx, p, { to: 'succeeded', actor: 'provider', at, set });
      }
      return transition(tx, p, {
        to: event.status === 'canceled' ? 'canceled' : 'declined',
        actor: 'provider',
        at,
        declineReason: event.reason ?? 'do_not_honor',
        set,
      });
    }
    if (p.state !== 'processing' || event.kind !== 'payout') return null;
    if (event.status === 'succeeded') {
      await postTransaction(tx, {
        idempotencyKey: `cashout:${p.id}:paid`,
        kind: 'cashout_paid',
        entries: [
          { account: { house: 'withdrawals_pending', currency: p.currency }, amount: -p.amount },
          { account: { house: 'payments', currency: p.currency }, amount: p.amount },
        ],
        meta: { payment_id: p.id, provider: p.provider, provider_ref: event.providerRef },
        at,
      });
      return transition(tx, p, { to: 'succeeded', actor: 'provider', at, set });
    }
    await releaseCashout(tx, p, at);
    return transition(tx, p, { to: 'declined', actor: 'provider', at, declineReason: event.reason ?? 'payout_failed', set });
  }

  /** Calls the provider for a processing cashout and applies its answer; null when it did not answer in time. */
  async payout(p: PaymentRow): Promise<PaymentRow | null> {
    const provider = this.core.providers.get(p.provider);
    if (!provider) return null;
    const player = await this.core.playerContext(p.playerId);
    const offer =
      this.core.offers(player, 'cashout', p.currency).find((m) => m.id === p.methodId) ??
      provider.methods({ action: 'cashout', currency: p.currency, country: player.country }).find((m) => m.id === p.methodId);
    if (!offer) return null;
    let result: PayoutResult;
    try {
      result = await withTimeout(
        provider.id,
        this.core.timeoutMs,
        provider.startPayout({
          paymentId: p.id,
          method: offer,
          amount: p.amount,
          currency: p.currency,
          target: p.payoutTarget ?? '',
          at: this.core.deps.clock.now(),
        }),
      );
    } catch (err) {
      if (err instanceof ProviderTimeoutError) return null;
      throw err;
    }
    if (result.kind === 'processing') return null;
    await this.applyEvent(
      provider.id,
      {
        eventId: `payout:${result.providerRef}:${result.kind}`,
        paymentId: p.id,
        providerRef: result.providerRef ?? `none:${p.id}`,
        kind: 'payout',
        status: result.kind,
        reason: result.kind === 'declined' ? result.reason : null,
        card: null,
      },
      'provider',
    );
    const [fresh] = await this.core.deps.db.select().from(payments).where(eq(payments.id, p.id));
    return fresh ?? null;
  }
}
