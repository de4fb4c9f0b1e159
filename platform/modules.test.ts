import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitReached } from './games';
import { fundedPlayer, providerCall, seedTestGame } from './games/seamless/test-helpers';
import { openSession } from './games/seamless/sessions';
import { createTestPlatform, type TestPlatform } from './testing/test-platform';
import { loadConfig } from './config';
import { eventConsumers } from './modules';
import type { StreamEvent } from './outbox';

/**
 * The composition root builds the policies per app (platform/modules.ts): two apps in one process
 * share none, so a check one app is given never runs for the other (the module-level hook lists
 * it replaced were shared by every app in the process).
 */
describe('composition root', () => {
  let refusing: TestPlatform;
  let plain: TestPlatform;
  const refused: number[] = [];

  beforeAll(async () => {
    refusing = await createTestPlatform(
      {},
      {
        extraPolicies: {
          bet: (ctx) => {
            refused.push(ctx.playerId);
            throw limitReached();
          },
        },
      },
    );
    plain = await createTestPlatform();
  });
  afterAll(async () => {
    await refusing?.close();
    await plain?.close();
  });

  async function bet(t: TestPlatform) {
    const game = await seedTestGame(t.database.db);
    const { playerId } = await fundedPlayer(t, 1_000n);
    const { token } = await openSession(t.database.db, {
      playerId,
      gameId: game.gameId,
      provider: game.provider,
      currency: 'EUR',
      mode: 'real',
      at: t.clock.now(),
    });
    return {
      playerId,
      res: await providerCall(t, game.provider, 'bet', { session: token, transaction_id: `b-${playerId}`, round_id: `r-${playerId}`, amount: 100 }),
    };
  }

  it("runs an app's bet policy for that app's bets only", async () => {
    const a = await bet(refusing);
    expect(a.res.statusCode).toBe(403);
    expect(a.res.json()).toMatchObject({ error: 'limit_reached' });
    const b = await bet(plain);
    expect(b.res.statusCode).toBe(200);
    expect(refused).toEqual([a.playerId]);
  });

  it('gives each app its own modules', () => {
    expect(refusing.app.modules.games.protocol).not.toBe(plain.app.modules.games.protocol);
    expect(refusing.app.modules.limits.policies.bet).not.toBe(plain.app.modules.limits.policies.bet);
  });

  it('takes the public wins threshold from the environment (PUBLIC_WIN_THRESHOLD_EUR_CENTS), refusing a bad value at start', async () => {
    expect(loadConfig({ NODE_ENV: 'test' }).PUBLIC_WIN_THRESHOLD_EUR_CENTS).toBe(5_000);
    expect(() => loadConfig({ NODE_ENV: 'test', PUBLIC_WIN_THRESHOLD_EUR_CENTS: '-1' })).toThrow();
    expect(() => loadConfig({ NODE_ENV: 'test', PUBLIC_WIN_THRESHOLD_EUR_CENTS: 'ten' })).toThrow();
    const game = await seedTestGame(plain.database.db);
    const { playerId } = await fundedPlayer(plain, 0n);
    const win = {
      id: 1,
      txId: 1,
      type: 'win.paid',
      playerId,
      occurredAt: plain.clock.now(),
      payload: {
        currency: 'EUR',
        amount_cents: 150,
        bonus_amount_cents: 0,
        bonus_id: null,
        provider: game.provider,
        game_id: game.gameId,
        round_id: null,
        transaction_id: 'w-threshold',
      },
    } as StreamEvent<'win.paid'>;
    const shown = async (thresholdCents: number) => {
      const pushed: unknown[] = [];
      const off = plain.events.on('public.push', (p: { event: string }) => p.event === 'public:wins' && pushed.push(p));
      const deps = { ...plain.app.deps, config: { ...plain.app.deps.config, PUBLIC_WIN_THRESHOLD_EUR_CENTS: thresholdCents } };
      const feed = eventConsumers(deps).find((c) => c.name === 'realtime.public_wins')!;
      await plain.database.db.transaction((tx) => feed.handle(win as never, { tx }));
      off();
      return pushed.length;
    };
    expect(await shown(5_000)).toBe(0); // 1.50 EUR is below the default 50 EUR
    expect(await shown(100)).toBe(1);
  });
});
