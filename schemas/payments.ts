import cardValidator from 'card-validator';
import { z } from 'zod';
import { ApiErrorSchema } from './api-error';
import { CurrencyCodeSchema } from './currency';
import { oneLine, validationMessage, VALIDATION_MESSAGES } from './validation';

/**
 * The cashbox contract (spec P3 "Payment history entry", "Payment method", "Fraud-check payload",
 * P4, P5, P7 "Payments and fraud", P9): every payment call of the site and the platform. Amounts
 * are integer minor units of the payment's currency (`schemas/currency.ts` subunits_to_unit; the
 * site turns typed text into them with `toMinorUnits`, never through a float).
 *
 * Calls (all need a player session; the site's API client adds X-Requested-With):
 * - GET    /api/player/payment_methods?action=deposit|cashout[&currency=]  -> PaymentMethod[]
 * - POST   /api/player/payments/deposit  DepositRequest  -> PaymentStartAnswer
 * - POST   /api/player/payments/cashout  CashoutRequest  -> PaymentStartAnswer
 * - GET    /api/player/payments?action&state&page&per_page -> Payment[] (newest first)
 * - GET    /api/player/payments/{id}                      -> Payment
 * - POST   /api/player/payments/{id}/recall {}            -> Payment (state recalled)
 * - POST   /api/users/transaction  FraudCheckRequest      -> FraudCheckAnswer
 * - PATCH  /api/player/set_bonus_code {deposit_bonus_code} -> BonusCodeAnswer (served by platform/gifts)
 * - DELETE /api/player/clear_bonus_code                   -> BonusCodeAnswer (served by platform/gifts)
 * Back office (staff cookie, roles support and admin):
 * - GET    /api/backoffice/withdrawals?state&page&per_page -> WithdrawalsPage
 * - POST   /api/backoffice/withdrawals/{id}/approve {}    -> BackofficeWithdrawal
 * - POST   /api/backoffice/withdrawals/{id}/reject {reason} -> BackofficeWithdrawal
 */

const Cents = z.number().int();
const PositiveCents = z
  .number(validationMessage(VALIDATION_MESSAGES.number))
  .int(validationMessage(VALIDATION_MESSAGES.integer))
  .positive(validationMessage(VALIDATION_MESSAGES.min, { min: 0 }))
  .max(Number.MAX_SAFE_INTEGER, validationMessage(VALIDATION_MESSAGES.max, { max: Number.MAX_SAFE_INTEGER }));
const IsoDate = z.string();

// ---- Vocabulary ----

export const PAYMENT_ACTIONS = ['deposit', 'cashout'] as const;
export const PaymentActionSchema = z.enum(PAYMENT_ACTIONS);
export type PaymentAction = (typeof PAYMENT_ACTIONS)[number];

/**
 * Payment states of P3. Deposits: pending (waiting for the player / provider: 3-D Secure, crypto
 * confirmations) -> succeeded | declined | canceled. Cashouts: reserved (money held, waiting for
 * staff) -> recalled (player) | rejected (staff) | processing (approved, paying out) ->
 * succeeded | declined. The platform README holds the full transition table.
 */
export const PAYMENT_STATES = ['pending', 'processing', 'reserved', 'succeeded', 'canceled', 'declined', 'rejected', 'recalled'] as const;
export const PaymentStateSchema = z.enum(PAYMENT_STATES);
export type PaymentState = (typeof PAYMENT_STATES)[number];
/** States a payment never leaves. */
export const FINAL_PAYMENT_STATES = ['succeeded', 'canceled', 'declined', 'rejected', 'recalled'] as const satisfies readonly PaymentState[];
export function isFinalPaymentState(state: PaymentState): boolean {
  return (FINAL_PAYMENT_STATES as readonly string[]).includes(state);
}

/** Kind of method (P3 "type": crypto and others). */
export const PAYMENT_METHOD_TYPES = ['card', 'bank', 'crypto'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

/** What the form must ask for before the call: card fields, an IBAN, a wallet address, or nothing. */
export const PAYMENT_FORMS = ['card', 'iban', 'wallet_address', 'none'] as const;
export type PaymentForm = (typeof PAYMENT_FORMS)[number];

/** How long the money takes, as a message key the site translates (`cashbox.processingTime.<key>`). */
export const PROCESSING_TIMES = ['instant', 'minutes', 'hours_24', 'days_1_3'] as const;

/** Blockchain networks of the crypto methods (P9). */
export const CRYPTO_NETWORKS = ['Bitcoin', 'BCH', 'LTC', 'DOGE', 'ERC20'] as const;
export type CryptoNetwork = (typeof CRYPTO_NETWORKS)[number];

/**
 * Why a payment ended declined (provider or bank side) or canceled; the site shows
 * `cashbox.declineReason.<code>`. Staff rejections carry free text in `reject_reason` instead.
 */
export const DECLINE_REASONS = [
  /** The bank refused: not enough money on the card. */
  'insufficient_funds',
  /** The bank refused without saying why. */
  'do_not_honor',
  /** The player pressed Decline on the 3-D Secure page, or failed it. */
  'threeds_failed',
  /** The provider never answered; the recovery job gave up on the payment. */
  'provider_timeout',
  /** A crypto deposit address expired unpaid. */
  'address_expired',
  /** The fraud check refused the payment. */
  'fraud_rejected',
  /** The provider could not pay out (the money went back to the player). */
  'payout_failed',
  /**
   * A responsible-gambling deposit limit (or an exclusion) started meanwhile refused the money
   * when it arrived; the provider returns it to the card.
   */
  'limit_reached',
  /** The player cancelled a deposit still waiting on its hosted page. */
  'player_canceled',
] as const;
export const DeclineReasonSchema = z.enum(DECLINE_REASONS);
export type DeclineReason = (typeof DECLINE_REASONS)[number];

// ---- Shared field rules (P5): card number, expiry, IBAN ----

/**
 * Card number (P5): digits with optional spaces or dashes, Luhn-valid (card-validator). Blocked
 * BINs ("bank not possible", `validation.bankNotPossible`) are the provider's list, so only the
 * platform can say that: it answers a 422 on `card.number`.
 */
export function cardNumber() {
  return oneLine(validationMessage(VALIDATION_MESSAGES.required))
    .trim()
    .min(1, validationMessage(VALIDATION_MESSAGES.required))
    .max(30, validationMessage(VALIDATION_MESSAGES.cardInvalid))
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine((v) => /^\d{12,19}$/.test(v) && cardValidator.number(v).isValid, validationMessage(VALIDATION_MESSAGES.cardInvalid));
}

/** Month and year of a card expiry typed as MM/YY (P5). */
export interface CardExpiry {
  month: number;
  /** Four digits. */
  year: number;
}

/** Splits MM/YY (or MM/YYYY) into month and four-digit year; null if it is not a real month. */
export function parseCardExpiry(value: string): CardExpiry | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A card is usable through the last day of its expiry month: "not before the current month" (P5), in UTC. */
export function isCardExpired(expiry: CardExpiry, now: Date): boolean {
  const y = now.getUTCFullYear();
  const mo = now.getUTCMonth() + 1;
  return expiry.year < y || (expiry.year === y && expiry.month < mo);
}

/**
 * Expiry MM/YY (P5). `now` is the caller's clock (the platform's injected clock, the browser's
 * date on the site); without it only the format is checked.
 */
export function cardExpiry(now?: () => Date) {
  return oneLine(validationMessage(VALIDATION_MESSAGES.required))
    .trim()
    .min(1, validationMessage(VALIDATION_MESSAGES.required))
    .superRefine((v, ctx) => {
      const e = parseCardExpiry(v);
      if (!e) ctx.addIssue({ code: 'custom', message: validationMessage(VALIDATION_MESSAGES.cardInvalid) });
      else if (now && isCardExpired(e, now())) ctx.addIssue({ code: 'custom', message: validationMessage(VALIDATION_MESSAGES.cardExpired) });
    });
}

/** Card fields of a card deposit (or a card payout to a card not saved before). */
export function cardFields(now?: () => Date) {
  return z.object({
    number: cardNumber(),
    /** MM/YY as typed (the site's one field with the slash). */
    expiry: cardExpiry(now),
    /** 3 or 4 digits; checked by the (sandbox) bank, never stored. */
    cvv: oneLine(validationMessage(VALIDATION_MESSAGES.required)).regex(/^\d{3,4}$/, validationMessage(VALIDATION_MESSAGES.cardInvalid)),
    holder: oneLine(validationMessage(VALIDATION_MESSAGES.required))
      .trim()
      .min(2, validationMessage(VALIDATION_MESSAGES.minLength, { min: 2 }))
      .max(100, validationMessage(VALIDATION_MESSAGES.maxLength, { max: 100 })),
  });
}
export const CardFieldsSchema = cardFields();
export type CardFields = z.infer<typeof CardFieldsSchema>;

/** IBAN as typed: spaces allowed, letters upper-cased. The platform checks it with ibantools (checksum, country length). */
export const IbanSchema = oneLine(validationMessage(VALIDATION_MESSAGES.required))
  .trim()
  .min(1, validationMessage(VALIDATION_MESSAGES.required))
  .max(42, validationMessage(VALIDATION_MESSAGES.maxLength, { max: 42 }))
  .transform((v) => v.replace(/\s+/g, '').toUpperCase());

/** IBANs of this country put the player in group 1101 and show the LT message (P5, P6). */
export const LT_IBAN_PREFIX = 'LT';
export const LT_IBAN_GROUP = 1101;

/** Site-generated key of one attempt (a random UUID v4, site/core/api/uuid.ts): a double click or retry sends the same one. */
export const IdempotencyKeySchema = oneLine(validationMessage(VALIDATION_MESSAGES.required)).regex(
  /^[A-Za-z0-9_.:-]{8,100}$/,
  validationMessage(VALIDATION_MESSAGES.wrongCharacters),
);

// ---- Payment methods ----

/** A card or account the player paid with before, offered again (P3 savedProfiles). */
export const SavedProfileSchema = z.object({
  id: z.string(),
  /** What the player recognises: `VISA •••• 4242`, `LT12 •••• 3456`. */
  title: z.string(),
  brand: z.string(),
  /** MM/YY for cards, null otherwise. */
  expiry: z.string().nullable(),
});
export type SavedProfile = z.infer<typeof SavedProfileSchema>;

/** Min and max of one action, in minor units of the method's currency. */
export const AmountRangeSchema = z.object({ min_cents: Cents, max_cents: Cents });

/**
 * One way to pay in or out (P3 "Payment method", C3 "Payment method information card"), for the
 * player's currency and country, already filtered by group (631 hides sofort) and locale (et gets
 * the shorter list).
 */
export const PaymentMethodSchema = z.object({
  /** Stable id to send back as `method_id`: `<provider>:<brand>:<currency>`. */
  id: z.string(),
  brand: z.string(),
  provider: z.string(),
  currency: z.string(),
  type: z.enum(PAYMENT_METHOD_TYPES),
  /** The action this entry was listed for. */
  action: PaymentActionSchema,
  /** Fields the form must collect for this action. */
  form: z.enum(PAYMENT_FORMS),
  savedProfiles: z.array(SavedProfileSchema),
  termsOfService: z.object({
    restrictions: z.object({
      amountCurrencyCode: z.string(),
      minAmountValue: Cents,
      maxAmountValue: Cents,
    }),
  }),
  processingTime: z.enum(PROCESSING_TIMES),
  /** Fee the player pays: a percentage (decimal string) plus a fixed amount in minor units. */
  fee: z.object({ percent: z.string(), fixed_cents: Cents }),
  /** Limits of this action (same values as termsOfService.restrictions). */
  min_amount_cents: Cents,
  max_amount_cents: Cents,
  /** Both actions' limits, for the information card; null where the method does not do that action. */
  deposit: AmountRangeSchema.nullable(),
  cashout: AmountRangeSchema.nullable(),
  /** Crypto only: the network the address is on. */
  network: z.enum(CRYPTO_NETWORKS).nullable(),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;
export const PaymentMethodsSchema = z.array(PaymentMethodSchema);

/**
 * The currency of a payment call: a code the platform knows, exactly (`EUR`, never `eur`); an
 * unknown one is a 422 on the field, not a method lookup that fails. Typed as any string on the
 * way in (the site sends its account's currency), as the code on the way out.
 */
export const PaymentCurrencySchema = z.string().pipe(CurrencyCodeSchema);

export const PaymentMethodsQuerySchema = z.object({
  action: PaymentActionSchema,
  /** Defaults to the player's active account currency; a code the platform knows, upper-case. */
  currency: PaymentCurrencySchema.optional(),
});

// ---- Payments (history entry) ----

export const PaymentSchema = z.object({
  id: z.number().int(),
  action: PaymentActionSchema,
  state: PaymentStateSchema,
  amount_cents: Cents,
  currency: z.string(),
  created_at: IsoDate,
  /** When it reached a final state; null while still moving. */
  finished_at: IsoDate.nullable(),
  /** A cashout the player may still take back (state reserved). */
  recallable: z.boolean(),
  /**
   * A deposit still waiting on its hosted page (3-D Secure): the page to reopen and when the
   * provider stops waiting on it (the deposit is cancelled then); null otherwise.
   */
  resume: z.object({ url: z.string(), expires_at: IsoDate }).nullable(),
  /** A pending deposit the player may cancel (POST /api/player/payments/{id}/cancel). */
  cancelable: z.boolean(),
  method_id: z.string(),
  brand: z.string(),
  provider: z.string(),
  /** Provider or bank side reason of a declined or canceled payment. */
  decline_reason: DeclineReasonSchema.nullable(),
  /** The staff member's reason of a rejected cashout (shown to the player as written). */
  reject_reason: z.string().nullable(),
  /** Crypto deposits: where to send the coins, until confirmed. */
  crypto: z
    .object({
      address: z.string(),
      network: z.enum(CRYPTO_NETWORKS),
      /** When the payment expires unpaid (ISO). */
      expires_at: IsoDate,
    })
    .nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;
export const PaymentsSchema = z.array(PaymentSchema);

/**
 * A deposit refused by the player's own deposit limit (403 `limit_reached`): what is still left
 * of the strictest deposit limit in its currency (minor units, never negative), so the refusal can
 * say how much the player may still deposit.
 */
export const DepositLimitLeftSchema = z.object({ currency: z.string(), remaining_cents: Cents, amount_cents: Cents, period: z.string() });
export type DepositLimitLeft = z.infer<typeof DepositLimitLeftSchema>;
export const DepositRefusalSchema = ApiErrorSchema.extend({ limit: DepositLimitLeftSchema.optional() });

export const PaymentsQuerySchema = z.object({
  action: PaymentActionSchema.optional(),
  state: PaymentStateSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const PaymentIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

// ---- Starting a deposit or cashout ----

/** Where the browser comes back after a hosted page: a path on the site's own origin. */
export const ReturnUrlSchema = oneLine()
  .max(2000)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'must be a path on this site');

/** POST /api/player/payments/deposit */
export const DepositRequestSchema = z.object({
  idempotency_key: IdempotencyKeySchema,
  method_id: oneLine().min(1).max(100),
  amount_cents: PositiveCents,
  currency: PaymentCurrencySchema,
  /** Card methods: a new card, or `saved_profile_id` of a card used before. */
  card: CardFieldsSchema.optional(),
  saved_profile_id: oneLine().max(100).optional(),
  /** Where the hosted 3-D Secure page sends the browser back (default `/`). */
  return_url: ReturnUrlSchema.optional(),
  /** Device fingerprint (the site's dfpc) for the fraud check. */
  device_fingerprint: oneLine().max(200).optional(),
  /** The deposit bonus chosen in the cashbox (an id of GET /api/bonuses/deposit); absent or null is "no bonus". Applied when the money is credited. */
  bonus_id: z
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .nullable()
    .optional(),
});
export type DepositRequest = z.infer<typeof DepositRequestSchema>;
/** What a client sends (the currency as any string; the schema narrows it). */
export type DepositRequestBody = z.input<typeof DepositRequestSchema>;

/** POST /api/player/payments/cashout */
export const CashoutRequestSchema = z.object({
  idempotency_key: IdempotencyKeySchema,
  method_id: oneLine().min(1).max(100),
  amount_cents: PositiveCents,
  currency: PaymentCurrencySchema,
  /** Bank methods (form `iban`). */
  iban: IbanSchema.optional(),
  /** Crypto methods (form `wallet_address`). */
  wallet_address: oneLine().trim().min(1).max(120).optional(),
  /** Card methods: a card used for a deposit before (savedProfiles). */
  saved_profile_id: oneLine().max(100).optional(),
  device_fingerprint: oneLine().max(200).optional(),
});
export type CashoutRequest = z.infer<typeof CashoutRequestSchema>;
export type CashoutRequestBody = z.input<typeof CashoutRequestSchema>;

/** What the site does next after starting a payment. */
export const PaymentNextSchema = z.discriminatedUnion('type', [
  /** Send the browser (full page) to the provider's hosted page (3-D Secure); it returns to `return_url`. */
  z.object({ type: z.literal('redirect'), url: z.string() }),
  /** Show the address; the payment event (or GET /payments/{id}) tells when it is credited. */
  z.object({
    type: z.literal('crypto_address'),
    address: z.string(),
    network: z.enum(CRYPTO_NETWORKS),
    amount_cents: Cents,
    currency: z.string(),
    /** A payment URI for a QR code / wallet app (bitcoin:..., ethereum:...). */
    uri: z.string(),
    expires_at: IsoDate,
  }),
  /** Nothing more to do: the payment is in `state` (a cashout: reserved). */
  z.object({ type: z.literal('done'), state: PaymentStateSchema }),
]);
export type PaymentNext = z.infer<typeof PaymentNextSchema>;

/** Notices the site shows after the call: `lt_iban` is the LT IBAN message (group 1101 added). */
export const PAYMENT_NOTICES = ['lt_iban'] as const;

export const PaymentStartAnswerSchema = z.object({
  payment: PaymentSchema,
  next: PaymentNextSchema,
  notices: z.array(z.enum(PAYMENT_NOTICES)),
});
export type PaymentStartAnswer = z.infer<typeof PaymentStartAnswerSchema>;

/** The query string the hosted page appends to `return_url`: `?payment_id=12&payment_state=succeeded`. */
export const PaymentReturnQuerySchema = z.object({
  payment_id: z.coerce.number().int().positive(),
  payment_state: PaymentStateSchema,
});

// ---- Fraud check (P3 "Fraud-check payload", P7 POST /api/users/transaction) ----

/**
 * What the site sends. The platform fills country, names, e-mail and custom_player_status from
 * the player record itself (never trusting the browser for them) and answers its decision; the
 * same check runs inside every deposit and cashout before money moves.
 */
export const FraudCheckRequestSchema = z.object({
  type: z.enum(['transaction', 'payout']),
  amount_cents: PositiveCents,
  currency: PaymentCurrencySchema,
  /** The method id or brand (P3 "payment system"). */
  payment_system: oneLine().min(1).max(100),
  device_fingerprint: oneLine().max(200).optional(),
  /** Card fields as far as the form has them: never the full number. */
  card: z
    .object({
      bin: oneLine()
        .regex(/^\d{6,8}$/)
        .optional(),
      last4: oneLine()
        .regex(/^\d{4}$/)
        .optional(),
      holder: oneLine().max(100).optional(),
    })
    .optional(),
});
export type FraudCheckRequest = z.infer<typeof FraudCheckRequestSchema>;

export const FRAUD_DECISIONS = ['approve', 'review', 'reject'] as const;
export const FraudCheckAnswerSchema = z.object({
  id: z.number().int(),
  decision: z.enum(FRAUD_DECISIONS),
  /** Rule codes that fired (`velocity`, `holder_mismatch`, `multi_account`, ...). */
  reasons: z.array(z.string()),
  /** The loyalty group (257..759) sent as player status, or null. */
  custom_player_status: z.number().int().nullable(),
});
export type FraudCheckAnswer = z.infer<typeof FraudCheckAnswerSchema>;

// ---- Deposit bonus code (P4 "Deposit-promo flow") ----

export const SetBonusCodeBodySchema = z.object({
  deposit_bonus_code: oneLine(validationMessage(VALIDATION_MESSAGES.required))
    .trim()
    .min(1, validationMessage(VALIDATION_MESSAGES.required))
    .max(50, validationMessage(VALIDATION_MESSAGES.maxLength, { max: 50 }))
    .regex(/^[A-Za-z0-9_-]+$/, validationMessage(VALIDATION_MESSAGES.wrongCharacters)),
});
export const BonusCodeAnswerSchema = z.object({ deposit_bonus_code: z.string().nullable() });

// ---- Back office: withdrawals ----

export const BackofficeWithdrawalSchema = PaymentSchema.extend({
  player_id: z.number().int(),
  player_email: z.string(),
  /** Masked destination (`LT12 •••• 3456`, `VISA •••• 4242`, a wallet address). */
  destination: z.string().nullable(),
  /** Cash the player holds now in that currency (after the reservation). */
  player_cash_cents: Cents,
  /** The fraud check's decision at request time. */
  fraud_decision: z.enum(FRAUD_DECISIONS).nullable(),
  reviewed_by: z.string().nullable(),
  reviewed_at: IsoDate.nullable(),
});
export type BackofficeWithdrawal = z.infer<typeof BackofficeWithdrawalSchema>;

export const WithdrawalsQuerySchema = z.object({
  state: PaymentStateSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});

export const WithdrawalsPageSchema = z.object({
  items: z.array(BackofficeWithdrawalSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

export const RejectWithdrawalBodySchema = z.object({
  reason: oneLine(validationMessage(VALIDATION_MESSAGES.required))
    .trim()
    .min(3, validationMessage(VALIDATION_MESSAGES.minLength, { min: 3 }))
    .max(500, validationMessage(VALIDATION_MESSAGES.maxLength, { max: 500 })),
});

// ---- Realtime payloads (tightened into schemas/realtime.ts) ----

/** `private:payments`: a payment was created or changed state (the site refetches or patches its list). */
export const PaymentEventSchema = z.object({
  id: z.number().int(),
  action: PaymentActionSchema,
  state: PaymentStateSchema,
  amount_cents: Cents,
  currency: z.string(),
  decline_reason: DeclineReasonSchema.nullable(),
  finished_at: IsoDate.nullable(),
});
export type PaymentEvent = z.infer<typeof PaymentEventSchema>;

// ---- Sandbox provider test data (documented for the site and e2e) ----

/** Card numbers of the built-in sandbox provider and what its bank does with them. */
export const SANDBOX_TEST_CARDS = {
  approved: ['4242424242424242', '5555555555554444'],
  /** 3-D Secure approved, then the bank declines: insufficient_funds. */
  insufficientFunds: '4000000000009995',
  /** 3-D Secure approved, then the bank declines: do_not_honor. */
  doNotHonor: '4000000000000002',
  /** Refused at once: the BIN is blocked (validation.bankNotPossible on card.number). */
  blockedBin: ['4111111111111111', '5200828282828210'],
  /** The sandbox never answers the start call (the provider-timeout fault path). */
  timeout: '4000000000000119',
} as const;
