import { z } from 'zod';
import { CURRENCY_CODES, ENABLED_CURRENCIES, type CurrencyCode } from './currency-units';

/** The currency schemas; the currencies, their units and the conversions are in currency-units.ts (no zod). */
export * from './currency-units';

export const CurrencyCodeSchema = z.enum(CURRENCY_CODES as [CurrencyCode, ...CurrencyCode[]], { message: 'is not a known currency' });
export const EnabledCurrencySchema = z.enum(ENABLED_CURRENCIES, { message: 'is not an available currency' });
