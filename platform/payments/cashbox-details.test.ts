import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMethodsSchema, PaymentSchema, PaymentStartAnswerSchema, SANDBOX_TEST_CARDS } from '../../schemas/payments';
import type { TestPlatform } from '../testing/test-platform';
import { PAGE_TTL_MS, type SandboxProvider } from './sandbox-provider';
import { sandboxOperations } from './schema';
import { cardBody, depositThrough3ds, expectReconciled, newPlayer, paymentsPlatform, paymentsService, type TestPlayer } from './test-helpers';

const CARD = SANDBOX_TEST_CARDS.approved[0];

/** The cashbox's saved cards and its abandoned 3-D Secure pages (issue 13, item 7), on the database TEST_DB names. */
describe('cashbox details', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await paymentsPlatform();
  });
  afterAll(async () => t?.close());

  const withExpiry = (expiry: string, amount = 2000) => {
    const body = cardBody(CARD, amount);
    return { ...body, card: { ...body.card, expiry } };
  };
  const savedCards = async (p: TestPlayer) => {
    const methods = PaymentMethodsSchema.parse((await p.b.call('GET', '/api/player/payment_methods?action=deposit')).json());
    return methods.find((m) => m.brand === 'visa')!.savedProfiles;
  };
  const startPending = async (p: TestPlayer) => {
    const res = await p.b.call('POST', '/api/player/payments/deposit', cardBody(CARD, 2500));
    expect(res.statusCode, res.body).toBe(200);
    return PaymentStartAnswerSchema.parse(res.json());
  };

  it('saves a card per player and expiry: each player sees the expiry they typed, the newest first', async () => {
    const a = await newPlayer(t);
    const b = await newPlayer(t);
    expect((await depositThrough3ds(t, a, withExpiry('12/30'))).location).toContain('payment_state=succeeded');
    expect((await depositThrough3ds(t, b, withExpiry('11/31'))).location).toContain('payment_state=succeeded');
    expect((await savedCards(a)).map((c) => c.expiry)).toEqual(['12/30']);
    expect((await savedCards(b)).map((c) => c.expiry)).toEqual(['11/31']);
    // The same card renewed: saved again with its new date, listed first.
    expect((await depositThrough3ds(t, a, withExpiry('10/32'))).location).toContain('payment_state=succeeded');
    const cards = await savedCards(a);
    expect(cards.map((c) => c.expiry)).toEqual(['10/32', '12/30']);
    expect(new Set(cards.map((c) => c.id)).size).toBe(2);
    // Paying with a saved card uses that player's own card at the bank.
    const again = await depositThrough3ds(t, b, { ...cardBody(CARD, 1500), card: undefined, saved_profile_id: (await savedCards(b))[0]!.id });
    expect(again.location).toContain('payment_state=succeeded');
    await expectReconciled(t);
  });

  it('lets the player reopen an abandoned 3-D Secure page, then cancel the deposit at the provider and here', async () => {
    const p = await newPlayer(t);
    const start = await startPending(p);
    const url = (start.next as { url: string }).url;
    const id = start.payment.id;
    const listed = PaymentSchema.parse((await p.b.call('GET', `/api/player/payments/${id}`)).json());
    expect(listed).toMatchObject({ state: 'pending', cancelable: true, resume: { url } });
    expect(new Date(listed.resume!.expires_at).getTime()).toBe(new Date(listed.created_at).getTime() + PAGE_TTL_MS);
    // Resume: the page the player left is still there.
    const page = await t.app.inject({ method: 'GET', url: listed.resume!.url, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');

    expect((await (await newPlayer(t)).b.call('POST', `/api/player/payments/${id}/cancel`, {})).statusCode).toBe(404);
    const cancel = await p.b.call('POST', `/api/player/payments/${id}/cancel`, {});
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(PaymentSchema.parse(cancel.json())).toMatchObject({ state: 'canceled', decline_reason: 'player_canceled', cancelable: false, resume: null });
    const [op] = await t.database.db.select().from(sandboxOperations).where(eq(sandboxOperations.merchantPaymentId, id));
    expect(op?.status).toBe('canceled');
    // The page no longer takes an answer, and asking again answers the cancelled deposit.
    expect((await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body).not.toContain('<form method="post"');
    expect((await p.b.call('POST', `/api/player/payments/${id}/cancel`, {})).json()).toMatchObject({ state: 'canceled' });

    const done = await depositThrough3ds(t, p, cardBody(CARD, 2000));
    const refused = await p.b.call('POST', `/api/player/payments/${done.start.payment.id}/cancel`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'not_cancelable' });
    expect(PaymentSchema.parse((await p.b.call('GET', `/api/player/payments/${done.start.payment.id}`)).json())).toMatchObject({
      state: 'succeeded',
      cancelable: false,
      resume: null,
    });
    await expectReconciled(t);
  });

  it('cancels a deposit whose 3-D Secure page expired, on the job, even when the provider never says so', async () => {
    const p = await newPlayer(t);
    const start = await startPending(p);
    const service = paymentsService(t.app);
    const sandbox = service.provider('sandbox') as SandboxProvider;
    // A provider that neither expires its pages itself nor calls back: only our record of its timeout is left.
    const { tick, status } = { tick: sandbox.tick.bind(sandbox), status: sandbox.status.bind(sandbox) };
    sandbox.tick = async () => undefined;
    sandbox.status = async (id, kind) => (id === start.payment.id ? { kind: 'waiting', since: new Date(start.payment.created_at) } : status(id, kind));
    try {
      t.clock.advance(PAGE_TTL_MS - 60_000);
      await service.recover();
      expect(PaymentSchema.parse((await p.b.call('GET', `/api/player/payments/${start.payment.id}`)).json()).state).toBe('pending');
      t.clock.advance(61_000);
      await service.recover();
    } finally {
      sandbox.tick = tick;
      sandbox.status = status;
    }
    const after = PaymentSchema.parse((await p.b.call('GET', `/api/player/payments/${start.payment.id}`)).json());
    expect(after).toMatchObject({ state: 'canceled', decline_reason: 'threeds_failed', resume: null, cancelable: false });
    const [op] = await t.database.db.select().from(sandboxOperations).where(eq(sandboxOperations.merchantPaymentId, start.payment.id));
    expect(op?.status).toBe('canceled');
  });
});
