import { randomBytes } from 'node:crypto';
import { Browser, registration, freshEmail } from '../../auth/auth-test-helpers';
import type { Db } from '../../db/client';
import type { ProfileField } from '../../../schemas/player';
import type { StudioEngine } from '../catalog/engines';
import { gameCurrencies, gameProviders, games } from '../catalog/schema';
import { postTransaction } from '../../wallet/index';
import type { TestPlatform } from '../../testing/test-platform';
import { devSecret, sign } from './signature';
import { PROVIDER_SIGNATURE_HEADER } from '../../../schemas/game-provider';

/** A provider and one of its games in the catalogue tables, for protocol tests. */
export async function seedTestGame(
  db: Db,
  opts: { engine?: StudioEngine; currencies?: string[]; demo?: boolean; requiredProfileFields?: ProfileField[] } = {},
): Promise<{ gameId: number; provider: string }> {
  const tag = randomBytes(4).toString('hex');
  const provider = `test-studio-${tag}`;
  const [p] = await db
    .insert(gameProviders)
    .values({ slug: provider, name: provider, title: `Test Studio ${tag}`, requiredProfileFields: opts.requiredProfileFields ?? [] })
    .returning({ id: gameProviders.id });
  const [g] = await db
    .insert(games)
    .values({
      identifier: `${provider}:reels-${tag}`,
      name: `reels-${tag}`,
      title: `Test Reels ${tag}`,
      titleLower: `test reels ${tag}`,
      slug: `test-reels-${tag}`,
      seoTitle: `test-reels-${tag}`,
      providerId: p!.id,
      hasDemoMode: opts.demo ?? true,
      engine: opts.engine ?? 'slot:fruits',
      releasedAt: new Date('2026-01-01T00:00:00Z'),
    })
    .returning({ id: games.id });
  const currencies = [...(opts.currencies ?? ['EUR']), ...((opts.demo ?? true) ? ['FUN'] : [])];
  await db.insert(gameCurrencies).values(currencies.map((currency) => ({ gameId: g!.id, currency })));
  return { gameId: g!.id, provider };
}

/** A registered, logged-in player (EUR by default) with `funds` minor units of cash. */
export async function fundedPlayer(t: TestPlatform, funds: bigint, extra: Record<string, unknown> = {}): Promise<{ browser: Browser; playerId: number }> {
  const browser = new Browser(t);
  const res = await browser.call('POST', '/api/users', registration(freshEmail('g'), extra));
  if (res.statusCode !== 200) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  const me = await browser.call('GET', '/api/player');
  const player = me.json() as { id: number; currency: string };
  if (funds > 0n) {
    await postTransaction(t.database.db, {
      idempotencyKey: `test-fund:${player.id}:${randomBytes(4).toString('hex')}`,
      kind: 'seed',
      entries: [
        { account: { house: 'demo_funding', currency: player.currency }, amount: -funds },
        { account: { playerId: player.id, currency: player.currency }, amount: funds },
      ],
      at: t.clock.now(),
    });
  }
  return { browser, playerId: player.id };
}

/** A signed provider call, as an external provider sends it. */
export function providerCall(t: TestPlatform, provider: string, action: string, body: unknown, secret = devSecret(provider)) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: `/api/provider/${provider}/${action}`,
    payload: raw,
    headers: { 'content-type': 'application/json', [PROVIDER_SIGNATURE_HEADER]: sign(secret, raw) },
  });
}

/** The session token inside a launch URL (/studio/play/{token}?locale=..). */
export const tokenOf = (url: string) => new URL(url, 'http://x').pathname.split('/').pop()!;
