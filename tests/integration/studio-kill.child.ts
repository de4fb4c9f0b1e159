/**
 * The platform process of studio-kill.test.ts (run with `node --import tsx`). Modes:
 * - `setup`: a funded player, a game and a launched real session; prints `{ token, playerId }`.
 * - `kill`: serves HTTP with the fault hook set to SIGKILL this process between a spin's bet and
 *   its win; prints `{ port }`.
 * - `restart`: starts as a restarted server does (recovery at start), waits for that pass, prints
 *   what the database holds for the player, then plays one spin and prints it.
 * The database: STUDIO_KILL_DB_URL (PostgreSQL) or STUDIO_KILL_DATA_DIR (PGlite folder).
 */
import { readFile } from 'node:fs/promises';
import { eq, like } from 'drizzle-orm';
import pino from 'pino';
import { buildPlatform } from '../../platform/app';
import { systemClock } from '../../platform/clock';
import { loadConfig } from '../../platform/config';
import { openDatabase, type Database } from '../../platform/db/client';
import { EventBus } from '../../platform/events';
import { spinFaults } from '../../platform/games/house-studio/faults';
import { gameRounds, providerTransactions } from '../../platform/games/seamless/schema';
import { fundedPlayer, seedTestGame, tokenOf } from '../../platform/games/seamless/test-helpers';
import { PGLITE_TEMPLATE_FILE } from '../../platform/testing/test-db';
import type { TestPlatform } from '../../platform/testing/test-platform';
import { accountBalance, reconcile } from '../../platform/wallet/index';

const mode = process.argv[2];
const print = (v: unknown) => process.stdout.write(`${JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? Number(x) : x))}\n`);

async function open(): Promise<Database> {
  if (process.env.STUDIO_KILL_DB_URL) return openDatabase({ databaseUrl: process.env.STUDIO_KILL_DB_URL });
  const dataDir = process.env.STUDIO_KILL_DATA_DIR!;
  // The first opener starts from the migrated test template; later ones open what is on disk.
  const loadDataDir = mode === 'setup' ? new Blob([await readFile(PGLITE_TEMPLATE_FILE)]) : undefined;
  return openDatabase({ dataDir, ...(loadDataDir ? { loadDataDir } : {}) });
}

const database = await open();
const env = { NODE_ENV: 'test' as const, LOG_LEVEL: 'silent', STUDIO_ROUND_TIMEOUT_MS: '1000', PAYMENT_JOBS_INTERVAL_MS: '0' };
const config = loadConfig({ ...env, STUDIO_RECOVERY_INTERVAL_MS: mode === 'restart' ? '3600000' : '0' });
const app = await buildPlatform({ config, database, clock: systemClock, events: new EventBus(), log: pino({ level: 'silent' }) });
await app.ready();
const t = {
  app,
  database,
  clock: systemClock,
  config,
  call: (opts) => app.inject({ ...opts, headers: { 'x-requested-with': 'XMLHttpRequest', ...(opts.headers ?? {}) } }),
} as TestPlatform;

if (mode === 'setup') {
  const g = await seedTestGame(database.db, { engine: 'slot:fruits' });
  const { browser, playerId } = await fundedPlayer(t, 10_000n);
  const launch = await browser.call('POST', '/api/games/launch', { game_id: g.gameId, mode: 'real' });
  print({ token: tokenOf((launch.json() as { url: string }).url), playerId });
} else if (mode === 'kill') {
  spinFaults.afterBet = async () => {
    process.kill(process.pid, 'SIGKILL');
  };
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  print({ port: Number(new URL(address).port) });
  // Served until the fault hook kills the process.
  await new Promise(() => undefined);
} else if (mode === 'restart') {
  await app.modules.games.recovery.idle();
  const playerId = Number(process.env.STUDIO_KILL_PLAYER);
  const report = async () => {
    const rounds = await database.db.select().from(gameRounds).where(eq(gameRounds.playerId, playerId));
    const steps = await database.db
      .select({ kind: providerTransactions.kind, ref: providerTransactions.roundRef })
      .from(providerTransactions)
      .where(like(providerTransactions.roundRef, 'studio-%'));
    return {
      rounds: rounds.map((r) => ({
        ref: r.roundRef,
        status: r.status,
        bet: r.bet,
        win: r.win,
        steps: steps
          .filter((s) => s.ref === r.roundRef)
          .map((s) => s.kind)
          .sort(),
      })),
      balance: await accountBalance(database.db, { playerId, currency: 'EUR' }),
      reconciled: (await reconcile(database.db)).ok,
    };
  };
  print(await report());
  const res = await t.call({ method: 'POST', url: '/studio/api/spin', payload: { session: process.env.STUDIO_KILL_TOKEN, bet: 100 } });
  print({ spin: res.statusCode, ...(await report()) });
}
await app.close();
await database.close();
