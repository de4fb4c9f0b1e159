import type { TournamentView } from '../../schemas/tournaments';

/** A running tournament with `players` taking part, for stories and tests. */
export function makeTournament(players: number, over: Partial<TournamentView> = {}): TournamentView {
  return {
    id: 7,
    frontend_identifier: 'winter-wonders',
    title: 'Winter Wonders tournament',
    description: '',
    currency: 'EUR',
    questSize: null,
    group_ids: [],
    start_at: '2026-11-01T00:00:00Z',
    end_at: '2099-12-01T00:00:00Z',
    status: 'active',
    state: 'scheduled',
    strategy: 'sum_bets',
    min_bet_cents: 0,
    user_confirmation_required: false,
    money_budget_cents: 0,
    prizes: [],
    games: { game_ids: [], providers: [], categories: [] },
    participants: players,
    top_players: Array.from({ length: players }, (_, i) => ({ award_place: i + 1, nickname: `pl${i}***`, points: (players - i) * 1_000 })),
    cancel_reason: null,
    ...over,
  };
}
