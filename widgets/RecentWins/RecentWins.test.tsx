// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { PUBLIC_CONTEXT, renderWidget } from '../common/testing/test-harness';
import { RECENT_WINS_KEY, withRecentWin } from '../../site/core/query/recent-wins';
import { RecentWinsWidget } from './RecentWins.widget';

afterEach(cleanup);

const win = (n: number) => ({
  game_identifier: 'g',
  game_title: 'Fruit Fiesta',
  player_name: `Gamblerx${n}`,
  currency: 'EUR',
  amount_cents: n * 100,
  at: `2026-11-20T12:0${n}:00Z`,
});

describe('RecentWinsWidget', () => {
  it('starts empty and shows each pushed win at the head, masked and at most `limit`', async () => {
    const { queryClient } = renderWidget(<RecentWinsWidget params={{ limit: 2 }} context={PUBLIC_CONTEXT} />, { data: [[RECENT_WINS_KEY, []]] });
    expect(screen.getByText('No wins yet.')).toBeTruthy();
    for (const n of [1, 2, 3]) act(() => queryClient.setQueryData(RECENT_WINS_KEY, (l: ReturnType<typeof win>[] | undefined) => withRecentWin(l, win(n))));
    await waitFor(() => expect(screen.getAllByTestId('recent-win')).toHaveLength(2));
    const rows = screen.getAllByTestId('recent-win');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Gamble***');
    expect(rows[0]!.textContent).toContain('€3.00');
  });
});
