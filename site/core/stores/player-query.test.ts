import { describe, expect, it, vi } from 'vitest';
import { onAuthError } from '../api';
import { createApiClient } from '../api/client';
import { fetchSessionPlayer, parsePlayerAnswer } from './player-query';

const player = {
  id: 5,
  user_id: 5,
  email: 'a@b.test',
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
  currency: 'EUR',
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

describe('GET /api/player answers (spec P4 "Login state")', () => {
  it('reads a player', async () => {
    expect((await parsePlayerAnswer(200, player))?.nickname).toBe('ace');
  });

  it('treats 401, an empty body or a body without id as a guest', async () => {
    await expect(parsePlayerAnswer(401, { error: 'unauthorized' })).resolves.toBeNull();
    await expect(parsePlayerAnswer(200, {})).resolves.toBeNull();
    await expect(parsePlayerAnswer(200, null)).resolves.toBeNull();
    await expect(parsePlayerAnswer(200, { id: null })).resolves.toBeNull();
  });

  it('fails loudly on server errors and on a malformed player', async () => {
    await expect(parsePlayerAnswer(500, null)).rejects.toThrow(/500/);
    await expect(parsePlayerAnswer(200, { id: 1 })).rejects.toThrow();
  });
});

describe('fetchSessionPlayer (the session probe through the API client)', () => {
  const clientAnswering = (status: number, body: unknown) =>
    createApiClient({ isServer: false, log: () => undefined, fetch: async () => new Response(JSON.stringify(body), { status }) });

  it('returns the player, or null for a guest without raising the auth-error event', async () => {
    const listener = vi.fn();
    const off = onAuthError(listener);
    await expect(fetchSessionPlayer(clientAnswering(200, player))).resolves.toMatchObject({ nickname: 'ace' });
    await expect(fetchSessionPlayer(clientAnswering(401, { error: 'unauthorized', message: 'm' }))).resolves.toBeNull();
    expect(listener).not.toHaveBeenCalled();
    off();
  });

  it('rethrows server errors', async () => {
    await expect(fetchSessionPlayer(clientAnswering(500, { error: 'internal', message: 'm' }))).rejects.toMatchObject({ status: 500 });
  });
});
