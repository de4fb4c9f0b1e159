// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
import { PLAYER } from '../../site/core/testing/test-harness';
import { PUBLIC_CONTEXT, renderWidget } from '../common/testing/test-harness';
import { AdventureCalendarWidget } from './AdventureCalendar.widget';
import { makeAdventure } from './fixtures';
import { ADVENTURE_KEY, countdown } from './queries';

vi.mock('next/navigation', () => ({ usePathname: () => '/en', useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }) }));
afterEach(cleanup);

describe('AdventureCalendar', () => {
  it('reads its params: how many days, all by default', () => {
    expect(WIDGET_PARAMS.AdventureCalendar.parse({})).toEqual({ limit: 31 });
    expect(WIDGET_PARAMS.AdventureCalendar.parse({ limit: '7' })).toEqual({ limit: 7 });
    expect(WIDGET_PARAMS.AdventureCalendar.safeParse({ limit: '0' }).success).toBe(false);
    expect(WIDGET_PARAMS.AdventureCalendar.safeParse({ other: '1' }).success).toBe(false);
  });

  it('counts down in hh:mm:ss with days in front, never below zero', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(countdown('2026-11-24T00:00:00Z', now)).toBe('14:00:00');
    expect(countdown('2026-11-25T10:00:05Z', now)).toBe('2d 00:00:05');
    expect(countdown('2026-11-22T00:00:00Z', now)).toBe('00:00:00');
  });

  it('asks a guest to log in', () => {
    renderWidget(<AdventureCalendarWidget params={{ limit: 31 }} context={PUBLIC_CONTEXT} />);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('shows the days with their states, the prize and the active day’s timer', () => {
    renderWidget(<AdventureCalendarWidget params={{ limit: 31 }} context={PUBLIC_CONTEXT} />, { player: PLAYER, data: [[ADVENTURE_KEY, makeAdventure()]] });
    const days = screen.getAllByTestId('adventure-day');
    expect(days.map((d) => d.getAttribute('data-state'))).toEqual(['completed', 'active', 'future']);
    expect(screen.getAllByTestId('adventure-day-state').map((s) => s.textContent)).toEqual(['Completed', 'Today', 'Coming']);
    expect(screen.getByRole('heading', { name: 'Super day' })).toBeTruthy();
    expect(screen.getByText('€10 bonus')).toBeTruthy();
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    // The test player's currency is CAD.
    expect(screen.getAllByText('Deposit CA$20 and wager CA$100')).toHaveLength(3);
    expect(screen.getByText(/^Ends in \d\d:\d\d:\d\d$/)).toBeTruthy();
  });

  it('says so when the calendar is not for this player', () => {
    renderWidget(<AdventureCalendarWidget params={{ limit: 31 }} context={PUBLIC_CONTEXT} />, {
      player: PLAYER,
      data: [[ADVENTURE_KEY, makeAdventure({ available: false, days: [] })]],
    });
    expect(screen.getByText('No adventure for you right now.')).toBeTruthy();
  });
});
