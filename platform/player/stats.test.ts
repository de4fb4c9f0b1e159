import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentStartAnswerSchema, SANDBOX_TEST_CARDS } from '../../schemas/payments';
import { PlayerStatsSchema } from '../../schemas/player';
import { Browser } from '../auth/auth-test-helpers';
import { openSession } from '../games/seamless/sessions';
import { seedTestGame } from '../games/seamless/test-helpers';
import { cardBody, depositThrough3ds, key, newPlayer, paymentsPlatform, paymentsService, type TestPlayer } from '../payments/test-helpers';
import { seedStaff } from '../staff/seed';
import { seedGroups } from './groups';
import type { TestPlatform } from '../testing/test-platform';

const IBAN = 'DE89370400440532013000';

/** GET /api/player/stats over real payments (the sandbox cashbox) and real rounds (the provider protocol). */
describe('player stats', () => {
  let t: TestPlatform;
  let game: { gameId: number; provider: string };
  let seq = 0;
  const id = (p: string) => `stats-${p}-${++seq}`;

  beforeAll(async () => {
    t = await paymentsPlatform();
    await seedGroups(t.app.deps);
    await seedStaff(t.app.deps);
    game = await seedTestGame(t.database.db);
  });
  afterAll(async () => t?.close());

  const stats = async (p: TestPlayer) => {
    const res = await p.b.call('GET', '/api/player/stats');
    expect(res.statusCode, res.body).toBe(200);
    return PlayerStatsSchema.parse(res.json());
  };
  const cashout = (p: TestPlayer, amount: number) =>
    p.b.call('POST', '/api/player/payments/cashout', {
      idempotency_key: key(),
      method_id: 'sandbox:bank_transfer:EUR',
      amount_cents: amount,
      currency: 'EUR',
      iban: IBAN,
    });

  it('counts and sums deposits, cash-outs, bets and wins per currency, only what really moved', async () => {
    const p = await newPlayer(t);
    const bystander = await newPlayer(t);
    expect(await stats(p)).toEqual({
      deposits_count: 0,
      deposits_sum: {},
      cashouts_count: 0,
      cashouts_sum: {},
      bets_count: 0,
      bets_sum: {},
      wins_count: 0,
      wins_sum: {},
    });

    // Two deposits credited, one declined by the bank (not counted), one of another player.
    for (const amount of [6_000, 4_000])
      expect((await depositThrough3ds(t, p, cardBody(SANDBOX_TEST_CARDS.approved[0], amount))).location).toContain('payment_state=succeeded');
    expect((await depositThrough3ds(t, p, cardBody(SANDBOX_TEST_CARDS.doNotHonor, 2_500))).location).not.toContain('payment_state=succeeded');
    expect((await depositThrough3ds(t, bystander, cardBody(SANDBOX_TEST_CARDS.approved[0], 7_000))).location).toContain('payment_state=succeeded');

    // Rounds: a win, a loss, a stake rolled back (not counted), a round still open (its stake is taken).
    const { token } = await openSession(t.database.db, {
      playerId: p.id,
      gameId: game.gameId,
      provider: game.provider,
      currency: 'EUR',
      mode: 'real',
      at: t.clock.now(),
    });
    const svc = t.app.modules.games.protocol;
    const won = id('r');
    await svc.bet(game.provider, { session: token, transaction_id: id('b'), round_id: won, amount: 500 });
    await svc.win(game.provider, { session: token, transaction_id: id('w'), round_id: won, amount: 1_200 });
    const lost = id('r');
    await svc.bet(game.provider, { session: token, transaction_id: id('b'), round_id: lost, amount: 300 });
    await svc.win(game.provider, { session: token, transaction_id: id('w'), round_id: lost, amount: 0 });
    const refunded = { session: token, transaction_id: id('b'), round_id: id('r'), amount: 200 };
    await svc.bet(game.provider, refunded);
    await svc.rollback(game.provider, { session: token, transaction_id: id('rb'), rollback_transaction_id: refunded.transaction_id });
    await svc.bet(game.provider, { session: token, transaction_id: id('b'), round_id: id('r'), amount: 150 });

    // Cash-outs: one paid, one rejected by staff and one recalled (neither counts), one waiting.
    const service = paymentsService(t.app);
    const staff = { staffId: 1, auditInTx: async () => undefined };
    const paid = PaymentStartAnswerSchema.parse((await cashout(p, 3_000)).json());
    expect((await service.approve(paid.payment.id, staff)).state).toBe('succeeded');
    const rejected = PaymentStartAnswerSchema.parse((await cashout(p, 2_000)).json());
    await service.reject(rejected.payment.id, 'Documents missing', staff);
    const recalled = PaymentStartAnswerSchema.parse((await cashout(p, 2_000)).json());
    expect((await p.b.call('POST', `/api/player/payments/${recalled.payment.id}/recall`, {})).statusCode).toBe(200);
    expect((await cashout(p, 2_000)).statusCode).toBe(200);

    expect(await stats(p)).toEqual({
      deposits_count: 2,
      deposits_sum: { EUR: 10_000 },
      cashouts_count: 1,
      cashouts_sum: { EUR: 3_000 },
      bets_count: 3,
      bets_sum: { EUR: 950 },
      wins_count: 1,
      wins_sum: { EUR: 1_200 },
    });
    expect(await stats(bystander)).toMatchObject({ deposits_count: 1, deposits_sum: { EUR: 7_000 }, bets_count: 0, cashouts_sum: {} });
  });

  it('refuses a guest', async () => {
    expect((await new Browser(t).call('GET', '/api/player/stats')).statusCode).toBe(401);
  });
});
