import { describe, expect, it } from 'vitest';
import { parsePlayerAnswer } from './player-query';

const player = {
  id: 5, user_id: 5, email: 'a@b.test', first_name: null, last_name: null, nickname: 'ace', nick_name: 'ace', date_of_birth: null, gender: null,
  country: 'CA', city: null, address: null, postal_code: null, state: null, mobile_phone: null, personal_id_number: null, receive_promos: false,
  receive_sms_promos: false, currency: 'EUR', language: 'en', locale: 'en', statuses: [], auth_fields_missed: [], confirmed_at: null,
  created_at: '2026-01-01T00:00:00Z', current_sign_in_at: null, verified: false, sumsub_verified: false, two_factor_enabled: false,
  can_issue_bonuses: true, deposit_bonus_code: null, autoregistered: false, license_name: null, sow_questionnaire_expires_at: null,
};

describe('GET /api/player answers (spec P4 "Login state")', () => {
  it('reads a player', () => {
    expect(parsePlayerAnswer(200, player)?.nickname).toBe('ace');
  });

  it('treats 401, an empty body or a body without id as a guest', () => {
    expect(parsePlayerAnswer(401, { error: 'unauthorized' })).toBeNull();
    expect(parsePlayerAnswer(200, {})).toBeNull();
    expect(parsePlayerAnswer(200, null)).toBeNull();
    expect(parsePlayerAnswer(200, { id: null })).toBeNull();
  });

  it('fails loudly on server errors and on a malformed player', () => {
    expect(() => parsePlayerAnswer(500, null)).toThrow(/500/);
    expect(() => parsePlayerAnswer(200, { id: 1 })).toThrow();
  });
});
