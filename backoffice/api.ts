import type { z } from 'zod';
import { ApiError } from '../site/core/api';
import { createApiClient } from '../site/core/api/client';

/** A failed back-office call: HTTP status, the platform's error code and its field messages. */
export class BackofficeApiError extends ApiError {
  /** The platform's field messages (the same as `fieldErrors`), keyed by field path. */
  readonly fields: Record<string, string[]>;

  constructor(source: ApiError) {
    super({ ...source, message: source.message, cause: source.cause });
    this.fields = source.fieldErrors;
  }
}

/**
 * The back office's API client: the site's client (same origin, X-Requested-With, timeouts,
 * logged failures, zod-parsed answers) with two differences. A 401 means "no staff session" and
 * is shown by the back office itself, so it does not raise the players' auth-error event. And it
 * makes a single attempt: sign-in steps carry single-use TOTP codes that a blind retry would
 * replay, and the back office's queries retry through TanStack Query already.
 */
const backofficeApi = createApiClient({ authErrors: false, retries: 0 });

/** Calls the back-office API and parses the answer with the zod contract. */
export async function backofficeFetch<S extends z.ZodType>(
  path: string,
  schema: S,
  init: { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown; signal?: AbortSignal } = {},
): Promise<z.infer<S>> {
  // Without a staff session every call answers 401; the shell shows the sign-in form for it.
  const opts = { schema: schema as z.ZodType<z.infer<S>>, signal: init.signal, quietUnauthorized: true };
  try {
    switch (init.method ?? 'GET') {
      case 'POST':
        return await backofficeApi.post(path, init.body, opts);
      case 'PUT':
        return await backofficeApi.put(path, init.body, opts);
      case 'PATCH':
        return await backofficeApi.patch(path, init.body, opts);
      case 'DELETE':
        return await backofficeApi.delete(path, init.body, opts);
      default:
        return await backofficeApi.get(path, opts);
    }
  } catch (err) {
    throw err instanceof ApiError ? new BackofficeApiError(err) : err;
  }
}

/** True for the answer the guard gives without a live staff session. */
export function isSignedOut(err: unknown): boolean {
  return err instanceof BackofficeApiError && err.status === 401;
}
