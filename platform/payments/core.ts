import { canonicalJson, jsonAmount } from '../http/json';
import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { fromMinorUnits } from '../../schemas/currency';
import {
  LT_IBAN_PREFIX,
  type CashoutRequest,
  type DepositRequest,
  type Payment,
  type PaymentAction,
  type PaymentMethod,
  type PaymentNext,
  type PaymentStartAnswer,
} from '../../schemas/payments';
import { validationMessage, VALIDATION_MESSAGES } from '../../schemas/validation';
import type { Db, Tx } from '../db/client';
import type { PlatformDeps } from '../deps';
import { badRequest, HttpError, notFound } from '../http/errors';
import { findPlayerById, playerGroupIds } from '../player';
import type { FraudInput, FraudPlayer } from './fraud';
import type { DepositPolicy } from './guards';
import { filterOffers, type MethodOffer } from './methods';
import type { PaymentProvider } from './provider';
import { paymentProfiles, payments } from './schema';
import type { PaymentRow } from './states';
import { toPaymentView } from './view';

/**
 * What deposits, cash-outs, provider results, staff decisions and recovery share (service.ts
 * composes them): the providers, the player's payment context and method offers, the amount and
 * saved-card checks, and the idempotency key's replay. One instance per PaymentsService, so every
 * part sees the same providers and deposit policy.
 */

/**
 * The request's fingerprint without the key itself. Of a card only what may be stored in the clear
 * goes in (first six and last four digits, expiry, holder): an unkeyed hash of a full card number
 * could be reversed by trying the few numbers that fit, and the CVV is never kept at all.
 */
export function requestHash(action: PaymentAction, body: DepositRequest | CashoutRequest): string {
  const { idempotency_key: _key, ...rest } = body as DepositRequest;
  const card = rest.card
    ? { bin: rest.card.number.slice(0, 6), last4: rest.card.number.slice(-4), expiry: rest.card.expiry, holder: rest.card.holder }
    : undefined;
  return createHash('sha256')
    .update(`${action}\n${canonicalJson({ ...rest, card })}`)
    .digest('hex');
}

export interface PlayerPaymentContext extends FraudPlayer {
  language: string;
  currency: string;
}

export class PaymentsCore {
  readonly providers: Map<string, PaymentProvider>;

  /** `depositPolicy` may refuse a deposit inside its transaction (the limits' policy, passed in by createPayments). */
  constructor(
    readonly deps: PlatformDeps,
    providers: readonly PaymentProvider[],
    readonly depositPolicy: DepositPolicy,
  ) {
    this.providers = new Map(providers.map((p) => [p.id, p]));
  }

  get timeoutMs() {
    return this.deps.config.PAYMENT_PROVIDER_TIMEOUT_MS;
  }

  async playerContext(playerId: number): Promise<PlayerPaymentContext> {
    const p = await findPlayerById(this.deps.db, playerId);
    if (!p) throw notFound('Unknown player');
    const groups = await playerGroupIds(this.deps.db, playerId);
    return { id: p.id, email: p.email, firstName: p.firstName, lastName: p.lastName, country: p.country, language: p.language, currency: p.currency, groups };
  }

  /** The methods of every provider for this player, currency and action, after the group and locale rules. */
  offers(player: PlayerPaymentContext, action: PaymentAction, currency: string): MethodOffer[] {
    const all = [...this.providers.values()].flatMap((p) => p.methods({ action, currency, country: player.country }));
    return filterOffers(all, { groups: player.groups, locale: player.language });
  }

  async listMethods(playerId: number, action: PaymentAction, currency?: string): Promise<PaymentMethod[]> {
    const player = await this.playerContext(playerId);
    const cur = currency ?? player.currency;
    const profiles = await this.deps.db.select().from(paymentProfiles).where(eq(paymentProfiles.playerId, playerId)).orderBy(desc(paymentProfiles.id));
    const out: PaymentMethod[] = [];
    for (const m of this.offers(player, action, cur)) {
      const range = m[action]!;
      const saved = m.type === 'card' ? profiles.filter((p) => p.provider === m.provider && p.brand === m.brand) : [];
      // A card payout goes back to a card that paid in before; without one there is nothing to offer.
      if (action === 'cashout' && m.type === 'card' && saved.length === 0) continue;
      out.push({
        id: m.id,
        brand: m.brand,
        provider: m.provider,
        currency: m.currency,
        type: m.type,
        action,
        form: m.forms[action]!,
        savedProfiles: saved.map((p) => ({ id: String(p.id), title: p.title, brand: p.brand, expiry: p.expiry })),
        termsOfService: { restrictions: { amountCurrencyCode: m.currency, minAmountValue: jsonAmount(range.min), maxAmountValue: jsonAmount(range.max) } },
        processingTime: m.processingTime[action],
        fee: { percent: m.fee.percent, fixed_cents: jsonAmount(m.fee.fixedCents) },
        min_amount_cents: jsonAmount(range.min),
        max_amount_cents: jsonAmount(range.max),
        deposit: m.deposit ? { min_cents: jsonAmount(m.deposit.min), max_cents: jsonAmount(m.deposit.max) } : null,
        cashout: m.cashout ? { min_cents: jsonAmount(m.cashout.min), max_cents: jsonAmount(m.cashout.max) } : null,
        network: m.network,
      });
    }
    return out;
  }

  findOffer(player: PlayerPaymentContext, action: PaymentAction, methodIdValue: string, currency: string): { offer: MethodOffer; provider: PaymentProvider } {
    const offer = this.offers(player, action, currency).find((m) => m.id === methodIdValue);
    const provider = offer && this.providers.get(offer.provider);
    if (!offer || !provider)
      throw badRequest('method_unavailable', 'This payment method is not available', { method_id: ['is not available for this currency'] });
    return { offer, provider };
  }

  checkAmount(offer: MethodOffer, action: PaymentAction, amount: bigint): void {
    const range = offer[action]!;
    if (amount < range.min)
      throw badRequest('validation_failed', 'The amount is below the minimum', {
        amount_cents: [validationMessage(VALIDATION_MESSAGES.min, { min: fromMinorUnits(range.min, offer.currency) })],
      });
    if (amount > range.max)
      throw badRequest('validation_failed', 'The amount is above the maximum', {
        amount_cents: [validationMessage(VALIDATION_MESSAGES.max, { max: fromMinorUnits(range.max, offer.currency) })],
      });
  }

  async findByKey(db: Db | Tx, playerId: number, key: string): Promise<PaymentRow | undefined> {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.playerId, playerId), eq(payments.idempotencyKey, key)));
    return row;
  }

  /**
   * The answer to a repeated key: the same body gets the first payment's answer (its stored next
   * step), another body 409. A first call still talking to its provider is waited for briefly.
   */
  async replay(existing: PaymentRow, hash: string, notices: PaymentStartAnswer['notices'] = []): Promise<PaymentStartAnswer> {
    if (existing.requestHash !== hash)
      throw new HttpError(409, 'idempotency_conflict', 'This idempotency key was already used for a different payment', {
        idempotency_key: ['was already used for another payment'],
      });
    let row = existing;
    for (let i = 0; i < 30 && row.action === 'deposit' && row.state === 'pending' && !row.nextAction; i++) {
      await new Promise((r) => setTimeout(r, 100));
      [row = existing] = await this.deps.db.select().from(payments).where(eq(payments.id, existing.id));
    }
    if (row.action === 'deposit' && row.state === 'pending' && !row.nextAction)
      throw new HttpError(409, 'payment_in_progress', 'This payment is still being started; try again in a moment');
    const next: PaymentNext = row.state === 'pending' && row.nextAction ? (row.nextAction as PaymentNext) : { type: 'done', state: row.state };
    const lt = row.action === 'cashout' && (row.payoutTarget ?? '').startsWith(LT_IBAN_PREFIX) && row.brand === 'bank_transfer';
    return { payment: toPaymentView(row), next, notices: lt ? ['lt_iban'] : notices };
  }

  async savedProfile(playerId: number, id: string, offer: MethodOffer) {
    const n = Number(id);
    const [profile] = Number.isSafeInteger(n)
      ? await this.deps.db
          .select()
          .from(paymentProfiles)
          .where(and(eq(paymentProfiles.id, n), eq(paymentProfiles.playerId, playerId)))
      : [];
    if (!profile || profile.provider !== offer.provider || profile.brand !== offer.brand)
      throw badRequest('validation_failed', 'Unknown saved card', { saved_profile_id: ['is not one of your saved cards for this method'] });
    return profile;
  }

  fraudInput(
    type: FraudInput['type'],
    amount: bigint,
    currency: string,
    offer: MethodOffer,
    fingerprint: string | undefined,
    card?: DepositRequest['card'],
  ): FraudInput {
    return {
      type,
      amount,
      currency,
      paymentSystem: offer.id,
      deviceFingerprint: fingerprint,
      card: card ? { bin: card.number.slice(0, 6), last4: card.number.slice(-4), holder: card.holder } : undefined,
    };
  }

  async one(playerId: number, id: number): Promise<Payment> {
    const [row] = await this.deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, id), eq(payments.playerId, playerId)));
    if (!row) throw notFound('No such payment');
    return toPaymentView(row);
  }
}
