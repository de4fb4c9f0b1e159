// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
import { PLAYER } from '../../site/core/testing/test-harness';
import { PUBLIC_CONTEXT, renderWidget } from '../common/testing/test-harness';
import { vipProgressFixture } from '../common/vip/fixtures';
import { VIP_PROGRESS_KEY } from '../common/vip/queries';
import { VipLevelsWidget } from './VipLevels.widget';

vi.mock('next/navigation', () => ({ usePathname: () => '/en', useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }) }));
afterEach(cleanup);

describe('VipLevels', () => {
  it('reads its params', () => {
    expect(WIDGET_PARAMS.VipLevels.parse({})).toEqual({ heading: true });
  });

  it('shows a guest the default EUR ladder with BRONZE next', () => {
    renderWidget(<VipLevelsWidget params={{ heading: true }} context={PUBLIC_CONTEXT} />);
    expect(screen.getByTestId('vip-card-BRONZE').dataset.state).toBe('future');
    expect(screen.getByTestId('vip-card-SILVER').dataset.state).toBe('lock');
    expect(screen.getByTestId('vip-card-BRONZE').textContent).toContain('€6,000.00');
  });

  it('shows a player’s cards from their progress', () => {
    renderWidget(<VipLevelsWidget params={{ heading: false }} context={PUBLIC_CONTEXT} />, {
      player: PLAYER,
      data: [[VIP_PROGRESS_KEY, vipProgressFixture({ activeStatus: 'DIAMOND', currentStatus: 'DIAMOND', nextStatus: null })]],
    });
    expect(screen.getByTestId('vip-card-DIAMOND').dataset.state).toBe('current');
    expect(screen.getByTestId('vip-card-PLATINUM').dataset.state).toBe('before');
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});
