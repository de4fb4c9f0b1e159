import type { z } from 'zod';
import { ApiErrorSchema } from '../../schemas/api-error';

/** A failed back-office call: HTTP status, the platform's error code and its field messages. */
export class BackofficeApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

/**
 * Calls the back-office API on the same origin: the X-Requested-With header the platform's CSRF
 * rule wants, the staff cookie (same-origin credentials), and the answer parsed with the zod
 * contract so a drifted response fails loudly here instead of deep in a component.
 */
export async function backofficeFetch<S extends z.ZodType>(
  path: string,
  schema: S,
  init: { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown; signal?: AbortSignal } = {},
): Promise<z.infer<S>> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? 'GET',
      headers,
      credentials: 'same-origin',
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (err) {
    if (init.signal?.aborted) throw err;
    throw new BackofficeApiError(0, 'network_error', 'The back office could not be reached');
  }
  const payload: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const parsed = ApiErrorSchema.safeParse(payload);
    throw parsed.success
      ? new BackofficeApiError(res.status, parsed.data.error, parsed.data.message, parsed.data.errors)
      : new BackofficeApiError(res.status, 'http_error', `HTTP ${res.status}`);
  }
  return schema.parse(payload);
}

/** True for the answer the guard gives without a live staff session. */
export function isSignedOut(err: unknown): boolean {
  return err instanceof BackofficeApiError && err.status === 401;
}
