import { QUEST_THRESHOLDS_EUR, questLevel, questPoints, type TournamentStatus, type TournamentView } from '../../schemas/tournaments';

/** A running quest (size s) with `players` taking part, for stories and tests. */
export function makeQuest(players: number, over: Partial<TournamentView> = {}): TournamentView {
  return {
    id: 7,
    frontend_identifier: 'winter-quest',
    title: 'Winter quest',
    description: '',
    currency: 'EUR',
    questSize: 's',
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

/** The player's progress in a size-s quest at `bets` (EUR cents). */
export function makeProgress(bets: number): TournamentStatus {
  const th = QUEST_THRESHOLDS_EUR.s.map((eur) => eur * 100);
  return {
    tournament_id: 7,
    bets,
    rounds: 3,
    award_place: 1,
    nickname: 'me',
    participating: true,
    confirmed: false,
    quest: { ...questLevel(th, bets), points: questPoints(th, bets) },
  };
}
