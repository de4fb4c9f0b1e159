/**
 * Every module's tables, re-exported for drizzle-kit and for typed queries.
 * Each module owns its own `schema.ts`; add a line here when a module gains tables.
 */
export * from '../player/schema';
export * from '../auth/schema';
export * from '../mail/schema';
export * from '../wallet/schema';
export * from '../staff/schema';
export * from '../telemetry/schema';
export * from '../info/schema';
export * from '../games/catalog/schema';
export * from '../games/seamless/schema';
export * from '../bonuses/schema';
export * from '../limits/schema';
export * from '../payments/schema';
export * from '../cms/schema';
export * from '../outbox/schema';
export * from '../notifications/schema';
export * from '../gifts/schema';
export * from '../lotteries/schema';
export * from '../achievements/schema';
export * from '../jackpots/schema';
export * from '../tournaments/schema';
export * from '../adventure/schema';
export * from '../lootboxes/schema';
export * from '../vip/schema';
export * from '../loyalty/schema';
