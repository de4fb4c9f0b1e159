import { fromMinorUnits, isCurrencyCode, isCrypto, toDisplayUnits } from '../../../schemas/currency-units';

/**
 * Money as the player reads it, from integer minor units and never through a float: the decimal
 * string of schemas/currency.ts goes to Intl.NumberFormat as a string (exact formatting), so a
 * large crypto balance keeps every digit.
 *
 * Fiat: the locale's currency format (`1.234,50 €` in de, `CA$12.00` in en). Crypto: the spec's
 * display units (P9 "Crypto units": μBTC, mETH, mLTC; the coin itself otherwise) with the unit's
 * code after the number, at least two decimals and no trailing zeros beyond them.
 */
export function formatMoney(minor: number | bigint, currency: string, locale: string): string {
  const amount = typeof minor === 'bigint' ? minor : BigInt(minor);
  if (!isCurrencyCode(currency)) {
    // A code the table does not know (the demo currency FUN): cents, like every amount on the wire.
    const abs = (amount < 0n ? -amount : amount).toString().padStart(3, '0');
    const decimal = `${amount < 0n ? '-' : ''}${abs.slice(0, -2)}.${abs.slice(-2)}` as `${number}`;
    return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(decimal)}\u00a0${currency}`;
  }
  if (!isCrypto(currency)) {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(fromMinorUnits(amount, currency) as `${number}`);
  }
  const { amount: display, unit } = toDisplayUnits(amount, currency);
  const decimals = display.split('.')[1]?.length ?? 0;
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: Math.max(2, decimals) }).format(display as `${number}`);
  return `${number}\u00a0${unit}`;
}
