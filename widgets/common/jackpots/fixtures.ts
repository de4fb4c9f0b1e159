import type { JackpotView, JackpotWinner } from '../../../schemas/jackpots';

export function makeJackpot(over: Partial<JackpotView> = {}): JackpotView {
  return {
    id: 1,
    identifier: 'mystic-jackpot',
    name: 'Mystic Jackpot',
    state: 'active',
    currency: 'EUR',
    rules: 'Every real-money bet on a jackpot game feeds the pools.',
    games: ['fruit-fiesta', 'lucky-sevens'],
    game_links: [
      { slug: 'fruit-fiesta', title: 'Fruit Fiesta', path: '/play/reelhouse/fruit-fiesta' },
      { slug: 'lucky-sevens', title: 'Lucky Sevens', path: '/play/reelhouse/lucky-sevens' },
    ],
    levels: [
      { id: 1, identifier: 'mini', name: 'Mini', amount_cents: 12_345 },
      { id: 2, identifier: 'major', name: 'Major', amount_cents: 154_321 },
      { id: 3, identifier: 'mega', name: 'Mega', amount_cents: 1_234_567 },
    ],
    ...over,
  };
}

export function makeWinners(n: number): JackpotWinner[] {
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    user_name: `player${i + 1}***`.replace(/^(.{6}).*\*\*\*$/, '$1***'),
    created_at: new Date(Date.UTC(2026, 10, 20, 12, i)).toISOString(),
    amount_cents: (i % 3) * 10_000 + 1_000 + i,
    currency: 'EUR',
    jackpot_original_amount_cents: (i % 3) * 10_000 + 1_000 + i,
    jackpot_original_currency: 'EUR',
    jackpot_level_name: ['Mini', 'Major', 'Mega'][i % 3]!,
    jackpot_identifier: 'mystic-jackpot',
  }));
}
