import { useEffect, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import auth from '../../../messages/en/auth.json';
import shell from '../../../messages/en/shell.json';
import validation from '../../../messages/en/validation.json';
import { StoreProvider, useStores, type Stores } from '../stores/StoreProvider';
import type { Player } from '../../../schemas/player';

/** Test helpers for the popups: a scripted fetch and the providers they run in. Tests only. */

export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
}

/**
 * A fetch answering by `METHOD path` (query left out) from queues of answers; what is not
 * scripted answers 404. Calls are recorded, except GET /client-context (answered `{}` unless
 * scripted: then its answers are used, the last one kept for later reads).
 */
export function scriptedFetch() {
  const calls: FetchCall[] = [];
  const queues = new Map<string, { status: number; body: unknown }[]>();
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = url.split('?')[0] ?? url;
    if (path === '/client-context') {
      const scripted = queues.get('GET /client-context');
      const next = scripted && scripted.length > 1 ? scripted.shift() : scripted?.[0];
      return json(next?.status ?? 200, next?.body ?? {});
    }
    calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const next = queues.get(`${method} ${path}`)?.shift();
    return next ? json(next.status, next.body) : json(404, { error: 'not_found', message: 'Not found' });
  });
  return {
    fetch,
    calls,
    answer(key: string, status: number, body: unknown) {
      const q = queues.get(key) ?? [];
      q.push({ status, body });
      queues.set(key, q);
    },
  };
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Renders `ui` inside the site's providers; `onStores` receives the stores once mounted. */
export function renderWithProviders(ui: ReactNode, opts: { player?: Player | null; onStores?: (s: Stores) => void } = {}) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function Keep({ onStores }: { onStores: (s: Stores) => void }) {
    const s = useStores();
    useEffect(() => onStores(s), [s, onStores]);
    return null;
  }
  return render(
    <QueryClientProvider client={qc}>
      <IntlProvider locale="en" messages={{ ...shell, ...auth, ...validation }}>
        <StoreProvider initialPlayer={opts.player ?? null}>
          {opts.onStores && <Keep onStores={opts.onStores} />}
          {ui}
        </StoreProvider>
      </IntlProvider>
    </QueryClientProvider>,
  );
}

export const PLAYER: Player = {
  id: 7,
  user_id: 7,
  email: 'ace@example.com',
  first_name: null,
  last_name: null,
  nickname: 'ace',
  nick_name: 'ace',
  date_of_birth: null,
  gender: null,
  country: 'CA',
  city: null,
  address: null,
  postal_code: null,
  state: null,
  mobile_phone: null,
  personal_id_number: null,
  receive_promos: false,
  receive_sms_promos: false,
  currency: 'CAD',
  language: 'en',
  locale: 'en',
  statuses: [],
  auth_fields_missed: [],
  confirmed_at: null,
  created_at: '2026-01-01T00:00:00Z',
  current_sign_in_at: null,
  verified: false,
  sumsub_verified: false,
  two_factor_enabled: false,
  can_issue_bonuses: true,
  deposit_bonus_code: null,
  autoregistered: false,
  license_name: null,
  sow_questionnaire_expires_at: null,
};
