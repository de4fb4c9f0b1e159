// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { PLAYER } from '../../site/core/testing/test-harness';
import { PUBLIC_CONTEXT, renderWidget } from '../common/testing/test-harness';
import { freespinsFixture, giftFixture } from '../common/gifts/fixtures';
import { GIFTS_KEY } from '../common/gifts/queries';
import { GiftsListWidget } from './GiftsList.widget';

vi.mock('next/navigation', () => ({ usePathname: () => '/en', useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }) }));
afterEach(cleanup);

const configs = (over: Record<string, unknown> = {}): Array<[readonly unknown[], unknown]> =>
  Object.entries({
    'disabled-bonuses': { stages: ['issued'], group_keys: ['legacy_cashback'] },
    'modify-gifts-config': { gifts: [{ group_key: 'welcome_1', title: 'Welcome pack: first deposit' }] },
    'additional-gifts': { gifts: [] },
    'excluded-promo-stags': { stags: [] },
    ...over,
  }).map(([name, doc]) => [['/api/fe/config', name], doc]);

describe('GiftsListWidget', () => {
  it('asks a guest to log in', () => {
    renderWidget(<GiftsListWidget params={{ limit: 6 }} context={PUBLIC_CONTEXT} />);
    expect(screen.getByText(/Log in to see your gifts/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('shows a player’s live gifts with the C7 configs applied, cut to the limit, and links to the gifts tab', () => {
    const gifts = [
      giftFixture({ id: 1 }),
      giftFixture({ id: 2, group_key: 'legacy_cashback', title: 'Hidden' }),
      freespinsFixture({ id: 3 }),
      giftFixture({ id: 4, stage: 'expired', title: 'Old' }),
      giftFixture({ id: 5, group_key: 'x', title: 'Third' }),
    ];
    renderWidget(<GiftsListWidget params={{ limit: 2 }} context={PUBLIC_CONTEXT} />, { player: PLAYER, data: [[GIFTS_KEY, gifts], ...configs()] });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Welcome pack: first deposit', '20 free spins']);
    expect(screen.getByRole('link', { name: 'All gifts' }).getAttribute('href')).toBe('/en/profile/gifts');
    // Read-only: activating and deleting happen in the gifts tab.
    expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull();
  });

  it('says so when the player has none', () => {
    renderWidget(<GiftsListWidget params={{ limit: 6 }} context={PUBLIC_CONTEXT} />, { player: PLAYER, data: [[GIFTS_KEY, []], ...configs()] });
    expect(screen.getByText(/You have no gifts right now/)).toBeTruthy();
  });
});
