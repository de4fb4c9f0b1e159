// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import en from '../../messages/en/widgets.json';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
import { makeTournament } from './fixtures';
import { TournamentList, type TournamentListProps } from './TournamentList';
import { pickTournaments } from './queries';

const view = (props: TournamentListProps) => (
  <IntlProvider locale="en" messages={en}>
    <TournamentList {...props} />
  </IntlProvider>
);
afterEach(cleanup);

const running = makeTournament(3);
const coming = makeTournament(0, { id: 8, frontend_identifier: 'spring-sprint', title: 'Spring sprint', status: 'future', start_at: '2099-03-01T00:00:00Z' });
const over = makeTournament(5, { id: 9, frontend_identifier: 'autumn', title: 'Autumn', status: 'archive' });
const quest = makeTournament(1, { id: 10, frontend_identifier: 'winter-quest', title: 'Winter quest', questSize: 's' });

describe('TournamentList', () => {
  it('takes a kind and a limit, refuses unknown keys', () => {
    expect(WIDGET_PARAMS.TournamentList.parse({})).toEqual({ kind: 'tournaments', limit: 4 });
    expect(WIDGET_PARAMS.TournamentList.parse({ kind: 'quests', limit: '2' })).toEqual({ kind: 'quests', limit: 2 });
    expect(WIDGET_PARAMS.TournamentList.safeParse({ kind: 'lotteries' }).success).toBe(false);
    expect(WIDGET_PARAMS.TournamentList.safeParse({ limit: '99' }).success).toBe(false);
    expect(WIDGET_PARAMS.TournamentList.safeParse({ colour: 'red' }).success).toBe(false);
  });

  it('picks running then coming ones of the kind, no archive, at most the limit', () => {
    expect(pickTournaments([coming, over, quest, running], 'tournaments', 4).map((t) => t.id)).toEqual([7, 8]);
    expect(pickTournaments([coming, running], 'tournaments', 1).map((t) => t.id)).toEqual([7]);
    expect(pickTournaments([coming, over, quest, running], 'quests', 4).map((t) => t.id)).toEqual([10]);
  });

  it('draws loading, error, empty and populated states', () => {
    const { rerender } = render(view({ status: 'pending', list: [], kind: 'tournaments', locale: 'en' }));
    expect(screen.getByTestId('tournament-list-widget').dataset.state).toBe('loading');
    rerender(view({ status: 'error', list: [], kind: 'tournaments', locale: 'en' }));
    expect(screen.getByRole('alert').textContent).toBe('The tournaments could not be loaded.');
    rerender(view({ status: 'success', list: [], kind: 'tournaments', locale: 'en' }));
    expect(screen.getByText('Nothing running right now.')).toBeTruthy();
    rerender(view({ status: 'success', list: [running, coming], kind: 'tournaments', locale: 'en' }));
    expect(screen.getByRole('link', { name: 'Winter Wonders tournament' }).getAttribute('href')).toBe('/en/tournaments/winter-wonders');
    expect(screen.getByText('Starts Mar 1, 2099')).toBeTruthy();
    expect(screen.getByText('3 players')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All tournaments' }).getAttribute('href')).toBe('/en/tournaments');
    rerender(view({ status: 'success', list: [quest], kind: 'quests', locale: 'en' }));
    expect(screen.getByRole('link', { name: 'Winter quest' }).getAttribute('href')).toBe('/en/action/winter-quest');
  });
});
