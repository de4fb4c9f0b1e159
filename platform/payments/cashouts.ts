import { and, eq } from 'drizzle-orm';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { LT_IBAN_GROUP, LT_IBAN_PREFIX, type CashoutRequest, type Payment, type PaymentStartAnswer } from '../../schemas/payments';
import { validationMessage, VALIDATION_MESSAGES } from '../../schemas/validation';
import type { Tx } from '../db/client';
import { badRequest, HttpError, notFound } from '../http/errors';
import { appendEvent } from '../outbox';
import { addPlayerToGroups, findPlayerById, missingFields } from '../player';
import { InsufficientFundsError, postTransaction } from '../wallet/index';
import { isValidAddress } from './addresses';
import { requestHash, type PaymentsCore } from './core';
import { runFraudCheck } from './fraud';
import { payments } from './schema';
import { INITIAL_STATE, recordCreated, transition, type PaymentRow } from './states';
import { toPaymentView } from './view';

/** A masked IBAN or card for lists: first four and last four characters. */
export function maskIban(iban: string): string {
  return `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;
}

/** Gives a held cashout's money back to the player (once: one key per payment). */
export async function releaseCashout(tx: Tx, p: PaymentRow, at: Date): Promise<void> {
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

/**
 * Cash-outs a player asks for: the money is reserved at once (held until staff decide,
 * decisions.ts), and a reserved one may be recalled.
 */
export class Cashouts {
  constructor(private readonly core: PaymentsCore) {}

  /**
   * `selfExcluded`: the excluded player's own route (limits' excluded_cashout). Such a player can no
   * longer sign in to complete a profile, and a regulator expects their remaining balance to be
   * returnable regardless, so the profile rule is not applied there; every other check is.
   */
  async cashout(playerId: number, body: CashoutRequest, opts: { selfExcluded?: boolean } = {}): Promise<PaymentStartAnswer> {
    const { db, clock } = this.core.deps;
    const hash = requestHash('cashout', body);
    const earlier = await this.core.findByKey(db, playerId, body.idempotency_key);
    if (earlier) return this.core.replay(earlier, hash);

    const at = clock.now();
    if (!opts.selfExcluded) await this.requireCashoutProfile(playerId);
    const player = await this.core.playerContext(playerId);
    const { offer, provider } = this.core.findOffer(player, 'cashout', body.method_id, body.currency);
    const amount = BigInt(body.amount_cents);
    this.core.checkAmount(offer, 'cashout', amount);

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
      if (!offer.network || !isValidAddress(offer.network, address))
        throw badRequest('validation_failed', 'The wallet address is not valid', { wallet_address: [validationMessage(VALIDATION_MESSAGES.wrongCharacters)] });
      target = address;
      destination = address;
    } else {
      if (!body.saved_profile_id)
        throw badRequest('validation_failed', 'Choose a saved card', { saved_profile_id: [validationMessage(VALIDATION_MESSAGES.required)] });
      const profile = await this.core.savedProfile(playerId, body.saved_profile_id, offer);
      target = profile.token;
      destination = profile.title;
      savedProfileId = profile.id;
    }
    const fraud = await runFraudCheck(
      db,
      player,
      this.core.fraudInput('payout', amount, body.currency, offer, body.device_fingerprint),
      at,
      this.core.deps.config.LOGIN_RESTRICTED_COUNTRIES,
    );
    if (fraud.decision === 'reject') throw new HttpError(403, 'fraud_rejected', 'This payment cannot be accepted');
    const ltIban = form === 'iban' && target.startsWith(LT_IBAN_PREFIX);

    const out = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(payments)
        .values({
          playerId,
          action: 'cashout',
          state: INITIAL_STATE.cashout,
          amount,
          currency: body.currency,
          methodId: offer.id,
          brand: offer.brand,
          provider: provider.id,
          idempotencyKey: body.idempotency_key,
          requestHash: hash,
          destination,
          payoutTarget: target,
          savedProfileId,
          fraudCheckId: fraud.id,
          createdAt: at,
          updatedAt: at,
        })
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
        if (err instanceof InsufficientFundsError)
          throw badRequest('insufficient_funds', 'The amount is more than you can cash out', {
            amount_cents: [validationMessage(VALIDATION_MESSAGES.notEnoughMoney)],
          });
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
      const raced = await this.core.findByKey(db, playerId, body.idempotency_key);
      return this.core.replay(raced!, hash);
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
    const row = await findPlayerById(this.core.deps.db, playerId);
    if (!row) throw notFound('Unknown player');
    const missing = missingFields(row, 'cashout');
    if (missing.length === 0) return;
    throw badRequest(
      'profile_incomplete',
      'Complete your personal details before a withdrawal',
      Object.fromEntries(missing.map((f) => [`user.${f}`, [validationMessage(VALIDATION_MESSAGES.required)]])),
    );
  }

  /** The player takes a reserved cashout back. Recalling a recalled one answers it again. */
  async recall(playerId: number, paymentId: number): Promise<Payment> {
    const at = this.core.deps.clock.now();
    const row = await this.core.deps.db.transaction(async (tx) => {
      const [p] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.id, paymentId), eq(payments.playerId, playerId)))
        .for('update');
      if (!p) throw notFound('No such payment');
      if (p.state === 'recalled') return p;
      if (p.action !== 'cashout' || p.state !== 'reserved') throw new HttpError(409, 'not_recallable', 'This payment can no longer be recalled');
      const next = await transition(tx, p, { to: 'recalled', actor: 'player', at });
      await releaseCashout(tx, p, at);
      return next;
    });
    return toPaymentView(row);
  }
}
