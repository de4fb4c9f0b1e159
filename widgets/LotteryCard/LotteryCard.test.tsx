// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
import { PREVIEW_CONTEXT, PUBLIC_CONTEXT, renderWidget } from '../common/testing/test-harness';
import { LotteryCardWidget } from './LotteryCard.widget';
import { makeLottery } from './fixtures';
import { pickLottery } from './queries';

afterEach(cleanup);

const key = ['/api/lotteries', { locale: 'en' }];

describe('LotteryCard', () => {
  it('reads its params: a lottery by identifier, else the current one', () => {
    expect(WIDGET_PARAMS.LotteryCard.parse({ id: 'winter-lottery' })).toEqual({ id: 'winter-lottery' });
    expect(WIDGET_PARAMS.LotteryCard.parse({})).toEqual({ id: 'current' });
    expect(WIDGET_PARAMS.LotteryCard.safeParse({ id: 'Bad Id' }).success).toBe(false);
  });

  it('picks the current lottery as C4 says: active, then future, then the last archived', () => {
    const active = makeLottery({ id: 1, frontend_identifier: 'a', status: 'active' });
    const future = makeLottery({ id: 2, frontend_identifier: 'f', status: 'future' });
    const old = makeLottery({ id: 3, frontend_identifier: 'o', status: 'archive', state: 'drawn', end_at: '2026-01-01T00:00:00Z' });
    const newer = makeLottery({ id: 4, frontend_identifier: 'n', status: 'archive', state: 'drawn', end_at: '2026-06-01T00:00:00Z' });
    expect(pickLottery([old, future, active], 'current')?.id).toBe(1);
    expect(pickLottery([old, future], 'current')?.id).toBe(2);
    expect(pickLottery([old, newer], 'current')?.id).toBe(4);
    expect(pickLottery([old], '3')?.id).toBe(3);
    expect(pickLottery([], 'current')).toBeNull();
  });

  it('renders the lottery with its prizes, tickets and page link', () => {
    renderWidget(<LotteryCardWidget params={{ id: 'winter-lottery' }} context={PUBLIC_CONTEXT} />, { data: [[key, [makeLottery()]]] });
    expect(screen.getByRole('heading', { name: 'Winter lottery' })).toBeTruthy();
    expect(screen.getByText('500 EUR bonus')).toBeTruthy();
    expect(screen.getByText('1,234 tickets in the draw')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the lottery' }).getAttribute('href')).toBe('/en/lottery/winter-lottery');
  });

  it('shows nothing for an unknown lottery on the site, and says so in the preview', () => {
    const { container } = renderWidget(<LotteryCardWidget params={{ id: 'nope' }} context={PUBLIC_CONTEXT} />, { data: [[key, [makeLottery()]]] });
    expect(container.textContent).toBe('');
    cleanup();
    renderWidget(<LotteryCardWidget params={{ id: 'nope' }} context={PREVIEW_CONTEXT} />, { data: [[key, [makeLottery()]]] });
    expect(screen.getByText('No such lottery right now.')).toBeTruthy();
  });
});
