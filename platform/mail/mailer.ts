import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import type { Clock } from '../clock';
import { outbox } from './schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
}

export interface Mailer {
  /** Writes the mail to the outbox (inside the caller's transaction when given) and delivers it if SMTP is set. */
  send(msg: MailMessage, db?: Db): Promise<number>;
}

/**
 * The outbox is the record of what we sent; SMTP is best-effort delivery after the row exists,
 * so a mail server outage never loses a confirmation link (the row keeps the error).
 */
export function createMailer(deps: { db: Db; clock: Clock; log: Logger; smtpUrl?: string | undefined; from: string }): Mailer {
  let transport: { sendMail(o: object): Promise<unknown> } | undefined;
  async function deliver(id: number, msg: MailMessage) {
    if (!deps.smtpUrl) return;
    try {
      if (!transport) {
        const nodemailer = await import('nodemailer');
        transport = nodemailer.createTransport(deps.smtpUrl);
      }
      await transport.sendMail({ from: deps.from, to: msg.to, subject: msg.subject, text: msg.text, html: msg.html });
      await deps.db.update(outbox).set({ sentAt: deps.clock.now() }).where(eq(outbox.id, id));
    } catch (err) {
      deps.log.error({ err, outboxId: id }, 'MAIL_DELIVERY_FAILED');
      await deps.db
        .update(outbox)
        .set({ error: String(err).slice(0, 1000) })
        .where(eq(outbox.id, id));
    }
  }
  return {
    async send(msg, db = deps.db) {
      const [row] = await db
        .insert(outbox)
        .values({ to: msg.to, subject: msg.subject, text: msg.text, html: msg.html ?? null, kind: msg.kind, createdAt: deps.clock.now() })
        .returning({ id: outbox.id });
      const id = row!.id;
      // Delivery happens after the caller's transaction has had a chance to commit.
      setImmediate(() => void deliver(id, msg));
      return id;
    },
  };
}
