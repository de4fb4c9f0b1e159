import { count, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../../schemas/validation';
import { Browser } from '../auth/auth-test-helpers';
import { pageBody, staffBrowser } from '../cms/test-helpers';
import * as tables from '../db/schema';
import { seedTestGame } from '../games/seamless/test-helpers';
import { cardBody, fund, key, newPlayer, type TestPlayer } from '../payments/test-helpers';
import { seedStaff } from '../staff/seed';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';

/**
 * Issue 12 item 3: a NUL (or another control character) in a string field was a 500, because
 * PostgreSQL refuses NUL in text and jsonb. Each call the outside testing named is refused with a
 * 422 naming the field, and nothing is written. The rule lives once in schemas/validation.ts
 * (`oneLine`, `multiLine`, `jsonValue`); platform/http/fuzz.test.ts throws the same characters at
 * every route and field.
 */

let t: TestPlatform;
let player: TestPlayer;
let editor: Browser;
let provider: string;

async function rowCounts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    if (!is(table, PgTable)) continue;
    out[name] = (await t.database.db.select({ n: count() }).from(table))[0]!.n;
  }
  return out;
}

/** The call answers 422 with `field` among its field errors, and no row of any table changed. */
async function expectRefused(call: () => Promise<LightMyRequestResponse>, field: string): Promise<void> {
  const before = await rowCounts();
  const res = await call();
  expect(res.statusCode, res.body).toBe(422);
  const body = res.json() as { error: string; errors?: Record<string, string[]> };
  expect(body.error).toBe('validation_failed');
  expect(Object.keys(body.errors ?? {}), res.body).toContain(field);
  expect(body.errors![field]).toContain(VALIDATION_MESSAGES.wrongCharacters);
  expect(await rowCounts()).toEqual(before);
}

beforeAll(async () => {
  t = await createTestPlatform({ PAYMENT_JOBS_INTERVAL_MS: '0' });
  await seedStaff(t.app.deps);
  editor = await staffBrowser(t, 'editor');
  player = await newPlayer(t);
  await fund(t, player.id, 100_000n);
  provider = (await seedTestGame(t.database.db)).provider;
}, 120_000);
afterAll(() => t?.close());

describe('a control character in a request string is a 422 naming the field, never a 500', () => {
  it.each(['city', 'address', 'state'])('PATCH /api/player user.%s', async (field) => {
    await expectRefused(() => player.b.call('PATCH', '/api/player', { context: 'edition', user: { [field]: 'Main\u0000Street' } }), `user.${field}`);
  });

  it('POST /api/auth_providers/update_details', async () => {
    await expectRefused(
      () => player.b.call('POST', '/api/auth_providers/update_details', { user: { city: 'Ber\u0000lin', address: 'Main Street 1' } }),
      'user.city',
    );
  });

  it('POST /api/users/transaction (the fraud pre-check)', async () => {
    const body = { type: 'transaction', amount_cents: 5000, currency: 'EUR', payment_system: 'sandbox:visa:EUR' };
    await expectRefused(() => player.b.call('POST', '/api/users/transaction', { ...body, device_fingerprint: 'fp\u0000' }), 'device_fingerprint');
    await expectRefused(() => player.b.call('POST', '/api/users/transaction', { ...body, card: { holder: 'Test\u0000Player' } }), 'card.holder');
  });

  it('POST /api/player/payments/deposit: card holder and device fingerprint', async () => {
    await expectRefused(
      () =>
        player.b.call(
          'POST',
          '/api/player/payments/deposit',
          cardBody('4242424242424242', 5000, { card: { number: '4242424242424242', expiry: '12/30', cvv: '123', holder: 'Test\u0000Player' } }),
        ),
      'card.holder',
    );
    await expectRefused(
      () => player.b.call('POST', '/api/player/payments/deposit', cardBody('4242424242424242', 5000, { device_fingerprint: 'fp\u0000' })),
      'device_fingerprint',
    );
  });

  it('POST /api/player/payments/cashout: device fingerprint', async () => {
    const body = {
      idempotency_key: key(),
      method_id: 'sandbox:bank_transfer:EUR',
      amount_cents: 5000,
      currency: 'EUR',
      iban: 'DE89370400440532013000',
      device_fingerprint: 'fp\u0000',
    };
    await expectRefused(() => player.b.call('POST', '/api/player/payments/cashout', body), 'device_fingerprint');
  });

  it('POST /api/games_filter: a title with another filter', async () => {
    await expectRefused(
      () => new Browser(t).call('POST', '/api/games_filter', { device: 'desktop', filter: { providers: [provider], title: 'a\u0000b' } }),
      'filter.title',
    );
  });

  it('CMS page content (multi-line text: line breaks and tabs pass, NUL does not)', async () => {
    await expectRefused(() => editor.call('POST', '/api/backoffice/cms/pages', pageBody('nul-page', 'en', { content: '<p>a\u0000b</p>' })), 'content');
    await expectRefused(
      () => editor.call('POST', '/api/backoffice/cms/pages', pageBody('nul-meta', 'en', { meta: { cards: [{ title: 'x\u0000' }] } })),
      'meta.cards.0.title',
    );
    const ok = await editor.call('POST', '/api/backoffice/cms/pages', pageBody('multi-line', 'en', { content: '<p>\n\tline one\r\n\tline two\n</p>' }));
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('a one-line field refuses a line break or a tab too', async () => {
    await expectRefused(() => player.b.call('PATCH', '/api/player', { context: 'edition', user: { city: 'Ber\nlin' } }), 'user.city');
    await expectRefused(() => player.b.call('PATCH', '/api/player', { context: 'edition', user: { address: 'Main\tStreet 1' } }), 'user.address');
    // Lone surrogates are no text either (jsonb refuses them).
    await expectRefused(() => player.b.call('PATCH', '/api/player', { context: 'edition', user: { state: 'Bay\ud800ern' } }), 'user.state');
  });

  it('GET /api/dev/outbox?to=a%00b: a query string goes through the same rule', async () => {
    const res = await t.call({ method: 'GET', url: '/api/dev/outbox?to=a%00b' });
    expect(res.statusCode, res.body).toBe(422);
    expect((res.json() as { errors: Record<string, string[]> }).errors['querystring.to']).toContain(VALIDATION_MESSAGES.wrongCharacters);
  });
});
