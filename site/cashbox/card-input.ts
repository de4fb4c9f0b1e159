import { cardFields, parseCardExpiry } from '../../schemas/payments';

/**
 * The card form's typing aids and checks (spec P5 "Card number", "Card expiry"). The rules are
 * the contract's (schemas/payments cardFields: Luhn through card-validator, MM/YY not before this
 * month); blocked BINs are the provider's list, so only the platform's 422 reports them.
 */

/** Card number as the player reads it: digits in groups of four (`4242 4242 4242 4242`). */
export function formatCardNumber(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Expiry typed with the slash put in for the player: `1` -> `1`, `12` -> `12/`, `1228` -> `12/28`;
 * deleting the slash (`12/` -> `12`) is respected. A first digit above 1 means a single-digit
 * month (`4` -> `04/`).
 */
export function formatExpiry(text: string, previous = ''): string {
  const deleting = text.length < previous.length;
  const digits = text.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) return `0${digits}/`;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** The split of MM/YY into month and year that the spec asks for (null while incomplete). */
export function splitExpiry(text: string): { month: string; year: string } | null {
  const e = parseCardExpiry(text);
  return e ? { month: String(e.month).padStart(2, '0'), year: String(e.year % 100).padStart(2, '0') } : null;
}

/** The card as typed. */
export interface CardInput {
  number: string;
  expiry: string;
  cvv: string;
  holder: string;
}

export const EMPTY_CARD: CardInput = { number: '', expiry: '', cvv: '', holder: '' };

/** Field errors (validation message keys) of a typed card, keyed `card.number`, ...; empty when valid. */
export function cardProblems(card: CardInput, now: Date): Record<string, string> {
  const result = cardFields(() => now).safeParse(card);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = `card.${String(issue.path[0])}`;
    errors[key] ??= issue.message;
  }
  return errors;
}
