// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
import { PLAYER } from '../../site/core/testing/test-harness';
import { PUBLIC_CONTEXT, renderWidget } from '../common/testing/test-harness';
import { vipProgressFixture } from '../common/vip/fixtures';
import { VIP_PROGRESS_KEY } from '../common/vip/queries';
import { VipProgressWidget } from './VipProgress.widget';

vi.mock('next/navigation', () => ({ usePathname: () => '/en', useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }) }));
afterEach(cleanup);

describe('VipProgress', () => {
  it('reads its params', () => {
    expect(WIDGET_PARAMS.VipProgress.parse({})).toEqual({ levels: false });
    expect(WIDGET_PARAMS.VipProgress.parse({ levels: 'true' })).toEqual({ levels: true });
    expect(WIDGET_PARAMS.VipProgress.safeParse({ levels: 'maybe' }).success).toBe(false);
  });

  it('asks a guest to register', () => {
    renderWidget(<VipProgressWidget params={{ levels: false }} context={PUBLIC_CONTEXT} />);
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
  });

  it('shows the status, the progress toward the next one and, asked, the level cards', () => {
    renderWidget(<VipProgressWidget params={{ levels: true }} context={PUBLIC_CONTEXT} />, {
      player: PLAYER,
      data: [[VIP_PROGRESS_KEY, vipProgressFixture()]],
    });
    expect(screen.getByTestId('vip-progress').dataset.status).toBe('SILVER');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByTestId('vip-card-BRONZE').dataset.state).toBe('before');
    expect(screen.getByTestId('vip-card-SILVER').dataset.state).toBe('current');
    expect(screen.getByTestId('vip-card-GOLD').dataset.state).toBe('future');
    expect(screen.getByTestId('vip-card-DIAMOND').dataset.state).toBe('lock');
  });
});
