import { numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Exchange rates between a crypto currency and another currency (GET /api/info/crypto_exchange_rates).
 * Rates are ratios, not money, so they are exact decimals (numeric), never floats in storage.
 * No external price feed is reachable from here: the seed writes plausible fixed rates
 * (platform/info/rates-seed.ts) and the back office or a feed job replaces them later.
 */
export const cryptoExchangeRates = pgTable(
  'crypto_exchange_rates',
  {
    fromCurrency: text().notNull(),
    toCurrency: text().notNull(),
    /** Units of `to` for one unit of `from`. */
    rate: numeric({ precision: 30, scale: 12 }).notNull(),
    /** Fee as a fraction of the amount (0.01 = 1 %). */
    fee: numeric({ precision: 10, scale: 6 }).notNull().default('0'),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.fromCurrency, t.toCurrency] })],
);
