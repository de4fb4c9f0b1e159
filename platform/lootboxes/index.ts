import type { Db, Tx } from '../db/client';
import type { PlatformApp } from '../http/types';
import lootboxBackofficeRoutes from './backoffice-routes';
import { issueLootbox, type LootboxPorts } from './engine';
import lootboxRoutes from './routes';
import { lootboxDepositConsumer } from './stream';

/**
 * The loot-boxes module (README): marketing's sets of weighted items, boxes issued from credited
 * deposits (the stream), by staff and through the port the shop and levels call, the verifiable
 * activation (commitment at issue, seed revealed with the prize), and the prize wheel whose spins
 * are gifts with a wheel group key. Every prize through the gifts issuing port. Built once per
 * app with its ports.
 */
export function createLootboxes(ports: LootboxPorts) {
  return {
    /** The shop's and the levels' port: one box of a set per key (the caller takes its points in the same transaction). */
    issueLootbox: (db: Db | Tx, playerId: number, setId: number, key: string, at: Date) =>
      issueLootbox(db, ports, { playerId, setId, key: `port:${key}`, source: 'port', at }),
    routes: async (app: PlatformApp) => {
      await lootboxRoutes(app, ports);
      await lootboxBackofficeRoutes(app, ports);
    },
  };
}

/** The stream's loot-box reactions (registered in platform/modules.ts eventConsumers). */
export function lootboxConsumers(ports: LootboxPorts) {
  return [lootboxDepositConsumer(ports)];
}

export type Lootboxes = ReturnType<typeof createLootboxes>;
export { activateLootbox, boxesForCreditedDeposit, spinWheel, type LootboxPorts } from './engine';
