// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { PLAYER } from '../../site/core/testing/test-harness';
import { PUBLIC_CONTEXT, renderWidget } from '../common/testing/test-harness';
import { offerFixture } from '../common/gifts/fixtures';
import { depositBonusesWidget } from './definition';
import { DepositBonusesWidget } from './DepositBonuses.widget';

vi.mock('next/navigation', () => ({ usePathname: () => '/en', useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }) }));
afterEach(cleanup);

const offers = [
  offerFixture(),
  offerFixture({ id: 2, title: 'Spins', percent: null, max_amount_cents: null, freespins_total: 50, wager_multiplier: 1, min_deposit_cents: null }),
];

describe('DepositBonusesWidget', () => {
  it('shows a guest the EUR offers with a sign-up button', () => {
    renderWidget(<DepositBonusesWidget params={{ limit: 4 }} context={PUBLIC_CONTEXT} />, { data: [[['/api/bonuses/deposit', 'EUR'], offers]] });
    const cards = screen.getAllByTestId('deposit-offer');
    expect(cards.map((c) => c.textContent)).toEqual(['Welcome bonus100% up to €100.00Wager ×30Minimum deposit €10.00Sign up', 'Spins50 free spinsSign up']);
  });

  it('offers a player the deposit in their own currency, and says when there is nothing', () => {
    renderWidget(<DepositBonusesWidget params={{ limit: 1 }} context={PUBLIC_CONTEXT} />, {
      player: { ...PLAYER, currency: 'NZD' },
      data: [
        [
          ['/api/bonuses/deposit', 'NZD'],
          [offerFixture({ currency: 'NZD' }), offerFixture({ id: 2 })],
        ],
      ],
    });
    expect(screen.getAllByTestId('deposit-offer')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/en/deposit');
    cleanup();
    renderWidget(<DepositBonusesWidget params={{ limit: 4 }} context={PUBLIC_CONTEXT} />, { data: [[['/api/bonuses/deposit', 'EUR'], []]] });
    expect(screen.getByText('No deposit bonuses are offered right now.')).toBeTruthy();
  });

  it('prefetches the guests’ offers only', () => {
    const ctx = { device: 'desktop', locale: 'en', client: {} } as never;
    expect(depositBonusesWidget.query?.({ limit: 4 }, { ...(ctx as object), viewer: 'guest' } as never)).toMatchObject({
      queryKey: ['/api/bonuses/deposit', 'EUR'],
    });
    expect(depositBonusesWidget.query?.({ limit: 4 }, { ...(ctx as object), viewer: 'player' } as never)).toBeNull();
  });
});
