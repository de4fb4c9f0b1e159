import type { CardFields, CryptoNetwork, DeclineReason, PaymentAction } from '../../schemas/payments';
import type { MethodOffer } from './methods';

/**
 * What every payment provider adapter implements (README "Provider interface"). The platform
 * picks providers by the currency and country of the player, asks each for its methods, starts
 * deposits and payouts through it and trusts only callbacks whose signature `verifyCallback`
 * accepts. Providers are keyed by OUR payment id (their "merchant reference"), so a callback
 * that arrives before the start call returned, or a start call repeated after a crash, still
 * finds the one payment.
 */

export interface MethodContext {
  action: PaymentAction;
  currency: string;
  /** ISO alpha-2, or null when the player gave none. */
  country: string | null;
}

export interface StartDepositInput {
  paymentId: number;
  /** Whose deposit: a provider keeps a player's saved cards apart from every other player's. */
  playerId: number;
  method: MethodOffer;
  amount: bigint;
  currency: string;
  /** A new card (card methods) ... */
  card?: CardFields | undefined;
  /** ... or a card saved from an earlier deposit (the provider's token). */
  cardToken?: string | undefined;
  /** Where the hosted page sends the browser back, with payment_id and payment_state appended. */
  returnUrl: string;
  at: Date;
}

/** What the start of a deposit gave: where the player goes next, or a refusal at once. */
export type StartDepositResult =
  /** `expiresAt`: when the provider stops waiting on its hosted page (the deposit is then cancelled). */
  | { kind: 'redirect'; providerRef: string; url: string; expiresAt: Date }
  | { kind: 'crypto_address'; providerRef: string; address: string; network: CryptoNetwork; uri: string; expiresAt: Date }
  | { kind: 'declined'; providerRef: string | null; reason: DeclineReason };

export interface StartPayoutInput {
  paymentId: number;
  method: MethodOffer;
  amount: bigint;
  currency: string;
  /** IBAN, wallet address or card token. */
  target: string;
  at: Date;
}

export type PayoutResult =
  | { kind: 'succeeded'; providerRef: string }
  | { kind: 'declined'; providerRef: string | null; reason: DeclineReason }
  | { kind: 'processing'; providerRef: string };

/** A card the provider saved for the player (sent with a succeeded card deposit). */
export interface SavedCard {
  token: string;
  brand: string;
  title: string;
  expiry: string;
}

/** A verified callback: the final word of the provider about one payment. */
export interface ProviderEvent {
  eventId: string;
  paymentId: number;
  providerRef: string;
  kind: 'deposit' | 'payout';
  status: 'succeeded' | 'declined' | 'canceled';
  reason: DeclineReason | null;
  card: SavedCard | null;
  /** The whole payload, stored with the callback. */
  payload: Record<string, unknown>;
}

/** What the provider knows of a payment, asked by the recovery job. */
export type ProviderStatus =
  /** Never heard of it (the start call did not reach it). */
  | { kind: 'unknown' }
  /** Still waiting for the player or the chain; `since` is when it started. */
  | { kind: 'waiting'; since: Date }
  /** It hangs on the provider's side. */
  | { kind: 'stuck'; since: Date }
  | { kind: 'final'; event: Omit<ProviderEvent, 'eventId' | 'payload'> };

/** Field errors (validation message keys) the provider finds before anything is created, e.g. a blocked BIN. */
export type FieldErrors = Record<string, string[]>;

export interface PaymentProvider {
  readonly id: string;
  /** The methods it offers for this currency, country and action. */
  methods(ctx: MethodContext): MethodOffer[];
  /** Checks the provider's own rules on the entered fields (blocked BINs); null when fine. */
  validateDeposit(method: MethodOffer, input: { card?: CardFields | undefined }): Promise<FieldErrors | null>;
  startDeposit(input: StartDepositInput): Promise<StartDepositResult>;
  startPayout(input: StartPayoutInput): Promise<PayoutResult>;
  /** The event of a callback whose signature holds; null for a bad or missing signature. */
  verifyCallback(rawBody: string, headers: Readonly<Record<string, string | string[] | undefined>>, now: Date): ProviderEvent | null;
  /** What it knows about our payment (recovery). */
  status(paymentId: number, kind: 'deposit' | 'payout'): Promise<ProviderStatus>;
  /** Gives up on a payment the merchant canceled (so its page no longer approves it). */
  cancel(paymentId: number, at: Date): Promise<void>;
  /** Periodic work of the provider itself (a built-in provider's deliveries); optional. */
  tick?(now: Date): Promise<void>;
}

/** A provider call that did not answer in time. */
export class ProviderTimeoutError extends Error {
  constructor(readonly provider: string) {
    super(`Payment provider ${provider} did not answer in time`);
  }
}

/** Races a provider call against the timeout; the call itself is not cancelled (the recovery job settles it). */
export async function withTimeout<T>(provider: string, ms: number, call: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  // A late failure of the abandoned call must not become an unhandled rejection.
  call.catch(() => undefined);
  try {
    return await Promise.race([
      call,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new ProviderTimeoutError(provider)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
