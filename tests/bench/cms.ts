/**
 * CMS render figures of `npm run bench` (issue 6 "Performance": a CMS page with 20 placeholders
 * renders on the server in under 10 ms of parser and registry time beyond its data).
 *
 * The page: about 20 kB of editor markup (headings, paragraphs, links, lists, a table, inline
 * styles, a few hostile bits the sanitizer removes) with 20 placeholders: 12 GameRow and 4
 * GameGrid of different sources, and 4 invalid ones (unknown name, bad params, broken syntax).
 * Every widget's data is already in the query client, as the server's prefetch leaves it, so
 * nothing waits on I/O. Figures, p50/p95 over many renders in this process:
 *
 * - prepare: parsePlaceholders + sanitize + params validation + registry lookup + the React tree
 *   (registry/render/content.tsx prepareContent): the registry's own cost;
 * - page: prepare + renderToString of the whole page with its 16 widgets;
 * - widgets only: renderToString of the same 16 widgets with the same data, without any CMS
 *   content around them (what the widgets cost anyway);
 * - beyond data = page - widgets only: what the CMS layer adds to a render. Goal < 10 ms;
 * - the refusal of 40,000 and 80,000 nested elements (before any parsing) and their ratio.
 *
 * Runs on React's production build (a child process with NODE_ENV=production when needed).
 * Run alone: `NODE_ENV=production npx tsx tests/bench/cms.ts`.
 */
import { spawnSync } from 'node:child_process';
import { register } from 'node:module';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { ReactNode } from 'react';

// tsx has no CSS loader; the widgets' CSS modules only name classes, so an empty module does.
// `next/dynamic` is what Next's app build makes of it (React.lazy in Suspense; the registry's client
// widgets load through it), not the pages-router loader that renders nothing on a server.
register(
  `data:text/javascript,${encodeURIComponent(
    "export async function load(url, context, next) { if (url.endsWith('.css')) return { format: 'module', source: 'export default new Proxy({}, { get: (_, k) => (typeof k === \"string\" ? k : undefined) });', shortCircuit: true }; return next(url, context); }\n" +
      "export async function resolve(specifier, context, next) { return next(specifier === 'next/dynamic' ? 'next/dist/shared/lib/app-dynamic.js' : specifier, context); }",
  )}`,
);

const GOAL_MS = 10;
const line = (label: string, value: string) => console.log(`  ${label.padEnd(44)} ${value}`);
const ms = (v: number) => `${v.toFixed(2)} ms`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
function summary(samples: number[]): { p50: number; p95: number } {
  const s = [...samples].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p95: percentile(s, 95) };
}

/** The 20-placeholder page. */
function benchPage(): string {
  const sources = ['category=new', 'category=top', 'category=live', 'provider=reelhouse', 'provider=pragmatic', 'collection=summer'];
  const parts: string[] = ['<h1 style="text-align: center">Summer at Reelhouse</h1>'];
  for (let i = 0; i < 12; i++) {
    parts.push(
      `<h2 id="s${i}">Section ${i}</h2>`,
      `<p>Spin through <strong>our picks</strong> of the week &amp; <a href="/promotions/summer-${i}">claim the offer</a>. ${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(20)}</p>`,
      `<p>#GameRow[${sources[i % sources.length]};limit=${10 + (i % 6)};title=Picks ${i}]#</p>`,
    );
    if (i % 3 === 0) parts.push(`<p>#GameGrid[${sources[(i + 1) % sources.length]};limit=12]#</p>`);
  }
  parts.push('<ul>' + Array.from({ length: 20 }, (_, i) => `<li>Rule ${i}: <em>wager</em> 30x</li>`).join('') + '</ul>');
  parts.push(
    '<table><thead><tr><th>Level</th><th>Prize</th></tr></thead><tbody>' +
      Array.from({ length: 15 }, (_, i) => `<tr><td>${i}</td><td>${i * 10} FS</td></tr>`).join('') +
      '</tbody></table>',
  );
  parts.push('<p>#Nope[]#</p><p>#GameRow[limit=99;category=new]#</p><p>#GameRow[category]#</p><p>#GameGrid[more=maybe;provider=x]#</p>');
  parts.push('<img src="/a.png" onerror="alert(1)" alt="a"><a href="javascript:alert(1)">x</a><script>alert(1)</script>');
  return parts.join('\n');
}

export interface CmsFigures {
  prepareP50: number;
  pageP50: number;
  widgetsP50: number;
  beyondDataP50: number;
  beyondDataP95: number;
}

export async function benchCms(scale = 1): Promise<CmsFigures | null> {
  // React's development build is several times slower than what a server runs: measure the
  // production build, in a child process when this one was started without it (npm run bench).
  if (process.env.NODE_ENV !== 'production') {
    const child = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', BENCH_SCALE: String(scale) },
    });
    if (child.status !== 0) console.log(`  CMS render bench failed (exit ${child.status})`);
    return null;
  }
  const { renderToString } = await import('react-dom/server');
  const { createElement } = await import('react');
  const { AppRouterContext } = await import('next/dist/shared/lib/app-router-context.shared-runtime');
  const { prepareContent, renderWidget } = await import('../../registry/render/content');
  const { WidgetProviders, quietQueryClient } = await import('../../widgets/common/testing/harness');
  const { makeGames, makePage } = await import('../../widgets/common/games/catalog/fixtures');
  const { toTileGame } = await import('../../widgets/common/games/catalog/rules');
  const { widgetQueries } = await import('../../registry/render/prefetch');

  const html = benchPage();
  const opts = { preview: false, locale: 'en' as const, device: 'desktop' as const, nonce: 'bench' };
  const queryCtx = { device: 'desktop' as const, locale: 'en' as const, viewer: 'guest' as const, client: {} as never };

  // Seed every widget's query as the server's prefetch would have.
  const queryClient = quietQueryClient();
  const first = prepareContent(html, opts);
  const games = makeGames(40);
  for (const q of widgetQueries(first.widgets, queryCtx)) {
    if ('initialPageParam' in q && q.initialPageParam !== undefined)
      queryClient.setQueryData(q.queryKey, { pages: [makePage(games.slice(0, 12), 1, 4, 48)], pageParams: [1] });
    else
      queryClient.setQueryData(q.queryKey, {
        data: games
          .slice(0, 15)
          .map(toTileGame)
          .map((g) => ({ ...g, currencies: {} })),
        pagination: makePage(games, 1, 3, 120).pagination,
      });
  }

  const router = {
    push: () => undefined,
    replace: () => undefined,
    back: () => undefined,
    forward: () => undefined,
    refresh: () => undefined,
    prefetch: () => undefined,
  };
  const wrap = (node: ReactNode) =>
    createElement(AppRouterContext.Provider, { value: router as never }, createElement(WidgetProviders, { queryClient, children: node }));

  const renderPage = () => renderToString(wrap(prepareContent(html, opts).node));
  const renderWidgetsOnly = () =>
    renderToString(wrap(first.widgets.map((w) => renderWidget(w, { id: w.id, preview: false, device: 'desktop', locale: 'en', depth: 0 }))));

  // The registry's client widgets load lazily (site/core/ui/Hydrate.tsx), as in the server process: a
  // first render that waits for their modules, after which every render is synchronous and whole.
  const { prerender } = await import('react-dom/static');
  await prerender(wrap(prepareContent(html, opts).node));
  // Sanity: the page holds its 16 widgets and their games.
  const sample = renderPage();
  const rows = sample.match(/data-testid="game-row"/g)?.length ?? 0;
  if (
    first.widgets.length !== 16 ||
    first.issues.filter((i) => i.code !== 'CMS_CONTENT_SANITIZED').length !== 4 ||
    rows !== 12 ||
    !sample.includes('Lucky Reels 1')
  ) {
    throw new Error(`bench page rendered unexpectedly: ${first.widgets.length} widgets, ${rows} rows, issues ${first.issues.map((i) => i.code).join(',')}`);
  }

  const runs = Math.max(30, Math.round(300 * scale));
  for (let i = 0; i < 20; i++) {
    prepareContent(html, opts);
    renderPage();
    renderWidgetsOnly();
  }
  const prepare: number[] = [];
  const page: number[] = [];
  const widgetsOnly: number[] = [];
  const beyond: number[] = [];
  for (let i = 0; i < runs; i++) {
    let t = performance.now();
    prepareContent(html, opts);
    prepare.push(performance.now() - t);
    t = performance.now();
    renderWidgetsOnly();
    const w = performance.now() - t;
    widgetsOnly.push(w);
    t = performance.now();
    renderPage();
    const p = performance.now() - t;
    page.push(p);
    beyond.push(p - w);
  }
  const sp = summary(prepare);
  const sg = summary(page);
  const sw = summary(widgetsOnly);
  const sb = summary(beyond);
  console.log(
    `\nCMS page render (${(html.length / 1024).toFixed(1)} kB, 20 placeholders: 16 widgets, 4 invalid; ${runs} renders, data prefetched; load average ${loadavg()[0]!.toFixed(1)})`,
  );
  line('prepare (parse + sanitize + registry) p50/p95', `${ms(sp.p50)} / ${ms(sp.p95)}`);
  line('page renderToString p50/p95', `${ms(sg.p50)} / ${ms(sg.p95)}`);
  line('same 16 widgets alone p50/p95', `${ms(sw.p50)} / ${ms(sw.p95)}`);
  line('beyond data (page - widgets) p50/p95', `${ms(sb.p50)} / ${ms(sb.p95)}`);
  line('beyond data, p50(page) - p50(widgets)', ms(sg.p50 - sw.p50));
  line(`beyond data p95 / goal ${GOAL_MS} ms`, `${(sb.p95 / GOAL_MS).toFixed(2)}x (goal <= 1)`);
  line(`prepare p95 / goal ${GOAL_MS} ms`, `${(sp.p95 / GOAL_MS).toFixed(2)}x`);

  // Hostile nesting is refused before it is parsed (registry/render/render.test.tsx proves the
  // refusal): the time of that refusal at 40,000 and 80,000 levels, best of five, and the ratio.
  const nested = (levels: number) => '<div>'.repeat(levels) + 'bottom' + '</div>'.repeat(levels);
  const refusal = (levels: number) => {
    const input = nested(levels);
    let min = Infinity;
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      if (prepareContent(input, opts).node !== null) throw new Error(`${levels} nested elements were not refused`);
      min = Math.min(min, performance.now() - t);
    }
    return min;
  };
  const [r40, r80] = [refusal(40_000), refusal(80_000)];
  line('refuse 40,000 / 80,000 nested <div>', `${ms(r40)} / ${ms(r80)}, ratio ${(r80 / r40).toFixed(2)}x (~2 = linear)`);
  return { prepareP50: sp.p50, pageP50: sg.p50, widgetsP50: sw.p50, beyondDataP50: sb.p50, beyondDataP95: sb.p95 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchCms(Math.max(0.05, Number(process.env.BENCH_SCALE ?? '1'))).then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
