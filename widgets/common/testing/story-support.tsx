import { useState, type ReactNode } from 'react';
import type { GamesPage } from '../../../schemas/games';
import { WidgetProviders, quietQueryClient } from './harness';

/**
 * Stories of widgets (tests too, in a browser): the site's providers with a fresh query client per
 * story, and `fetch` answering the platform calls a widget makes, so the widget's real query
 * (keys, api client, schema parsing) runs as on the site.
 */

/** How the stubbed platform answers `POST /api/games_filter` and `GET /api/tournaments/{id}/games`. */
export type GamesAnswer = { kind: 'pending' } | { kind: 'error' } | { kind: 'page'; page: (body: { page?: number; page_size?: number }) => GamesPage };

/** Replaces `fetch` for one story; returns the restore function (Storybook's beforeEach cleanup). */
export function stubPlatform(games: GamesAnswer): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    // A tournament's games (GET, paged by its query string) are a games page too.
    const tournamentGames = /\/api\/tournaments\/[^/?]+\/games/.test(url);
    if (url.includes('/api/games_filter') || tournamentGames) {
      if (games.kind === 'pending') return new Promise<Response>(() => undefined);
      if (games.kind === 'error') return new Response(JSON.stringify({ error: 'internal' }), { status: 500, headers: { 'content-type': 'application/json' } });
      const q = tournamentGames ? new URL(url, 'http://story').searchParams : null;
      const body = q
        ? { page: Number(q.get('page') ?? 1), page_size: Number(q.get('per_page') ?? 40) }
        : (JSON.parse(String(init?.body ?? '{}')) as { page?: number; page_size?: number });
      return new Response(JSON.stringify(games.page(body)), { status: 200, headers: { 'content-type': 'application/json' } });
    }
    // Other calls of the shell's hooks (client context, session): not found, as for a guest.
    return new Response(JSON.stringify({ error: 'not_found' }), { status: 404, headers: { 'content-type': 'application/json' } });
  };
  return () => {
    globalThis.fetch = original;
  };
}

/** The providers with one query client for the story's life. */
export function StoryWidgetProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(quietQueryClient);
  return <WidgetProviders queryClient={queryClient}>{children}</WidgetProviders>;
}
