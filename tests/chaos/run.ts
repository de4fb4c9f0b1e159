/**
 * `npm run chaos` (issue 19 item 2): a bounded storm against the two-instance cluster
 * (`npm run cluster`: PostgreSQL, Redis, nginx) with `kill -9` of an instance at random moments,
 * then the money's invariants checked in the database and printed. Exit status 1 when any fails.
 *
 *   npm run chaos                       # 3 minutes, 6 kills
 *   npm run chaos -- --duration 60      # the CI run (scripts/test.mjs step `chaos`)
 *
 * Options: --duration <s> (180), --kills <n> (one per 30 s), --players <n> (14), --port <p>
 * (CHAOS_PORT, 3400; the instances take the next two), --keep (leave the database for a look).
 * The database is CHAOS_DATABASE_URL (default rh_chaos[_TEST_RUN_ID] on the local PostgreSQL),
 * dropped and created at each run; Redis is REDIS_URL (default redis://127.0.0.1:6379).
 *
 * The storm: players registered through the proxy, each in a loop of card deposits through the
 * sandbox's 3-D Secure page (approved, declined on the page, declined by the bank), crypto
 * deposits (confirmed by the simulated chain), studio spins, provider rounds (signed bet, then a
 * win or a rollback), cash-outs and recalls, bonus activations; one staff member approving and
 * rejecting the cash-outs. A call that gets no answer (the instance died under it, nginx's 502) is
 * sent again unchanged, with the same idempotency key or provider transaction id, as a client or a
 * provider would; so every flow ends, and every replay is a test of idempotency.
 */
import { spawn, type ChildProcess, execFileSync } from 'node:child_process';
import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { openDatabase } from '../../platform/db/client';
import { demoStaff } from '../../platform/staff/demo-accounts';
import { moneyChecks, printChecks, reconcileLines, type Check } from './checks';
import { Client, sleep, TransportError, type Answer } from './http';

const root = path.resolve(import.meta.dirname, '../..');
const { values: opts } = parseArgs({
  options: {
    duration: { type: 'string', default: '180' },
    kills: { type: 'string' },
    players: { type: 'string', default: '14' },
    port: { type: 'string', default: process.env.CHAOS_PORT ?? '3400' },
    keep: { type: 'boolean', default: false },
  },
});
const DURATION_S = Math.max(10, Number(opts.duration));
const KILLS = opts.kills !== undefined ? Number(opts.kills) : Math.max(2, Math.floor(DURATION_S / 30));
const PLAYERS = Math.max(2, Number(opts.players));
const PORT = Number(opts.port);
const BASE = `http://127.0.0.1:${PORT}`;
const RUN_ID = (process.env.TEST_RUN_ID ?? '').replace(/[^a-z0-9]/gi, '').toLowerCase();
const DB_URL = new URL(process.env.CHAOS_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/rh_chaos${RUN_ID ? `_${RUN_ID}` : ''}`);
const PROVIDER = 'aurora-reels';
/** The provider's signing secret for this run (production refuses the development fallback). */
const PROVIDER_SECRET = `chaos-${randomUUID()}`;
const IBAN = 'DE89370400440532013000';
const EXPIRY = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
const logDir = path.join(root, '.test-data', 'chaos');
mkdirSync(logDir, { recursive: true });

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`;
const say = (msg: string) => console.log(`[chaos ${elapsed()}] ${msg}`);

// ---------------------------------------------------------------- what the storm counts
const counts = new Map<string, number>();
const count = (what: string, n = 1) => counts.set(what, (counts.get(what) ?? 0) + n);
/** Answers no client should ever get: a 5xx from an instance (not the proxy's "no instance"), or an unexpected status. */
const unexpected: string[] = [];
const flag = (what: string, a: Answer) => {
  count('unexpected answers');
  if (unexpected.length < 20) unexpected.push(`${what}: ${a.status} ${a.text.slice(0, 200)}`);
};

/** A money call and its first answer, replayed unchanged after the storm. */
interface Replay {
  client: Client;
  method: string;
  path: string;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  /** The parts of the answer that must come back the same. */
  pick: (a: Answer) => unknown;
  /**
   * Whether the replay's picked answer matches the first (default: equal). A payment start asked
   * again after its payment was decided answers `next: done` with the final state, by design.
   */
  same?: (first: unknown, again: unknown) => boolean;
  first: unknown;
  what: string;
}
const replays: Replay[] = [];
/** The same payment, and the same next step unless the payment has been decided since. */
const sameStart = (first: unknown, again: unknown) => {
  const f = first as { id: number; next: unknown };
  const a = again as { id: number; next: { type: string } };
  return f.id === a.id && (JSON.stringify(f.next) === JSON.stringify(a.next) || a.next.type === 'done');
};
const remember = (r: Omit<Replay, 'first'>, a: Answer) => {
  if (a.status >= 200 && a.status < 300) replays.push({ ...r, first: r.pick(a) });
};

// ---------------------------------------------------------------- the cluster
async function freshDatabase() {
  const admin = new URL(DB_URL);
  admin.pathname = '/postgres';
  const c = new pg.Client({ connectionString: admin.toString() });
  await c.connect();
  const name = decodeURIComponent(DB_URL.pathname.slice(1)).replace(/"/g, '""');
  await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await c.query(`CREATE DATABASE "${name}"`);
  await c.end();
}

let cluster: ChildProcess | undefined;
const restarts: string[] = [];

function startCluster() {
  const log = createWriteStream(path.join(logDir, `cluster-${PORT}.log`));
  cluster = spawn(process.execPath, ['scripts/cluster.mjs'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      CLUSTER_PORT: String(PORT),
      DATABASE_URL: DB_URL.toString(),
      REDIS_PREFIX: `rh_chaos_${RUN_ID || PORT}`,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      [`GAME_PROVIDER_SECRET_${PROVIDER.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`]: PROVIDER_SECRET,
      // The storm's players come from their own addresses; registrations from one runner exceed the per-IP hour.
      AUTH_RATE_REGISTRATION_IP: '10000/60m',
      // The simulated chain confirms in 2 s; recovery looks at a deposit after 5 s, every second;
      // a studio round is recovered after 5 s: so "after recovery" is seconds, not minutes.
      SANDBOX_CRYPTO_CONFIRM_MS: '2000',
      PAYMENT_STUCK_AFTER_MS: '5000',
      PAYMENT_JOBS_INTERVAL_MS: '1000',
      PAYMENT_PROVIDER_TIMEOUT_MS: '4000',
      STUDIO_ROUND_TIMEOUT_MS: '5000',
      STUDIO_RECOVERY_INTERVAL_MS: '2000',
    },
  });
  for (const s of [cluster.stdout!, cluster.stderr!]) {
    s.pipe(log, { end: false });
    s.on('data', (b: Buffer) => {
      for (const line of b.toString().split('\n')) if (/starting it again|stopping the cluster/.test(line)) restarts.push(line.trim());
    });
  }
  cluster.on('exit', (code, signal) => {
    if (!stoppingCluster) {
      say(`the cluster stopped on its own (${signal ?? code}); see ${path.relative(root, log.path as string)}`);
      process.exit(1);
    }
  });
}
let stoppingCluster = false;
async function stopCluster() {
  if (!cluster || cluster.exitCode !== null) return;
  stoppingCluster = true;
  const done = new Promise((r) => cluster!.once('exit', r));
  cluster.kill('SIGTERM');
  await done;
}

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(3000) })).ok;
  } catch {
    return false;
  }
}
async function waitHealthy(ports: number[], ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if ((await Promise.all(ports.map(healthy))).every(Boolean)) return true;
    await sleep(500);
  }
  return false;
}

/** The instances' process ids: the children of the cluster script that run server.ts. */
function instancePids(): number[] {
  const out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(cluster!.pid)], { encoding: 'utf8' });
  return out
    .split('\n')
    .filter((l) => l.includes('server.ts'))
    .map((l) => Number(l.trim().split(/\s+/)[0]));
}

// ---------------------------------------------------------------- players and their flows
interface Player {
  n: number;
  id: number;
  c: Client;
  currency: 'EUR' | 'BTC';
  session?: string;
  cryptoMethod?: string;
  bonusesTried: boolean;
}
let gameId = 0;
let addressSeq = 0;
const newAddress = () => {
  addressSeq += 1;
  return `10.77.${(addressSeq >> 8) & 255}.${addressSeq & 255}`;
};
const reservedCashouts: { id: number; player: Player }[] = [];

async function register(n: number, currency: 'EUR' | 'BTC'): Promise<Player> {
  const c = new Client(BASE, newAddress());
  const email = `chaos-${n}-${randomUUID().slice(0, 8)}@example.com`;
  const pass = 'Chaos-pass-2026!';
  const r = await c.retry('POST', '/api/users', {
    user: { email, password: pass, password_confirmation: pass, currency, country: 'DE', terms_acceptance: true, dfpc: `fp-${n}` },
  });
  if (r.status !== 200) throw new Error(`sign-up answered ${r.status}: ${r.text}`);
  const profile = await c.retry('PATCH', '/api/player', {
    context: 'cashout',
    user: {
      first_name: 'Cara',
      last_name: `Chaos${String.fromCharCode(97 + (n % 26))}`,
      date_of_birth: '1990-01-02',
      city: 'Berlin',
      address: 'Hauptstr 1',
      postal_code: '10115',
      mobile_phone: `+49151${String(1000000 + n).slice(-7)}`,
    },
  });
  if (profile.status !== 200) throw new Error(`profile answered ${profile.status}: ${profile.text}`);
  const me = await c.retry('GET', '/api/player');
  const p: Player = { n, id: (me.json as { id: number }).id, c, currency, bonusesTried: false };
  if (currency === 'BTC') {
    const m = await c.retry('GET', '/api/player/payment_methods?action=deposit');
    p.cryptoMethod = (m.json as { id: string; type: string }[]).find((x) => x.type === 'crypto')?.id;
  }
  return p;
}

async function launch(p: Player) {
  const r = await p.c.retry('POST', '/api/games/launch', { game_id: gameId, mode: 'real' });
  if (r.status !== 200) {
    flag('launch', r);
    return;
  }
  p.session = new URL((r.json as { url: string }).url, BASE).pathname.split('/').pop();
}

/** A card deposit through the hosted 3-D Secure page: approve, decline on the page, or a bank that declines after. */
async function cardDeposit(p: Player, kind: 'approve' | 'decline_3ds' | 'decline_bank') {
  const body = {
    idempotency_key: randomUUID(),
    method_id: 'sandbox:visa:EUR',
    amount_cents: 1000 * randomInt(5, 20),
    currency: 'EUR',
    card: { number: kind === 'decline_bank' ? '4000000000000002' : '4242424242424242', expiry: EXPIRY, cvv: '123', holder: 'Cara Chaos' },
    return_url: '/en/deposit',
  };
  const start = await p.c.retry('POST', '/api/player/payments/deposit', body);
  if (start.status === 422 || start.status === 403 || start.status === 429)
    return count(`deposit refused ${start.status} ${(start.json as { error?: string } | null)?.error}`);
  if (start.status !== 200) return flag('deposit', start);
  const pick = (a: Answer) => {
    const j = a.json as { payment: { id: number }; next: unknown };
    return { id: j.payment.id, next: j.next };
  };
  remember({ client: p.c, method: 'POST', path: '/api/player/payments/deposit', body, pick, same: sameStart, what: 'deposit start' }, start);
  const next = (start.json as { next: { type: string; url?: string } }).next;
  if (next.type !== 'redirect') return count(`deposit ${next.type}`);
  // The page, then the decision; both repeated until an instance answers.
  const page = await p.c.retry('GET', next.url!, undefined, { headers: { accept: 'text/html' } });
  const action = /<form method="post" action="([^"]+)"/.exec(page.text)?.[1]?.replaceAll('&amp;', '&');
  if (!action) return count('deposit page already decided');
  const post = await p.c.retry('POST', action, undefined, { form: `decision=${kind === 'decline_3ds' ? 'decline' : 'approve'}` });
  if (post.status !== 303) return flag('3-D Secure decision', post);
  count(`deposit card ${kind}`);
}

async function cryptoDeposit(p: Player) {
  if (!p.cryptoMethod) return;
  const body = { idempotency_key: randomUUID(), method_id: p.cryptoMethod, amount_cents: 10_000 * randomInt(1, 5), currency: 'BTC', return_url: '/en/deposit' };
  const start = await p.c.retry('POST', '/api/player/payments/deposit', body);
  if (start.status === 422 || start.status === 403 || start.status === 429)
    return count(`deposit refused ${start.status} ${(start.json as { error?: string } | null)?.error}`);
  if (start.status !== 200) return flag('crypto deposit', start);
  remember(
    {
      client: p.c,
      method: 'POST',
      path: '/api/player/payments/deposit',
      body,
      pick: (a) => ({ id: (a.json as { payment: { id: number } }).payment.id, next: (a.json as { next: unknown }).next }),
      same: sameStart,
      what: 'crypto deposit start',
    },
    start,
  );
  count('deposit crypto');
}

async function spins(p: Player) {
  if (p.currency !== 'EUR') return;
  if (!p.session) await launch(p);
  for (let i = 0; i < 5; i++) {
    // A spin has no idempotency key: a spin whose answer was lost is a round the studio settled or
    // recovers, never sent again (a player presses Spin again for a new round).
    let a: Answer;
    try {
      a = await p.c.call('POST', '/studio/api/spin', { session: p.session, bet: 100 });
    } catch (err) {
      if (err instanceof TransportError) {
        count('spin lost in a kill');
        return;
      }
      throw err;
    }
    if (a.status === 200) count('studio spin');
    else if (a.status === 422 || a.status === 403 || a.status === 429) count(`spin refused ${a.status} ${(a.json as { error?: string } | null)?.error}`);
    else flag('spin', a);
  }
}

/** What a provider does: a signed call, sent again unchanged until it is answered. */
async function providerCall(p: Player, kind: 'bet' | 'win' | 'rollback', body: Record<string, unknown>) {
  const raw = JSON.stringify(body);
  const headers = { 'x-reelhouse-signature': createHmac('sha256', PROVIDER_SECRET).update(raw).digest('hex') };
  const a = await p.c.retry('POST', `/api/provider/${PROVIDER}/${kind}`, undefined, { raw, headers });
  remember({ client: p.c, method: 'POST', path: `/api/provider/${PROVIDER}/${kind}`, raw, headers, pick: (x) => x.json, what: `provider ${kind}` }, a);
  return a;
}

async function providerRound(p: Player) {
  if (p.currency !== 'EUR') return;
  if (!p.session) await launch(p);
  const round = `chaos-r-${randomUUID()}`;
  const betId = `chaos-b-${randomUUID()}`;
  const stake = 50 * randomInt(1, 5);
  const bet = await providerCall(p, 'bet', { session: p.session, transaction_id: betId, round_id: round, amount: stake });
  if (bet.status === 422) return count('provider bet refused (funds)');
  if (bet.status === 403) return count('provider bet refused (403)');
  if (bet.status !== 200) return flag('provider bet', bet);
  count('provider bet');
  if (Math.random() < 0.25) {
    const rb = await providerCall(p, 'rollback', {
      session: p.session,
      transaction_id: `chaos-rb-${randomUUID()}`,
      rollback_transaction_id: betId,
      round_id: round,
    });
    if (rb.status !== 200) flag('provider rollback', rb);
    else count('provider rollback');
  } else {
    const win = await providerCall(p, 'win', {
      session: p.session,
      transaction_id: `chaos-w-${randomUUID()}`,
      round_id: round,
      amount: randomInt(0, 3) * stake,
    });
    if (win.status !== 200) flag('provider win', win);
    else count('provider win');
  }
}

async function cashout(p: Player) {
  if (p.currency !== 'EUR') return;
  const body = {
    idempotency_key: randomUUID(),
    method_id: 'sandbox:bank_transfer:EUR',
    amount_cents: 2000 + 500 * randomInt(0, 6),
    currency: 'EUR',
    iban: IBAN,
  };
  const a = await p.c.retry('POST', '/api/player/payments/cashout', body);
  if (a.status === 422 || a.status === 403 || a.status === 429) return count(`cashout refused ${a.status} ${(a.json as { error?: string } | null)?.error}`);
  if (a.status !== 200) return flag('cashout', a);
  count('cashout');
  const id = (a.json as { payment: { id: number } }).payment.id;
  remember(
    {
      client: p.c,
      method: 'POST',
      path: '/api/player/payments/cashout',
      body,
      pick: (x) => ({ id: (x.json as { payment: { id: number } }).payment.id }),
      what: 'cashout',
    },
    a,
  );
  if (Math.random() < 0.35) {
    const r = await p.c.retry('POST', `/api/player/payments/${id}/recall`, {});
    if (r.status === 200) {
      count('recall');
      remember(
        {
          client: p.c,
          method: 'POST',
          path: `/api/player/payments/${id}/recall`,
          body: {},
          pick: (x) => ({ id: (x.json as { id: number }).id, state: (x.json as { state: string }).state }),
          what: 'recall',
        },
        r,
      );
    } else if (r.status === 409) {
      count('recall refused (staff decided first)');
    } else flag('recall', r);
  } else reservedCashouts.push({ id, player: p });
}

async function bonuses(p: Player) {
  const list = await p.c.retry('GET', '/api/player/bonuses');
  if (list.status !== 200) return flag('bonuses', list);
  for (const g of list.json as { id: number; activatable: boolean }[]) {
    if (!g.activatable) continue;
    const a = await p.c.retry('POST', `/api/player/bonuses/${g.id}/activation`, {});
    if (a.status === 200) count('bonus activation');
    else if (a.status === 409 || a.status === 422) count('bonus activation refused');
    else flag('bonus activation', a);
  }
}

async function playerLoop(p: Player, until: number) {
  while (Date.now() < until) {
    const r = Math.random();
    try {
      if (p.currency === 'BTC') {
        if (r < 0.6) await cryptoDeposit(p);
        else await bonuses(p);
        await sleep(1500);
        continue;
      }
      if (!p.bonusesTried || r < 0.08) {
        p.bonusesTried = true;
        await bonuses(p);
      } else if (r < 0.22) await cardDeposit(p, 'approve');
      else if (r < 0.27) await cardDeposit(p, 'decline_3ds');
      else if (r < 0.31) await cardDeposit(p, 'decline_bank');
      else if (r < 0.58) await spins(p);
      else if (r < 0.86) await providerRound(p);
      else await cashout(p);
    } catch (err) {
      count('flows given up');
      if (unexpected.length < 20) unexpected.push(`player ${p.n}: ${(err as Error).message}`);
    }
  }
}

/** Staff issue the welcome bonus template to every player now and then; the players activate it (bonusLoop). */
async function issueBonuses(staff: Client, players: Player[]) {
  const body = { player_ids: players.map((p) => p.id), reason: 'Chaos test: a bonus to activate', idempotency_key: `chaos-${randomUUID()}` };
  const a = await staff.retry('POST', '/api/backoffice/bonus-templates/1/issue', body);
  if (a.status !== 200) return flag('staff bonus issue', a);
  count('staff bonus issued', (a.json as { issued: number }).issued);
  remember({ client: staff, method: 'POST', path: '/api/backoffice/bonus-templates/1/issue', body, pick: (x) => x.status, what: 'staff bonus issue' }, a);
}

async function staffLoop(until: number, players: Player[]) {
  const who = demoStaff('admin');
  const staff = new Client(BASE, newAddress());
  const signIn = await staff.retry('POST', '/api/backoffice/sign_in', { email: who.email, password: who.password });
  if (signIn.status !== 200) throw new Error(`staff sign-in answered ${signIn.status}`);
  const otp = await staff.retry('POST', '/api/backoffice/sign_in/otp', { code: await generate({ secret: who.totpSecret! }) });
  if (otp.status !== 200) throw new Error(`staff code answered ${otp.status}: ${otp.text}`);
  let issueAt = Date.now() + 5_000;
  while (Date.now() < until || reservedCashouts.length) {
    if (Date.now() > issueAt && Date.now() < until) {
      issueAt = Date.now() + 15_000;
      await issueBonuses(staff, players);
    }
    const next = reservedCashouts.shift();
    if (!next) {
      await sleep(500);
      continue;
    }
    const approve = Math.random() < 0.6;
    const a = await staff.retry(
      'POST',
      `/api/backoffice/withdrawals/${next.id}/${approve ? 'approve' : 'reject'}`,
      approve ? {} : { reason: 'Chaos test: rejected' },
    );
    if (a.status === 200) count(approve ? 'staff approval' : 'staff rejection');
    else if (a.status === 409 || a.status === 422) count('staff decision refused (already decided)');
    else flag('staff decision', a);
    await sleep(200);
  }
}

/** kill -9 of an instance at random moments, each while both are up, then wait for its restart. */
async function killer(until: number) {
  const ports = [PORT + 1, PORT + 2];
  const span = until - Date.now();
  const times = Array.from({ length: KILLS }, (_, i) => Date.now() + ((i + 0.25 + Math.random() * 0.5) * span) / (KILLS + 0.5)).sort((a, b) => a - b);
  let done = 0;
  for (const at of times) {
    while (Date.now() < at) await sleep(200);
    if (!(await waitHealthy(ports, 60_000))) {
      say('an instance did not come back within 60 s');
      return done;
    }
    const pids = instancePids();
    const victim = pids[randomInt(pids.length)]!;
    process.kill(victim, 'SIGKILL');
    done += 1;
    say(`kill -9 ${victim} (instance ${done} of ${KILLS})`);
  }
  return done;
}

// ---------------------------------------------------------------- the run
async function main() {
  say(`storm of ${DURATION_S} s, ${KILLS} kills, ${PLAYERS} players, cluster on port ${PORT}, database ${DB_URL.pathname.slice(1)}`);
  await freshDatabase();
  startCluster();
  if (!(await waitHealthy([PORT, PORT + 1, PORT + 2], 300_000))) throw new Error('the cluster did not come up within 5 minutes');
  say('cluster up');
  const probe = new Client(BASE, newAddress());
  const games = await probe.retry('POST', '/api/games_filter', { device: 'desktop', filter: { providers: [PROVIDER] }, page: 1, page_size: 50 });
  gameId = (games.json as { data: { id: number; currencies: Record<string, unknown> }[] }).data.find((g) => g.currencies.EUR)!.id;
  const crypto = Math.max(1, Math.floor(PLAYERS / 5));
  const players: Player[] = [];
  for (let i = 0; i < PLAYERS; i++) players.push(await register(i, i < crypto ? 'BTC' : 'EUR'));
  say(`${players.length} players signed up (${crypto} in BTC), game ${gameId}; storm starts`);

  const until = Date.now() + DURATION_S * 1000;
  const [kills] = await Promise.all([killer(until - 5_000), staffLoop(until, players), ...players.map((p) => playerLoop(p, until))]);
  say(`storm over: ${kills} kills; waiting for both instances and for recovery`);
  await waitHealthy([PORT + 1, PORT + 2], 120_000);

  // Recovery: nothing pending, processing or unconsumed, or 120 s.
  const database = await openDatabase({ databaseUrl: DB_URL.toString(), poolSize: 2 });
  const db = database.db;
  const waitingQ = `SELECT (SELECT count(*) FROM payments WHERE (action = 'deposit' AND state = 'pending') OR state = 'processing')::int AS payments,
                           (SELECT count(*) FROM game_rounds WHERE status = 'open' AND mode <> 'demo')::int AS rounds,
                           (SELECT count(*) FROM event_consumers c WHERE EXISTS (SELECT 1 FROM domain_events e WHERE (e.tx_id, e.id) > (c.position_tx, c.position_id)))::int AS consumers`;
  const recoverUntil = Date.now() + 120_000;
  let waiting = { payments: -1, rounds: -1, consumers: -1 };
  while (Date.now() < recoverUntil) {
    const r = (await db.execute(sql.raw(waitingQ))) as unknown as { rows: (typeof waiting)[] };
    waiting = r.rows[0]!;
    if (!waiting.payments && !waiting.rounds && !waiting.consumers) break;
    await sleep(1000);
  }
  say(`recovery: ${waiting.payments} payments and ${waiting.rounds} rounds waiting, ${waiting.consumers} consumers behind`);

  // Idempotent replays: every money call sent again unchanged, its answer compared with the first.
  const sample = replays.length > 400 ? replays.filter((_, i) => i % Math.ceil(replays.length / 400) === 0) : replays;
  const differ: string[] = [];
  for (const r of sample) {
    const a = await r.client.retry(r.method, r.path, r.body, { raw: r.raw, headers: r.headers });
    const again = a.status >= 200 && a.status < 300 ? r.pick(a) : { status: a.status, body: a.text.slice(0, 120) };
    const same = a.status >= 200 && a.status < 300 && r.same ? r.same(r.first, again) : JSON.stringify(again) === JSON.stringify(r.first);
    if (!same) differ.push(`${r.what}: ${JSON.stringify(r.first).slice(0, 160)} then ${JSON.stringify(again).slice(0, 160)}`);
  }
  await stopCluster();
  say('cluster stopped; checking the database');

  const { checks, report } = await moneyChecks(db);
  await database.close();
  const extra: Check[] = [
    {
      name: 'idempotent replays answered identically',
      ok: differ.length === 0,
      detail: `${sample.length} of ${replays.length} money calls sent again, ${differ.length} differ`,
      offenders: differ.slice(0, 5),
    },
    {
      name: 'no instance answered 5xx or an unexpected status',
      ok: unexpected.length === 0,
      detail: `${counts.get('unexpected answers') ?? 0} unexpected, ${counts.get('flows given up') ?? 0} flows given up`,
      offenders: unexpected,
    },
    {
      name: 'instances killed and restarted',
      ok: kills === KILLS && restarts.length >= kills,
      detail: `${kills} kill -9, ${restarts.length} restarts by the cluster`,
    },
  ];

  console.log(`\nChaos run: ${DURATION_S} s storm, ${PLAYERS} players, ${kills} kill -9, ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
  console.log('What the storm did:');
  for (const [k, v] of [...counts].sort()) console.log(`  ${k.padEnd(42)} ${v}`);
  console.log('Checks:');
  const ok = printChecks([...checks, ...extra]);
  console.log(reconcileLines(report).join('\n'));
  console.log(ok ? '\nchaos: every check held' : '\nchaos: CHECKS FAILED');
  if (!opts.keep) await dropDatabase();
  process.exit(ok ? 0 : 1);
}

async function dropDatabase() {
  const admin = new URL(DB_URL);
  admin.pathname = '/postgres';
  const c = new pg.Client({ connectionString: admin.toString() });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS "${decodeURIComponent(DB_URL.pathname.slice(1)).replace(/"/g, '""')}" WITH (FORCE)`);
  await c.end();
}

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    void stopCluster().then(() => process.exit(130));
  });
}
main().catch(async (err: unknown) => {
  console.error(`chaos: ${(err as Error).stack ?? err}`);
  await stopCluster().catch(() => undefined);
  process.exit(1);
});
