import { logger } from '../telemetry/logger';
import { raiseAuthError } from './auth-error';
import { deriveLogCode, type HttpMethod } from './log-code';
import {
  ApiError,
  BROWSER_TIMEOUT_MS,
  MAX_RETRIES,
  SERVER_TIMEOUT_MS,
  backoffDelay,
  type ApiClient,
  type ApiClientConfig,
  type CallOptions,
  type Query,
} from './core';

export { ApiError, BROWSER_TIMEOUT_MS, MAX_RETRIES, SERVER_TIMEOUT_MS, backoffDelay, lazySchema } from './core';
export type { ApiClient, ApiClientConfig, CallOptions, LazySchema, Query } from './core';

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The platform's address as seen from this server: the same process serves the API (server.ts at
 * the root), so server rendering calls itself, on `INTERNAL_ORIGIN` when set (e.g. behind a
 * proxy), else on 127.0.0.1 and `PORT`.
 */
export function serverOrigin(): string {
  return process.env.INTERNAL_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}`;
}

function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.append(k, String(v));
  const qs = params.toString();
  if (!qs) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`;
}

function parseText(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Raised inside an attempt when its own timer fired (as opposed to the caller's signal). */
class AttemptTimeout extends Error {}

interface Answer {
  status: number;
  data: unknown;
}

export function createApiClient(config: ApiClientConfig = {}): ApiClient {
  const sleep = config.sleep ?? realSleep;
  const now = config.now ?? (() => Date.now());
  const log = config.log ?? ((code, err, context) => logger.error(code, err, context));

  async function attempt(url: string, init: RequestInit, timeoutMs: number, signal: AbortSignal | undefined): Promise<Answer> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(
      () => {
        timedOut = true;
        controller.abort();
      },
      Math.max(0, timeoutMs),
    );
    const onAbort = () => controller.abort(signal?.reason);
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const doFetch = config.fetch ?? globalThis.fetch;
      const res = await doFetch(url, { ...init, signal: controller.signal });
      // The body is read inside the attempt, so a stalled body counts as a timeout too.
      const text = await res.text();
      return { status: res.status, data: parseText(text) };
    } catch (err) {
      if (timedOut) throw new AttemptTimeout('timeout');
      throw err;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  async function call<T>(method: HttpMethod, path: string, body: unknown, opts: CallOptions<T> = {}): Promise<T> {
    const server = config.isServer ?? typeof window === 'undefined';
    const timeoutMs = config.timeoutMs ?? (server ? SERVER_TIMEOUT_MS : BROWSER_TIMEOUT_MS);
    const maxRetries = opts.retries ?? config.retries ?? MAX_RETRIES;
    const retryDelay = config.retryDelay ?? backoffDelay;
    const base = typeof config.baseUrl === 'function' ? config.baseUrl() : (config.baseUrl ?? (server ? serverOrigin() : ''));
    const url = base + withQuery(path, opts.query);
    const logPath = path.split('?')[0] ?? path;
    const logCode = opts.logCode ?? deriveLogCode(method, path);

    const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...config.headers, ...opts.headers };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const init: RequestInit = {
      method,
      headers,
      credentials: 'same-origin',
      cache: 'no-store',
      body: body === undefined ? undefined : JSON.stringify(body),
    };

    const fail = (err: ApiError): ApiError => {
      log(logCode, err, { method, path: logPath, status: err.status, code: err.code });
      return err;
    };

    // In the browser every attempt gets the full timeout; server rendering has one deadline for
    // the whole call, retries included, so a page never waits more than 8 s for the platform.
    const deadline = server ? now() + timeoutMs : Number.POSITIVE_INFINITY;
    let answer: Answer | undefined;
    for (let retry = 0; answer === undefined; retry++) {
      try {
        answer = await attempt(url, init, server ? deadline - now() : timeoutMs, opts.signal);
      } catch (err) {
        // Cancelled by the caller: not a failure of the call, so neither retried nor logged.
        if (opts.signal?.aborted) throw err;
        const timedOut = err instanceof AttemptTimeout;
        const delay = retryDelay(retry);
        if (retry < maxRetries && now() + delay < deadline) {
          await sleep(delay);
          if (opts.signal?.aborted) throw opts.signal.reason;
          continue;
        }
        throw fail(
          new ApiError({
            status: 0,
            code: timedOut ? 'timeout' : 'network_error',
            message: timedOut ? `${method} ${logPath} timed out` : `${method} ${logPath} could not reach the server`,
            method,
            path: logPath,
            logCode,
            cause: timedOut ? undefined : err,
          }),
        );
      }
    }

    const { status, data } = answer;
    if (status >= 200 && status < 300) {
      if (!opts.schema) return data as T;
      // zod schemas are objects; a function is a LazySchema.
      const schema = typeof opts.schema === 'function' ? await opts.schema() : opts.schema;
      const parsed = schema.safeParse(data);
      if (parsed.success) return parsed.data;
      throw fail(
        new ApiError({
          status,
          code: 'invalid_response',
          message: `${method} ${logPath}: the answer does not match its schema`,
          body: data,
          method,
          path: logPath,
          logCode,
          cause: parsed.error,
        }),
      );
    }

    // The error contract loads with the first failed call, not with every page.
    const { ApiErrorSchema } = await import('../../../schemas/api-error');
    const errorBody = ApiErrorSchema.safeParse(data);
    const err = new ApiError({
      status,
      code: errorBody.success ? errorBody.data.error : 'http_error',
      message: errorBody.success ? errorBody.data.message : `${method} ${logPath} answered ${status}`,
      fieldErrors: errorBody.success ? errorBody.data.errors : undefined,
      body: data,
      method,
      path: logPath,
      logCode,
    });
    if (status === 401 && opts.quietUnauthorized) throw err;
    if (status === 401 && config.authErrors !== false) raiseAuthError();
    throw fail(err);
  }

  return {
    get: (path, opts) => call('GET', path, undefined, opts),
    post: (path, body, opts) => call('POST', path, body, opts),
    put: (path, body, opts) => call('PUT', path, body, opts),
    patch: (path, body, opts) => call('PATCH', path, body, opts),
    delete: (path, body, opts) => call('DELETE', path, body, opts),
  };
}
