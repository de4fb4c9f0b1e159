import type { Db, Tx } from '../db/client';
import type { PlatformDeps } from '../deps';
import type { PlatformApp } from '../http/types';
import { awardLevels, balanceOf, exchange, postPoints, type ExchangeRequest, type LoyaltyPorts } from './engine';
import loyaltyRoutes from './routes';
import { compPointsConsumer } from './stream';

/**
 * The loyalty module (README): comp points earned from real-money stakes (the stream only), kept
 * in their own append-only ledger with two balances (chargeable, persistent); the points shop's
 * cards and exchanges (money through the wallet's ledger, gifts through the issuing port, tickets
 * through the lotteries port); levels 1..12 from persistent points with their gifts. Built once
 * per app with its ports.
 */
export function createLoyalty(ports: LoyaltyPorts) {
  return {
    balance: (db: Db | Tx, playerId: number) => balanceOf(db, playerId),
    exchange: (db: Db, r: ExchangeRequest) => exchange(db, ports, r),
    /** Staff and engines' points (a loot-box prize, a correction): once per key, never below zero. */
    postPoints: (db: Db | Tx, m: Parameters<typeof postPoints>[1]) => postPoints(db, m),
    awardLevels: (tx: Tx, playerId: number, at: Date) => awardLevels(tx, ports, playerId, at),
    routes: (app: PlatformApp) => loyaltyRoutes(app, ports),
  };
}

/** The stream's loyalty reactions (registered in platform/modules.ts eventConsumers). */
export function loyaltyConsumers(deps: Pick<PlatformDeps, 'events'>, ports: LoyaltyPorts) {
  return [compPointsConsumer(deps, ports)];
}

export type Loyalty = ReturnType<typeof createLoyalty>;
export { type LoyaltyPorts, InsufficientPointsError } from './engine';
