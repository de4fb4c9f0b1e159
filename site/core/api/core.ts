import type { z } from 'zod';
import type { LogEntry } from '../telemetry/logger';
import type { HttpMethod } from './log-code';

// The client's contract and its error type, without the client: every first page imports these
// (through site/core/api), while the client itself loads with the first call (index.ts).

/** Browser timeout of one attempt (spec P7/P9). */
export const BROWSER_TIMEOUT_MS = 30_000;
/** Server rendering waits at most this long for a call, retries included (spec P7/P9). */
export const SERVER_TIMEOUT_MS = 8_000;
/** Retries after the first attempt, on a network error or a timeout only (spec P7/P9). */
export const MAX_RETRIES = 6;

/** Exponential back-off before retry n (0-based): 250 ms, 500 ms, 1 s, 2 s, 4 s, 8 s. */
export function backoffDelay(retry: number): number {
  return Math.min(250 * 2 ** retry, 8_000);
}

/**
 * A failed call. `status` is the HTTP status, or 0 when no answer came (network error, timeout).
 * `code` is the platform's `error` (schemas/api-error.ts), else one of `network_error`,
 * `timeout`, `http_error` (an answer without the error body) or `invalid_response` (a 2xx answer
 * that does not match the call's schema). `fieldErrors` maps a field path (`user.email`) to the
 * platform's messages for it; `body` is the answer as received.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string[]>;
  readonly body: unknown;
  readonly method: HttpMethod;
  /** The path called, without its query. */
  readonly path: string;
  /** The code the failure was logged with (site/core/api/log-code.ts). */
  readonly logCode: string;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fieldErrors?: Record<string, string[]>;
    body?: unknown;
    method: HttpMethod;
    path: string;
    logCode: string;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
    this.body = init.body;
    this.method = init.method;
    this.path = init.path;
    this.logCode = init.logCode;
  }
}

export type Query = Record<string, string | number | undefined>;

/**
 * A schema loaded when first needed (see `lazySchema`): code on every visitor's first page passes
 * these, so zod and the schema modules load with the first call that has an answer to check, not
 * with the page.
 */
export type LazySchema<T> = () => Promise<z.ZodType<T>>;

/** Wraps a dynamic import of a schema; the import runs once, on the first call that needs it. */
export function lazySchema<T>(load: () => Promise<z.ZodType<T>>): LazySchema<T> {
  let loaded: Promise<z.ZodType<T>> | undefined;
  return () => (loaded ??= load());
}

/** Options of one call; only `schema` is needed by most callers. */
export interface CallOptions<T> {
  /** Parses the 2xx answer; a mismatch throws an ApiError `invalid_response`. */
  schema?: z.ZodType<T> | LazySchema<T>;
  /** Query parameters; undefined values are left out. */
  query?: Query;
  /** Cancels the call (TanStack Query passes one); a cancelled call is neither retried nor logged. */
  signal?: AbortSignal;
  /** Extra request headers, e.g. a versioned `Accept`. */
  headers?: Record<string, string>;
  /** Logs a failure under this code instead of the derived one. */
  logCode?: string;
  /**
   * A 401 is an expected answer of this call (the session probe `GET /api/player` of a guest):
   * it still throws, but raises no auth-error event and is not logged.
   */
  quietUnauthorized?: boolean;
  /** Overrides the number of retries for this call (0 = a single attempt). */
  retries?: number;
}

export interface ApiClient {
  get<T = unknown>(path: string, opts?: CallOptions<T>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, opts?: CallOptions<T>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, opts?: CallOptions<T>): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, opts?: CallOptions<T>): Promise<T>;
  delete<T = unknown>(path: string, body?: unknown, opts?: CallOptions<T>): Promise<T>;
}

export interface ApiClientConfig {
  /**
   * Origin prepended to paths: '' (same origin) in the browser. During server rendering there is
   * no page origin, so the default is the server's own address (site/core/api/server.ts).
   */
  baseUrl?: string | (() => string);
  /** Headers sent with every call, e.g. the forwarded `cookie` during server rendering. */
  headers?: Record<string, string>;
  /** Injected in tests; default the global fetch, looked up at call time. */
  fetch?: typeof fetch;
  /** Injected in tests; default a setTimeout promise. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /** Default: `typeof window === 'undefined'`. */
  isServer?: boolean;
  /** Timeout per attempt in the browser, overall deadline on the server. */
  timeoutMs?: number;
  retries?: number;
  retryDelay?: (retry: number) => number;
  /** Raise the auth-error event on a 401 (default true; the back office has its own handling). */
  authErrors?: boolean;
  log?: (code: string, err: unknown, context: LogEntry['context']) => void;
}
