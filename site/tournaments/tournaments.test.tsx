// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import en from '../../messages/en/tournaments.json';
import widgets from '../../messages/en/widgets.json';
import type { TournamentView } from '../../schemas/tournaments';
import { tournamentsOfTab } from './queries';
import { TournamentDetail, TournamentList, formatPoints } from './TournamentViews';
import { QuestProgressView } from '../../widgets/common/tournaments/QuestProgressView';
import { QUEST_THRESHOLDS_EUR, questLevel, questPoints } from '../../schemas/tournaments';

const view = (over: Partial<TournamentView> = {}): TournamentView => ({
  id: 1,
  frontend_identifier: 'winter-wonders',
  title: 'Winter Wonders',
  description: 'Spin to win.',
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
  prizes: [{ place: 1, template_id: 1, amount_cents: 10_000 }],
  games: { game_ids: [], providers: [], categories: [] },
  participants: 2,
  top_players: [
    { award_place: 1, nickname: 'an***', points: 900 },
    { award_place: 2, nickname: 'bo***', points: 500, me: true },
  ],
  cancel_reason: null,
  ...over,
});

const wrap = (node: React.ReactNode) =>
  render(
    <IntlProvider locale="en" messages={{ ...en, ...widgets }}>
      {node}
    </IntlProvider>,
  );
afterEach(cleanup);

describe('tournament views', () => {
  it('shows the board with my row marked, the prizes, the ties rule and a countdown to the end', () => {
    wrap(<TournamentDetail t={view()} signedIn={false} confirming={false} confirmed={false} onConfirm={() => undefined} />);
    const page = screen.getByTestId('tournament-page');
    expect(page.dataset.status).toBe('active');
    expect(screen.getByText('Equal scores are ranked by who reached the score first.')).toBeTruthy();
    expect(screen.getByText(/Place 1: €100.00/)).toBeTruthy();
    expect(document.querySelector('[data-me="true"]')?.textContent).toContain('bo***');
    expect(screen.queryByTestId('tournament-confirm')).toBeNull();
  });

  it('offers the confirm button when confirmation is required, once', () => {
    const onConfirm = vi.fn();
    const { rerender } = wrap(
      <TournamentDetail t={view({ user_confirmation_required: true })} signedIn confirming={false} confirmed={false} onConfirm={onConfirm} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Take part' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    rerender(
      <IntlProvider locale="en" messages={{ ...en, ...widgets }}>
        <TournamentDetail t={view({ user_confirmation_required: true })} signedIn confirming={false} confirmed onConfirm={onConfirm} />
      </IntlProvider>,
    );
    expect((screen.getByRole('button', { name: 'You are taking part' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says finished for the archive and lists tabs by their rule', () => {
    wrap(<TournamentList list={[view({ status: 'archive' })]} locale="en" empty="none" />);
    expect(screen.getByTestId('tournament-card').dataset.status).toBe('archive');
    const list = [
      view({ id: 1 }),
      view({ id: 2, status: 'archive' }),
      view({ id: 3, questSize: 's' }),
      view({ id: 4, games: { game_ids: [], providers: ['x'], categories: [] } }),
    ];
    expect(tournamentsOfTab('', list).map((t) => t.id)).toEqual([1, 4]);
    expect(tournamentsOfTab('all', list).map((t) => t.id)).toEqual([1, 2, 4]);
    expect(tournamentsOfTab('actions', list).map((t) => t.id)).toEqual([3]);
    // A test quest (`ffc` in its identifier) shows only with the testQuests flag.
    const withTest = [...list, view({ id: 5, questSize: 's', frontend_identifier: 'spring-FFC-quest' })];
    expect(tournamentsOfTab('actions', withTest).map((t) => t.id)).toEqual([3]);
    expect(tournamentsOfTab('actions', withTest, true).map((t) => t.id)).toEqual([3, 5]);
    expect(tournamentsOfTab('producers', list).map((t) => t.id)).toEqual([4]);
    expect(formatPoints(view({ strategy: 'biggest_multiplier' }), 250, 'en')).toBe('x2.50');
  });

  it('shows a quest level, what the next one needs and each point state', () => {
    const th = QUEST_THRESHOLDS_EUR.xs.map((x) => x * 100);
    const bets = 20_000;
    wrap(
      <QuestProgressView
        quest={view({ questSize: 'xs', title: 'Winter quest' })}
        status={{
          tournament_id: 1,
          bets,
          rounds: 3,
          award_place: 1,
          nickname: 'me',
          participating: true,
          confirmed: false,
          quest: { ...questLevel(th, bets), points: questPoints(th, bets) },
        }}
      />,
    );
    expect(screen.getByTestId('quest').dataset.level).toBe('2');
    expect(screen.getByText('Bet €500.00 in total to reach the next level.')).toBeTruthy();
    expect([...document.querySelectorAll('li[data-state]')].map((li) => li.getAttribute('data-state'))).toEqual([
      'completed',
      'completed',
      'active',
      'locked',
      'locked',
      'locked',
    ]);
  });
});
