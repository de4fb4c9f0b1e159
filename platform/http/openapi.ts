import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { PROVIDER_SIGNATURE_HEADER } from '../../schemas/game-provider';
import { SESSION_COOKIE } from '../auth/sessions';
import { STAFF_COOKIE } from '../staff/sessions';
import { SIGNATURE_HEADER as SANDBOX_SIGNATURE_HEADER, TIMESTAMP_HEADER as SANDBOX_TIMESTAMP_HEADER } from '../payments/sandbox-provider';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { oneLine } from '../../schemas/validation';
import type { PlatformApp } from './types';

/**
 * The public API contract (issue 19 item 3): an OpenAPI 3.1 document generated from the routes'
 * zod schemas (@fastify/swagger with fastify-type-provider-zod's transforms), served at
 * `GET /api/openapi.json`, with Swagger UI at `/api/docs` for integrators and the back office.
 * Registered before the modules' routes, so every route registered after it is in the document;
 * `platform/http/openapi.test.ts` checks that none is missing and that the document validates.
 *
 * What zod cannot say is added here, for the document only (the routes' own validation is
 * untouched): tags and the sign-in each call needs (by path), the signature rules of the
 * game-provider protocol and of the payment providers' callbacks, and the answers that are not
 * JSON (HTML pages, files).
 */
export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

const PROVIDER_RULES = `Signed server-to-server calls from a game provider (the seamless-wallet protocol).

**Signature.** Header \`${PROVIDER_SIGNATURE_HEADER}\`: the lower-case hex HMAC-SHA256 of the raw request body (the exact bytes sent) under the provider's secret (\`GAME_PROVIDER_SECRET_<SLUG>\`, the slug upper-cased with \`-\` as \`_\`, at least 16 characters). It is checked before the body is read and compared in constant time; a missing or wrong signature is 401 \`bad_signature\`; an unknown provider (or one without a secret in production) is 401 \`provider_unknown\`. These calls need no \`X-Requested-With\` header.

**Idempotency.** \`transaction_id\` is unique per provider: the same id with the same body answers the stored first answer; with another body 409 \`transaction_conflict\`. Amounts are integer minor units of the session's currency. Every answer is the session's balance after the call.`;

const PROVIDER_CALLS: Record<string, string> = {
  balance: "The session's balance (cash plus bonus money).",
  bet: "Takes a stake for a round (opens it). 422 `insufficient_funds` (nothing stored: the same id may be sent again), 403 `session_expired` after the session's `expires_at`, 403 `limit_reached` under a responsible-gambling limit.",
  win: "Pays a win into the bet's round and settles it; an amount of 0 closes a lost round. Accepted after the session expired. 404 `round_not_found`, 409 `round_rolled_back`.",
  rollback:
    'Undoes a bet (`rollback_transaction_id`) and marks its round rolled back; the stake returns once. A rollback that arrives before its bet refuses the late bet (409 `transaction_rolled_back`); a round that paid a win cannot be rolled back (409 `round_settled`).',
};

const CALLBACK_RULES = `A payment provider's asynchronous result (deposit credited or declined, payout done or failed), server to server.

**Signature (the built-in sandbox provider).** Headers \`${SANDBOX_SIGNATURE_HEADER}\` and \`${SANDBOX_TIMESTAMP_HEADER}\` (milliseconds since the epoch): the signature is the lower-case hex HMAC-SHA256 of \`<timestamp>.<raw body>\` under the provider's secret; a timestamp more than 5 minutes from the platform's clock is refused. Another provider's adapter defines its own rule. The signature is checked first: 401 \`bad_signature\` and nothing stored.

**Idempotency.** \`(provider, event id)\` is unique: a replay answers \`duplicate\`; a payment already final is not moved (\`ignored_final\`); an event whose provider reference is not the one recorded is \`unknown_payment\`, and a payment with no reference yet is settled only on the provider's own status answer. Money moves only under keys derived from the payment id, so nothing moves twice.`;

/** Document-only answers of the calls whose answer is not JSON. */
const NON_JSON: { test: RegExp; type: string; description: string }[] = [
  { test: /^\/studio\/play\//, type: 'text/html', description: 'The studio game page (self-contained HTML; 404 unknown token, 410 expired session).' },
  {
    test: /^\/sandbox-pay\/3ds\//,
    type: 'text/html',
    description: "The sandbox's hosted 3-D Secure page; the form posts `decision=approve|decline` and is answered 303 back to the cashbox's return URL.",
  },
  { test: /^\/game-previews\//, type: 'image/svg+xml', description: "A game's preview image." },
  { test: /^\/messages\//, type: 'application/json', description: "A locale's message catalogue (react-intl)." },
  { test: /^\/api\/cms\/files\//, type: 'application/octet-stream', description: 'An uploaded CMS file, with its own content type.' },
  {
    test: /^\/api\/backoffice\/code-batches\/[^/]+\/export$/,
    type: 'text/csv',
    description: "A code batch's codes as CSV (`code,uses`), streamed as an attachment; marketing and admin only, audited.",
  },
];

function tagOf(url: string): string {
  if (url.startsWith('/api/provider/')) return 'Game provider protocol';
  if (url.startsWith('/api/payments/callbacks/') || url.startsWith('/sandbox-pay/')) return 'Payment provider callbacks';
  if (url.startsWith('/studio/')) return 'Studio';
  if (url.startsWith('/api/backoffice/')) return 'Back office';
  if (url.startsWith('/api/dev/')) return 'Tester tools';
  if (url.startsWith('/api/player') || url.startsWith('/api/users') || url.startsWith('/api/v2/')) return 'Player';
  if (url.startsWith('/api/cms') || url.startsWith('/messages/')) return 'Content';
  if (url.startsWith('/api/games') || url.startsWith('/game-previews/')) return 'Games';
  return 'Site';
}

function securityOf(url: string): Record<string, string[]>[] | undefined {
  if (url.startsWith('/api/provider/')) return [{ providerSignature: [] }];
  if (url.startsWith('/api/payments/callbacks/')) return [{ paymentProviderSignature: [] }];
  if (url.startsWith('/api/backoffice/')) return [{ staffSession: [] }];
  if (url.startsWith('/api/player')) return [{ playerSession: [] }];
  return undefined;
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** fastify-type-provider-zod's transform, then what zod cannot say (above). */
function transform(input: TransformInput) {
  const out = jsonSchemaTransform(input);
  const url = out.url;
  const schema = { ...(out.schema as Record<string, unknown>) };
  if (schema.hide) return { schema, url };
  schema.tags ??= [tagOf(url)];
  const security = securityOf(url);
  if (security) schema.security ??= security;
  const provider = /^\/api\/provider\/:provider\/(\w+)$/.exec(url);
  if (provider) schema.description ??= `${PROVIDER_CALLS[provider[1]!] ?? ''}\n\n${PROVIDER_RULES}`;
  if (url === '/api/payments/callbacks/:provider') {
    schema.description ??= CALLBACK_RULES;
    schema.body ??= {
      type: 'object',
      description:
        "The provider's event, as its adapter defines it (the sandbox: `{ id, type, payment_id, provider_ref, status, amount, currency, reason? }`).",
      additionalProperties: true,
    };
    schema.response ??= {
      200: {
        type: 'object',
        properties: { ok: { type: 'boolean' }, result: { type: 'string', enum: ['applied', 'duplicate', 'ignored_final', 'unknown_payment'] } },
        required: ['ok', 'result'],
      },
    };
  }
  const page = NON_JSON.find((p) => p.test.test(url));
  // A file answer keeps the route's own error answers (a CSV export has 403/404 schemas) and gains its 200.
  if (page && !Object.keys(schema.response ?? {}).some((code) => code.startsWith('2'))) {
    schema.response = { ...(schema.response ?? {}), 200: { description: page.description, content: { [page.type]: { schema: { type: 'string' } } } } };
  }
  return { schema, url };
}

/**
 * An onRoute hook, added before any other (platform/app.ts): the reference page's static files
 * route (`/api/docs/static/*`, Swagger UI's own) gets a params schema like every route of ours,
 * so its path is checked (one line, bounded) before the file lookup and the fuzz test covers it.
 */
export function docsRouteSchemas(route: RouteOptions): void {
  if (route.url.startsWith(DOCS_PREFIX) && route.url.endsWith('*') && !(route.schema as { params?: unknown } | undefined)?.params) {
    route.schema = { ...(route.schema ?? {}), params: z.object({ '*': oneLine().max(200) }) };
  }
}

export async function registerOpenApi(app: PlatformApp): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Reelhouse platform API',
        version: '1.0.0',
        description: [
          "The casino platform's HTTP API: the site's calls (SoftSwiss-style paths), the back office, the game-provider protocol and the payment providers' callbacks.",
          '',
          '- Amounts are integer minor units of their currency (`amount_cents`), never floats.',
          '- Every state-changing call from a browser (POST, PUT, PATCH, DELETE) needs the header `X-Requested-With: XMLHttpRequest` (403 `missing_x_requested_with`); the signed server-to-server calls are exempt.',
          '- Errors are `{ error, message, errors? }` with field messages in `errors`; bad input is a 4xx, never a 5xx.',
          '- Money-moving calls are idempotent: payments by `idempotency_key`, provider calls by `transaction_id`.',
        ].join('\n'),
      },
      components: {
        securitySchemes: {
          playerSession: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'A signed-in player (POST /api/users/sign_in).' },
          staffSession: { type: 'apiKey', in: 'cookie', name: STAFF_COOKIE, description: 'Back-office staff after password and two-factor code.' },
          providerSignature: {
            type: 'apiKey',
            in: 'header',
            name: PROVIDER_SIGNATURE_HEADER,
            description: 'Hex HMAC-SHA256 of the raw body under the provider secret.',
          },
          paymentProviderSignature: {
            type: 'apiKey',
            in: 'header',
            name: SANDBOX_SIGNATURE_HEADER,
            description: `Hex HMAC-SHA256 of "<${SANDBOX_TIMESTAMP_HEADER}>.<raw body>" under the provider's secret.`,
          },
        },
      },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true, uiConfig: { docExpansion: 'list', deepLinking: true } });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
