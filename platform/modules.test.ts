import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitReached } from './games';
import { fundedPlayer, providerCall, seedTestGame } from './games/seamless/test-helpers';
import { openSession } from './games/seamless/sessions';
import { createTestPlatform, type TestPlatform } from './testing/test-platform';

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
});
