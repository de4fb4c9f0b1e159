// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { PLAYER, scriptedFetch } from '../../site/core/testing/test-harness';
import { PUBLIC_CONTEXT, renderWidget } from '../common/testing/test-harness';
import { freespinsFixture } from '../common/gifts/fixtures';
import { CouponFormWidget } from './CouponForm.widget';

vi.mock('next/navigation', () => ({ usePathname: () => '/en', useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }) }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CouponFormWidget', () => {
  it('asks a guest to log in instead of showing the field', () => {
    renderWidget(<CouponFormWidget params={{ kind: 'coupon' }} context={PUBLIC_CONTEXT} />);
    expect(screen.queryByLabelText('Coupon code')).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('redeems a player’s coupon through POST /api/bonuses/coupon', async () => {
    const net = scriptedFetch();
    net.answer('POST /api/bonuses/coupon', 200, { status: 'activated', gift: freespinsFixture() });
    vi.stubGlobal('fetch', net.fetch);
    renderWidget(<CouponFormWidget params={{ kind: 'coupon' }} context={PUBLIC_CONTEXT} />, { player: PLAYER });
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'WELCOME-SPINS' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect((await screen.findByRole('status', {}, { timeout: 10_000 })).textContent).toContain('“20 free spins” is in your gifts');
    expect(net.calls).toEqual([expect.objectContaining({ method: 'POST', url: '/api/bonuses/coupon', body: { coupon_code: 'WELCOME-SPINS' } })]);
  });
});
