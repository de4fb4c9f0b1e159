// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { bannersKey, makeBanner } from '../common/banner/fixtures';
import { PREVIEW_CONTEXT, PUBLIC_CONTEXT, renderWidget } from '../common/testing/test-harness';
import { PROMO_BANNER_HIDE_MS, PROMO_HIDDEN_STORAGE_KEY } from './dismiss';
import { PromoBannerWidget } from './PromoBanner.widget';

vi.mock('next/navigation', () => ({ usePathname: () => '/en', useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }) }));

const key = bannersKey();
const config = {
  banners: [makeBanner('later', { order: { promotions: 2 } }), makeBanner('first', { order: { promotions: 1 }, title: { text: 'Promo {amount}' } })],
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('PromoBannerWidget', () => {
  it('shows the first banner of its location, hides it for 2 minutes, and brings it back', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    renderWidget(<PromoBannerWidget params={{ location: 'promotions' }} context={PUBLIC_CONTEXT} />, { data: [[key, config]] });
    expect(screen.getByRole('heading', { name: 'Promo €100' })).toBeTruthy();
    expect(screen.getAllByTestId('banner')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Hide this offer for now' }));
    expect(screen.queryByTestId('promo-banner')).toBeNull();
    const stored = JSON.parse(window.localStorage.getItem(PROMO_HIDDEN_STORAGE_KEY)!) as Record<string, number>;
    expect(stored['location:promotions']).toBe(Date.now() + PROMO_BANNER_HIDE_MS);

    act(() => void vi.advanceTimersByTime(PROMO_BANNER_HIDE_MS - 1000));
    expect(screen.queryByTestId('promo-banner')).toBeNull();
    act(() => void vi.advanceTimersByTime(1100));
    expect(screen.getByTestId('promo-banner')).toBeTruthy();
  });

  it('stays hidden across a reload within the 2 minutes', () => {
    window.localStorage.setItem(PROMO_HIDDEN_STORAGE_KEY, JSON.stringify({ 'id:first': Date.now() + 60_000 }));
    const { container } = renderWidget(<PromoBannerWidget params={{ id: 'first' }} context={PUBLIC_CONTEXT} />, { data: [[key, config]] });
    expect(container.textContent).toBe('');
    cleanup();
    // Another placement is not affected.
    renderWidget(<PromoBannerWidget params={{ id: 'later' }} context={PUBLIC_CONTEXT} />, { data: [[key, config]] });
    expect(screen.getByTestId('promo-banner')).toBeTruthy();
  });

  it('explains a hidden placement in the preview', () => {
    window.localStorage.setItem(PROMO_HIDDEN_STORAGE_KEY, JSON.stringify({ 'location:promotions': Date.now() + 60_000 }));
    renderWidget(<PromoBannerWidget params={{ location: 'promotions' }} context={PREVIEW_CONTEXT} />, { data: [[key, config]] });
    expect(screen.getByText(/comes back 2 minutes/)).toBeTruthy();
  });
});
