// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { PLAYER } from '../../site/core/testing/test-harness';
import { sendBannerEvent } from '../common/banner/analytics';
import { BannerWidget } from './Banner.widget';
import { bannersKey, makeBanner } from '../common/banner/fixtures';
import { PREVIEW_CONTEXT, PUBLIC_CONTEXT, renderWidget } from '../common/testing/test-harness';

vi.mock('next/navigation', () => ({ usePathname: () => '/en', useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }) }));
afterEach(cleanup);

const key = bannersKey();
const playerKey = bannersKey({ ...PLAYER, currency: 'CAD' });
const HOUR = 3_600_000;

describe('BannerWidget', () => {
  const config = {
    banners: [
      makeBanner('reload', {
        logged: true,
        title: { text: 'Reload {amount}' },
        timer: { start_at: null, end_at: new Date(Date.now() + 26 * HOUR).toISOString() },
      }),
      makeBanner('ext', { button: { name: 'Partner', url: 'https://partner.example/x', attrs: { target: '_blank' } } }),
    ],
  };

  it('shows one banner by id to whom its rules allow, with its countdown and the player’s variables', async () => {
    renderWidget(<BannerWidget params={{ id: 'reload' }} context={PUBLIC_CONTEXT} />, { data: [[playerKey, config]], player: { ...PLAYER, currency: 'CAD' } });
    expect(screen.getByRole('heading', { name: 'Reload C$150' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get it' }).getAttribute('href')).toBe('/en/promotions');
    expect((await screen.findByTestId('banner-countdown')).textContent).toMatch(/^Ends in 1d (01|00):(59|00):\d\d$/);
  });

  it('hides it from a guest, and explains why in the preview', () => {
    const { container } = renderWidget(<BannerWidget params={{ id: 'reload' }} context={PUBLIC_CONTEXT} />, { data: [[key, config]] });
    expect(container.textContent).toBe('');
    cleanup();
    renderWidget(<BannerWidget params={{ id: 'reload' }} context={PREVIEW_CONTEXT} />, { data: [[key, config]] });
    expect(screen.getByText(/No banner “reload” is shown to this visitor/)).toBeTruthy();
  });

  it('opens an external button as a plain link with safe rel', () => {
    renderWidget(<BannerWidget params={{ id: 'ext' }} context={PUBLIC_CONTEXT} />, { data: [[key, config]] });
    const link = screen.getByRole('link', { name: 'Partner' });
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([
      'https://partner.example/x',
      '_blank',
      'noopener noreferrer',
    ]);
  });
});

describe('sendBannerEvent', () => {
  it('pushes onto the dataLayer for people and never for bots', () => {
    const win = { navigator: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36' } } as {
      dataLayer?: unknown[];
      navigator: { userAgent: string };
    };
    expect(sendBannerEvent({ event: 'banner_click', banner_id: 'a', location: 'main', position: 2 }, win)).toBe(true);
    expect(win.dataLayer).toEqual([{ event: 'banner_click', banner_id: 'a', location: 'main', position: 2 }]);
    const bot = { navigator: { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' } } as { dataLayer?: unknown[]; navigator: { userAgent: string } };
    expect(sendBannerEvent({ event: 'banner_view', banner_id: 'a', location: 'main', position: 1 }, bot)).toBe(false);
    expect(bot.dataLayer).toBeUndefined();
  });
});
