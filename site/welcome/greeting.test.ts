import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import en from '../../messages/en/shell.json';
import de from '../../messages/de/shell.json';
import { greeting } from './greeting';

const intl = createIntl({ locale: 'en', messages: en });

describe('greeting', () => {
  it('does not greet a brand-new player "Welcome back"', () => {
    expect(greeting(intl, { nickname: 'Ace', email: 'ace@example.com', last_sign_in_at: null })).toBe('Welcome to Reelhouse, Ace');
    expect(greeting(createIntl({ locale: 'de', messages: de }), { nickname: null, email: 'neu@example.com', last_sign_in_at: null })).toBe(
      'Willkommen bei Reelhouse, neu',
    );
  });

  it('welcomes back a player who signed in before, and a guest to the site', () => {
    expect(greeting(intl, { nickname: 'Ace', email: 'ace@example.com', last_sign_in_at: '2026-11-20T10:00:00Z' })).toBe('Welcome back, Ace');
    expect(greeting(intl, null)).toBe('Welcome to Reelhouse');
  });
});
