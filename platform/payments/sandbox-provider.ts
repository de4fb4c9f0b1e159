import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, lte, or } from 'drizzle-orm';
import { z } from 'zod';
import cardValidator from 'card-validator';
import { fromMinorUnits, isCrypto } from '../../schemas/currency';
import { DeclineReasonSchema, SANDBOX_TEST_CARDS, type CardFields } from '../../schemas/payments';
import { validationMessage, VALIDATION_MESSAGES } from '../../schemas/validation';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { newDepositAddress, paymentUri } from './addresses';
import { CRYPTO_METHODS, fiatLimits, methodId, type MethodOffer } from './methods';
import type {
  FieldErrors,
  MethodContext,
  PaymentProvider,
  PayoutResult,
  ProviderEvent,
  ProviderStatus,
  StartDepositInput,
  StartDepositResult,
  StartPayoutInput,
} from './provider';
import { sandboxCards, sandboxOperations, sandboxSecrets } from './schema';

/**
 * The built-in SANDBOX provider (README "Sandbox"): a real asynchronous provider living in this
 * process, with its own tables (its "bank"). Card and bank deposits go through its hosted 3-D
 * Secure page; its decision reaches us only as a SIGNED callback posted to our callback endpoint
 * (HMAC-SHA256 over `<timestamp>.<body>`), delivered until our endpoint answers 200. Crypto
 * deposits confirm on a simulated chain after `confirmMs`. Payouts answer at once.
 */

export const SANDBOX_ID = 'sandbox';
export const SIGNATURE_HEADER = 'x-sandbox-signature';
export const TIMESTAMP_HEADER = 'x-sandbox-timestamp';
/** A callback older (or newer) than this is refused even with a good signature. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000;
/** The hosted page (and an unpaid crypto address) expires after this. */
export const PAGE_TTL_MS = 30 * 60_000;
export const CRYPTO_ADDRESS_TTL_MS = 60 * 60_000;
/** Where the hosted 3-D Secure page is served (platform/app.ts PLATFORM_PREFIXES). */
export const SANDBOX_PAGE_PREFIX = '/sandbox-pay/';
export const CALLBACK_PATH = '/api/payments/callbacks/sandbox';

/** Blocked BINs: the sandbox bank refuses these cards ("bank not possible"). */
export const BLOCKED_BINS = ['411111', '520082'] as const;
/** Failing payouts: to this IBAN the sandbox bank never pays. */
export const SANDBOX_FAILING_IBAN = 'GB33BUKB20201555555555';

type Outcome = (typeof sandboxOperations.$inferSelect)['outcome'];
type OpRow = typeof sandboxOperations.$inferSelect;

/** What the sandbox bank does with a card number (SANDBOX_TEST_CARDS). */
export function cardOutcome(number: string): Outcome {
  if (number === SANDBOX_TEST_CARDS.insufficientFunds) return 'insufficient_funds';
  if (number === SANDBOX_TEST_CARDS.doNotHonor) return 'do_not_honor';
  if (number === SANDBOX_TEST_CARDS.timeout) return 'timeout';
  return 'approve';
}

export function signCallback(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

const CallbackBodySchema = z.object({
  event_id: z.string().min(1).max(200),
  payment_id: z.number().int().positive(),
  provider_ref: z.string().min(1).max(100),
  kind: z.enum(['deposit', 'payout']),
  status: z.enum(['succeeded', 'declined', 'canceled']),
  reason: DeclineReasonSchema.nullable(),
  card: z.object({ token: z.string(), brand: z.string(), title: z.string(), expiry: z.string() }).nullable(),
});
export type SandboxCallbackBody = z.infer<typeof CallbackBodySchema>;

/** Sends a signed callback to our endpoint; true when it answered 200. */
export type CallbackDelivery = (rawBody: string, headers: Record<string, string>) => Promise<boolean>;

export interface SandboxOptions {
  db: Db;
  clock: Clock;
  secret: string;
  cryptoConfirmMs: number;
  deliver: CallbackDelivery;
}

const hashToken = (t: string) => createHash('sha256').update(t).digest('hex');
const newRef = () => `sbx_${randomBytes(12).toString('hex')}`;
const DEPOSIT_KINDS = ['card', 'bank', 'crypto'] as const;

/** Countries where the redirect-bank brands work. */
const SOFORT_COUNTRIES = ['DE', 'AT', 'CH', 'BE', 'NL', 'IT', 'ES', 'PL'];
const TRUSTLY_COUNTRIES = ['FI', 'EE', 'NO', 'SE', 'DE', 'AT', 'NL', 'LT', 'LV'];

export class SandboxProvider implements PaymentProvider {
  readonly id = SANDBOX_ID;
  constructor(private readonly opts: SandboxOptions) {}

  methods(ctx: MethodContext): MethodOffer[] {
    const fee = { percent: '0', fixedCents: 0n };
    if (isCrypto(ctx.currency)) {
      return CRYPTO_METHODS.filter((c) => c.currency === ctx.currency).map((c) => ({
        id: methodId(this.id, c.brand, c.currency),
        brand: c.brand,
        provider: this.id,
        currency: c.currency,
        type: 'crypto',
        forms: { deposit: 'none', cashout: 'wallet_address' },
        processingTime: { deposit: 'instant', cashout: 'instant' },
        fee,
        deposit: c.deposit,
        cashout: c.cashout,
        network: c.network,
      }));
    }
    const limits = fiatLimits(ctx.currency);
    if (!limits) return [];
    const base = { provider: this.id, currency: ctx.currency, fee, network: null };
    const out: MethodOffer[] = [];
    for (const brand of ['visa', 'mastercard']) {
      out.push({
        ...base,
        id: methodId(this.id, brand, ctx.currency),
        brand,
        type: 'card',
        forms: { deposit: 'card', cashout: 'none' },
        processingTime: { deposit: 'instant', cashout: 'hours_24' },
        deposit: limits.deposit,
        cashout: limits.cashout,
      });
    }
    const country = ctx.country?.toUpperCase() ?? '';
    if (ctx.currency === 'EUR' && SOFORT_COUNTRIES.includes(country)) {
      out.push({
        ...base,
        id: methodId(this.id, 'sofort', ctx.currency),
        brand: 'sofort',
        type: 'bank',
        forms: { deposit: 'none' },
        processingTime: { deposit: 'minutes', cashout: 'minutes' },
        deposit: limits.deposit,
        cashout: null,
      });
    }
    if ((ctx.currency === 'EUR' || ctx.currency === 'NOK') && TRUSTLY_COUNTRIES.includes(country)) {
      out.push({
        ...base,
        id: methodId(this.id, 'trustly', ctx.currency),
        brand: 'trustly',
        type: 'bank',
        forms: { deposit: 'none' },
        processingTime: { deposit: 'instant', cashout: 'instant' },
        deposit: limits.deposit,
        cashout: null,
      });
    }
    out.push({
      ...base,
      id: methodId(this.id, 'bank_transfer', ctx.currency),
      brand: 'bank_transfer',
      type: 'bank',
      forms: { cashout: 'iban' },
      processingTime: { deposit: 'days_1_3', cashout: 'days_1_3' },
      deposit: null,
      cashout: limits.cashout,
    });
    return out.filter((m) => m.forms[ctx.action] !== undefined);
  }

  async validateDeposit(method: MethodOffer, input: { card?: CardFields | undefined }): Promise<FieldErrors | null> {
    if (method.type !== 'card' || !input.card) return null;
    const number = input.card.number;
    if (BLOCKED_BINS.some((bin) => number.startsWith(bin))) return { 'card.number': [validationMessage(VALIDATION_MESSAGES.bankNotPossible)] };
    const type = cardValidator.number(number).card?.type;
    if (type !== method.brand) return { 'card.number': [validationMessage(VALIDATION_MESSAGES.cardInvalid)] };
    return null;
  }

  /**
   * The sandbox bank's token of a card: one per player, card number and expiry (HMAC fingerprint),
   * outcome by test class. Keyed by player so one player's saved card never carries another's
   * expiry or token; by expiry so a renewed card is saved with its new date.
   */
  private async tokenFor(playerId: number, card: CardFields, brand: string, at: Date): Promise<typeof sandboxCards.$inferSelect> {
    const expiry = card.expiry.replace(/\s/g, '');
    const fingerprint = createHmac('sha256', this.opts.secret).update(`card:${playerId}:${card.number}:${expiry}`).digest('hex');
    await this.opts.db
      .insert(sandboxCards)
      .values({
        token: `tok_${randomBytes(12).toString('hex')}`,
        fingerprint,
        brand,
        bin: card.number.slice(0, 6),
        last4: card.number.slice(-4),
        expiry,
        outcome: cardOutcome(card.number),
        createdAt: at,
      })
      .onConflictDoNothing({ target: sandboxCards.fingerprint });
    const [row] = await this.opts.db.select().from(sandboxCards).where(eq(sandboxCards.fingerprint, fingerprint));
    return row!;
  }

  async startDeposit(input: StartDepositInput): Promise<StartDepositResult> {
    const { db } = this.opts;
    const at = input.at;
    const kind = input.method.type;
    const [existing] = await db
      .select()
      .from(sandboxOperations)
      .where(and(eq(sandboxOperations.merchantPaymentId, input.paymentId), inArray(sandboxOperations.kind, [...DEPOSIT_KINDS])));
    if (existing && existing.status !== 'awaiting_player') return this.resultOf(existing);

    if (kind === 'crypto') {
      const network = input.method.network!;
      const address = newDepositAddress(network);
      const expiresAt = new Date(at.getTime() + CRYPTO_ADDRESS_TTL_MS);
      const ref = newRef();
      await db.insert(sandboxOperations).values({
        ref,
        merchantPaymentId: input.paymentId,
        kind: 'crypto',
        amount: input.amount,
        currency: input.currency,
        outcome: 'approve',
        status: 'awaiting_chain',
        brand: input.method.brand,
        address,
        network,
        confirmAt: new Date(at.getTime() + this.opts.cryptoConfirmMs),
        createdAt: at,
        updatedAt: at,
      });
      return {
        kind: 'crypto_address',
        providerRef: ref,
        address,
        network,
        uri: paymentUri(network, input.method.brand, address, fromMinorUnits(input.amount, input.currency), input.amount),
        expiresAt,
      };
    }

    let card: typeof sandboxCards.$inferSelect | null = null;
    if (kind === 'card') {
      if (input.card) card = await this.tokenFor(input.playerId, input.card, input.method.brand, at);
      else if (input.cardToken) card = (await db.select().from(sandboxCards).where(eq(sandboxCards.token, input.cardToken)))[0] ?? null;
      if (!card) return { kind: 'declined', providerRef: null, reason: 'do_not_honor' };
    }
    const outcome: Outcome = card ? (card.outcome as Outcome) : 'approve';
    const token = randomBytes(32).toString('base64url');
    const cardCols = card ? { cardToken: card.token, cardTitle: `${card.brand.toUpperCase()} •••• ${card.last4}`, cardExpiry: card.expiry } : {};
    let ref: string;
    if (existing) {
      // The merchant asked again for a payment whose page is still open: a fresh page link.
      ref = existing.ref;
      await db
        .update(sandboxOperations)
        .set({ pageTokenHash: hashToken(token), returnUrl: input.returnUrl, updatedAt: at })
        .where(eq(sandboxOperations.id, existing.id));
    } else {
      ref = newRef();
      await db.insert(sandboxOperations).values({
        ref,
        merchantPaymentId: input.paymentId,
        kind: kind === 'card' ? 'card' : 'bank',
        amount: input.amount,
        currency: input.currency,
        outcome,
        status: outcome === 'timeout' ? 'stuck' : 'awaiting_player',
        pageTokenHash: hashToken(token),
        returnUrl: input.returnUrl,
        brand: input.method.brand,
        ...cardCols,
        createdAt: at,
        updatedAt: at,
      });
    }
    // The timeout test card: the provider received the request and never answers it.
    if (outcome === 'timeout') return new Promise<never>(() => undefined);
    const createdAt = existing?.createdAt ?? at;
    return { kind: 'redirect', providerRef: ref, url: `${SANDBOX_PAGE_PREFIX}3ds/${token}`, expiresAt: new Date(createdAt.getTime() + PAGE_TTL_MS) };
  }

  private resultOf(op: OpRow): StartDepositResult {
    if (op.kind === 'crypto') {
      return {
        kind: 'crypto_address',
        providerRef: op.ref,
        address: op.address!,
        network: op.network as never,
        uri: paymentUri(op.network as never, op.brand ?? '', op.address!, fromMinorUnits(op.amount, op.currency), op.amount),
        expiresAt: new Date(op.createdAt.getTime() + CRYPTO_ADDRESS_TTL_MS),
      };
    }
    if (op.status === 'declined' || op.status === 'canceled')
      return { kind: 'declined', providerRef: op.ref, reason: (op.declineReason as never) ?? 'do_not_honor' };
    if (op.status === 'stuck') return new Promise<never>(() => undefined) as never;
    // Already approved: the callback carries it; the page is gone.
    return { kind: 'redirect', providerRef: op.ref, url: `${SANDBOX_PAGE_PREFIX}done/${op.ref}`, expiresAt: new Date(op.createdAt.getTime() + PAGE_TTL_MS) };
  }

  /** The operation behind a hosted page token, while it waits for the player. */
  async pageOperation(token: string, now: Date): Promise<OpRow | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const [op] = await this.opts.db
      .select()
      .from(sandboxOperations)
      .where(eq(sandboxOperations.pageTokenHash, hashToken(token)));
    if (!op) return null;
    if (op.status === 'awaiting_player' && now.getTime() - op.createdAt.getTime() > PAGE_TTL_MS) return { ...op, status: 'expired' };
    return op;
  }

  /**
   * The player pressed Approve or Decline on the hosted page. The bank decides (test card class),
   * the signed callback is delivered, and the browser is told where to go back to.
   */
  async decide(token: string, approve: boolean, now: Date): Promise<{ op: OpRow; status: 'succeeded' | 'declined' | 'canceled' } | null> {
    const op = await this.pageOperation(token, now);
    if (!op) return null;
    if (op.status === 'awaiting_player') {
      const reason = !approve ? 'threeds_failed' : op.outcome === 'approve' ? null : op.outcome;
      const status = reason ? 'declined' : 'succeeded';
      await this.opts.db
        .update(sandboxOperations)
        .set({ status, declineReason: reason, updatedAt: now })
        .where(and(eq(sandboxOperations.id, op.id), eq(sandboxOperations.status, 'awaiting_player')));
    } else if (op.status === 'expired') {
      await this.opts.db
        .update(sandboxOperations)
        .set({ status: 'canceled', declineReason: 'threeds_failed', updatedAt: now })
        .where(and(eq(sandboxOperations.id, op.id), eq(sandboxOperations.status, 'awaiting_player')));
    }
    const [fresh] = await this.opts.db.select().from(sandboxOperations).where(eq(sandboxOperations.id, op.id));
    await this.deliver(fresh!, now);
    const status = fresh!.status as 'succeeded' | 'declined' | 'canceled';
    return { op: fresh!, status };
  }

  private callbackBody(op: OpRow): SandboxCallbackBody {
    const card =
      op.cardToken && op.status === 'succeeded'
        ? { token: op.cardToken, brand: op.brand ?? 'card', title: op.cardTitle ?? '', expiry: op.cardExpiry ?? '' }
        : null;
    return {
      event_id: `${op.ref}:${op.status}`,
      payment_id: op.merchantPaymentId,
      provider_ref: op.ref,
      kind: op.kind === 'payout' ? 'payout' : 'deposit',
      status: op.status as 'succeeded' | 'declined' | 'canceled',
      reason: (op.declineReason as SandboxCallbackBody['reason']) ?? null,
      card,
    };
  }

  /** Signs and posts the final status of `op`; marks it delivered when our endpoint took it. */
  async deliver(op: OpRow, now: Date): Promise<boolean> {
    if (!['succeeded', 'declined', 'canceled'].includes(op.status) || op.callbackDelivered) return op.callbackDelivered;
    const raw = JSON.stringify(this.callbackBody(op));
    const ts = String(now.getTime());
    let ok = false;
    try {
      ok = await this.opts.deliver(raw, {
        'content-type': 'application/json',
        [TIMESTAMP_HEADER]: ts,
        [SIGNATURE_HEADER]: signCallback(this.opts.secret, ts, raw),
      });
    } catch {
      ok = false;
    }
    await this.opts.db
      .update(sandboxOperations)
      .set({ callbackDelivered: ok, callbackAttempts: op.callbackAttempts + 1, updatedAt: now })
      .where(eq(sandboxOperations.id, op.id));
    return ok;
  }

  /** The chain confirms due crypto deposits; undelivered callbacks are sent again; unused pages expire. */
  async tick(now: Date): Promise<void> {
    const { db } = this.opts;
    await db
      .update(sandboxOperations)
      .set({ status: 'succeeded', updatedAt: now })
      .where(and(eq(sandboxOperations.status, 'awaiting_chain'), lte(sandboxOperations.confirmAt, now)));
    await db
      .update(sandboxOperations)
      .set({ status: 'canceled', declineReason: 'threeds_failed', updatedAt: now })
      .where(and(eq(sandboxOperations.status, 'awaiting_player'), lte(sandboxOperations.createdAt, new Date(now.getTime() - PAGE_TTL_MS))));
    const due = await db
      .select()
      .from(sandboxOperations)
      .where(
        and(
          eq(sandboxOperations.callbackDelivered, false),
          or(eq(sandboxOperations.status, 'succeeded'), eq(sandboxOperations.status, 'declined'), eq(sandboxOperations.status, 'canceled')),
        ),
      )
      .limit(100);
    for (const op of due) if (op.kind !== 'payout') await this.deliver(op, now);
  }

  async startPayout(input: StartPayoutInput): Promise<PayoutResult> {
    const { db } = this.opts;
    const [existing] = await db
      .select()
      .from(sandboxOperations)
      .where(and(eq(sandboxOperations.merchantPaymentId, input.paymentId), eq(sandboxOperations.kind, 'payout')));
    if (existing)
      return existing.status === 'succeeded'
        ? { kind: 'succeeded', providerRef: existing.ref }
        : { kind: 'declined', providerRef: existing.ref, reason: 'payout_failed' };
    let fails = input.target.replace(/\s/g, '').toUpperCase() === SANDBOX_FAILING_IBAN;
    if (input.method.type === 'card') {
      const [card] = await db.select().from(sandboxCards).where(eq(sandboxCards.token, input.target));
      fails = !card || card.outcome !== 'approve';
    }
    const ref = newRef();
    await db
      .insert(sandboxOperations)
      .values({
        ref,
        merchantPaymentId: input.paymentId,
        kind: 'payout',
        amount: input.amount,
        currency: input.currency,
        outcome: fails ? 'payout_failed' : 'approve',
        status: fails ? 'declined' : 'succeeded',
        declineReason: fails ? 'payout_failed' : null,
        brand: input.method.brand,
        callbackDelivered: true,
        createdAt: input.at,
        updatedAt: input.at,
      })
      .onConflictDoNothing();
    const [op] = await db
      .select()
      .from(sandboxOperations)
      .where(and(eq(sandboxOperations.merchantPaymentId, input.paymentId), eq(sandboxOperations.kind, 'payout')));
    return op!.status === 'succeeded' ? { kind: 'succeeded', providerRef: op!.ref } : { kind: 'declined', providerRef: op!.ref, reason: 'payout_failed' };
  }

  /** The signature header value of a callback body at this timestamp (tests sign as the sandbox does). */
  sign(timestamp: string, rawBody: string): string {
    return signCallback(this.opts.secret, timestamp, rawBody);
  }

  verifyCallback(rawBody: string, headers: Readonly<Record<string, string | string[] | undefined>>, now: Date): ProviderEvent | null {
    const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
    const sig = one(headers[SIGNATURE_HEADER]);
    const ts = one(headers[TIMESTAMP_HEADER]);
    if (!sig || !ts || !/^[0-9a-f]{64}$/i.test(sig) || !/^\d{1,16}$/.test(ts)) return null;
    if (Math.abs(now.getTime() - Number(ts)) > SIGNATURE_TOLERANCE_MS) return null;
    const expected = Buffer.from(signCallback(this.opts.secret, ts, rawBody), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(sig, 'hex'))) return null;
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      return null;
    }
    const parsed = CallbackBodySchema.safeParse(json);
    if (!parsed.success) return null;
    const b = parsed.data;
    return {
      eventId: b.event_id,
      paymentId: b.payment_id,
      providerRef: b.provider_ref,
      kind: b.kind,
      status: b.status,
      reason: b.reason,
      card: b.card,
      payload: b as unknown as Record<string, unknown>,
    };
  }

  async status(paymentId: number, kind: 'deposit' | 'payout'): Promise<ProviderStatus> {
    const kinds = kind === 'payout' ? (['payout'] as const) : DEPOSIT_KINDS;
    const [op] = await this.opts.db
      .select()
      .from(sandboxOperations)
      .where(and(eq(sandboxOperations.merchantPaymentId, paymentId), inArray(sandboxOperations.kind, [...kinds])));
    if (!op) return { kind: 'unknown' };
    if (op.status === 'stuck') return { kind: 'stuck', since: op.createdAt };
    if (op.status === 'awaiting_player' || op.status === 'awaiting_chain') return { kind: 'waiting', since: op.createdAt };
    const body = this.callbackBody(op);
    return { kind: 'final', event: { paymentId, providerRef: op.ref, kind: body.kind, status: body.status, reason: body.reason, card: body.card } };
  }

  async cancel(paymentId: number, at: Date): Promise<void> {
    await this.opts.db
      .update(sandboxOperations)
      .set({ status: 'canceled', declineReason: 'provider_timeout', callbackDelivered: true, updatedAt: at })
      .where(and(eq(sandboxOperations.merchantPaymentId, paymentId), inArray(sandboxOperations.status, ['awaiting_player', 'awaiting_chain', 'stuck'])));
  }
}

/**
 * The secret a demo start signs with when none is configured: made once per database (its data
 * directory under PGlite) from node:crypto and kept in `sandbox_secrets`, so it holds across
 * restarts and instances and no two installations share one. A secret in the source would let
 * anyone who read it sign a deposit as the bank.
 */
export async function storedSandboxSecret(db: Db, at: Date): Promise<string> {
  await db
    .insert(sandboxSecrets)
    .values({ name: SANDBOX_ID, secret: randomBytes(32).toString('base64url'), createdAt: at })
    .onConflictDoNothing({ target: sandboxSecrets.name });
  const [row] = await db.select({ secret: sandboxSecrets.secret }).from(sandboxSecrets).where(eq(sandboxSecrets.name, SANDBOX_ID));
  return row!.secret;
}

/** The sandbox's secret: configured; else the stored one of this database outside production (null there: the sandbox is off). */
export async function sandboxSecret(configured: string | undefined, production: boolean, db: Db, at: Date): Promise<string | null> {
  if (configured) return configured;
  return production ? null : storedSandboxSecret(db, at);
}
