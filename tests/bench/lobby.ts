/**
 * Lobby figures of `npm run bench` (issue 3 "Performance"), run on a production build:
 *
 * - logged-out `GET /en` (the lobby, server-rendered with its category rows) requests per second
 *   next to `GET /dev/bench-bare` (a dynamic page with nothing in it, under the dev root layout)
 *   served by the same server.ts process in the same run, and their ratio (goal >= 0.5). A guest's
 *   lobby is answered by the guest page cache (site/page-cache) as in production; the same page
 *   rendered on every request (`?bench=uncached`, which the cache passes on) is printed beside it;
 *   (also printed: a placeholder page of the site's own layout, to tell the layout's cost from
 *   the lobby's);
 * - the lobby's first-load JavaScript: every `<script src>` of the served /en HTML (module
 *   scripts; the noModule polyfill is not loaded by current browsers), gzip-compressed from
 *   .next/static (or NEXT_DIST_DIR), summed (goal < 170 KB); beside it, every script Chromium
 *   fetches for the lobby before the visitor scrolls (first load, parts hydrated as they show,
 *   low-priority preloads), so what the progressive hydration moved later is in view too.
 *
 * Load comes from autocannon (8.0.0) in this process, against a server.ts child process on its
 * own port and a fresh embedded database (seeded like `npm start`). It needs `next build` done
 * first (under /tmp/reelhouse-next.lock when others share the tree): `BENCH_BUILD=1` builds.
 * Run alone: `npx tsx tests/bench/lobby.ts`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..', '..');
/** The build folder next.config.ts uses (NEXT_DIST_DIR keeps concurrent runs' builds apart). */
const distDir = process.env.NEXT_DIST_DIR || '.next';
/** A page of the site whose content is only a placeholder: what the shared layout alone costs. */
const SHELL_PAGE = '/en/vip-club';
const line = (label: string, value: string) => console.log(`  ${label.padEnd(44)} ${value}`);

function withoutKeys(env: NodeJS.ProcessEnv, keys: string[]): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).filter(([k]) => !keys.includes(k)));
}

export interface LobbyFigures {
  lobbyRps: number;
  bareRps: number;
  ratio: number;
  firstLoadGzipBytes: number;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server.ts exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server.ts did not answer /health in time');
}

/**
 * The guest page cache passes any URL with a query to Next (site/page-cache/vary.ts) and the lobby
 * reads none, so this is the same page rendered on every request: what one render costs.
 */
const UNCACHED = '?bench=uncached';

function load(url: string, seconds: number, connections: number): Promise<autocannon.Result> {
  return autocannon({ url, connections, duration: seconds, headers: { 'accept-language': 'en' } });
}

/** The module scripts of a page's HTML, gzip-compressed as a server would send them. */
export function firstLoadScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>/g)) {
    const attrs = m[1] ?? '';
    const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1];
    if (!src || /\bnoModule\b/i.test(attrs) || !src.startsWith('/_next/static/')) continue;
    out.push(src.split('?')[0]!);
  }
  return [...new Set(out)];
}

/**
 * Every script a desktop visitor's Chromium fetches for `pageUrl` without scrolling (1366x900,
 * until the network is idle and two seconds more), gzip-compressed from the build like the
 * first-load figure: the first-load scripts plus what the page loads after them (parts hydrated as
 * they come into view, low-priority preloads). Null when Debian's Chromium is not installed.
 */
async function jsFetchedByBrowser(pageUrl: string): Promise<{ files: number; gzip: number } | null> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) return null;
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const scripts = new Set<string>();
    page.on('response', (res) => {
      const u = new URL(res.url());
      if (u.pathname.startsWith('/_next/static/') && u.pathname.endsWith('.js')) scripts.add(u.pathname);
    });
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2000);
    let gzip = 0;
    for (const src of scripts) gzip += gzipSync(readFileSync(path.join(root, distDir, decodeURIComponent(src.replace(/^\/_next\//, ''))))).length;
    return { files: scripts.size, gzip };
  } finally {
    await browser.close();
  }
}

export async function benchLobby(scale = 1): Promise<LobbyFigures | null> {
  const buildId = path.join(root, distDir, 'BUILD_ID');
  if (process.env.BENCH_BUILD === '1') {
    const r = spawnSync('npx', ['next', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (r.status !== 0) throw new Error('next build failed');
  }
  if (!existsSync(buildId)) {
    console.log(`lobby: no production build (${distDir}/BUILD_ID); run \`npx next build\` or BENCH_BUILD=1: skipped`);
    return null;
  }

  const port = Number(process.env.BENCH_LOBBY_PORT ?? 3190);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rh-bench-lobby-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn('npx', ['tsx', 'server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    // The embedded database, so the figures do not depend on a PostgreSQL or Redis being up.
    env: {
      ...withoutKeys(process.env, ['DATABASE_URL', 'REDIS_URL']),
      NODE_ENV: 'production',
      REELHOUSE_ENV: 'demo',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
    },
    detached: true,
  });
  try {
    const started = performance.now();
    await waitForHealth(url, child, 300_000);
    console.log(
      `lobby: production build ${readFileSync(buildId, 'utf8').trim()} (built ${statSync(buildId).mtime.toISOString()}), server.ts up and seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const lobbyRes = await fetch(`${url}/en`);
    const html = await lobbyRes.text();
    const bareRes = await fetch(`${url}/dev/bench-bare`);
    if (lobbyRes.status !== 200 || bareRes.status !== 200) throw new Error(`/en answered ${lobbyRes.status}, /dev/bench-bare ${bareRes.status}`);
    const tiles = (html.match(/data-testid="game-tile"/g) ?? []).length;

    const seconds = Math.max(3, Math.round(10 * scale));
    const connections = 8;
    // Warm all three (JIT, the catalogue memo), then alternate in short rounds so the load other
    // processes put on a shared machine hits each page alike (it drifts within seconds).
    await load(`${url}/en`, 2, connections);
    await load(`${url}/dev/bench-bare`, 2, connections);
    await load(`${url}${SHELL_PAGE}`, 2, connections);
    const lobbyCache = (await fetch(`${url}/en`)).headers.get('x-page-cache');
    const rounds = 4;
    const slice = Math.max(2, Math.round(seconds / 2));
    const runs: Record<'bare' | 'lobby' | 'rendered' | 'shell', autocannon.Result[]> = { bare: [], lobby: [], rendered: [], shell: [] };
    for (let r = 0; r < rounds; r++) {
      runs.bare.push(await load(`${url}/dev/bench-bare`, slice, connections));
      runs.lobby.push(await load(`${url}/en`, slice, connections));
      runs.rendered.push(await load(`${url}/en${UNCACHED}`, slice, connections));
      runs.shell.push(await load(`${url}${SHELL_PAGE}`, slice, connections));
    }
    const rps = (rs: autocannon.Result[]) => rs.reduce((n, r) => n + r.requests.total, 0) / rs.reduce((n, r) => n + r.duration, 0);
    const errors = (rs: autocannon.Result[]) => rs.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0);
    const p50 = (rs: autocannon.Result[]) => [...rs.map((r) => r.latency.p50)].sort((a, b) => a - b)[Math.floor(rs.length / 2)];
    const bareRps = rps(runs.bare);
    const lobbyRps = rps(runs.lobby);
    const shellRps = rps(runs.shell);
    const renderedRps = rps(runs.rendered);
    // Per round, so a reader sees how much the machine moved under the figures.
    const perRound = runs.lobby.map((r, i) => (r.requests.total / r.duration / (runs.bare[i]!.requests.total / runs.bare[i]!.duration)).toFixed(2)).join(' ');
    // The server payload (RSC) inside the HTML: the props of client components, catalog and hydration data included.
    const flight = [...html.matchAll(/<script>self\.__next_f\.push\((.*?)\)<\/script>/gs)].reduce((n, m) => n + (m[1]?.length ?? 0), 0);

    let gzip = 0;
    const scripts = firstLoadScripts(html);
    for (const src of scripts) gzip += gzipSync(readFileSync(path.join(root, distDir, src.replace(/^\/_next\//, '')))).length;

    console.log(`lobby: autocannon 8.0.0, ${connections} connections, ${rounds} rounds of ${slice} s per page, alternating`);
    line(`GET /dev/bench-bare (bare page)`, `${bareRps.toFixed(0)} req/s, p50 ${p50(runs.bare)} ms, errors ${errors(runs.bare)}`);
    line(
      `GET /en (lobby, logged out, ${tiles} tiles; page cache: ${lobbyCache ?? 'off'})`,
      `${lobbyRps.toFixed(0)} req/s, p50 ${p50(runs.lobby)} ms, errors ${errors(runs.lobby)}`,
    );
    line(
      `GET /en rendered on every request (cache bypassed)`,
      `${renderedRps.toFixed(0)} req/s, p50 ${p50(runs.rendered)} ms, errors ${errors(runs.rendered)}`,
    );
    line(`GET ${SHELL_PAGE} (site layout, placeholder page)`, `${shellRps.toFixed(0)} req/s, p50 ${p50(runs.shell)} ms, errors ${errors(runs.shell)}`);
    line(
      'HTML size lobby / bare',
      `${(html.length / 1024).toFixed(0)} KB / ${((await (await fetch(`${url}/dev/bench-bare`)).text()).length / 1024).toFixed(0)} KB`,
    );
    line('lobby server payload (RSC) in its HTML', `${(flight / 1024).toFixed(0)} KB`);
    line('lobby / bare requests per second (goal >= 0.5)', `${(lobbyRps / bareRps).toFixed(2)} (rounds: ${perRound})`);
    line('lobby rendered every time / bare', `${(renderedRps / bareRps).toFixed(2)}`);
    line('site-layout page / bare, rendered lobby / site-layout page', `${(shellRps / bareRps).toFixed(2)}, ${(renderedRps / shellRps).toFixed(2)}`);
    line(`lobby first-load JS, gzip (${scripts.length} scripts, goal < 170 KB)`, `${(gzip / 1024).toFixed(1)} KB`);
    const fetched = await jsFetchedByBrowser(`${url}/en`);
    if (fetched) {
      line(
        `lobby JS Chromium fetches unscrolled, gzip (${fetched.files} files)`,
        `${(fetched.gzip / 1024).toFixed(1)} KB (first load + parts hydrated as seen + low-priority preloads)`,
      );
    }
    console.log();
    return { lobbyRps, bareRps, ratio: lobbyRps / bareRps, firstLoadGzipBytes: gzip };
  } finally {
    if (child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    await new Promise((r) => setTimeout(r, 1500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchLobby(Math.max(0.05, Number(process.env.BENCH_SCALE ?? '1'))).then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
