import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { reconcile, type ReconciliationReport } from '../../platform/wallet/index';

/** One invariant after the storm: its name, whether it held, what was counted, and the offenders (a few). */
export interface Check {
  name: string;
  ok: boolean;
  detail: string;
  offenders?: unknown[];
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const r = (await db.execute(query)) as unknown as { rows: T[] };
  return r.rows;
}

const json = (v: unknown) => JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? x.toString() : x));

/** The ledger's own reconciliation, as `npm run reconcile` prints it. */
export function reconcileLines(r: ReconciliationReport): string[] {
  const out = [
    `reconcile(): ${r.ok ? 'clean' : 'NOT CLEAN'} (${r.accounts} accounts, ${r.transactions} transactions, ${r.entries} entries)`,
    `  transactions not summing to zero per currency: ${r.unbalancedTransactions.length}`,
    `  transactions with fewer than two entries:      ${r.incompleteTransactions.length}`,
    `  entries in another currency than their account: ${r.currencyMismatches.length}`,
    `  player balances differing from their entries:  ${r.balanceMismatches.length}`,
    `  player accounts below zero:                    ${r.negativePlayerAccounts.length}`,
    `  currencies whose entries do not sum to zero:   ${r.currencyTotals.length}`,
  ];
  for (const [what, list] of Object.entries({
    unbalancedTransactions: r.unbalancedTransactions,
    incompleteTransactions: r.incompleteTransactions,
    currencyMismatches: r.currencyMismatches,
    balanceMismatches: r.balanceMismatches,
    negativePlayerAccounts: r.negativePlayerAccounts,
    currencyTotals: r.currencyTotals,
  })) {
    if (list.length) out.push(`  ${what}: ${json(list.slice(0, 5))}${list.length > 5 ? ` … and ${list.length - 5} more` : ''}`);
  }
  return out;
}

/**
 * The money's invariants after a storm, read from the database itself (never from the answers of
 * the calls under test). `expectSettled`: nothing may be waiting any more (pending deposits,
 * processing payouts, open rounds), as after recovery.
 */
export async function moneyChecks(db: Db): Promise<{ checks: Check[]; report: ReconciliationReport }> {
  const checks: Check[] = [];
  const report = await reconcile(db);
  checks.push({
    name: 'every ledger transaction sums to zero per currency',
    ok: report.unbalancedTransactions.length + report.incompleteTransactions.length + report.currencyMismatches.length + report.currencyTotals.length === 0,
    detail: `${report.transactions} transactions, ${report.entries} entries`,
    offenders: [...report.unbalancedTransactions, ...report.incompleteTransactions, ...report.currencyTotals].slice(0, 5),
  });
  checks.push({
    name: 'no negative player balance',
    ok: report.negativePlayerAccounts.length === 0,
    detail: `${report.negativePlayerAccounts.length} below zero`,
    offenders: report.negativePlayerAccounts.slice(0, 5),
  });
  checks.push({
    name: 'balances equal the sum of their entries',
    ok: report.balanceMismatches.length === 0,
    detail: `${report.accounts} accounts, ${report.balanceMismatches.length} differ`,
    offenders: report.balanceMismatches.slice(0, 5),
  });

  // Each payment against the ledger transactions its id keys (platform/payments README: deposit:<id>,
  // cashout:<id>:reserve|paid|release). Exactly the movement its state implies, nothing more.
  const expected: Record<string, string[]> = {
    'deposit:succeeded': ['deposit'],
    'deposit:declined': [],
    'deposit:canceled': [],
    'deposit:pending': [],
    'cashout:reserved': ['reserve'],
    'cashout:processing': ['reserve'],
    'cashout:succeeded': ['reserve', 'paid'],
    'cashout:declined': ['reserve', 'release'],
    'cashout:recalled': ['reserve', 'release'],
    'cashout:rejected': ['reserve', 'release'],
  };
  const moves = sql`SELECT t.id, t.idempotency_key AS key, split_part(t.idempotency_key, ':', 2)::int AS pid,
                           CASE WHEN t.idempotency_key LIKE 'deposit:%' THEN 'deposit' ELSE split_part(t.idempotency_key, ':', 3) END AS kind
                      FROM ledger_transactions t
                     WHERE t.idempotency_key ~ '^deposit:[0-9]+$' OR t.idempotency_key ~ '^cashout:[0-9]+:(reserve|paid|release)$'`;
  const payments = await rows<{ id: number; action: string; state: string; amount: string; keys: string[] | null; amounts: string[] | null }>(
    db,
    sql`SELECT p.id, p.action, p.state, p.amount::text AS amount,
               array_agg(m.key ORDER BY m.key) FILTER (WHERE m.id IS NOT NULL) AS keys,
               array_agg(e.amount::text ORDER BY m.key) FILTER (WHERE m.id IS NOT NULL) AS amounts
          FROM payments p
          LEFT JOIN (${moves}) m ON m.pid = p.id
          LEFT JOIN LATERAL (SELECT max(abs(amount)) AS amount FROM ledger_entries WHERE transaction_id = m.id) e ON true
         GROUP BY p.id`,
  );
  const states = new Map<string, number>();
  const wrongMovement: unknown[] = [];
  for (const p of payments) {
    const k = `${p.action}:${p.state}`;
    states.set(k, (states.get(k) ?? 0) + 1);
    const want = expected[k];
    const got = (p.keys ?? []).map((key) => (key.startsWith('deposit:') ? 'deposit' : key.split(':')[2]!)).sort();
    const amountsRight = (p.amounts ?? []).every((a) => a === p.amount);
    if (!want || json([...want].sort()) !== json(got) || !amountsRight)
      wrongMovement.push({ id: p.id, state: k, ledger: p.keys, amounts: p.amounts, amount: p.amount });
  }
  checks.push({
    name: 'each payment has exactly the ledger movement of its state',
    ok: wrongMovement.length === 0,
    detail: `${payments.length} payments: ${[...states].map(([k, n]) => `${k} ${n}`).join(', ')}`,
    offenders: wrongMovement.slice(0, 5),
  });
  const waiting = payments.filter((p) => (p.action === 'deposit' && p.state === 'pending') || p.state === 'processing');
  checks.push({
    name: 'no payment left pending or processing after recovery',
    ok: waiting.length === 0,
    detail: `${waiting.length} waiting (reserved cash-outs await staff by design: ${states.get('cashout:reserved') ?? 0})`,
    offenders: waiting.slice(0, 5).map((p) => ({ id: p.id, state: `${p.action}:${p.state}` })),
  });
  // A key the ledger holds under a payment prefix but no payment row: money moved for nothing.
  const orphans = await rows<{ key: string }>(db, sql`SELECT m.key FROM (${moves}) m WHERE NOT EXISTS (SELECT 1 FROM payments p WHERE p.id = m.pid) LIMIT 5`);
  checks.push({ name: 'no payment movement without its payment', ok: orphans.length === 0, detail: `${orphans.length} found`, offenders: orphans });

  const rounds = await rows<{ status: string; mode: string; n: number }>(
    db,
    sql`SELECT status, mode, count(*)::int AS n FROM game_rounds GROUP BY status, mode`,
  );
  const open = rounds.filter((r) => r.status === 'open' && r.mode !== 'demo').reduce((s, r) => s + r.n, 0);
  checks.push({
    name: 'no real-money game round left open (studio or provider)',
    ok: open === 0,
    detail: rounds.map((r) => `${r.mode} ${r.status} ${r.n}`).join(', ') || 'no rounds',
  });
  // Every provider transaction's money once: a bet, win or rollback has at most one ledger posting.
  const doubled = await rows<{ key: string; n: number }>(
    db,
    sql`SELECT idempotency_key AS key, count(*)::int AS n FROM ledger_transactions GROUP BY idempotency_key HAVING count(*) > 1 LIMIT 5`,
  );
  checks.push({ name: 'no idempotency key posted twice in the ledger', ok: doubled.length === 0, detail: `${doubled.length} keys twice`, offenders: doubled });

  // The event stream: every consumer at the end of the stream, none stuck at its head, none parked,
  // and the keyed effects present once (a notification per event and player, a deposit's bonus claim).
  const [last] = await rows<{ tx: string | null; id: string | null; n: number }>(
    db,
    sql`SELECT max(tx_id)::text AS tx, max(id)::text AS id, count(*)::int AS n FROM domain_events`,
  );
  const consumers = await rows<{ name: string; position_id: string; attempts: number; last_error: string | null }>(
    db,
    sql`SELECT name, position_id::text, attempts, last_error FROM event_consumers ORDER BY name`,
  );
  const behind = await rows<{ name: string; left: number }>(
    db,
    sql`SELECT c.name, (SELECT count(*)::int FROM domain_events e WHERE (e.tx_id, e.id) > (c.position_tx, c.position_id)) AS left FROM event_consumers c`,
  );
  const lagging = behind.filter((b) => b.left > 0);
  const failing = consumers.filter((c) => c.attempts > 0);
  const [parked] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM parked_events WHERE state <> 'resolved'`);
  const dupNotes = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM player_notifications WHERE source_event_id IS NOT NULL GROUP BY source_event_id, player_id HAVING count(*) > 1) d`,
  );
  const [claims] = await rows<{ credited: number; claimed: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM payments WHERE action = 'deposit' AND state = 'succeeded') AS credited,
               (SELECT count(*)::int FROM gift_deposit_claims) AS claimed`,
  );
  checks.push({
    name: 'every event consumed once in effect (outbox)',
    ok:
      lagging.length === 0 &&
      failing.length === 0 &&
      (parked?.n ?? 0) === 0 &&
      (dupNotes[0]?.n ?? 0) === 0 &&
      (claims?.claimed ?? 0) <= (claims?.credited ?? 0),
    detail:
      `${last?.n ?? 0} events, ${consumers.length} consumers all at the end: ${lagging.length === 0 ? 'yes' : `no (${lagging.map((l) => `${l.name} ${l.left} left`).join(', ')})`}; ` +
      `failing heads ${failing.length}, parked ${parked?.n ?? 0}, doubled notifications ${dupNotes[0]?.n ?? 0}, ` +
      `deposit bonus claims ${claims?.claimed ?? 0} for ${claims?.credited ?? 0} credited deposits`,
    offenders: [...lagging, ...failing].slice(0, 5),
  });
  return { checks, report };
}

export function printChecks(checks: Check[]): boolean {
  for (const c of checks) {
    console.log(`  [${c.ok ? 'ok' : 'FAIL'}] ${c.name}: ${c.detail}`);
    if (!c.ok && c.offenders?.length) console.log(`         ${json(c.offenders)}`);
  }
  return checks.every((c) => c.ok);
}
