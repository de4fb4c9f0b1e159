#!/usr/bin/env node
// `npm run cluster`: the production shape on one machine. Two instances of server.ts on one
// PostgreSQL and one Redis, behind Debian's nginx on one port (round robin, WebSocket upgrade for
// socket.io, no sticky sessions). Builds the site once when needed; Ctrl-C stops everything.
//
// Variables (README "Running several instances"): CLUSTER_PORT (the proxy, default 3000; the
// instances take the next ports), CLUSTER_INSTANCES (default 2), CLUSTER_HOST (the proxy's
// address, default 127.0.0.1), DATABASE_URL (default postgres://postgres@127.0.0.1:5432/reelhouse_cluster,
// created when missing), REDIS_URL (default redis://127.0.0.1:6379), REDIS_PREFIX (default: the
// database's name). Every other variable of
// `npm start` is handed to the instances as it is.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync, rmSync, chmodSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = path.resolve(import.meta.dirname, '..');
const proxyPort = Number(process.env.CLUSTER_PORT ?? 3000);
const proxyHost = process.env.CLUSTER_HOST ?? '127.0.0.1';
const count = Number(process.env.CLUSTER_INSTANCES ?? 2);
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/reelhouse_cluster';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The database's name, as the default REDIS_PREFIX of this cluster's instances. */
const redisPrefix =
  decodeURIComponent(new URL(databaseUrl).pathname.slice(1))
    .replace(/[^\w.-]/g, '_')
    .slice(0, 40) || 'reelhouse';
const instances = Array.from({ length: count }, (_, i) => ({ name: String.fromCharCode(97 + i), port: proxyPort + 1 + i }));

function fail(lines) {
  console.error(`\nnpm run cluster: ${lines.join('\n  ')}`);
  process.exit(1);
}

function answers(url, fallbackPort) {
  const u = new URL(url);
  return new Promise((resolve) => {
    const s = net.connect({ host: u.hostname, port: Number(u.port || fallbackPort) }, () => {
      s.end();
      resolve(true);
    });
    s.on('error', () => resolve(false));
    s.setTimeout(2000, () => {
      s.destroy();
      resolve(false);
    });
  });
}

/** The database of the cluster, created when missing (through the server's `postgres` database). */
async function ensureDatabase() {
  if (!(await answers(databaseUrl, 5432))) {
    fail([
      `PostgreSQL does not answer at ${new URL(databaseUrl).host}.`,
      'Install it (Debian: apt-get install postgresql) and start it (pg_ctlcluster 15 main start),',
      'or point DATABASE_URL at a server you have.',
    ]);
  }
  const { default: pg } = await import('pg');
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!name) fail([`DATABASE_URL names no database: ${databaseUrl}`]);
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
      console.log(`Created the database ${name}.`);
    }
  } catch (err) {
    fail([`Could not reach or create the database ${name}: ${err.message}`]);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function ensureRedis() {
  if (await answers(redisUrl, 6379)) return;
  fail([
    `Redis does not answer at ${new URL(redisUrl).host}.`,
    'Install it (Debian: apt-get install redis-server) and start it (redis-server --daemonize yes),',
    'or point REDIS_URL at a server you have.',
  ]);
}

/** Debian's nginx binary; installed with apt-get when we are root and it is missing. */
function ensureNginx() {
  const find = () => ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  let bin = find();
  if (bin) return bin;
  const isRoot = process.getuid?.() === 0;
  const apt = existsSync('/usr/bin/apt-get');
  if (isRoot && apt) {
    console.log("nginx is missing: installing Debian's package (apt-get install nginx)…");
    // RUNLEVEL=1: the package must not start the system service on port 80; we run our own nginx.
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' };
    let r = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit', env });
    if (r.status !== 0) {
      spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
      r = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit', env });
    }
    bin = find();
    if (bin) return bin;
  }
  fail([
    'nginx is missing and this script could not install it' + (isRoot ? ' (apt-get failed).' : ' (it installs it only when run as root).'),
    "Install Debian's package: sudo apt-get install nginx",
    '(only the binary is used: the script runs its own nginx on CLUSTER_PORT with a generated configuration).',
  ]);
}

/** nginx's configuration: round robin over the instances, WebSocket upgrade, the visitor's address forwarded. */
function nginxConfig(dir) {
  const upstream = instances.map((i) => `    server 127.0.0.1:${i.port} max_fails=1 fail_timeout=5s;`).join('\n');
  const forward = `
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Real-IP $remote_addr;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;`;
  return `# Generated by scripts/cluster.mjs: do not edit, it is written again at every start.
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # Verification documents are the largest uploads (platform/player); JSON calls stop at 64 KiB anyway.
  client_max_body_size 12m;
  # A WebSocket upgrade asks the instance to upgrade; any other request keeps its keep-alive connection.
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' '';
  }
  upstream reelhouse {
${upstream}
    keepalive 32;
  }
  server {
    listen ${proxyHost}:${proxyPort};
    location / {
      proxy_pass http://reelhouse;${forward}
      # Only requests that are safe to repeat move to the other instance when one is down (nginx's
      # default: never a POST), so a bet or a deposit is never sent twice by the proxy.
      proxy_next_upstream error timeout http_502;
    }
    location /socket.io/ {
      proxy_pass http://reelhouse;${forward}
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
  }
}
`;
}

/** The live child processes (instances and nginx); an exited one leaves the set. */
const children = new Set();
let stopping = false;
/** Set once every instance and the proxy answered: from then on a crashed instance is restarted. */
let up = false;

function pipeWithPrefix(stream, prefix, out) {
  readline.createInterface({ input: stream }).on('line', (line) => out.write(`${prefix} ${line}\n`));
}

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the cluster…');
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  }, 12_000);
  force.unref();
  Promise.all([...children].map((c) => (c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once('exit', r))))).then(() => {
    if (nginxDir) rmSync(nginxDir, { recursive: true, force: true });
    process.exit(code);
  });
}

/**
 * A child that stops on its own stops the cluster, except an instance once the cluster is up:
 * that one is started again (a crash test kills instances with kill -9), at most 5 times a minute.
 */
function watch(child, what, restart) {
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (stopping) return;
    const how = signal ?? `exit ${code}`;
    if (up && restart && restart()) {
      console.error(`${what} stopped (${how}): starting it again.`);
      return;
    }
    console.error(`${what} stopped (${how}): stopping the cluster.`);
    stopAll(1);
  });
}

async function healthy(port, timeoutMs, host = '127.0.0.1') {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (stopping) return false;
    try {
      const r = await globalThis.fetch(`http://${host}:${port}/health`);
      if (r.ok) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

let nginxDir;
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => stopAll(0));

if (!Number.isInteger(proxyPort) || proxyPort < 1 || proxyPort + count > 65535) fail([`CLUSTER_PORT must be a port number (got ${process.env.CLUSTER_PORT})`]);
if (!Number.isInteger(count) || count < 1 || count > 26) fail([`CLUSTER_INSTANCES must be 1 to 26 (got ${process.env.CLUSTER_INSTANCES})`]);

const nginx = ensureNginx();
await ensureRedis();
await ensureDatabase();
buildIfNeeded();

// The instances start together: migrations and the demo seed run under a PostgreSQL advisory
// lock (platform/db/client.ts), so one does them and the other waits and finds them done.
function startInstance(i) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      NODE_ENV: 'production',
      // nginx in front sets X-Forwarded-For: rate limits and the tester tools see the visitor.
      TRUST_PROXY: 'true',
      // Only the proxy is the way in: the instances answer this machine alone.
      HOST: '127.0.0.1',
      ...process.env,
      PORT: String(i.port),
      INSTANCE_ID: i.name,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      // One Redis may serve several clusters (a demo and the smoke test): each keeps to its own
      // keys and channels, named after its database unless REDIS_PREFIX says otherwise.
      REDIS_PREFIX: process.env.REDIS_PREFIX ?? redisPrefix,
    },
  });
  pipeWithPrefix(child.stdout, `[${i.name}]`, process.stdout);
  pipeWithPrefix(child.stderr, `[${i.name}]`, process.stderr);
  // Kept on the instance, across its restarts.
  const restarts = (i.restarts ??= []);
  watch(child, `instance ${i.name}`, () => {
    const now = Date.now();
    restarts.push(now);
    while (restarts.length && restarts[0] < now - 60_000) restarts.shift();
    if (restarts.length > 5) return false;
    startInstance(i);
    return true;
  });
}
for (const i of instances) startInstance(i);
for (const i of instances) {
  if (!(await healthy(i.port, 180_000))) {
    console.error(`instance ${i.name} did not answer /health on port ${i.port}`);
    stopAll(1);
    await new Promise(() => {});
  }
}

nginxDir = mkdtempSync(path.join(os.tmpdir(), `reelhouse-cluster-${proxyPort}-`));
// Run as root, nginx's workers drop to nobody: they must reach the temp folders made here.
chmodSync(nginxDir, 0o755);
writeFileSync(path.join(nginxDir, 'nginx.conf'), nginxConfig(nginxDir));
const proxy = spawn(nginx, ['-e', 'stderr', '-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf'), '-g', 'daemon off;'], {
  stdio: ['ignore', 'inherit', 'pipe'],
});
pipeWithPrefix(proxy.stderr, '[nginx]', process.stderr);
watch(proxy, 'nginx');
if (!(await healthy(proxyPort, 15_000, proxyHost === '0.0.0.0' ? '127.0.0.1' : proxyHost))) {
  console.error(`nginx did not answer on port ${proxyPort}`);
  stopAll(1);
} else {
  up = true;
  console.log(
    [
      '',
      `Reelhouse cluster is up at http://localhost:${proxyPort} (nginx, round robin)`,
      ...instances.map((i) => `  instance ${i.name}: http://127.0.0.1:${i.port}`),
      `  PostgreSQL: ${databaseUrl.replace(/\/\/[^@/]*@/, '//…@')}`,
      `  Redis: ${redisUrl.replace(/\/\/[^@/]*@/, '//…@')}`,
      'An instance that stops is started again; Ctrl-C stops everything.',
    ].join('\n'),
  );
}
