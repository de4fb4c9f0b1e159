import { jsonAmount } from '../http/json';
import { eq, and } from 'drizzle-orm';
import { cardExpiry, type DepositRequest, type Payment, type PaymentNext, type PaymentStartAnswer } from '../../schemas/payments';
import { validationMessage, VALIDATION_MESSAGES } from '../../schemas/validation';
import { badRequest, HttpError, notFound } from '../http/errors';
import { openPlayerAccount } from '../wallet/index';
import { requestHash, type PaymentsCore } from './core';
import { runFraudCheck } from './fraud';
import type { ProviderResults } from './provider-results';
import { ProviderTimeoutError, withTimeout, type ProviderStatus, type StartDepositResult } from './provider';
import { payments } from './schema';
import { INITIAL_STATE, recordCreated, transition, type PaymentRow } from './states';
import { isCancelable, toPaymentView } from './view';

/**
 * Deposits: starting one (checks, fraud, the deposit policy, the provider's page or address) and
 * the player giving up one still waiting on its page. The money arrives later, with the
 * provider's word (provider-results.ts).
 */
export class Deposits {
  constructor(
    private readonly core: PaymentsCore,
    private readonly results: ProviderResults,
  ) {}

  async deposit(playerId: number, body: DepositRequest): Promise<PaymentStartAnswer> {
    const { db, clock } = this.core.deps;
    const hash = requestHash('deposit', body);
    const earlier = await this.core.findByKey(db, playerId, body.idempotency_key);
    if (earlier) return this.core.replay(earlier, hash);

    const at = clock.now();
    const player = await this.core.playerContext(playerId);
    const { offer, provider } = this.core.findOffer(player, 'deposit', body.method_id, body.currency);
    const amount = BigInt(body.amount_cents);
    this.core.checkAmount(offer, 'deposit', amount);

    let cardToken: string | undefined;
    let savedProfileId: number | null = null;
    if (offer.forms.deposit === 'card') {
      if (body.saved_profile_id) {
        const profile = await this.core.savedProfile(playerId, body.saved_profile_id, offer);
        cardToken = profile.token;
        savedProfileId = profile.id;
      } else if (body.card) {
        const expiry = cardExpiry(() => at).safeParse(body.card.expiry);
        if (!expiry.success) throw badRequest('validation_failed', 'The card has expired', { 'card.expiry': expiry.error.issues.map((i) => i.message) });
      } else {
        throw badRequest('validation_failed', 'Card details are needed', { card: [validationMessage(VALIDATION_MESSAGES.required)] });
      }
    }
    const fieldErrors = await provider.validateDeposit(offer, { card: body.card });
    if (fieldErrors) throw badRequest('validation_failed', 'The card cannot be used', fieldErrors);

    const fraud = await runFraudCheck(
      db,
      player,
      this.core.fraudInput('transaction', amount, body.currency, offer, body.device_fingerprint, body.card),
      at,
      this.core.deps.config.LOGIN_RESTRICTED_COUNTRIES,
    );
    if (fraud.decision === 'reject') throw new HttpError(403, 'fraud_rejected', 'This payment cannot be accepted');

    const returnUrl = body.return_url ?? '/';
    const created = await db.transaction(async (tx) => {
      await this.core.depositPolicy({
        tx,
        playerId,
        currency: body.currency,
        amount,
        methodId: offer.id,
        provider: provider.id,
        at,
        bonusId: body.bonus_id ?? null,
      });
      await openPlayerAccount(tx, playerId, body.currency);
      const [row] = await tx
        .insert(payments)
        .values({
          playerId,
          action: 'deposit',
          state: INITIAL_STATE.deposit,
          amount,
          currency: body.currency,
          methodId: offer.id,
          brand: offer.brand,
          provider: provider.id,
          idempotencyKey: body.idempotency_key,
          requestHash: hash,
          returnUrl,
          savedProfileId,
          bonusChoice: body.bonus_id ?? null,
          fraudCheckId: fraud.id,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing({ target: [payments.playerId, payments.idempotencyKey] })
        .returning();
      if (row) await recordCreated(tx, row, 'player');
      return row;
    });
    if (!created) {
      const raced = await this.core.findByKey(db, playerId, body.idempotency_key);
      return this.core.replay(raced!, hash);
    }

    let result: StartDepositResult;
    try {
      result = await withTimeout(
        provider.id,
        this.core.timeoutMs,
        provider.startDeposit({ paymentId: created.id, playerId, method: offer, amount, currency: body.currency, card: body.card, cardToken, returnUrl, at }),
      );
    } catch (err) {
      if (err instanceof ProviderTimeoutError) {
        this.core.deps.log.warn({ paymentId: created.id, provider: provider.id }, 'payment provider timeout; left to recovery');
        throw new HttpError(504, 'provider_timeout', 'The payment provider did not answer; the payment stays pending and is checked again');
      }
      throw err;
    }
    const row = await this.recordStart(created.id, result);
    return {
      payment: toPaymentView(row),
      next: row.state === 'pending' && row.nextAction ? (row.nextAction as PaymentNext) : { type: 'done', state: row.state },
      notices: [],
    };
  }

  /** Stores what the provider said at the start (or declines at once); a callback may already have settled it. */
  private async recordStart(paymentId: number, result: StartDepositResult): Promise<PaymentRow> {
    const at = this.core.deps.clock.now();
    const row = await this.core.deps.db.transaction(async (tx) => {
      const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (!p) throw new Error(`Payment ${paymentId} vanished`);
      if (result.kind === 'declined') {
        if (p.state !== 'pending') return p;
        return transition(tx, p, { to: 'declined', actor: 'provider', at, declineReason: result.reason, set: { providerRef: result.providerRef } });
      }
      const next: PaymentNext =
        result.kind === 'redirect'
          ? { type: 'redirect', url: result.url }
          : {
              type: 'crypto_address',
              address: result.address,
              network: result.network,
              amount_cents: jsonAmount(p.amount),
              currency: p.currency,
              uri: result.uri,
              expires_at: result.expiresAt.toISOString(),
            };
      const crypto = result.kind === 'crypto_address' ? { cryptoAddress: result.address, cryptoNetwork: result.network } : {};
      const [updated] = await tx
        .update(payments)
        .set({ providerRef: result.providerRef, nextAction: next, expiresAt: result.expiresAt, updatedAt: at, ...crypto })
        .where(eq(payments.id, paymentId))
        .returning();
      return updated!;
    });
    return row;
  }

  /**
   * The player gives up a deposit still waiting on the provider's page (an abandoned 3-D Secure
   * page): the provider stops waiting first, then the payment is cancelled. A bank that decided
   * before the cancel reached it wins: its outcome is applied instead. Cancelling a cancelled
   * deposit answers it again.
   */
  async cancelDeposit(playerId: number, paymentId: number): Promise<Payment> {
    const [p] = await this.core.deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.playerId, playerId)));
    if (!p) throw notFound('No such payment');
    if (p.action === 'deposit' && p.state === 'canceled') return toPaymentView(p);
    const provider = this.core.providers.get(p.provider);
    if (!provider || !isCancelable(p)) throw new HttpError(409, 'not_cancelable', 'This payment can no longer be cancelled');
    const at = this.core.deps.clock.now();
    let status: ProviderStatus;
    try {
      await withTimeout(provider.id, this.core.timeoutMs, provider.cancel(p.id, at));
      status = await withTimeout(provider.id, this.core.timeoutMs, provider.status(p.id, 'deposit'));
    } catch (err) {
      if (err instanceof ProviderTimeoutError) throw new HttpError(504, 'provider_timeout', 'The payment provider did not answer; try again in a moment');
      throw err;
    }
    if (status.kind === 'final' && status.event.status !== 'canceled') {
      await this.results.applyEvent(provider.id, { ...status.event, eventId: `status:${status.event.providerRef}:${status.event.status}` }, 'provider');
      return this.core.one(playerId, paymentId);
    }
    const row = await this.core.deps.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (!locked || locked.state !== 'pending') return null;
      return transition(tx, locked, { to: 'canceled', actor: 'player', at, declineReason: 'player_canceled' });
    });
    return row ? toPaymentView(row) : this.core.one(playerId, paymentId);
  }
}
