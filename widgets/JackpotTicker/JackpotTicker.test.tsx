// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { PUBLIC_CONTEXT, renderWidget } from '../common/testing/test-harness';
import { makeJackpot } from '../common/jackpots/fixtures';
import { JackpotTickerWidget } from './JackpotTicker.widget';
import { getFlagStore } from '../../site/core/flags/store';

// Spec C9: the jackpot widgets show only with the mysticJackpots flag on (a tester's /ffc choice).
beforeEach(() => getFlagStore().getState().setFlag('mysticJackpots', true));
afterEach(() => {
  cleanup();
  getFlagStore().getState().reset();
});

describe('JackpotTickerWidget', () => {
  it('shows each level’s live amount and follows the cache (a pushed pool, a reseed)', async () => {
    const { queryClient } = renderWidget(<JackpotTickerWidget params={{ jackpot: 'mystic-jackpot' }} context={PUBLIC_CONTEXT} />, {
      data: [[['/api/jackpots'], [makeJackpot()]]],
    });
    const levels = screen.getAllByTestId('jackpot-level');
    expect(levels.map((l) => l.textContent)).toEqual(['Mini€123.45', 'Major€1,543.21', 'Mega€12,345.67']);
    expect(screen.getByRole('link', { name: 'Mystic Jackpot' }).getAttribute('href')).toBe('/en/mystic-jackpot');
    const reseeded = makeJackpot();
    reseeded.levels[0] = { ...reseeded.levels[0]!, amount_cents: 1_000 };
    act(() => queryClient.setQueryData(['/api/jackpots'], [reseeded]));
    await waitFor(() => expect(screen.getAllByTestId('jackpot-level')[0]!.textContent).toBe('Mini€10.00'));
  });

  it('shows nothing with the mysticJackpots flag off (spec C9)', () => {
    getFlagStore().getState().setFlag('mysticJackpots', false);
    const { container } = renderWidget(<JackpotTickerWidget params={{ jackpot: 'mystic-jackpot' }} context={PUBLIC_CONTEXT} />, {
      data: [[['/api/jackpots'], [makeJackpot()]]],
    });
    expect(container.textContent).toBe('');
  });

  it('is left out when the jackpot does not exist', () => {
    const { container } = renderWidget(<JackpotTickerWidget params={{ jackpot: 'nope' }} context={PUBLIC_CONTEXT} />, {
      data: [[['/api/jackpots'], [makeJackpot()]]],
    });
    expect(container.textContent).toBe('');
  });
});
