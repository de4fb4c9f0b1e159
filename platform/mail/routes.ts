import type { FastifyRequest } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { ApiErrorSchema } from '../../schemas/api-error';
import { OutboxListSchema, OutboxQuerySchema } from '../../schemas/auth';
import { notFound } from '../http/errors';
import type { PlatformApp } from '../http/types';
import { outbox } from './schema';

const LINK = /https?:\/\/[^\s"'<>]+/g;

/** Every distinct link of a mail's text part, in order of appearance. */
export function mailLinks(text: string): string[] {
  return [...new Set(text.match(LINK) ?? [])];
}

/** What the outbox route is given by the composition root: staff's dev-tools check. */
export interface MailPorts {
  requireDevTools(req: FastifyRequest): Promise<void>;
}

/**
 * GET /api/dev/outbox: the newest mails, for testers to follow confirmation and reset links
 * without a mail server. Only where config.exposeOutbox (never in production); elsewhere the
 * route answers exactly like a route that does not exist. Even there only to the machine itself
 * or to admin staff (platform/staff/dev-tools.ts): the links take over accounts.
 */
export default async function mailRoutes(app: PlatformApp, { requireDevTools }: MailPorts): Promise<void> {
  app.get(
    '/api/dev/outbox',
    { schema: { querystring: OutboxQuerySchema, response: { 200: OutboxListSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 422: ApiErrorSchema } } },
    async (req) => {
      if (!req.server.deps.config.exposeOutbox) throw notFound(`No route GET /api/dev/outbox`);
      await requireDevTools(req);
      const { to, limit } = req.query;
      const rows = await req.server.deps.db
        .select()
        .from(outbox)
        .where(to ? eq(outbox.to, to.trim().toLowerCase()) : undefined)
        .orderBy(desc(outbox.id))
        .limit(limit);
      return {
        mails: rows.map((r) => ({
          id: r.id,
          to: r.to,
          subject: r.subject,
          kind: r.kind,
          text: r.text,
          html: r.html,
          links: mailLinks(r.text),
          created_at: r.createdAt.toISOString(),
          sent_at: r.sentAt?.toISOString() ?? null,
          error: r.error,
        })),
      };
    },
  );
}
