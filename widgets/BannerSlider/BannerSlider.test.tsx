// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { QueryClient } from '@tanstack/react-query';
import { PLAYER } from '../../site/core/testing/test-harness';
import type { Stores } from '../../site/core/stores/StoreProvider';
import { bannersKey, makeBanner, makeBannerViews } from '../common/banner/fixtures';
import { PREVIEW_CONTEXT, PUBLIC_CONTEXT, WidgetProviders, renderWidget } from '../common/testing/test-harness';
import { BannerSlider, BANNER_AUTOPLAY_MS } from './BannerSlider';
import { BannerSliderWidget } from './BannerSlider.widget';

vi.mock('next/navigation', () => ({ usePathname: () => '/en', useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }) }));

function setReducedMotion(reduced: boolean) {
  window.matchMedia = vi.fn((query: string) => ({
    matches: reduced && query.includes('reduce'),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}

const current = () => screen.getAllByRole('button', { name: /Show offer/ }).findIndex((b) => b.getAttribute('aria-current') === 'true');

beforeEach(() => setReducedMotion(false));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('BannerSlider view', () => {
  it('shows three skeletons while loading (the third only on desktop) and is busy', () => {
    renderWidget(<BannerSlider status="pending" banners={[]} />);
    const loading = screen.getByTestId('banner-slider-loading');
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(within(loading).getAllByTestId('banner-skeleton')).toHaveLength(3);
    expect(screen.getByText('Loading offers')).toBeTruthy();
  });

  it('renders nothing when empty or failed on the public site, and a retry where one is offered', () => {
    const { container, rerender } = renderWidget(<BannerSlider status="success" banners={[]} />);
    expect(container.textContent).toBe('');
    rerender(<BannerSlider status="error" banners={[]} />);
    expect(container.textContent).toBe('');
    const onRetry = vi.fn();
    rerender(<BannerSlider status="error" banners={[]} onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('advances every 10 s, wraps, and pauses on hover, focus and its pause button', () => {
    vi.useFakeTimers();
    renderWidget(<BannerSlider status="success" banners={makeBannerViews(3)} />);
    const slider = screen.getByTestId('banner-slider');
    expect(current()).toBe(0);
    act(() => void vi.advanceTimersByTime(BANNER_AUTOPLAY_MS - 1));
    expect(current()).toBe(0);
    act(() => void vi.advanceTimersByTime(1));
    expect(current()).toBe(1);
    act(() => void vi.advanceTimersByTime(BANNER_AUTOPLAY_MS));
    expect(current()).toBe(2);
    act(() => void vi.advanceTimersByTime(BANNER_AUTOPLAY_MS));
    expect(current()).toBe(0);

    fireEvent.mouseEnter(slider);
    act(() => void vi.advanceTimersByTime(3 * BANNER_AUTOPLAY_MS));
    expect(current()).toBe(0);
    fireEvent.mouseLeave(slider);

    fireEvent.focus(screen.getByRole('button', { name: 'Next offer' }));
    act(() => void vi.advanceTimersByTime(3 * BANNER_AUTOPLAY_MS));
    expect(current()).toBe(0);
    fireEvent.blur(screen.getByRole('button', { name: 'Next offer' }), { relatedTarget: document.body });

    fireEvent.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play the slideshow' }), { relatedTarget: document.body });
    act(() => void vi.advanceTimersByTime(3 * BANNER_AUTOPLAY_MS));
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Play the slideshow' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause the slideshow' }), { relatedTarget: document.body });
    act(() => void vi.advanceTimersByTime(BANNER_AUTOPLAY_MS));
    expect(current()).toBe(1);
    // Many renders under fake timers: seconds on a loaded 2-core machine.
  }, 30_000);

  it('never autoplays for visitors who prefer reduced motion, and has no pause button then', () => {
    setReducedMotion(true);
    vi.useFakeTimers();
    renderWidget(<BannerSlider status="success" banners={makeBannerViews(3)} />);
    act(() => void vi.advanceTimersByTime(5 * BANNER_AUTOPLAY_MS));
    expect(current()).toBe(0);
    expect(screen.queryByTestId('banner-slider-toggle')).toBeNull();
  });

  it('moves with the labelled arrows and dots', () => {
    renderWidget(<BannerSlider status="success" banners={makeBannerViews(4)} autoplayMs={0} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous offer' }));
    expect(current()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Next offer' }));
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Show offer 3 of 4' }));
    expect(current()).toBe(2);
    expect(screen.getAllByRole('group', { name: /of 4/ })).toHaveLength(4);
  });
});

describe('BannerSliderWidget', () => {
  const key = bannersKey();
  const config = {
    banners: [
      makeBanner('second', { order: { main: 2 }, title: { text: 'Second for {amount}' } }),
      makeBanner('first', { order: { main: 1 }, second_button: { name: 'Terms', popup: { title: 'T', secondTitle: 'S', desc: 'D' } } }),
      makeBanner('players', { order: { main: 0 }, logged: true }),
      makeBanner('lobby', { order: { lobby: 0 } }),
      makeBanner('later', { order: { main: 3 }, timer: { start_at: new Date(Date.now() + 3_600_000).toISOString(), end_at: null } }),
    ],
  };
  const titles = () => screen.getAllByTestId('banner').map((b) => b.getAttribute('data-banner'));

  it('shows the location’s banners for a guest in their order, the currency’s variables filled', () => {
    renderWidget(<BannerSliderWidget params={{ location: 'main' }} context={PUBLIC_CONTEXT} />, { data: [[key, config]] });
    expect(titles()).toEqual(['first', 'second']);
    expect(screen.getByRole('heading', { name: 'Second for €100' })).toBeTruthy();
  });

  it('adds the player-only banner for a player and fills the player’s currency', () => {
    renderWidget(<BannerSliderWidget params={{ location: 'main' }} context={PUBLIC_CONTEXT} />, { data: [[bannersKey(PLAYER), config]], player: PLAYER });
    expect(titles()).toEqual(['players', 'first', 'second']);
    expect(screen.getByRole('heading', { name: `Second for ${PLAYER.currency === 'CAD' ? 'C$150' : '€100'}` })).toBeTruthy();
  });

  it('reads the answer of the visitor’s audience, and drops a player’s banners at once when they sign out on the page', async () => {
    let stores: Stores | undefined;
    const { queryClient } = renderWidget(<BannerSliderWidget params={{ location: 'main' }} context={PUBLIC_CONTEXT} />, {
      data: [[bannersKey(PLAYER), config]],
      player: PLAYER,
      onStores: (s) => {
        stores = s;
      },
    });
    expect(titles()).toEqual(['players', 'first', 'second']);
    // Signed out without a reload: the guests' answer is not here yet (its call fails in this
    // test), and until it comes the banners already on the page are held to the guest's rules.
    act(() => stores!.session.getState().setPlayer(null));
    expect(titles()).toEqual(['first', 'second']);
    expect(queryClient.getQueryState(bannersKey())).toBeDefined();
  });

  it('keys a welcome-stag visitor’s banners apart from other guests’', () => {
    renderWidget(<BannerSliderWidget params={{ location: 'main' }} context={{ ...PUBLIC_CONTEXT, welcomeStag: true }} />, {
      data: [
        [key, { banners: [makeBanner('plain', { order: { main: 1 } })] }],
        [bannersKey(null, 'en', '131811'), { banners: [makeBanner('welcome', { order: { main: 1 }, welcome_pack: true })] }],
      ],
    });
    expect(titles()).toEqual(['welcome']);
  });

  it('shows a banner when its window opens, without a reload', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    renderWidget(<BannerSliderWidget params={{ location: 'main' }} context={PUBLIC_CONTEXT} />, { data: [[key, config]] });
    expect(titles()).not.toContain('later');
    act(() => void vi.advanceTimersByTime(3_600_000 + 100));
    expect(titles()).toContain('later');
  });

  it('opens the terms popup from the second button and records the click and the popup in the dataLayer', () => {
    let stores: Stores | undefined;
    renderWidget(<BannerSliderWidget params={{ location: 'main' }} context={PUBLIC_CONTEXT} />, {
      data: [[key, config]],
      onStores: (s) => {
        stores = s;
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Terms' }));
    expect(stores!.ui.getState().modals).toEqual([{ name: 'banner-terms', props: { title: 'T', secondTitle: 'S', desc: 'D' }, closing: false }]);
    fireEvent.click(screen.getAllByRole('link', { name: 'Get it' })[1]!);
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([
      { event: 'banner_terms_open', banner_id: 'first', location: 'main', position: 1 },
      { event: 'banner_click', banner_id: 'second', location: 'main', position: 2 },
    ]);
  });

  it('explains an empty location in the preview only', () => {
    const { container } = renderWidget(<BannerSliderWidget params={{ location: 'nowhere' }} context={PUBLIC_CONTEXT} />, { data: [[key, config]] });
    expect(container.textContent).toBe('');
    cleanup();
    renderWidget(<BannerSliderWidget params={{ location: 'nowhere' }} context={PREVIEW_CONTEXT} />, { data: [[key, config]] });
    expect(screen.getByText('No banners in “nowhere” for this visitor right now.')).toBeTruthy();
  });
});

describe('server render', () => {
  const HOUR = 3_600_000;
  const key = bannersKey();

  it('picks banners at the time the server fetched them, so the hydrating browser picks the same', () => {
    const fetchedAt = Date.now() - 2 * HOUR;
    const opensAfterFetch = new Date(fetchedAt + HOUR).toISOString();
    const qc = new QueryClient();
    qc.setQueryData(
      key,
      { banners: [makeBanner('always'), makeBanner('opened', { timer: { start_at: opensAfterFetch, end_at: null } })] },
      { updatedAt: fetchedAt },
    );
    // renderToString uses the server snapshot of the clock, as the server and hydration do.
    const html = renderToString(
      <WidgetProviders queryClient={qc}>
        <BannerSliderWidget params={{ location: 'main' }} context={PUBLIC_CONTEXT} />
      </WidgetProviders>,
    );
    expect(html).toContain('data-banner="always"');
    expect(html).not.toContain('data-banner="opened"');
  });
});
