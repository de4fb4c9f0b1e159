import { test as base, type Browser, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, APIResponse, Browser, BrowserContext, Locator, Page } from '@playwright/test';

/** A full page load of a cashbox route: the deposit or withdrawal popup, or a payment's return. */
const CASHBOX_PAGE = /^https?:\/\/[^/]+\/[a-zA-Z-]+\/(deposit|withdraw|cashbox)\b|[?&]payment_id=/;
/** Pages whose build manifest names chunks that were never written (the cashbox routes, the dashboard, awards). */
const STALE_CHUNK_PAGE = /^https?:\/\/[^/]+\/[a-zA-Z-]+\/(deposit|withdraw|cashbox|dashboard|awards)\b|[?&]payment_id=/;

/**
 * Console errors that are not defects of the page under test. Each entry says why; keep it short.
 * Entries marked KNOWN OPEN DEFECT are real bugs kept visible here until fixed.
 */
const allowedConsoleErrors: { pattern: RegExp; url?: RegExp; page?: RegExp; why: string }[] = [
  {
    // Chromium logs every non-2xx answer as a console error. The site calls the API and shows its
    // 4xx answers (a wrong password is a 422, a guest's /api/player a 401): expected answers, not
    // failures. Only API calls: a missing script, style or image (404) still fails the test, as
    // does any 5xx.
    pattern: /^Failed to load resource: the server responded with a status of 4\d\d\b/,
    url: /^https?:\/\/[^/]+\/api\//,
    why: 'expected 4xx answers of the API',
  },
  {
    // The site's API client logs every refused call (site/telemetry/logger.ts, at error level, as
    // "[CODE] message {…, status: 4xx, …}"): the same expected answers as above, told by the site.
    pattern: /^\[[A-Z0-9_]+_ERROR\] .*\bstatus: 4\d\d\b/,
    why: 'the site logging the expected 4xx answers of the API',
  },
  {
    // KNOWN OPEN DEFECT: on a full load of a cashbox route (and the dashboard and awards pages) the page preloads scripts that
    // the build never wrote (Next's react-loadable-manifest of app/[locale]/cashbox and its
    // sibling routes names chunks missing from .next/static/chunks, also after a clean build).
    pattern: /^Failed to load resource: the server responded with a status of 404\b/,
    url: /^https?:\/\/[^/]+\/_next\/static\/chunks\/[\w-]+\.js$/,
    page: STALE_CHUNK_PAGE,
    why: 'known open defect: stale chunks in the cashbox routes\' loadable manifest',
  },
];

/**
 * Uncaught page errors that are known open defects (each is a real bug kept visible here until
 * fixed; nothing else is ever allowed).
 */
const allowedPageErrors: { pattern: RegExp; page: RegExp; why: string }[] = [
  {
    // KNOWN OPEN DEFECT: React #418 with args[]=HTML (server HTML of an element differs from the
    // client's first render) on a full load of a cashbox route: the route popup the server
    // rendered is not what the client renders first. (#418 with args[]=text on every signed-in
    // page was the sidebar balance hydrating late; fixed in site/wallet/useDisplayBalance.ts.)
    pattern: /Minified React error #418;.*args\[\]=HTML/,
    page: CASHBOX_PAGE,
    why: 'known open defect: cashbox route popup hydration mismatch',
  },
  {
    // KNOWN OPEN DEFECT: the same #418 (args[]=HTML) on the limits page in the deposit-limit story
    // (tests/e2e/limits.spec.ts), which reloads it with the platform clock moved a day ahead; seen
    // only there, not on a plain load of the page. Under investigation with the cashbox one.
    pattern: /Minified React error #418;.*args\[\]=HTML/,
    page: /^https?:\/\/[^/]+\/[a-zA-Z-]+\/profile\/limits\b/,
    why: 'known open defect: limits page hydration mismatch',
  },
];

function allowed(message: ConsoleMessage, pageUrl: string) {
  // A page the site answers with its 404 page (an unknown path, a page switched off): Chromium logs
  // the document's own status. The test asserts that 404; nothing failed to load.
  if (/^Failed to load resource: the server responded with a status of 404\b/.test(message.text()) && message.location().url === pageUrl) return true;
  return allowedConsoleErrors.some(
    (entry) => entry.pattern.test(message.text()) && (!entry.url || entry.url.test(message.location().url)) && (!entry.page || entry.page.test(pageUrl)),
  );
}

/**
 * Playwright's `test`, failing any test during which a page of the test threw an uncaught error or
 * logged a console error (outside the allow-list above): a test that clicks through a page which
 * throws in the background would otherwise pass. Every spec imports `test` and `expect` from here.
 *
 * Pages a spec opens itself (`browser.newContext()`, `browser.newPage()`) are watched too: the
 * browser's two factory methods are wrapped for the duration of the test.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    // `runTest`, not Playwright's usual `use`: React's hook rule takes any `use(...)` for its hook.
    async ({ context, browser }, runTest, testInfo) => {
      const errors: string[] = [];
      const watchPage = (page: Page) => {
        page.on('pageerror', (error) => {
          if (!allowedPageErrors.some((entry) => entry.pattern.test(error.message) && entry.page.test(page.url()))) errors.push(`pageerror on ${page.url()}: ${error.message}`);
        });
        page.on('console', (message) => {
          if (message.type() === 'error' && !allowed(message, page.url())) errors.push(`console error on ${page.url()}: ${message.text()} (${message.location().url})`);
        });
      };
      const watchContext = (ctx: BrowserContext) => {
        ctx.pages().forEach(watchPage);
        ctx.on('page', watchPage);
        return ctx;
      };
      watchContext(context);
      const original = { newContext: browser.newContext, newPage: browser.newPage };
      const watched = browser as Browser;
      watched.newContext = async (...args: Parameters<Browser['newContext']>) => watchContext(await original.newContext.apply(browser, args));
      watched.newPage = async (...args: Parameters<Browser['newPage']>) => {
        const page = await original.newPage.apply(browser, args);
        watchContext(page.context());
        return page;
      };
      try {
        await runTest(errors);
      } finally {
        watched.newContext = original.newContext;
        watched.newPage = original.newPage;
      }
      if (errors.length && testInfo.status === testInfo.expectedStatus) {
        throw new Error(`The page reported ${errors.length} error(s):\n${errors.join('\n')}`);
      }
      if (errors.length) await testInfo.attach('page-errors', { body: errors.join('\n'), contentType: 'text/plain' });
    },
    { auto: true },
  ],
});

/**
 * Resolves once the page has painted twice: the events already sent have been handled and their
 * effects drawn. A test that must see something NOT happen (a popup that stays open) waits for
 * this instead of a fixed sleep.
 */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
