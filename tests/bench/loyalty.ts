/**
 * Comp-point figures of `npm run bench` (issue 17 "Performance"), on an in-memory PGlite:
 *
 * - from a real-money bet's commit (its `bet.placed` fact appended in its own transaction, as
 *   games writes it) to the player's new balance pushed on `private:comps` by the outbox's
 *   `loyalty.comp_points` consumer, at 200 bets/s over 50 players: p50 / p99 (goal p99 < 1 s);
 * - exchanges (`app.modules.loyalty.exchange`, the route's engine call: points debit and money
 *   credit in one transaction) at 32 concurrent clients, each its own player: p50 / p95 (goal
 *   p95 < 50 ms). PGlite has one connection, so this is the serialised worst case.
 *
 * Run alone: `npx tsx tests/bench/loyalty.ts` (BENCH_SCALE shortens it).
 */
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { CompCardInputSchema } from '../../schemas/loyalty';
import { buildPlatform } from '../../platform/app';
import { loadConfig } from '../../platform/config';
import { migrateDatabase, openDatabase } from '../../platform/db/client';
import { players } from '../../platform/player/schema';
import { appendEvent } from '../../platform/outbox/index';
import { postPoints, setRate, upsertCard } from '../../platform/loyalty/engine';

const line = (label: string, value: string) => console.log(`  ${label.padEnd(44)} ${value}`);
function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export async function benchLoyalty(scale = 1): Promise<void> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(database);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const app = await buildPlatform({ config, database, log: pino({ level: 'silent' }), outbox: { start: true } });
  await app.ready();
  const db = database.db;
  try {
    const at = new Date();
    const tag = randomBytes(3).toString('hex');
    const ids = (
      await db
        .insert(players)
        .values(
          Array.from({ length: 50 }, (_, k) => ({
            email: `bench-comp-${tag}-${k}@example.com`,
            passwordHash: 'x',
            currency: 'EUR',
            confirmedAt: at,
            termsAcceptedAt: at,
          })),
        )
        .returning({ id: players.id })
    ).map((r) => r.id);
    await setRate(db, { currency: 'EUR', amount_cents: 25, points: 1, game_category: null });

    // ── bet commit → private:comps ──
    const committed = new Map<number, number[]>();
    const latencies: number[] = [];
    app.deps.events.on('player.push', (p: { playerId: number; event: string }) => {
      if (p.event !== 'private:comps') return;
      // One push carries the balance after every bet of the player booked so far (a batch folds them).
      const q = committed.get(p.playerId) ?? [];
      const now = performance.now();
      for (const t0 of q.splice(0)) latencies.push(now - t0);
    });
    const bets = Math.max(200, Math.round(2_000 * scale));
    const started = performance.now();
    const pending: Promise<void>[] = [];
    for (let i = 0; i < bets; i++) {
      const due = started + (i * 1000) / 200;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const playerId = ids[i % ids.length]!;
      pending.push(
        db
          .transaction((tx) =>
            appendEvent(tx, {
              type: 'bet.placed',
              playerId,
              at: new Date(),
              payload: {
                currency: 'EUR',
                amount_cents: 100,
                bonus_amount_cents: 0,
                bonus_id: null,
                provider: 'bench',
                game_id: null,
                round_id: null,
                transaction_id: `b-${tag}-${i}`,
              },
            }),
          )
          .then(() => {
            const q = committed.get(playerId) ?? [];
            q.push(performance.now());
            committed.set(playerId, q);
          }),
      );
    }
    await Promise.all(pending);
    const deadline = performance.now() + 30_000;
    while (latencies.length < bets && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const sortedPush = [...latencies].sort((a, b) => a - b);
    console.log('loyalty (PGlite in memory)');
    line(
      `bet → comp points pushed (${bets} bets at 200/s)`,
      `p50 ${percentile(sortedPush, 50).toFixed(1)} ms, p99 ${percentile(sortedPush, 99).toFixed(1)} ms (goal p99 < 1000 ms), ${latencies.length} pushes`,
    );

    // ── exchange at 32 clients ──
    await upsertCard(
      db,
      CompCardInputSchema.parse({ type: 'money', group: 'bench-money', title: 'Bench', points: 10, rates: [{ currency: 'EUR', amount_cents: 100 }] }),
    );
    const clients = ids.slice(0, 32);
    const rounds = Math.max(5, Math.round(30 * scale));
    for (const playerId of clients) await postPoints(db, { playerId, key: `bench-grant-${tag}`, kind: 'staff', chargeable: 10 * rounds, persistent: 0, at });
    const times: number[] = [];
    await Promise.all(
      clients.map(async (playerId) => {
        for (let r = 0; r < rounds; r++) {
          const t0 = performance.now();
          await app.modules.loyalty.exchange(db, {
            playerId,
            type: 'money',
            group: 'bench-money',
            points: 10,
            key: `bench-${tag}-${playerId}-${r}`,
            at: new Date(),
          });
          times.push(performance.now() - t0);
        }
      }),
    );
    const sorted = times.sort((a, b) => a - b);
    line(
      `exchange, 32 clients (${times.length} exchanges)`,
      `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms (goal p95 < 50 ms)`,
    );
  } finally {
    await app.close();
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchLoyalty(Number(process.env.BENCH_SCALE ?? '1'));
}
