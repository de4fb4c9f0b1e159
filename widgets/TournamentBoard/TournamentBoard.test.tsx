// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import en from '../../messages/en/widgets.json';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
import { TournamentBoard } from './TournamentBoard';
import { makeTournament } from './fixtures';

const wrap = (node: React.ReactNode) =>
  render(
    <IntlProvider locale="en" messages={en}>
      {node}
    </IntlProvider>,
  );
afterEach(cleanup);

describe('TournamentBoard', () => {
  it('takes an identifier or current, and a limit', () => {
    expect(WIDGET_PARAMS.TournamentBoard.parse({})).toEqual({ id: 'current', limit: 10 });
    expect(WIDGET_PARAMS.TournamentBoard.parse({ id: 'winter-wonders', limit: '3' })).toEqual({ id: 'winter-wonders', limit: 3 });
    expect(WIDGET_PARAMS.TournamentBoard.safeParse({ limit: '99' }).success).toBe(false);
    expect(WIDGET_PARAMS.TournamentBoard.safeParse({ colour: 'red' }).success).toBe(false);
  });

  it('draws loading, error, empty and populated states', () => {
    const { rerender } = wrap(<TournamentBoard status="pending" tournament={null} limit={10} href={null} />);
    expect(screen.getByTestId('tournament-board-widget').dataset.state).toBe('loading');
    rerender(
      <IntlProvider locale="en" messages={en}>
        <TournamentBoard status="error" tournament={null} limit={10} href={null} />
      </IntlProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe('The leaderboard could not be loaded.');
    rerender(
      <IntlProvider locale="en" messages={en}>
        <TournamentBoard status="success" tournament={makeTournament(0)} limit={10} href="/en/tournaments/winter-wonders" />
      </IntlProvider>,
    );
    expect(screen.getByText('No scores yet.')).toBeTruthy();
    rerender(
      <IntlProvider locale="en" messages={en}>
        <TournamentBoard status="success" tournament={makeTournament(12)} limit={5} href="/en/tournaments/winter-wonders" />
      </IntlProvider>,
    );
    expect(screen.getAllByRole('row')).toHaveLength(6);
    expect(screen.getByText('€120.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the tournament' }).getAttribute('href')).toBe('/en/tournaments/winter-wonders');
  });

  it('full (the leaderboard page): prizes per place, my row marked, and added under the top when I am below it', () => {
    const t = makeTournament(6, {
      prizes: [
        { place: 1, template_id: 1, amount_cents: 10_000 },
        { place: 2, template_id: 1, amount_cents: 5_000 },
      ],
      leaderboard: [{ award_place: 6, nickname: 'pl5***', points: 1_000, me: true }],
    });
    wrap(<TournamentBoard status="success" tournament={t} limit={3} href={null} full />);
    expect(screen.getByRole('columnheader', { name: 'Prize' })).toBeTruthy();
    expect(screen.getByText('€100.00', { selector: 'td:last-child' })).toBeTruthy();
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(rows[4]!.dataset.me).toBe('true');
    expect(rows[4]!.textContent).toContain('pl5*** (you)');
    cleanup();
    const top = makeTournament(3, { top_players: [{ award_place: 1, nickname: 'me***', points: 10, me: true }] });
    wrap(<TournamentBoard status="success" tournament={top} limit={3} href={null} full />);
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('me*** (you)').closest('tr')!.getAttribute('aria-current')).toBe('true');
  });
});
