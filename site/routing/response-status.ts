import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';

/**
 * A page that answers "not found" without throwing Next's `notFound()`.
 *
 * Next 16 renders a `notFound()` thrown while the page's shell renders as a bare error document
 * (`<html id="__next_error__">`, no `lang`, no header, nothing but scripts) and draws the
 * not-found page in the browser only: screen readers and crawlers get a page without a language,
 * and a visitor without script an empty one. So the site's own 404 pages render their view like
 * any page, inside the locale layout (`<html lang="de">`), and mark the request here; server.ts,
 * which runs every page request through `withResponseStatus`, turns the answer's 200 into a 404
 * when its headers go out (after the shell rendered, so the mark is always set by then).
 *
 * server.ts and the pages are built apart (tsx and Next's bundler load this module once each), so
 * the request store is kept under a global symbol, the one thing both copies share.
 */

interface StatusStore {
  notFound: boolean;
}

const KEY = Symbol.for('reelhouse.site.response-status');
type WithStore = typeof globalThis & { [KEY]?: AsyncLocalStorage<StatusStore> };

function storage(): AsyncLocalStorage<StatusStore> {
  const g = globalThis as WithStore;
  g[KEY] ??= new AsyncLocalStorage<StatusStore>();
  return g[KEY];
}

/**
 * Runs a page request's handler with a status store, answering 404 instead of 200 when the page
 * marked itself not found. Any other status (a redirect, an error) is left as Next set it.
 */
export function withResponseStatus(res: ServerResponse, handle: () => void): void {
  const store: StatusStore = { notFound: false };
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const code = store.notFound && statusCode === 200 ? 404 : statusCode;
    return (writeHead as (this: ServerResponse, code: number, ...args: unknown[]) => ServerResponse).call(this, code, ...rest);
  } as ServerResponse['writeHead'];
  storage().run(store, handle);
}

/**
 * Marks the current page request as not found (its answer goes out as 404). Server components
 * only; outside a request run by `withResponseStatus` (tests, a build) it does nothing.
 */
export function markNotFound(): void {
  const store = storage().getStore();
  if (store) store.notFound = true;
}
