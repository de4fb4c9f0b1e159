import { currencyDef, fromMinorUnits, isCurrencyCode, toDisplayUnits } from '../../schemas/currency';
import { validationMessage, VALIDATION_MESSAGES } from '../../schemas/validation';

/**
 * The cashbox amount field (spec P5 "Amount", "Multiple-of", "Balance check"; P9 crypto units).
 * The player types an amount in the currency's display unit (euros, yen, μBTC, mETH, mLTC, DOG,
 * USDT); it becomes integer minor units by decimal string arithmetic on BigInt, never through a
 * float, so "0.3" is exactly 30 cents and "123456789.12345678" keeps every digit.
 */

/** Largest amount the wire can carry: amounts travel as JSON integers (schemas/wallet.ts). */
export const MAX_WIRE_MINOR = BigInt(Number.MAX_SAFE_INTEGER);

/** Minor units in one display unit: 100 for EUR, 1 for JPY, 100 for μBTC, 100,000 for mETH. */
export function minorPerDisplayUnit(currency: string): bigint {
  const def = currencyDef(currency);
  return BigInt(def.display ? def.subunitsToUnit / def.display.unitsPerDisplay : def.subunitsToUnit);
}

/** Decimals the display unit allows: 2 for EUR, 0 for JPY, 2 for μBTC, 5 for mETH, 6 for USDT. */
export function displayDecimals(currency: string): number {
  return minorPerDisplayUnit(currency).toString().length - 1;
}

/** The display unit's code (μBTC for BTC, the currency itself for fiat). */
export function displayUnit(currency: string): string {
  return currencyDef(currency).display?.code ?? currency;
}

/**
 * Normalises what a player typed: spaces (also the thin and no-break spaces some locales group
 * thousands with) are dropped, and a lone comma is the decimal separator of de, fr-CA, no, it
 * and et. Anything else that is not `digits[.digits]` is refused rather than guessed at.
 */
export function normaliseAmountText(text: string): string | null {
  const compact = text.replace(/[\s\u00a0\u202f']/g, '');
  if (compact === '') return '';
  const dotted = compact.includes(',') && !compact.includes('.') && compact.split(',').length === 2 ? compact.replace(',', '.') : compact;
  return /^\d+(\.\d*)?$|^\.\d+$/.test(dotted) ? dotted : null;
}

/** What became of the typed text: minor units, or a validation message key (schemas/validation). */
export type AmountParse = { ok: true; minor: bigint } | { ok: false; message: string };

/** Text in display units -> minor units, exactly; too many decimals is a multiple-of error. */
export function parseAmount(text: string, currency: string): AmountParse {
  const clean = normaliseAmountText(text);
  if (clean === '') return { ok: false, message: validationMessage(VALIDATION_MESSAGES.required) };
  if (clean === null) return { ok: false, message: validationMessage(VALIDATION_MESSAGES.number) };
  const [whole = '', frac = ''] = clean.split('.');
  const digits = displayDecimals(currency);
  const fracTrimmed = frac.replace(/0+$/, '');
  if (fracTrimmed.length > digits)
    return { ok: false, message: validationMessage(VALIDATION_MESSAGES.multipleOf, { step: `${formatDisplay(1n, currency)} ${displayUnit(currency)}` }) };
  const minor = BigInt(whole || '0') * minorPerDisplayUnit(currency) + BigInt(fracTrimmed.padEnd(digits, '0') || '0');
  if (minor > MAX_WIRE_MINOR) return { ok: false, message: validationMessage(VALIDATION_MESSAGES.max, { max: formatDisplay(MAX_WIRE_MINOR, currency) }) };
  return { ok: true, minor };
}

/** Minor units as the plain text the amount field shows (display units, no trailing zeros). */
export function formatDisplay(minor: bigint, currency: string): string {
  if (!isCurrencyCode(currency)) return minor.toString();
  const def = currencyDef(currency);
  if (def.display) return toDisplayUnits(minor, currency).amount;
  const plain = fromMinorUnits(minor, currency);
  return plain.includes('.') ? plain.replace(/\.?0+$/, '') : plain;
}

/** The bounds an amount must meet, all in minor units. */
export interface AmountRules {
  /** Smallest amount of the method (deposit or withdrawal minimum). */
  min?: bigint | undefined;
  /** Largest amount of the method. */
  max?: bigint | undefined;
  /** The amount must be a multiple of this step (spec P5 "Multiple-of"). */
  step?: bigint | undefined;
  /** What the player has to spend: the balance check (spec P5), e.g. available_to_cashout_cents. */
  available?: bigint | undefined;
}

/**
 * Parses and checks an amount. Order: a number at all, then the balance check (the most useful
 * message when both fail: it says why, not just a bound), then min, max and step. Messages are
 * validation keys whose values are amounts in display units with the unit, for errorText.
 */
export function checkAmount(text: string, currency: string, rules: AmountRules): AmountParse {
  const parsed = parseAmount(text, currency);
  if (!parsed.ok) return parsed;
  const { minor } = parsed;
  const unit = displayUnit(currency);
  const show = (v: bigint) => `${formatDisplay(v, currency)} ${unit}`;
  if (minor <= 0n) return { ok: false, message: validationMessage(VALIDATION_MESSAGES.min, { min: show(rules.min && rules.min > 0n ? rules.min : 1n) }) };
  if (rules.available !== undefined && minor > rules.available) return { ok: false, message: validationMessage(VALIDATION_MESSAGES.notEnoughMoney) };
  if (rules.min !== undefined && minor < rules.min) return { ok: false, message: validationMessage(VALIDATION_MESSAGES.min, { min: show(rules.min) }) };
  if (rules.max !== undefined && minor > rules.max) return { ok: false, message: validationMessage(VALIDATION_MESSAGES.max, { max: show(rules.max) }) };
  if (rules.step !== undefined && rules.step > 1n && minor % rules.step !== 0n)
    return { ok: false, message: validationMessage(VALIDATION_MESSAGES.multipleOf, { step: show(rules.step) }) };
  return parsed;
}

/** Default first deposit (spec P9): 50 display units, raised to the method minimum and capped by its maximum. */
export const DEFAULT_FIRST_DEPOSIT = 50n;

export function defaultDepositMinor(currency: string, rules: Pick<AmountRules, 'min' | 'max'> = {}): bigint {
  let value = DEFAULT_FIRST_DEPOSIT * minorPerDisplayUnit(currency);
  if (rules.min !== undefined && value < rules.min) value = rules.min;
  if (rules.max !== undefined && value > rules.max) value = rules.max;
  return value;
}

/** Quick-pick amounts for the deposit form: the default and its multiples, within the method's bounds. */
export function quickAmounts(currency: string, rules: Pick<AmountRules, 'min' | 'max'> = {}): bigint[] {
  const base = defaultDepositMinor(currency, rules);
  const picks = [base, base * 2n, base * 4n, base * 10n].filter((v) => rules.max === undefined || v <= rules.max);
  return [...new Set(picks)];
}

/** The amount missing for a payment: what the insufficient-funds popup shows (never negative). */
export function missingAmount(wanted: bigint, available: bigint): bigint {
  return wanted > available ? wanted - available : 0n;
}
