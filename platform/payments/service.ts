import { canonicalJson, jsonAmount } from '../http/json';
import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { fromMinorUnits } from '../../schemas/currency';
import {
  cardExpiry,
  LT_IBAN_GROUP,
  LT_IBAN_PREFIX,
  type CashoutRequest,
  type DeclineReason,
  type DepositRequest,
  type Payment,
  type PaymentAction,
  type PaymentMethod,
  type PaymentNext,
  type PaymentStartAnswer,
  type PaymentState,
} from '../../schemas/payments';
import { validationMessage, VALIDATION_MESSAGES } from '../../schemas/validation';
import type { Db, Tx } from '../db/client';
import type { PlatformDeps } from '../deps';
import { badRequest, HttpError, notFound } from '../http/errors';
import { addPlayerToGroups, findPlayerById, missingFields, playerEmails, playerGroupIds } from '../player';
import { pushToPlayer } from '../realtime';
import { appendEvent } from '../outbox';
import { InsufficientFundsError, openPlayerAccount, postTransaction } from '../wallet/index';
import { isValidAddress } from './addresses';
import { runFraudCheck, type FraudInput, type FraudPlayer } from './fraud';
import type { DepositPolicy } from './guards';
import { filterOffers, type MethodOffer } from './methods';
import { ProviderTimeoutError, withTimeout, type PaymentProvider, type PayoutResult, type ProviderEvent, type ProviderStatus, type StartDepositResult } from './provider';
import { paymentCallbacks, paymentProfiles, payments } from './schema';
import { INITIAL_STATE, recordCreated, transition, type PaymentRow } from './states';
import { isCancelable, toPaymentView } from './view';

/**
 * Deposits, cashouts, recalls, provider callbacks, staff decisions and recovery (README). Money
 * moves only through ledger postings with keys derived from the payment id, so whatever is
 * repeated (a double click, a replayed callback, a recovery run after a crash) moves it once:
 * - `deposit:<id>`            house payments -> player cash (deposit succeeded)
 * - `cashout:<id>:reserve`    player cash -> house withdrawals_pending (cashout requested)
 * - `cashout:<id>:paid`       withdrawals_pending -> house payments (payout succeeded)
 * - `cashout:<id>:release`    withdrawals_pending -> player cash (recalled, rejected, payout declined)
 */



/**
 * The request's fingerprint without the key itself. Of a card only what may be stored in the clear
 * goes in (first six and last four digits, expiry, holder): an unkeyed hash of a full card number
 * could be reversed by trying the few numbers that fit, and the CVV is never kept at all.
 */
function requestHash(action: PaymentAction, body: DepositRequest | CashoutRequest): string {
  const { idempotency_key: _key, ...rest } = body as DepositRequest;
  const card = rest.card ? { bin: rest.card.number.slice(0, 6), last4: rest.card.number.slice(-4), expiry: rest.card.expiry, holder: rest.card.holder } : undefined;
  return createHash('sha256').update(`${action}\n${canonicalJson({ ...rest, card })}`).digest('hex');
}

/** A masked IBAN or card for lists: first four and last four characters. */
export function maskIban(iban: string): string {
  return `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;
}

export interface PlayerPaymentContext extends FraudPlayer {
  language: string;
  currency: string;
}

export class PaymentsService {
  readonly #providers: Map<string, PaymentProvider>;
  #jobsRunning = false;

  /** `depositPolicy` may refuse a deposit inside its transaction (the limits' policy, passed in by createPayments). */
  constructor(
    private readonly deps: PlatformDeps,
    providers: readonly PaymentProvider[],
    private readonly depositPolicy: DepositPolicy,
  ) {
    this.#providers = new Map(providers.map((p) => [p.id, p]));
  }

  provider(id: string): PaymentProvider | undefined {
    return this.#providers.get(id);
  }

  private get timeoutMs() {
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
    const all = [...this.#providers.values()].flatMap((p) => p.methods({ action, currency, country: player.country }));
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

  private findOffer(player: PlayerPaymentContext, action: PaymentAction, methodIdValue: string, currency: string): { offer: MethodOffer; provider: PaymentProvider } {
    const offer = this.offers(player, action, currency).find((m) => m.id === methodIdValue);
    const provider = offer && this.#providers.get(offer.provider);
    if (!offer || !provider) throw badRequest('method_unavailable', 'This payment method is not available', { method_id: ['is not available for this currency'] });
    return { offer, provider };
  }

  private checkAmount(offer: MethodOffer, action: PaymentAction, amount: bigint): void {
    const range = offer[action]!;
    if (amount < range.min) throw badRequest('validation_failed', 'The amount is below the minimum', { amount_cents: [validationMessage(VALIDATION_MESSAGES.min, { min: fromMinorUnits(range.min, offer.currency) })] });
    if (amount > range.max) throw badRequest('validation_failed', 'The amount is above the maximum', { amount_cents: [validationMessage(VALIDATION_MESSAGES.max, { max: fromMinorUnits(range.max, offer.currency) })] });
  }

  private async findByKey(db: Db | Tx, playerId: number, key: string): Promise<PaymentRow | undefined> {
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
  private async replay(existing: PaymentRow, hash: string, notices: PaymentStartAnswer['notices'] = []): Promise<PaymentStartAnswer> {
    if (existing.requestHash !== hash) throw new HttpError(409, 'idempotency_conflict', 'This idempotency key was already used for a different payment', { idempotency_key: ['was already used for another payment'] });
    let row = existing;
    for (let i = 0; i < 30 && row.action === 'deposit' && row.state === 'pending' && !row.nextAction; i++) {
      await new Promise((r) => setTimeout(r, 100));
      [row = existing] = await this.deps.db.select().from(payments).where(eq(payments.id, existing.id));
    }
    if (row.action === 'deposit' && row.state === 'pending' && !row.nextAction) throw new HttpError(409, 'payment_in_progress', 'This payment is still being started; try again in a moment');
    const next: PaymentNext = row.state === 'pending' && row.nextAction ? (row.nextAction as PaymentNext) : { type: 'done', state: row.state };
    const lt = row.action === 'cashout' && (row.payoutTarget ?? '').startsWith(LT_IBAN_PREFIX) && row.brand === 'bank_transfer';
    return { payment: toPaymentView(row), next, notices: lt ? ['lt_iban'] : notices };
  }

  // ---- Deposits ----

  async deposit(playerId: number, body: DepositRequest): Promise<PaymentStartAnswer> {
    const { db, clock } = this.deps;
    const hash = requestHash('deposit', body);
    const earlier = await this.findByKey(db, playerId, body.idempotency_key);
    if (earlier) return this.replay(earlier, hash);

    const at = clock.now();
    const player = await this.playerContext(playerId);
    const { offer, provider } = this.findOffer(player, 'deposit', body.method_id, body.currency);
    const amount = BigInt(body.amount_cents);
    this.checkAmount(offer, 'deposit', amount);

    let cardToken: string | undefined;
    let savedProfileId: number | null = null;
    if (offer.forms.deposit === 'card') {
      if (body.saved_profile_id) {
        const profile = await this.savedProfile(playerId, body.saved_profile_id, offer);
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

    const fraud = await runFraudCheck(db, player, this.fraudInput('transaction', amount, body.currency, offer, body.device_fingerprint, body.card), at, this.deps.config.LOGIN_RESTRICTED_COUNTRIES);
    if (fraud.decision === 'reject') throw new HttpError(403, 'fraud_rejected', 'This payment cannot be accepted');

    const returnUrl = body.return_url ?? '/';
    const created = await db.transaction(async (tx) => {
      await this.depositPolicy({ tx, playerId, currency: body.currency, amount, methodId: offer.id, provider: provider.id, at });
      await openPlayerAccount(tx, playerId, body.currency);
      const [row] = await tx
        .insert(payments)
        .values({ playerId, action: 'deposit', state: INITIAL_STATE.deposit, amount, currency: body.currency, methodId: offer.id, brand: offer.brand, provider: provider.id, idempotencyKey: body.idempotency_key, requestHash: hash, returnUrl, savedProfileId, fraudCheckId: fraud.id, createdAt: at, updatedAt: at })
        .onConflictDoNothing({ target: [payments.playerId, payments.idempotencyKey] })
        .returning();
      if (row) await recordCreated(tx, row, 'player');
      return row;
    });
    if (!created) {
      const raced = await this.findByKey(db, playerId, body.idempotency_key);
      return this.replay(raced!, hash);
    }

    let result: StartDepositResult;
    try {
      result = await withTimeout(provider.id, this.timeoutMs, provider.startDeposit({ paymentId: created.id, playerId, method: offer, amount, currency: body.currency, card: body.card, cardToken, returnUrl, at }));
    } catch (err) {
      if (err instanceof ProviderTimeoutError) {
        this.deps.log.warn({ paymentId: created.id, provider: provider.id }, 'payment provider timeout; left to recovery');
        throw new HttpError(504, 'provider_timeout', 'The payment provider did not answer; the payment stays pending and is checked again');
      }
      throw err;
    }
    const row = await this.recordStart(created.id, result);
    return { payment: toPaymentView(row), next: row.state === 'pending' && row.nextAction ? (row.nextAction as PaymentNext) : { type: 'done', state: row.state }, notices: [] };
  }

  /** Stores what the provider said at the start (or declines at once); a callback may already have settled it. */
  private async recordStart(paymentId: number, result: StartDepositResult): Promise<PaymentRow> {
    const at = this.deps.clock.now();
    const row = await this.deps.db.transaction(async (tx) => {
      const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (!p) throw new Error(`Payment ${paymentId} vanished`);
      if (result.kind === 'declined') {
        if (p.state !== 'pending') return p;
        return transition(tx, p, { to: 'declined', actor: 'provider', at, declineReason: result.reason, set: { providerRef: result.providerRef } });
      }
      const next: PaymentNext =
        result.kind === 'redirect'
          ? { type: 'redirect', url: result.url }
          : { type: 'crypto_address', address: result.address, network: result.network, amount_cents: jsonAmount(p.amount), currency: p.currency, uri: result.uri, expires_at: result.expiresAt.toISOString() };
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

  private async savedProfile(playerId: number, id: string, offer: MethodOffer) {
    const n = Number(id);
    const [profile] = Number.isSafeInteger(n)
      ? await this.deps.db
          .select()
          .from(paymentProfiles)
          .where(and(eq(paymentProfiles.id, n), eq(paymentProfiles.playerId, playerId)))
      : [];
    if (!profile || profile.provider !== offer.provider || profile.brand !== offer.brand) throw badRequest('validation_failed', 'Unknown saved card', { saved_profile_id: ['is not one of your saved cards for this method'] });
    return profile;
  }

  private fraudInput(type: FraudInput['type'], amount: bigint, currency: string, offer: MethodOffer, fingerprint: string | undefined, card?: DepositRequest['card']): FraudInput {
    return {
      type,
      amount,
      currency,
      paymentSystem: offer.id,
      deviceFingerprint: fingerprint,
      card: card ? { bin: card.number.slice(0, 6), last4: card.number.slice(-4), holder: card.holder } : undefined,
    };
  }

  // ---- Cashouts ----

  /**
   * `selfExcluded`: the excluded player's own route (limits' excluded_cashout). Such a player can no
   * longer sign in to complete a profile, and a regulator expects their remaining balance to be
   * returnable regardless, so the profile rule is not applied there; every other check is.
   */
  async cashout(playerId: number, body: CashoutRequest, opts: { selfExcluded?: boolean } = {}): Promise<PaymentStartAnswer> {
    const { db, clock } = this.deps;
    const hash = requestHash('cashout', body);
    const earlier = await this.findByKey(db, playerId, body.idempotency_key);
    if (earlier) return this.replay(earlier, hash);

    const at = clock.now();
    if (!opts.selfExcluded) await this.requireCashoutProfile(playerId);
    const player = await this.playerContext(playerId);
    const { offer, provider } = this.findOffer(player, 'cashout', body.method_id, body.currency);
    const amount = BigInt(body.amount_cents);
    this.checkAmount(offer, 'cashout', amount);

    let target: string;
    let destination: string;
    let savedProfileId: number | null = null;
    const form = offer.forms.cashout;
    if (form === 'iban') {
      const iban = electronicFormatIBAN(body.iban ?? '') ?? '';
      if (!body.iban) throw badRequest('validation_failed', 'An IBAN is needed', { iban: [validationMessage(VALIDATION_MESSAGES.required)] });
      if (!isValidIBAN(iban)) throw badRequest('validation_failed', 'The IBAN is not valid', { iban: [validationMessage(VALIDATION_MESSAGES.ibanInvalid)] });
      target = iban;
      destination = maskIban(iban);
    } else if (form === 'wallet_address') {
      const address = body.wallet_address ?? '';
      if (!address) throw badRequest('validation_failed', 'A wallet address is needed', { wallet_address: [validationMessage(VALIDATION_MESSAGES.required)] });
      if (!offer.network || !isValidAddress(offer.network, address)) throw badRequest('validation_failed', 'The wallet address is not valid', { wallet_address: [validationMessage(VALIDATION_MESSAGES.wrongCharacters)] });
      target = address;
      destination = address;
    } else {
      if (!body.saved_profile_id) throw badRequest('validation_failed', 'Choose a saved card', { saved_profile_id: [validationMessage(VALIDATION_MESSAGES.required)] });
      const profile = await this.savedProfile(playerId, body.saved_profile_id, offer);
      target = profile.token;
      destination = profile.title;
      savedProfileId = profile.id;
    }
    const fraud = await runFraudCheck(db, player, this.fraudInput('payout', amount, body.currency, offer, body.device_fingerprint), at, this.deps.config.LOGIN_RESTRICTED_COUNTRIES);
    if (fraud.decision === 'reject') throw new HttpError(403, 'fraud_rejected', 'This payment cannot be accepted');
    const ltIban = form === 'iban' && target.startsWith(LT_IBAN_PREFIX);

    const out = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(payments)
        .values({ playerId, action: 'cashout', state: INITIAL_STATE.cashout, amount, currency: body.currency, methodId: offer.id, brand: offer.brand, provider: provider.id, idempotencyKey: body.idempotency_key, requestHash: hash, destination, payoutTarget: target, savedProfileId, fraudCheckId: fraud.id, createdAt: at, updatedAt: at })
        .onConflictDoNothing({ target: [payments.playerId, payments.idempotencyKey] })
        .returning();
      if (!row) return null;
      await recordCreated(tx, row, 'player');
      try {
        await postTransaction(tx, {
          idempotencyKey: `cashout:${row.id}:reserve`,
          kind: 'cashout_reserve',
          entries: [
            { account: { playerId, currency: body.currency, purpose: 'cash' }, amount: -amount },
            { account: { house: 'withdrawals_pending', currency: body.currency }, amount },
          ],
          meta: { payment_id: row.id },
          at,
        });
      } catch (err) {
        if (err instanceof InsufficientFundsError) throw badRequest('insufficient_funds', 'The amount is more than you can cash out', { amount_cents: [validationMessage(VALIDATION_MESSAGES.notEnoughMoney)] });
        throw err;
      }
      let groupAdded = false;
      if (ltIban) {
        groupAdded = (await addPlayerToGroups(tx, playerId, [LT_IBAN_GROUP])).length > 0;
        if (groupAdded) await appendEvent(tx, { type: 'player.groups_changed', playerId, at, payload: { added: [LT_IBAN_GROUP], removed: [] } });
      }
      return { row, groupAdded };
    });
    if (!out) {
      const raced = await this.findByKey(db, playerId, body.idempotency_key);
      return this.replay(raced!, hash);
    }
    // The new state, the reserved balance and a group joined reach the player's pages from the event stream.
    return { payment: toPaymentView(out.row), next: { type: 'done', state: out.row.state }, notices: ltIban ? ['lt_iban'] : [] };
  }

  /**
   * The cashout context of `player_fields` (identity and a phone for payout verification), checked
   * here and not only by a site form: every route to a withdrawal meets the same rule. 422
   * `profile_incomplete` names each missing field as PATCH /api/player does (`user.<field>`).
   */
  private async requireCashoutProfile(playerId: number): Promise<void> {
    const row = await findPlayerById(this.deps.db, playerId);
    if (!row) throw notFound('Unknown player');
    const missing = missingFields(row, 'cashout');
    if (missing.length === 0) return;
    throw badRequest('profile_incomplete', 'Complete your personal details before a withdrawal', Object.fromEntries(missing.map((f) => [`user.${f}`, [validationMessage(VALIDATION_MESSAGES.required)]])));
  }

  /** Gives a held cashout's money back to the player (once: one key per payment). */
  private async release(tx: Tx, p: PaymentRow, at: Date): Promise<void> {
    await postTransaction(tx, {
      idempotencyKey: `cashout:${p.id}:release`,
      kind: 'cashout_release',
      entries: [
        { account: { house: 'withdrawals_pending', currency: p.currency }, amount: -p.amount },
        { account: { playerId: p.playerId, currency: p.currency, purpose: 'cash' }, amount: p.amount },
      ],
      meta: { payment_id: p.id },
      at,
    });
  }

  /** The player takes a reserved cashout back. Recalling a recalled one answers it again. */
  async recall(playerId: number, paymentId: number): Promise<Payment> {
    const at = this.deps.clock.now();
    const row = await this.deps.db.transaction(async (tx) => {
      const [p] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.id, paymentId), eq(payments.playerId, playerId)))
        .for('update');
      if (!p) throw notFound('No such payment');
      if (p.state === 'recalled') return p;
      if (p.action !== 'cashout' || p.state !== 'reserved') throw new HttpError(409, 'not_recallable', 'This payment can no longer be recalled');
      const next = await transition(tx, p, { to: 'recalled', actor: 'player', at });
      await this.release(tx, p, at);
      return next;
    });
    return toPaymentView(row);
  }

  /**
   * The player gives up a deposit still waiting on the provider's page (an abandoned 3-D Secure
   * page): the provider stops waiting first, then the payment is cancelled. A bank that decided
   * before the cancel reached it wins: its outcome is applied instead. Cancelling a cancelled
   * deposit answers it again.
   */
  async cancelDeposit(playerId: number, paymentId: number): Promise<Payment> {
    const [p] = await this.deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.playerId, playerId)));
    if (!p) throw notFound('No such payment');
    if (p.action === 'deposit' && p.state === 'canceled') return toPaymentView(p);
    const provider = this.#providers.get(p.provider);
    if (!provider || !isCancelable(p)) throw new HttpError(409, 'not_cancelable', 'This payment can no longer be cancelled');
    const at = this.deps.clock.now();
    let status: ProviderStatus;
    try {
      await withTimeout(provider.id, this.timeoutMs, provider.cancel(p.id, at));
      status = await withTimeout(provider.id, this.timeoutMs, provider.status(p.id, 'deposit'));
    } catch (err) {
      if (err instanceof ProviderTimeoutError) throw new HttpError(504, 'provider_timeout', 'The payment provider did not answer; try again in a moment');
      throw err;
    }
    if (status.kind === 'final' && status.event.status !== 'canceled') {
      await this.applyEvent(provider.id, { ...status.event, eventId: `status:${status.event.providerRef}:${status.event.status}` }, 'provider');
      return this.one(playerId, paymentId);
    }
    const row = await this.deps.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (!locked || locked.state !== 'pending') return null;
      return transition(tx, locked, { to: 'canceled', actor: 'player', at, declineReason: 'player_canceled' });
    });
    return row ? toPaymentView(row) : this.one(playerId, paymentId);
  }

  // ---- Provider results ----

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
    const at = this.deps.clock.now();
    const out = await this.deps.db.transaction(async (tx) => {
      const [cb] = await tx
        .insert(paymentCallbacks)
        .values({ provider: providerId, eventId: event.eventId, paymentId: null, payload: event.payload ?? { source: 'status', status: event.status }, result: 'received', receivedAt: at })
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
    if (out.row && event.card && out.row.state === 'succeeded') pushToPlayer(this.deps.events, out.row.playerId, 'private:payment_methods', {});
    return out.result;
  }

  /**
   * For a callback about a payment with no recorded reference: the provider's own answer when
   * asked by our payment id, if it is final and names the callback's reference and outcome; null
   * otherwise (still waiting, hanging, unknown, or another reference: nothing is applied).
   */
  private async confirmUnreferenced(providerId: string, event: Pick<ProviderEvent, 'paymentId' | 'providerRef' | 'kind' | 'status'>): Promise<Pick<ProviderEvent, 'kind' | 'status' | 'reason' | 'card' | 'providerRef'> | null> {
    const [p] = await this.deps.db
      .select({ providerRef: payments.providerRef })
      .from(payments)
      .where(and(eq(payments.id, event.paymentId), eq(payments.provider, providerId)));
    const provider = this.#providers.get(providerId);
    if (!p || p.providerRef !== null || !provider) return null;
    let status: ProviderStatus;
    try {
      status = await withTimeout(providerId, this.timeoutMs, provider.status(event.paymentId, event.kind));
    } catch (err) {
      if (err instanceof ProviderTimeoutError) return null;
      throw err;
    }
    if (status.kind !== 'final') return null;
    const word = status.event;
    return word.paymentId === event.paymentId && word.providerRef === event.providerRef && word.kind === event.kind && word.status === event.status ? word : null;
  }

  /** Moves a pending deposit or processing cashout to the provider's outcome; null when it is no longer waiting. */
  private async settle(tx: Tx, p: PaymentRow, event: Pick<ProviderEvent, 'kind' | 'status' | 'reason' | 'card' | 'providerRef'>, at: Date): Promise<PaymentRow | null> {
    const set = { providerRef: event.providerRef };
    if (p.action === 'deposit') {
      if (p.state !== 'pending' || event.kind !== 'deposit') return null;
      if (event.status === 'succeeded') {
        // Checked again as the money arrives: two deposits started under one limit cannot both be credited.
        try {
          await this.depositPolicy({ tx, playerId: p.playerId, currency: p.currency, amount: p.amount, methodId: p.methodId, provider: p.provider, at });
        } catch (err) {
          if (err instanceof HttpError && err.statusCode === 403) return transition(tx, p, { to: 'declined', actor: 'provider', at, declineReason: 'limit_reached', reason: err.code, set });
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
            .values({ playerId: p.playerId, provider: p.provider, brand: event.card.brand, token: event.card.token, title: event.card.title, expiry: event.card.expiry, createdAt: at })
            .onConflictDoNothing();
        }
        return transition(tx, p, { to: 'succeeded', actor: 'provider', at, set });
      }
      return transition(tx, p, { to: event.status === 'canceled' ? 'canceled' : 'declined', actor: 'provider', at, declineReason: event.reason ?? 'do_not_honor', set });
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
    await this.release(tx, p, at);
    return transition(tx, p, { to: 'declined', actor: 'provider', at, declineReason: event.reason ?? 'payout_failed', set });
  }

  // ---- Staff decisions ----

  /** Approves a reserved cashout (reserved -> processing) and pays it out through its provider. */
  async approve(paymentId: number, staff: { staffId: number; auditInTx: (tx: Tx, before: unknown, after: unknown) => Promise<void> }): Promise<PaymentRow> {
    const at = this.deps.clock.now();
    const row = await this.deps.db.transaction(async (tx) => {
      const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (!p || p.action !== 'cashout') throw notFound('No such withdrawal');
      if (p.state !== 'reserved') throw new HttpError(409, 'invalid_state', `This withdrawal is ${p.state}, not waiting for approval`);
      const next = await transition(tx, p, { to: 'processing', actor: `staff:${staff.staffId}`, at, set: { reviewedByStaffId: staff.staffId, reviewedAt: at } });
      await staff.auditInTx(tx, { state: p.state }, { state: next.state, amount_cents: p.amount.toString(), currency: p.currency });
      return next;
    });
    return (await this.payout(row)) ?? row;
  }

  /** Calls the provider for a processing cashout and applies its answer; null when it did not answer in time. */
  async payout(p: PaymentRow): Promise<PaymentRow | null> {
    const provider = this.#providers.get(p.provider);
    if (!provider) return null;
    const player = await this.playerContext(p.playerId);
    const offer = this.offers(player, 'cashout', p.currency).find((m) => m.id === p.methodId) ?? provider.methods({ action: 'cashout', currency: p.currency, country: player.country }).find((m) => m.id === p.methodId);
    if (!offer) return null;
    let result: PayoutResult;
    try {
      result = await withTimeout(provider.id, this.timeoutMs, provider.startPayout({ paymentId: p.id, method: offer, amount: p.amount, currency: p.currency, target: p.payoutTarget ?? '', at: this.deps.clock.now() }));
    } catch (err) {
      if (err instanceof ProviderTimeoutError) return null;
      throw err;
    }
    if (result.kind === 'processing') return null;
    await this.applyEvent(provider.id, { eventId: `payout:${result.providerRef}:${result.kind}`, paymentId: p.id, providerRef: result.providerRef ?? `none:${p.id}`, kind: 'payout', status: result.kind, reason: result.kind === 'declined' ? result.reason : null, card: null }, 'provider');
    const [fresh] = await this.deps.db.select().from(payments).where(eq(payments.id, p.id));
    return fresh ?? null;
  }

  /** Rejects a reserved cashout with the staff member's reason; the money goes back. */
  async reject(paymentId: number, reason: string, staff: { staffId: number; auditInTx: (tx: Tx, before: unknown, after: unknown) => Promise<void> }): Promise<PaymentRow> {
    const at = this.deps.clock.now();
    const row = await this.deps.db.transaction(async (tx) => {
      const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (!p || p.action !== 'cashout') throw notFound('No such withdrawal');
      if (p.state !== 'reserved') throw new HttpError(409, 'invalid_state', `This withdrawal is ${p.state}, not waiting for approval`);
      const next = await transition(tx, p, { to: 'rejected', actor: `staff:${staff.staffId}`, at, rejectReason: reason, set: { reviewedByStaffId: staff.staffId, reviewedAt: at } });
      await this.release(tx, p, at);
      await staff.auditInTx(tx, { state: p.state }, { state: next.state, reason });
      return next;
    });
    return row;
  }

  // ---- Recovery ----

  /**
   * Resolves what a crash, a timeout or a lost callback left waiting (runs at start and on every
   * poll): the providers' own periodic work first (sandbox deliveries), then
   * - pending deposits older than PAYMENT_STUCK_AFTER_MS: the provider's final word is applied;
   *   a provider that never heard of the payment, or hangs on it, has it canceled (provider_timeout);
   * - processing cashouts older than twice the provider timeout: claimed (one recovery at a time
   *   per payment), then the payout is asked again (the provider keys it by our payment id, so a
   *   payout that did go out is not paid twice).
   */
  async recover(): Promise<{ resolved: number }> {
    const now = this.deps.clock.now();
    for (const p of this.#providers.values()) await p.tick?.(now);
    let resolved = 0;
    const stuckBefore = new Date(now.getTime() - this.deps.config.PAYMENT_STUCK_AFTER_MS);
    const deposits = await this.deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.action, 'deposit'), eq(payments.state, 'pending'), or(lt(payments.updatedAt, stuckBefore), lte(payments.expiresAt, now))))
      .limit(200);
    for (const p of deposits) {
      const provider = this.#providers.get(p.provider);
      if (!provider) continue;
      const status = await provider.status(p.id, 'deposit');
      if (status.kind === 'final') {
        if ((await this.applyEvent(provider.id, { ...status.event, eventId: `status:${status.event.providerRef}:${status.event.status}` }, 'provider')) === 'applied') resolved++;
      } else if (status.kind === 'unknown' || status.kind === 'stuck') {
        await provider.cancel(p.id, now);
        if (await this.cancelStuck(p.id, 'provider_timeout')) resolved++;
      } else if (p.expiresAt && p.expiresAt.getTime() <= now.getTime()) {
        // The provider's own timeout passed: a crypto address nobody paid, or a 3-D Secure page
        // nobody answered. The provider stops waiting and the deposit ends, whether or not the
        // provider ever calls back about it.
        await provider.cancel(p.id, now);
        if (await this.cancelStuck(p.id, p.cryptoAddress ? 'address_expired' : 'threeds_failed')) resolved++;
      }
    }
    const payoutsBefore = new Date(now.getTime() - 2 * this.timeoutMs);
    const payouts = await this.deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.action, 'cashout'), eq(payments.state, 'processing'), lt(payments.updatedAt, payoutsBefore)))
      .limit(200);
    for (const p of payouts) {
      // Claimed first: of recoveries running at once (a slow poll, another instance) only the one
      // whose update hits asks the provider again; the claim restarts the wait for the next try.
      const [claimed] = await this.deps.db
        .update(payments)
        .set({ updatedAt: now })
        .where(and(eq(payments.id, p.id), eq(payments.state, 'processing'), lt(payments.updatedAt, payoutsBefore)))
        .returning();
      if (!claimed) continue;
      const after = await this.payout(claimed);
      if (after && after.state !== 'processing') resolved++;
    }
    return { resolved };
  }

  private async cancelStuck(paymentId: number, reason: DeclineReason): Promise<boolean> {
    const at = this.deps.clock.now();
    const row = await this.deps.db.transaction(async (tx) => {
      const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (!p || p.state !== 'pending') return null;
      return transition(tx, p, { to: 'canceled', actor: 'recovery', at, declineReason: reason });
    });
    return !!row;
  }

  /** One poll: never two at once in this process (a slow poll is skipped, not stacked). */
  async runJobs(): Promise<void> {
    if (this.#jobsRunning) return;
    this.#jobsRunning = true;
    try {
      await this.recover();
    } catch (err) {
      this.deps.log.error({ err }, 'payments jobs failed');
    } finally {
      this.#jobsRunning = false;
    }
  }

  // ---- Reads and pushes ----

  async history(playerId: number, q: { action?: PaymentAction | undefined; state?: PaymentState | undefined; page: number; per_page: number }): Promise<Payment[]> {
    const conds = [eq(payments.playerId, playerId)];
    if (q.action) conds.push(eq(payments.action, q.action));
    if (q.state) conds.push(eq(payments.state, q.state));
    const rows = await this.deps.db
      .select()
      .from(payments)
      .where(and(...conds))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page);
    return rows.map(toPaymentView);
  }

  async one(playerId: number, id: number): Promise<Payment> {
    const [row] = await this.deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, id), eq(payments.playerId, playerId)));
    if (!row) throw notFound('No such payment');
    return toPaymentView(row);
  }

  /** Counts of payments per state (bench and health views). */
  async countByState(): Promise<Record<string, number>> {
    const rows = await this.deps.db.select({ state: payments.state, n: sql<number>`count(*)::int` }).from(payments).groupBy(payments.state);
    return Object.fromEntries(rows.map((r) => [r.state, r.n]));
  }

  /** Withdrawals for staff, newest first. */
  async withdrawals(q: { state?: PaymentState | undefined; page: number; per_page: number }) {
    const where = q.state ? and(eq(payments.action, 'cashout'), eq(payments.state, q.state)) : eq(payments.action, 'cashout');
    const [total] = await this.deps.db.select({ n: sql<number>`count(*)::int` }).from(payments).where(where);
    const page = await this.deps.db
      .select()
      .from(payments)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page);
    // The players' addresses from the player module (a player row is never deleted: every payment has one).
    const emails = await playerEmails(this.deps.db, page.map((p) => p.playerId));
    const rows = page.map((p) => ({ p, email: emails.get(p.playerId)! }));
    return { rows, total: total?.n ?? 0 };
  }

  /** Payments of these ids (back-office view helpers). */
  async byIds(ids: number[]): Promise<PaymentRow[]> {
    if (ids.length === 0) return [];
    return this.deps.db.select().from(payments).where(inArray(payments.id, ids));
  }
}
