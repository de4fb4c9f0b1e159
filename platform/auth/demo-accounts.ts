import type { Locale } from '../../schemas/locales';

/** A seeded demo player with clear-text credentials (demo builds only; e2e tests sign in with them). */
export interface DemoPlayer {
  email: string;
  password: string;
  nickname: string;
  currency: string;
  country: string;
  locale: Locale;
  /** Base32 TOTP secret with two-factor on; null for players without two-factor. */
  totpSecret: string | null;
  /** Player groups (spec P6 ids) the player is in from the start, e.g. the tester group 21. */
  groups?: readonly number[];
}

/** Shared by the demo players; printed at start, never seeded in production. */
export const DEMO_PLAYER_PASSWORD = 'Demo-pass-2026';

/**
 * Confirmed players with accepted terms in different currencies and countries, one with
 * two-factor on whose secret is printed so a tester can add it to an authenticator app, and one in
 * the tester group 21 (spec P6: the /ffc feature-flag screen, every managed promotion page).
 */
export const DEMO_PLAYERS: readonly DemoPlayer[] = [
  { email: 'player@reelhouse.test', password: DEMO_PLAYER_PASSWORD, nickname: 'DemoPlayer', currency: 'EUR', country: 'DE', locale: 'en', totpSecret: null },
  { email: 'canuck@reelhouse.test', password: DEMO_PLAYER_PASSWORD, nickname: 'Canuck', currency: 'CAD', country: 'CA', locale: 'en-CA', totpSecret: null },
  { email: 'aussie@reelhouse.test', password: DEMO_PLAYER_PASSWORD, nickname: 'Aussie', currency: 'AUD', country: 'AU', locale: 'en-AU', totpSecret: null },
  { email: 'kiwi@reelhouse.test', password: DEMO_PLAYER_PASSWORD, nickname: 'Kiwi', currency: 'NZD', country: 'NZ', locale: 'en-NZ', totpSecret: null },
  { email: 'nordmann@reelhouse.test', password: DEMO_PLAYER_PASSWORD, nickname: 'Nordmann', currency: 'NOK', country: 'NO', locale: 'no', totpSecret: null },
  { email: 'satoshi@reelhouse.test', password: DEMO_PLAYER_PASSWORD, nickname: 'Satoshi', currency: 'BTC', country: 'CA', locale: 'fr-CA', totpSecret: null },
  {
    email: 'secure@reelhouse.test',
    password: DEMO_PLAYER_PASSWORD,
    nickname: 'SecurePlayer',
    currency: 'USD',
    country: 'CA',
    locale: 'en',
    totpSecret: 'XGLQJOA3QCAYCRXQQF67FDP7LE5RIGGP',
  },
  {
    email: 'tester@reelhouse.test',
    password: DEMO_PLAYER_PASSWORD,
    nickname: 'Tester',
    currency: 'EUR',
    country: 'CA',
    locale: 'en',
    totpSecret: null,
    groups: [21],
  },
];

/** The first demo player with (or without) two-factor. */
export function demoPlayer(twoFactor = false): DemoPlayer {
  const found = DEMO_PLAYERS.find((p) => (p.totpSecret !== null) === twoFactor);
  if (!found) throw new Error('No such demo player');
  return found;
}
