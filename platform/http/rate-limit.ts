import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { RateLimitedError } from './errors';
import type { PlatformApp } from './types';

/* Counting helpers over @fastify/rate-limit that any module's routes may use (auth's sign-in limits, the verification upload limit). */

/** One window of a limit: at most `max` calls per `windowMs`. */
export interface LimitWindow {
  max: number;
  windowMs: number;
}

/**
 * A preHandler that counts the call under `name` and the key `key(req)` returns and answers 429
 * past the limit. It runs after body validation, so the account key can come from the body.
 * Built on the rate-limit plugin's createRateLimit (one plugin, one store: Redis when scaled out),
 * because the plugin's own route hook runs only one limit per request and we need two.
 */
export function limiter(app: PlatformApp, name: string, window: LimitWindow, key: (req: FastifyRequest) => string | null): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    max: window.max,
    timeWindow: window.windowMs,
    keyGenerator: (req) => `auth:${name}:${key(req) ?? ''}`,
  });
  return async function rateLimited(req) {
    if (key(req) === null) return;
    const result = await check(req);
    if (!result.isAllowed && result.isExceeded) {
      throw new RateLimitedError(result.ttl);
    }
  };
}

/**
 * A limit the handler counts itself, under a key it knows only once it has checked the call (the
 * signed-in player, say): `count(req, key)` counts one call and answers 429 past the limit. Calls
 * refused before it are never counted, so a client's bad input costs it nothing and no one else
 * anything.
 */
export function countedLimit(app: PlatformApp, name: string, window: LimitWindow): (req: FastifyRequest, key: string) => Promise<void> {
  const keys = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({ max: window.max, timeWindow: window.windowMs, keyGenerator: (req) => `${name}:${keys.get(req) ?? ''}` });
  return async (req, key) => {
    keys.set(req, key);
    const result = await check(req);
    if (!result.isAllowed && result.isExceeded) {
      throw new RateLimitedError(result.ttl);
    }
  };
}
