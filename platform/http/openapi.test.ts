import type { RouteOptions } from 'fastify';
import pino from 'pino';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_SIGNATURE_HEADER } from '../../schemas/game-provider';
import { buildPlatform } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { SIGNATURE_HEADER as SANDBOX_SIGNATURE_HEADER } from '../payments/sandbox-provider';
import { createTestDatabase } from '../testing/test-db';
import { DOCS_PREFIX, OPENAPI_PATH } from './openapi';
import type { PlatformApp } from './types';

/**
 * Issue 19 item 3: `GET /api/openapi.json` is a valid OpenAPI 3.1 document and covers EVERY route
 * the platform registers (collected with an onRoute hook, so a route a module adds later fails
 * here until it is in the document): its path parameters, query, request body and a 2xx answer
 * with a schema. The signed server-to-server calls carry their signature rules.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Route {
  method: Method;
  url: string;
  schema: Record<string, unknown>;
}

/**
 * State-changing calls that take no body: everything they need is in the path (and the session).
 * Each is documented without a request body; a call that starts taking one gets a body schema.
 */
const BODILESS = new Set([
  'POST /api/player/two_factor',
  'POST /api/backoffice/two_factor',
  'PUT /api/player/favorite_games/:id',
  'POST /api/player/bonuses/:id/activation',
  'POST /api/player/freespins/:id/activation',
  'POST /api/player/lootboxes/:id/activation',
  'POST /api/backoffice/events/parked/:id/retry',
]);

/** A route's path as the document writes it: `:id` -> `{id}`, a trailing wildcard -> `{*}` (@fastify/swagger's form). */
const docPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  description?: string;
  security?: unknown[];
}

describe('OpenAPI document', () => {
  let database: Database;
  let app: PlatformApp;
  const routes: Route[] = [];
  let doc: { openapi: string; paths: Record<string, Record<string, Operation>> };

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildPlatform({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database,
      log: pino({ level: 'silent' }),
      outbox: { start: false },
      onRoute: (r: RouteOptions) => {
        const schema = (r.schema ?? {}) as Record<string, unknown>;
        if (schema.hide || r.url.startsWith(DOCS_PREFIX)) return;
        for (const m of [r.method].flat()) if (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(m)) routes.push({ method: m as Method, url: r.url, schema });
      },
    });
    await app.ready();
    const res = await app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('validates as OpenAPI 3.1', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(doc as never);
    expect(validator.version).toBe('3.1');
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has every registered route with its request and response schemas', () => {
    expect(routes.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const r of routes) {
      const path = docPath(r.url);
      const op = doc.paths[path]?.[r.method.toLowerCase()];
      const name = `${r.method} ${r.url}`;
      if (!op) {
        problems.push(`${name}: missing`);
        continue;
      }
      const params = op.parameters ?? [];
      for (const p of r.url.match(/:(\w+)/g) ?? []) {
        if (!params.some((x) => x.in === 'path' && x.name === p.slice(1))) problems.push(`${name}: path parameter ${p} undocumented`);
      }
      if (r.schema.querystring && !params.some((x) => x.in === 'query')) problems.push(`${name}: query undocumented`);
      const hasBody = !!op.requestBody?.content && Object.values(op.requestBody.content).every((c) => c.schema);
      if (['POST', 'PUT', 'PATCH'].includes(r.method) && !hasBody && !BODILESS.has(name)) problems.push(`${name}: no request body schema`);
      const ok = Object.entries(op.responses ?? {}).filter(([code]) => /^2\d\d$/.test(code));
      if (!ok.length || !ok.every(([, a]) => a.content && Object.values(a.content).every((c) => c.schema)))
        problems.push(`${name}: no 2xx answer with a schema`);
    }
    expect(problems).toEqual([]);
    // A documented path is a real route (nothing stale).
    const registered = new Set(routes.map((r) => `${r.method.toLowerCase()} ${docPath(r.url)}`));
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`));
    expect(documented.filter((d) => !registered.has(d))).toEqual([]);
  });

  it('documents the signed calls with their signature rules', () => {
    const provider = Object.entries(doc.paths).filter(([p]) => p.startsWith('/api/provider/'));
    expect(provider.map(([p]) => p).sort()).toEqual(['balance', 'bet', 'rollback', 'win'].map((c) => `/api/provider/{provider}/${c}`));
    for (const [, ops] of provider) {
      expect(ops.post!.description).toContain(PROVIDER_SIGNATURE_HEADER);
      expect(ops.post!.description).toContain('HMAC-SHA256');
      expect(ops.post!.security).toEqual([{ providerSignature: [] }]);
    }
    const callback = doc.paths['/api/payments/callbacks/{provider}']!.post!;
    expect(callback.description).toContain(SANDBOX_SIGNATURE_HEADER);
    expect(callback.security).toEqual([{ paymentProviderSignature: [] }]);
  });

  it('serves the reference page', async () => {
    const res = await app.inject({ method: 'GET', url: `${DOCS_PREFIX}/` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('swagger');
    const asset = await app.inject({ method: 'GET', url: `${DOCS_PREFIX}/static/swagger-ui.css` });
    expect(asset.statusCode).toBe(200);
    const init = await app.inject({ method: 'GET', url: `${DOCS_PREFIX}/static/swagger-initializer.js` });
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain('json');
  });
});
