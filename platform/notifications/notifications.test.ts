import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackofficeHeaderNotice, HeaderNotice, Notification, NotificationPage } from '../../schemas/notifications';
import { SANDBOX_TEST_CARDS } from '../../schemas/payments';
import { Browser } from '../auth/auth-test-helpers';
import { BonusTemplateInputSchema } from '../../schemas/gifts';
import { activateGift, cancelGift, createTemplate } from '../gifts/index';
import { staffAuditLog } from '../db/schema';
import { Outbox, type Consumer } from '../outbox/index';
import { notificationConsumer } from './stream';
import { seedStaff } from '../staff/seed';
import { staffBrowser } from '../testing/staff-browser';
import type { TestPlatform } from '../testing/test-platform';
import { cardBody, depositThrough3ds, newPlayer, paymentsPlatform, type TestPlayer } from '../payments/test-helpers';

/**
 * Notifications (README): made once per fact from the event stream, however often it is handed
 * over; each player reads and marks only their own; staff send personal ones and edit the notice
 * strip within their roles. Runs on PGlite and PostgreSQL.
 */
describe('notifications', () => {
  let t: TestPlatform;
  const pushes: { playerId: number; event: string; payload: unknown }[] = [];

  beforeAll(async () => {
    t = await paymentsPlatform();
    await seedStaff(t.app.deps);
    t.events.on('player.push', (p) => pushes.push(p));
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async (p: TestPlayer, query = '') => {
    const res = await p.b.call('GET', `/api/player/notifications${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as NotificationPage;
  };
  /** A money gift issued to the player through the gifts engine's one port. */
  const grant = async (playerId: number) => {
    const tpl = await createTemplate(
      t.database.db,
      BonusTemplateInputSchema.parse({ title: `Gift ${randomUUID().slice(0, 6)}`, type: 'rocket_lite', amounts: { EUR: 1_000 }, wager_multiplier: 10 }),
      t.clock.now(),
    );
    const { gift } = await t.app.modules.gifts.issueGift(t.database.db, {
      playerId,
      templateId: tpl.id,
      source: 'staff',
      idempotencyKey: randomUUID(),
      at: t.clock.now(),
    });
    return { gift };
  };

  it('a credited deposit makes one payments notification, pushed live, even when the stream hands it over twice', async () => {
    const p = await newPlayer(t);
    await depositThrough3ds(t, p, cardBody(SANDBOX_TEST_CARDS.approved[0], 5000));
    await t.drain();
    const first = await list(p);
    const made = first.data.filter((n) => n.type === 'payments_changes');
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      state: 'new',
      event: { kind: 'payment.deposit.succeeded', values: { amount_cents: 5000, currency: 'EUR' } },
      content: { icon: 'money' },
    });
    expect(first.new_count).toBe(1);
    expect(pushes.filter((x) => x.playerId === p.id && x.event === 'private:notifications')).toEqual([
      { playerId: p.id, event: 'private:notifications', payload: made[0] },
    ]);

    // The consumer's position put back to the start: every fact is handed over again.
    await t.database.db.execute(sql`UPDATE event_consumers SET position_tx = 0, position_id = 0 WHERE name = 'notifications'`);
    await t.drain();
    expect((await list(p)).data.filter((n) => n.type === 'payments_changes')).toHaveLength(1);
    expect(pushes.filter((x) => x.playerId === p.id && x.event === 'private:notifications')).toHaveLength(1);
  });

  it('a crash after the notification is written but before the position moves still leaves exactly one', async () => {
    // The platform's own consumer, made to fail once right after its insert: the insert goes down
    // with the position, the event is handed over again and written once.
    const real = notificationConsumer({ events: t.events });
    let crashes = 1;
    const crashing: Consumer = {
      ...real,
      name: 'notifications-crash-test',
      async handle(e, ctx) {
        await real.handle(e, ctx);
        if (crashes-- > 0) throw new Error('crashed after the insert');
      },
    };
    const outbox = new Outbox({ db: t.database.db, log: pino({ level: 'silent' }) }, [crashing], { backoffBaseMs: 0, backoffMaxMs: 0 });
    await outbox.register();
    const p = await newPlayer(t, {}, { profile: false });
    await grant(p.id);
    await expect
      .poll(async () => {
        await outbox.drain();
        return crashes;
      })
      .toBe(-1);
    expect((await list(p)).data).toHaveLength(1);
    // The app's own consumer meets the same fact: (event, player) is taken, nothing more is made.
    await t.drain();
    expect((await list(p)).data).toHaveLength(1);
  });

  it('an issued gift makes a bonuses notification; its later stages are dropped (C4)', async () => {
    const p = await newPlayer(t, {}, { profile: false });
    const { gift } = await grant(p.id);
    await t.drain();
    const page = await list(p);
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({ type: 'bonuses_changes', event: { kind: 'gift.bonus.issued', values: { gift_id: gift.id, stage: 'issued' } } });
    // Activated, then cancelled by the player: stages other than issued, never stored.
    await activateGift(t.database.db, { playerId: p.id, giftId: gift.id, at: t.clock.now() });
    await cancelGift(t.database.db, { playerId: p.id, giftId: gift.id, at: t.clock.now(), by: 'player' });
    await t.drain();
    expect((await list(p)).data).toHaveLength(1);
  });

  it('pages newest first, filters by state, and a player marks only their own read', async () => {
    const p = await newPlayer(t, {}, { profile: false });
    const other = await newPlayer(t, {}, { profile: false });
    for (let i = 0; i < 5; i += 1) await grant(p.id);
    await grant(other.id);
    await t.drain();

    const one = await list(p, '?page=1&page_size=2');
    expect(one.data.map((n) => n.id)).toEqual([...one.data.map((n) => n.id)].sort((a, b) => b - a));
    expect(one.pagination).toEqual({ current_page: 1, next_page: 2, total_count: 5 });
    const last = await list(p, '?page=3&page_size=2');
    expect(last.data).toHaveLength(1);
    expect(last.pagination.next_page).toBeNull();

    const target = one.data[0]!;
    const theirs = (await list(other)).data[0]!;
    const foreign = await p.b.call('PATCH', `/api/player/notifications/${theirs.id}`, { state: 'read' });
    expect(foreign.statusCode).toBe(404);
    expect((await list(other)).data[0]!.state).toBe('new');

    const read = await p.b.call('PATCH', `/api/player/notifications/${target.id}`, { state: 'read' });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ id: target.id, state: 'read', read_at: expect.any(String) });
    const again = await p.b.call('PATCH', `/api/player/notifications/${target.id}`, { state: 'read' });
    expect((again.json() as Notification).read_at).toBe((read.json() as Notification).read_at);
    expect((await list(p)).new_count).toBe(4);
    expect((await list(p, '?state=read')).data.map((n) => n.id)).toEqual([target.id]);

    const all = await p.b.call('POST', '/api/player/notifications/read_all', {});
    expect(all.json()).toEqual({ updated: 4 });
    expect((await list(p)).new_count).toBe(0);
    expect((await list(other)).new_count).toBe(1);
  });

  it('refuses bad input with field messages and guests with 401', async () => {
    const p = await newPlayer(t, {}, { profile: false });
    for (const q of ['?page=0', '?page_size=101', '?page=x', '?state=unread']) {
      const res = await p.b.call('GET', `/api/player/notifications${q}`);
      expect(res.statusCode, q).toBe(422);
      expect(res.json()).toMatchObject({ errors: expect.any(Object) });
    }
    expect((await p.b.call('PATCH', '/api/player/notifications/abc', { state: 'read' })).statusCode).toBe(422);
    expect((await p.b.call('PATCH', '/api/player/notifications/1', { state: 'new' })).statusCode).toBe(422);
    expect((await p.b.call('PATCH', '/api/player/notifications/99999999', { state: 'read' })).statusCode).toBe(404);
    const guest = new Browser(t);
    expect((await guest.call('GET', '/api/player/notifications')).statusCode).toBe(401);
    expect((await guest.call('POST', '/api/player/notifications/read_all', {})).statusCode).toBe(401);
  });

  it('support sends a personal notification (audited, pushed); editors may not', async () => {
    const p = await newPlayer(t, {}, { profile: false });
    const support = await staffBrowser(t, 'support', '10.77.0.1');
    const body = { title: 'Hello', text: 'Your documents are verified', icon: 'info', button: { title: 'Profile', path: '/profile' } };
    const res = await support('POST', `/api/backoffice/players/${p.id}/notifications`, body);
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json() as Notification;
    expect(sent).toMatchObject({
      type: 'personal',
      state: 'new',
      text: 'Your documents are verified',
      content: { title: 'Hello', icon: 'info', button: { title: 'Profile', path: '/profile' } },
      event: null,
    });
    expect((await list(p)).data).toEqual([sent]);
    expect(pushes).toContainEqual({ playerId: p.id, event: 'private:notifications', payload: sent });
    const audit = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'notification.send'), eq(staffAuditLog.target, `player:${p.id}`)));
    expect(audit).toHaveLength(1);

    expect((await support('POST', `/api/backoffice/players/${p.id}/notifications`, { text: '' })).statusCode).toBe(422);
    expect(
      (await support('POST', `/api/backoffice/players/${p.id}/notifications`, { text: 'x', button: { title: 'Go', path: 'https://evil.example' } })).statusCode,
    ).toBe(422);
    expect((await support('POST', '/api/backoffice/players/99999999/notifications', { text: 'x' })).statusCode).toBe(404);
    const editor = await staffBrowser(t, 'editor', '10.77.0.2');
    expect((await editor('POST', `/api/backoffice/players/${p.id}/notifications`, { text: 'x' })).statusCode).toBe(403);
    expect((await p.b.call('POST', `/api/backoffice/players/${p.id}/notifications`, { text: 'x' })).statusCode).toBe(401);
  });

  it('header notices: marketing edits them (audited), visitors get their locale and audience; support may not edit', async () => {
    const marketing = await staffBrowser(t, 'marketing', '10.77.0.3');
    const created = await marketing('POST', '/api/backoffice/header_notices', {
      message: { en: 'Confirm your e-mail', de: 'Bestätige deine E-Mail' },
      icon: 'warning',
      link: { text: { en: 'Send again' }, function: 'resend_confirmation' },
      audience: 'players',
    });
    expect(created.statusCode, created.body).toBe(200);
    const notice = created.json() as BackofficeHeaderNotice;
    const everyone = await marketing('POST', '/api/backoffice/header_notices', { message: { en: 'Maintenance tonight' }, position: 1 });
    expect(everyone.statusCode, everyone.body).toBe(200);

    const guest = new Browser(t);
    const forGuest = (await guest.call('GET', '/api/header_notices?l=de')).json() as HeaderNotice[];
    expect(forGuest.map((n) => n.message)).toEqual(['Maintenance tonight']);
    const p = await newPlayer(t, {}, { profile: false });
    const forPlayer = (await p.b.call('GET', '/api/header_notices?l=de')).json() as HeaderNotice[];
    expect(forPlayer[0]).toEqual({
      id: notice.id,
      message: 'Bestätige deine E-Mail',
      icon: 'warning',
      link: { text: 'Send again', function: 'resend_confirmation', path: null },
    });

    const off = await marketing('PUT', `/api/backoffice/header_notices/${notice.id}`, {
      message: { en: 'Confirm your e-mail' },
      active: false,
      audience: 'players',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(((await p.b.call('GET', '/api/header_notices')).json() as HeaderNotice[]).map((n) => n.message)).toEqual(['Maintenance tonight']);
    const gone = await marketing('DELETE', `/api/backoffice/header_notices/${(everyone.json() as BackofficeHeaderNotice).id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await guest.call('GET', '/api/header_notices')).json()).toEqual([]);
    expect((await marketing('DELETE', '/api/backoffice/header_notices/99999999')).statusCode).toBe(404);
    expect((await marketing('POST', '/api/backoffice/header_notices', { message: { de: 'nur Deutsch' } })).statusCode).toBe(422);
    expect(
      (await marketing('POST', '/api/backoffice/header_notices', { message: { en: 'x' }, link: { text: { en: 'Go' }, function: 'go_to' } })).statusCode,
    ).toBe(422);
    expect((await marketing('POST', '/api/backoffice/header_notices', { message: { en: 'x' }, icon: 'skull' })).statusCode).toBe(422);
    const support = await staffBrowser(t, 'support', '10.77.0.4');
    expect((await support('GET', '/api/backoffice/header_notices')).statusCode).toBe(403);
    expect((await support('POST', '/api/backoffice/header_notices', { message: { en: 'x' } })).statusCode).toBe(403);
    const listed = (await marketing('GET', '/api/backoffice/header_notices')).json() as BackofficeHeaderNotice[];
    expect(listed.map((n) => n.id)).toEqual(expect.arrayContaining([notice.id]));
    const audit = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target, `header_notice:${notice.id}`));
    expect(audit.map((r) => r.action).sort()).toEqual(['header_notice.create', 'header_notice.update']);
  });
});
