import { count, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import fc from 'fast-check';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiErrorSchema } from '../../schemas/api-error';
import { buildPlatform } from '../app';
import { SESSION_COOKIE } from '../auth';
import { ManualClock } from '../clock';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import * as tables from '../db/schema';
import { STAFF_COOKIE } from '../staff/sessions';
import { createTestDatabase } from '../testing/test-db';
import type { PlatformApp } from './types';

/**
 * Throws generated bad requests at EVERY route the platform registers (collected with an onRoute
 * hook, so routes other modules add later are covered without touching this file) and checks the
 * promise of issue 2 "Bad input": malformed JSON, wrong types, unknown enum values, oversized
 * bodies, over-long strings and bad query or path parameters get a 4xx in the ApiError shape,
 * never a 5xx, never a hang, and never a written row. Each request goes as a guest, with a real
 * player session, or with a junk cookie.
 *
 * Inputs fall in two classes:
 * - definitely bad: refused by the route's own zod schema (checked with safeParse before sending)
 *   or by the parser (bad JSON, wrong content type, too large). Must be 4xx with no row changed.
 * - undecidable: junk path parameters of a route without a params schema, or junk cookies on a
 *   call whose input is otherwise fine. Must be below 500 (and an ApiError when 4xx).
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Route {
  method: Method;
  url: string;
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  bodyLimit: number;
}

const DEFAULT_BODY_LIMIT = 64 * 1024;
const LONG = 20_000;
/** Generous per-request ceiling: a route that takes longer counts as hanging. */
const HANG_MS = 10_000;
const RUNS = { body: 12, raw: 6, query: 10, params: 6, cookies: 4 };

const isZod = (v: unknown): v is z.ZodType => v instanceof z.ZodType;

/** A zod schema with its wrappers (optional, default, pipe...) removed, as far as inputs go. */
function inner(s: z.ZodType): z.ZodType {
  if (s instanceof z.ZodOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault || s instanceof z.ZodReadonly || s instanceof z.ZodCatch) return inner(s.unwrap() as z.ZodType);
  if (s instanceof z.ZodPipe) return inner(s.in as z.ZodType);
  return s;
}

/** String and array leaves of a request schema, by dotted path. */
function leaves(s: z.ZodType, path: string, out: { strings: [string, z.ZodType][]; arrays: [string, z.ZodType][] }, depth = 0): void {
  if (depth > 6) return;
  const base = inner(s);
  if (base instanceof z.ZodObject) for (const [k, v] of Object.entries(base.shape as Record<string, z.ZodType>)) leaves(v, path ? `${path}.${k}` : k, out, depth + 1);
  else if (base instanceof z.ZodArray) {
    out.arrays.push([path, base]);
    leaves(base.element as z.ZodType, `${path}.0`, out, depth + 1);
  } else if (base instanceof z.ZodUnion) for (const o of base.options as z.ZodType[]) leaves(o, path, out, depth + 1);
  else if (base instanceof z.ZodRecord) {
    leaves(base.keyType as z.ZodType, `${path}.<key>`, out, depth + 1);
    leaves(base.valueType as z.ZodType, `${path}.*`, out, depth + 1);
  } else if (base instanceof z.ZodString) out.strings.push([path, s]);
}

const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-1, 0, 2 ** 53, 1e308, -1e308),
  fc.string({ maxLength: 20 }),
  fc.constantFrom('', ' ', 'a'.repeat(LONG), '<script>alert(1)</script>', "' OR 1=1 --", '\u0000', '💥'.repeat(100), 'unknown_enum_value', '2026-13-45', 'NaN'),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

/** Values shaped like `s` but (very likely) wrong: each present field wrong in type, enum, size or format. */
function bad(s: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const base = inner(s);
  if (depth < 3 && base instanceof z.ZodObject) {
    const shape = base.shape as Record<string, z.ZodType>;
    const fields: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [k, v] of Object.entries(shape)) fields[k] = bad(v, depth + 1);
    return fc.oneof(
      { weight: 1, arbitrary: junk },
      { weight: 4, arbitrary: fc.record(fields, { requiredKeys: [] }) },
      { weight: 1, arbitrary: fc.tuple(fc.record(fields, { requiredKeys: [] }), fc.string({ minLength: 1, maxLength: 12 }), junk).map(([o, k, v]) => ({ ...o, [`x_${k}`]: v })) },
    );
  }
  if (depth < 3 && base instanceof z.ZodArray) {
    return fc.oneof(junk, fc.array(bad(base.element as z.ZodType, depth + 1), { maxLength: 3 }), fc.constant(Array.from({ length: 2000 }, () => 0)));
  }
  return junk;
}

/** Bad query strings: schema keys and random ones with wrong, long or repeated values. */
function badQuery(s: z.ZodType): fc.Arbitrary<Record<string, string | string[]>> {
  const base = inner(s);
  const keys = base instanceof z.ZodObject ? Object.keys(base.shape as Record<string, unknown>) : [];
  const key = keys.length ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 10 }) }) : fc.string({ minLength: 1, maxLength: 10 });
  const value = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom('', 'a'.repeat(5000), '-1', '1e309', 'NaN', 'true', '<x>', '%', 'null', '0x10', '9'.repeat(40)),
    fc.array(fc.string({ maxLength: 5 }), { minLength: 2, maxLength: 3 }),
  );
  return fc.dictionary(key, value, { minKeys: 1, maxKeys: 4 });
}

const PARAM_JUNK = ['abc', '-1', '0', '1.5', '99999999999999999999', 'null', '%00', '..%2F..%2Fetc%2Fpasswd', 'a'.repeat(300), '%F0%9F%92%A5', "1'--"];

function queryString(q: Record<string, string | string[]>): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) for (const one of Array.isArray(v) ? v : [v]) p.append(k, one);
  return p.toString();
}

describe('fuzz: every platform route answers bad input with a 4xx ApiError', () => {
  const routes: Route[] = [];
  let app: PlatformApp;
  let database: Database;
  let playerCookie = '';
  const cookieArb = fc.oneof(
    fc.constant('none' as const),
    fc.constant('player' as const),
    fc.constantFrom(`${SESSION_COOKIE}=${'A'.repeat(43)}`, `${SESSION_COOKIE}=${'x'.repeat(4000)}`, `${STAFF_COOKIE}=junk; ${SESSION_COOKIE}=%E0%A4%A`, `${SESSION_COOKIE}=; =;;`),
  );

  function cookieHeader(c: 'none' | 'player' | string): Record<string, string> {
    if (c === 'none') return {};
    return { cookie: c === 'player' ? playerCookie : c };
  }

  async function send(opts: InjectOptions): Promise<LightMyRequestResponse> {
    let timer: NodeJS.Timeout | undefined;
    const hang = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${opts.method} ${String(opts.url)} hung for ${HANG_MS} ms`)), HANG_MS);
    });
    try {
      return await Promise.race([app.inject(opts), hang]);
    } finally {
      clearTimeout(timer);
    }
  }

  function expectApiError(res: LightMyRequestResponse, what: string): void {
    let body: unknown;
    try {
      body = res.json();
    } catch {
      throw new Error(`${what}: ${res.statusCode} is not JSON: ${res.body.slice(0, 200)}`);
    }
    const parsed = ApiErrorSchema.safeParse(body);
    if (!parsed.success) throw new Error(`${what}: ${res.statusCode} is not an ApiError: ${res.body.slice(0, 200)}`);
  }

  function expect4xx(res: LightMyRequestResponse, what: string): void {
    if (res.statusCode < 400 || res.statusCode >= 500) throw new Error(`${what}: expected a 4xx, got ${res.statusCode} ${res.body.slice(0, 300)}`);
    expectApiError(res, what);
  }

  function expectNo5xx(res: LightMyRequestResponse, what: string): void {
    if (res.statusCode >= 500) throw new Error(`${what}: got ${res.statusCode} ${res.body.slice(0, 300)}`);
    if (res.statusCode >= 400) expectApiError(res, what);
  }

  async function rowCounts(): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) {
      if (!is(table, PgTable)) continue;
      out[name] = (await database.db.select({ n: count() }).from(table))[0]!.n;
    }
    return out;
  }

  /** The route's URL with its path parameters filled. */
  const fillParams = (url: string, value: (name: string) => string) => url.replace(/:(\w+)/g, (_, name: string) => value(name)).replace(/\*/g, 'x');
  const plainUrl = (r: Route) => fillParams(r.url, () => '1');

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    app = await buildPlatform({
      config,
      database,
      clock: new ManualClock('2026-11-22T12:00:00Z'),
      log: pino({ level: 'silent' }),
      onRoute: (r: RouteOptions) => {
        const methods = (Array.isArray(r.method) ? r.method : [r.method]).filter((m): m is Method => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(m));
        const schema = (r.schema ?? {}) as Record<string, unknown>;
        for (const method of methods) {
          routes.push({
            method,
            url: r.url,
            ...(isZod(schema.body) ? { body: schema.body } : {}),
            ...(isZod(schema.querystring) ? { querystring: schema.querystring } : {}),
            ...(isZod(schema.params) ? { params: schema.params } : {}),
            bodyLimit: r.bodyLimit ?? DEFAULT_BODY_LIMIT,
          });
        }
      },
    });
    await app.ready();
    const reg = await app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { user: { email: 'fuzz@example.com', password: 'Sup3r-secret!', password_confirmation: 'Sup3r-secret!', currency: 'EUR', country: 'DE', terms_acceptance: true } },
    });
    const session = reg.cookies.find((c) => c.name === SESSION_COOKIE);
    if (!session) throw new Error(`registration gave no session: ${reg.statusCode} ${reg.body}`);
    playerCookie = `${SESSION_COOKIE}=${session.value}`;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('collects the whole API, the routes of every module included', () => {
    const keys = routes.map((r) => `${r.method} ${r.url}`);
    for (const k of ['GET /api/player', 'PATCH /api/player', 'POST /api/users', 'PUT /log', 'GET /api/info/locales', 'GET /client-context', 'GET /health']) expect(keys).toContain(k);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('bounds every string and list a request schema accepts', () => {
    const problems: string[] = [];
    for (const r of routes) {
      for (const [part, schema] of [
        ['body', r.body],
        ['query', r.querystring],
        ['params', r.params],
      ] as const) {
        if (!schema) continue;
        const found = { strings: [] as [string, z.ZodType][], arrays: [] as [string, z.ZodType][] };
        leaves(schema, '', found);
        for (const [path, s] of found.strings) {
          // A string meant to be large (a base64 file upload) says so with an explicit maximum.
          // The maximum sits on the string itself, inside any optional/default wrapper.
          const bounded = (inner(s) as z.ZodString)._zod.def.checks?.some((c) => c._zod.def.check === 'max_length');
          if (!bounded && s.safeParse('a'.repeat(LONG)).success) problems.push(`${r.method} ${r.url} ${part}.${path}: accepts a ${LONG}-character string with no maximum`);
        }
        for (const [path, s] of found.arrays) {
          const max = (s as z.ZodArray<z.ZodType>)._zod.def.checks?.some((c) => c._zod.def.check === 'max_length');
          if (!max) problems.push(`${r.method} ${r.url} ${part}.${path}: list without a maximum length`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers malformed JSON, wrong content types and oversized bodies with a 4xx and writes nothing', async () => {
    const before = await rowCounts();
    const notJson = fc.string({ maxLength: 40 }).filter((s) => {
      try {
        JSON.parse(s);
        return false;
      } catch {
        return true;
      }
    });
    const raw = fc.oneof(
      notJson.map((payload) => ({ payload, type: 'application/json' })),
      fc.constantFrom('{', '{"user":', '[1,2', 'nul', '{"a":1}}', '{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"polluted":true}}}').map((payload) => ({ payload, type: 'application/json' })),
      fc.constantFrom('application/xml', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'image/png').map((type) => ({ payload: 'a=1&b=2', type })),
    );
    // Fastify parses text/plain too: a route that takes no body may ignore it, one with a body schema must refuse it.
    const withText = fc.oneof(raw, fc.constant({ payload: 'a=1&b=2', type: 'text/plain' }));
    for (const r of routes.filter((x) => x.method !== 'GET')) {
      await fc.assert(
        fc.asyncProperty(r.body ? withText : raw, cookieArb, fc.boolean(), async ({ payload, type }, cookie, xrw) => {
          const res = await send({ method: r.method, url: plainUrl(r), payload, headers: { 'content-type': type, ...(xrw ? { 'x-requested-with': 'XMLHttpRequest' } : {}), ...cookieHeader(cookie) } });
          expect4xx(res, `${r.method} ${r.url} raw ${JSON.stringify(payload).slice(0, 60)} as ${type}`);
        }),
        { numRuns: RUNS.raw },
      );
      // Over the body limit.
      const big = JSON.stringify({ user: { email: 'x'.repeat(r.bodyLimit + 1024) } });
      const res = await send({ method: r.method, url: plainUrl(r), payload: big, headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie: playerCookie } });
      expect4xx(res, `${r.method} ${r.url} oversized`);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('answers bodies its schema refuses (wrong types, unknown enum values, over-long strings) with a 4xx and writes nothing', async () => {
    const before = await rowCounts();
    for (const r of routes.filter((x) => x.method !== 'GET' && x.body)) {
      const schema = r.body!;
      // The body as the server will see it: JSON round-trip of the generated value.
      const payloadArb = bad(schema)
        .map((v) => JSON.stringify(v))
        .filter((s): s is string => s !== undefined && s.length < r.bodyLimit)
        .filter((s) => !schema.safeParse(JSON.parse(s)).success);
      await fc.assert(
        fc.asyncProperty(payloadArb, cookieArb, async (payload, cookie) => {
          const res = await send({ method: r.method, url: plainUrl(r), payload, headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', ...cookieHeader(cookie) } });
          expect4xx(res, `${r.method} ${r.url} body ${payload.slice(0, 120)}`);
        }),
        { numRuns: RUNS.body },
      );
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('answers query strings its schema refuses with a 4xx and writes nothing', async () => {
    const before = await rowCounts();
    for (const r of routes.filter((x) => x.querystring)) {
      const schema = r.querystring!;
      const qArb = badQuery(schema).filter((q) => !schema.safeParse(Object.fromEntries(new URLSearchParams(queryString(q)))).success && !schema.safeParse(q).success);
      await fc.assert(
        fc.asyncProperty(qArb, cookieArb, async (q, cookie) => {
          const url = `${plainUrl(r)}?${queryString(q)}`;
          const res = await send({ method: r.method, url, headers: { 'x-requested-with': 'XMLHttpRequest', ...cookieHeader(cookie) } });
          expect4xx(res, `${r.method} ${url.slice(0, 200)}`);
        }),
        { numRuns: RUNS.query },
      );
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('never answers junk path parameters with a 5xx (a 4xx when the params schema refuses them)', async () => {
    for (const r of routes.filter((x) => x.url.includes(':') || x.url.includes('*'))) {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...PARAM_JUNK), cookieArb, async (value, cookie) => {
          const url = fillParams(r.url, () => value);
          const res = await send({ method: r.method, url, ...(r.method !== 'GET' ? { payload: {} } : {}), headers: { 'x-requested-with': 'XMLHttpRequest', ...cookieHeader(cookie) } });
          const names = [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
          const decoded = (() => {
            try {
              return decodeURIComponent(value);
            } catch {
              return value;
            }
          })();
          const refused = r.params && !r.params.safeParse(Object.fromEntries(names.map((n) => [n, decoded]))).success;
          if (refused) expect4xx(res, `${r.method} ${url}`);
          else expectNo5xx(res, `${r.method} ${url}`);
        }),
        { numRuns: RUNS.params },
      );
    }
  });

  it('never answers a 5xx to any cookie, signed in or not, on calls without input', async () => {
    for (const r of routes.filter((x) => x.method === 'GET' && !x.url.includes(':'))) {
      await fc.assert(
        fc.asyncProperty(cookieArb, async (cookie) => {
          const res = await send({ method: 'GET', url: plainUrl(r), headers: { 'x-requested-with': 'XMLHttpRequest', ...cookieHeader(cookie) } });
          expectNo5xx(res, `GET ${r.url} cookie ${cookie.slice(0, 40)}`);
        }),
        { numRuns: RUNS.cookies },
      );
    }
  });
});
