// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { PREVIEW_CONTEXT, PUBLIC_CONTEXT, renderWidget } from '../common/testing/test-harness';
import { makeWinners } from '../common/jackpots/fixtures';
import { JackpotLeaderboardParamsSchema } from '../../schemas/widget-params';
import { JackpotLeaderboardWidget } from './JackpotLeaderboard.widget';
import { getFlagStore } from '../../site/core/flags/store';

// Spec C9: the jackpot widgets show only with the mysticJackpots flag on (a tester's /ffc choice).
beforeEach(() => getFlagStore().getState().setFlag('mysticJackpots', true));
afterEach(() => {
  cleanup();
  getFlagStore().getState().reset();
});

describe('JackpotLeaderboardWidget', () => {
  it('shows nothing with the mysticJackpots flag off, except in the back office preview', () => {
    getFlagStore().getState().setFlag('mysticJackpots', false);
    const data = { data: [[['/api/jackpot_wins'], makeWinners(3)]] as [readonly unknown[], unknown][] };
    const off = renderWidget(<JackpotLeaderboardWidget params={{ limit: 5, tab: 'biggest' }} context={PUBLIC_CONTEXT} />, data);
    expect(off.container.textContent).toBe('');
    cleanup();
    renderWidget(<JackpotLeaderboardWidget params={{ limit: 5, tab: 'biggest' }} context={PREVIEW_CONTEXT} />, data);
    expect(screen.getAllByTestId('jackpot-winner')).toHaveLength(3);
  });

  it('defaults to 5 winners on the biggest tab, ranks beyond 3 numbered, names masked', () => {
    const params = JackpotLeaderboardParamsSchema.parse({});
    expect(params).toEqual({ limit: 5, tab: 'biggest' });
    const winners = makeWinners(8).map((w, i) => (i === 5 ? { ...w, user_name: 'Alexandra' } : w));
    renderWidget(<JackpotLeaderboardWidget params={params} context={PUBLIC_CONTEXT} />, { data: [[['/api/jackpot_wins'], winners]] });
    const rows = screen.getAllByTestId('jackpot-winner');
    expect(rows).toHaveLength(5);
    const amounts = winners.map((w) => w.jackpot_original_amount_cents).sort((a, b) => b - a);
    expect(rows[0]!.querySelector('[data-medal="1"]')).not.toBeNull();
    expect(rows[2]!.querySelector('[data-medal="3"]')).not.toBeNull();
    expect(rows[3]!.textContent?.startsWith('4')).toBe(true);
    expect(rows[4]!.textContent?.startsWith('5')).toBe(true);
    expect(rows[0]!.textContent).toContain(`€${(amounts[0]! / 100).toFixed(2)}`);
    expect(screen.getByText(/Alexan\*\*\*/)).toBeTruthy();
    expect(screen.queryByText(/Alexandra/)).toBeNull();
  });

  it('switches to the latest tab, newest first', () => {
    const winners = makeWinners(8);
    renderWidget(<JackpotLeaderboardWidget params={{ limit: 5, tab: 'biggest' }} context={PUBLIC_CONTEXT} />, { data: [[['/api/jackpot_wins'], winners]] });
    fireEvent.click(screen.getByRole('tab', { name: 'Latest' }));
    expect(screen.getByRole('tab', { name: 'Latest' }).getAttribute('aria-selected')).toBe('true');
    const rows = screen.getAllByTestId('jackpot-winner');
    expect(rows[0]!.textContent).toContain(winners[7]!.jackpot_level_name);
  });

  it('shows the empty state when there are no winners', () => {
    renderWidget(<JackpotLeaderboardWidget params={{ limit: 5, tab: 'latest' }} context={PUBLIC_CONTEXT} />, { data: [[['/api/jackpot_wins'], []]] });
    expect(screen.getByText('No jackpot winners yet.')).toBeTruthy();
  });
});
