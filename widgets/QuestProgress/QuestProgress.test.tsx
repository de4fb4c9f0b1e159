// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import en from '../../messages/en/widgets.json';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
import { QuestProgress, type QuestProgressProps } from './QuestProgress';
import { makeProgress, makeQuest } from './fixtures';
import { pickQuest } from './queries';

const view = (props: QuestProgressProps) => (
  <IntlProvider locale="en" messages={en}>
    <QuestProgress {...props} />
  </IntlProvider>
);
afterEach(cleanup);

describe('QuestProgress', () => {
  it('takes a quest identifier or none, refuses unknown keys', () => {
    expect(WIDGET_PARAMS.QuestProgress.parse({})).toEqual({});
    expect(WIDGET_PARAMS.QuestProgress.parse({ id: 'winter-quest' })).toEqual({ id: 'winter-quest' });
    expect(WIDGET_PARAMS.QuestProgress.safeParse({ colour: 'red' }).success).toBe(false);
  });

  it('picks the named quest, or the running one that ends first; never a tournament or an archived quest', () => {
    const later = makeQuest(0, { id: 8, frontend_identifier: 'spring-quest', end_at: '2099-12-31T00:00:00Z' });
    const over = makeQuest(0, { id: 9, frontend_identifier: 'autumn-quest', status: 'archive' });
    const tournament = makeQuest(0, { id: 10, frontend_identifier: 'cup', questSize: null });
    expect(pickQuest([later, over, tournament, makeQuest(1)], undefined)?.id).toBe(7);
    expect(pickQuest([later, over, makeQuest(1)], 'spring-quest')?.id).toBe(8);
    expect(pickQuest([over, tournament], 'autumn-quest')).toBeNull();
    expect(pickQuest([tournament], undefined)).toBeNull();
    // A test quest is never picked by itself, only by its name.
    const test = makeQuest(0, { id: 11, frontend_identifier: 'ffc-quest', end_at: '2000-01-01T00:00:00Z' });
    expect(pickQuest([test, makeQuest(1)], undefined)?.id).toBe(7);
    expect(pickQuest([test], 'ffc-quest')?.id).toBe(11);
  });

  it('draws loading, error, empty, guest and populated states', () => {
    const { rerender } = render(view({ status: 'pending', quest: null, progress: null, href: null }));
    expect(screen.getByTestId('quest-progress-widget').dataset.state).toBe('loading');
    rerender(view({ status: 'error', quest: null, progress: null, href: null }));
    expect(screen.getByRole('alert').textContent).toBe('The quest could not be loaded.');
    rerender(view({ status: 'success', quest: null, progress: null, href: null }));
    expect(screen.getByText('No quest is running right now.')).toBeTruthy();
    rerender(view({ status: 'success', quest: makeQuest(2), progress: null, href: '/en/action/winter-quest' }));
    expect(screen.getByText('Sign in to see your progress.')).toBeTruthy();
    // 600 EUR bet: level 2 of s (400 reached, 1000 next).
    rerender(view({ status: 'success', quest: makeQuest(2), progress: makeProgress(60_000), href: '/en/action/winter-quest' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Winter quest' })).toBeTruthy();
    expect(screen.getByTestId('quest-level').textContent).toBe('Level 2');
    expect(screen.getByText('Bet €1,000.00 in total to reach the next level.')).toBeTruthy();
    expect([...document.querySelectorAll('li[data-state]')].slice(0, 4).map((li) => li.getAttribute('data-state'))).toEqual([
      'completed',
      'completed',
      'active',
      'locked',
    ]);
    expect(screen.getByRole('link', { name: 'See the quest' }).getAttribute('href')).toBe('/en/action/winter-quest');
  });
});
