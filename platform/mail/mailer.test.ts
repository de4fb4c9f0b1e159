import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import type { Database } from '../db/client';
import { createTestDatabase } from '../testing/test-db';
import { createMailer } from './mailer';
import { outbox } from './schema';

/** What a fake SMTP server received in one DATA command. */
interface Received {
  from: string;
  to: string[];
  data: string;
}

/**
 * The smallest SMTP server nodemailer talks to (RFC 5321 plain, no STARTTLS, no AUTH): enough to
 * prove that with SMTP_URL set the outbox row is really delivered over the wire.
 */
function fakeSmtp(): Promise<{ server: Server; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.test ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          reply('250 2.0.0 queued');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') current.from = line;
        if (verb === 'RCPT') current.to.push(line);
        if (verb === 'DATA') inData = true;
        reply(verb === 'DATA' ? '354 go ahead' : verb === 'QUIT' ? '221 bye' : '250 ok');
        if (verb === 'QUIT') socket.end();
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, received })));
}

async function until<T>(read: () => Promise<T | undefined>, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('mailer', () => {
  let database: Database;
  let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
  const clock = new ManualClock('2026-11-22T12:00:00Z');
  const log = pino({ level: 'silent' });

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await fakeSmtp();
  });
  afterAll(async () => {
    await new Promise((r) => smtp?.server.close(r));
    await database?.close();
  });

  const row = (id: number) =>
    database.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, id))
      .then((r) => r[0]);

  it('keeps the mail in the outbox only, without SMTP_URL', async () => {
    const mailer = createMailer({ db: database.db, clock, log, from: 'Reelhouse <no-reply@reelhouse.test>' });
    const id = await mailer.send({ to: 'nobody@example.com', subject: 'Hi', text: 'Body', kind: 'test' });
    await new Promise((r) => setTimeout(r, 50));
    expect(await row(id)).toMatchObject({ to: 'nobody@example.com', sentAt: null, error: null });
  });

  it('delivers through SMTP when SMTP_URL is set, and marks the outbox row sent', async () => {
    const mailer = createMailer({ db: database.db, clock, log, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'Reelhouse <no-reply@reelhouse.test>' });
    const id = await mailer.send({
      to: 'player@example.com',
      subject: 'Confirm your e-mail',
      text: 'Open https://reelhouse.test/en/email-verify?token=abc',
      kind: 'confirmation',
    });
    const sent = await until(async () => ((await row(id))?.sentAt ? row(id) : undefined));
    expect(sent).toMatchObject({ error: null, sentAt: clock.now() });
    const mail = smtp.received.at(-1)!;
    expect(mail.from).toContain('no-reply@reelhouse.test');
    expect(mail.to).toEqual([expect.stringContaining('player@example.com')]);
    expect(mail.data).toContain('Subject: Confirm your e-mail');
    expect(mail.data).toContain('email-verify?token=abc');
  });

  it('keeps the row with the error when the mail server cannot be reached (the link is not lost)', async () => {
    const closed = await fakeSmtp();
    const port = closed.port;
    await new Promise((r) => closed.server.close(r));
    const mailer = createMailer({ db: database.db, clock, log, smtpUrl: `smtp://127.0.0.1:${port}`, from: 'no-reply@reelhouse.test' });
    const id = await mailer.send({ to: 'player@example.com', subject: 'Reset', text: 'link', kind: 'reset_password' });
    const failed = await until(async () => ((await row(id))?.error ? row(id) : undefined));
    expect(failed).toMatchObject({ sentAt: null, text: 'link' });
    expect(failed.error).toMatch(/ECONNREFUSED|connect/i);
  });
});
