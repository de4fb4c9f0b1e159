import { notFound } from 'next/navigation';
import { ApiError } from '@/site/core/api';
import { createServerApi } from '@/site/core/api/server';
import { loadOutbox } from '@/site/auth/api';
import { OutboxView } from '@/site/auth/OutboxView';

export const dynamic = 'force-dynamic';

/**
 * /dev/outbox (server.ts prints it at start): the mails of GET /api/dev/outbox, so a tester can
 * follow a confirmation or reset link. The platform answers 404 in production; so does this page.
 */
export default async function OutboxPage({ searchParams }: { searchParams: Promise<{ to?: string | string[] }> }) {
  const raw = (await searchParams).to;
  const to = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  const mails = await loadOutbox(createServerApi(null), to).then(
    (list) => list.mails,
    (err: unknown) => {
      if (err instanceof ApiError && err.status === 404) notFound();
      throw err;
    },
  );
  return <OutboxView mails={mails} to={to} />;
}
