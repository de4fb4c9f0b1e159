/**
 * CMS publish figures of `npm run bench` (issue 6 "Performance": a publish is visible on the public
 * page within one second).
 *
 * A platform on an in-memory PGlite listens on a local port; the site's server reads of CMS
 * content (cms-adapters/server.ts, memoised) ask it over HTTP, wired to the platform's
 * `cms.published` event exactly as server.ts wires it. Each round publishes a new version of a
 * page through the back-office API and reads the page through the site's loader right after:
 *
 * - publish call, and publish answered -> the site's next read has the new version (p50/p95,
 *   goal < 1000 ms; the page render on top is one page's render time);
 * - a read answered from the memo against one that goes to the platform (what the memo saves
 *   every page of the shell and every static page).
 *
 * Run alone: `npx tsx tests/bench/cms-publish.ts`.
 */
import pino from 'pino';
import { CookieJar } from '../../platform/testing/test-platform';
import { buildPlatform } from '../../platform/app';
import { totpAt } from '../../platform/auth/auth-test-helpers';
import { ManualClock } from '../../platform/clock';
import { loadConfig } from '../../platform/config';
import { migrateDatabase, openDatabase } from '../../platform/db/client';
import { EventBus } from '../../platform/events';
import { demoStaff } from '../../platform/staff/demo-accounts';
import { seedStaff } from '../../platform/staff/seed';
import { CMS_ALL_TAG, CMS_TAGS, invalidateCmsTags } from '../../cms-adapters/cache';
import { startCmsInvalidation } from '../../cms-adapters/invalidation';

const GOAL_MS = 1_000;
const line = (label: string, value: string) => console.log(`  ${label.padEnd(44)} ${value}`);
const ms = (v: number) => `${v.toFixed(1)} ms`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
function p50p95(samples: number[]): [number, number] {
  const s = [...samples].sort((a, b) => a - b);
  return [percentile(s, 50), percentile(s, 95)];
}

export async function benchCmsPublish(scale = 1): Promise<void> {
  const rounds = Math.max(5, Math.round(30 * scale));
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(database);
  const clock = new ManualClock(new Date());
  const events = new EventBus();
  const app = await buildPlatform({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database, clock, events, log: pino({ level: 'silent' }) });
  await app.ready();
  await seedStaff(app.deps);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // The site's server client asks INTERNAL_ORIGIN (site/core/api/client.ts); set before its first call.
  process.env.INTERNAL_ORIGIN = address;
  const { loadPage } = await import('../../cms-adapters/server');
  const stop = await startCmsInvalidation({ onLocalPublish: (listener) => events.on('cms.published', listener) });

  const jar = new CookieJar();
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const res = await app.inject({
      method,
      url,
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie: jar.header() },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
    jar.store(res);
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json() as { id: number; latest_version: number };
  };

  try {
    const editor = demoStaff('editor');
    await call('POST', '/api/backoffice/sign_in', { email: editor.email, password: editor.password });
    await call('POST', '/api/backoffice/sign_in/otp', { code: await totpAt(editor.totpSecret!, clock.now()) });

    const slug = 'bench-publish';
    let page = await call('POST', '/api/backoffice/cms/pages', {
      slug,
      locale: 'en',
      title: 'v0',
      content: '<p>Round 0 #GameRow[category=new]#</p>',
      categories: ['bottom-menu'],
    });
    page = await call('POST', `/api/backoffice/cms/pages/${page.id}/publish`, {});

    const publishCalls: number[] = [];
    const visible: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      // The memo holds the previous version, as it would after visitors' page views.
      if ((await loadPage('en', `/${slug}`))?.title !== `v${round - 1}`) throw new Error('memo did not hold the live version');
      page = await call('PUT', `/api/backoffice/cms/pages/${page.id}`, {
        base_version: page.latest_version,
        title: `v${round}`,
        content: `<p>Round ${round}</p>`,
        categories: ['bottom-menu'],
      });
      const t0 = performance.now();
      page = await call('POST', `/api/backoffice/cms/pages/${page.id}/publish`, {});
      const t1 = performance.now();
      const read = await loadPage('en', `/${slug}`);
      const t2 = performance.now();
      if (read?.title !== `v${round}`) throw new Error(`round ${round}: the site read ${read?.title ?? 'nothing'} after the publish`);
      publishCalls.push(t1 - t0);
      visible.push(t2 - t1);
    }

    const hits: number[] = [];
    const misses: number[] = [];
    for (let i = 0; i < rounds; i++) {
      invalidateCmsTags([CMS_TAGS.pages]);
      let t = performance.now();
      await loadPage('en', `/${slug}`);
      misses.push(performance.now() - t);
      t = performance.now();
      await loadPage('en', `/${slug}`);
      hits.push(performance.now() - t);
    }

    const [pubP50, pubP95] = p50p95(publishCalls);
    const [visP50, visP95] = p50p95(visible);
    const [missP50, missP95] = p50p95(misses);
    const [hitP50, hitP95] = p50p95(hits);
    console.log(`CMS publish -> site (PGlite in memory, ${rounds} rounds)`);
    line('publish call p50 / p95', `${ms(pubP50)} / ${ms(pubP95)}`);
    line('published -> site read has it p50 / p95', `${ms(visP50)} / ${ms(visP95)} (goal < ${GOAL_MS} ms, ratio ${(visP95 / GOAL_MS).toFixed(3)})`);
    line('page read from the platform p50 / p95', `${ms(missP50)} / ${ms(missP95)}`);
    line('page read from the memo p50 / p95', `${ms(hitP50)} / ${ms(hitP95)}`);
  } finally {
    await stop();
    invalidateCmsTags([CMS_ALL_TAG]);
    await app.close();
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchCmsPublish(Number(process.env.BENCH_SCALE ?? '1')).then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
