// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import cashbox from '../../messages/en/cashbox.json';
import { DashboardView } from './DashboardView';
import { ABANDONED_DEPOSIT, EUR_ACCOUNT, HISTORY, payment } from './fixtures';

afterEach(cleanup);

function renderView(onCancel = vi.fn(), cancellingId: number | null = null) {
  render(
    <IntlProvider locale="en" messages={cashbox}>
      <DashboardView
        status="ready"
        account={EUR_ACCOUNT}
        payments={[ABANDONED_DEPOSIT, ...HISTORY]}
        onRecall={() => undefined}
        onCancel={onCancel}
        cancellingId={cancellingId}
        onRetry={() => undefined}
      />
    </IntlProvider>,
  );
  return onCancel;
}

describe('DashboardView: a deposit left on its 3-D Secure page (issue 13, item 7)', () => {
  it('offers to reopen the page and to cancel the deposit, on that deposit only', () => {
    const onCancel = renderView();
    const resume = screen.getByRole('link', { name: 'Continue the card check of the deposit of €40.00' });
    expect(resume.getAttribute('href')).toBe('/sandbox-pay/3ds/abc');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the deposit of €40.00' }));
    expect(onCancel).toHaveBeenCalledWith(ABANDONED_DEPOSIT.id);
    // The pending crypto deposit of the history waits on the chain, not on a page: neither offer.
    expect(screen.getAllByRole('link', { name: /^Continue/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Cancel/ })).toHaveLength(1);
  });

  it('shows the cancel in flight as busy, and a deposit the player cancelled with its reason', () => {
    renderView(vi.fn(), ABANDONED_DEPOSIT.id);
    expect((screen.getByRole('button', { name: 'Cancel the deposit of €40.00' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    render(
      <IntlProvider locale="en" messages={cashbox}>
        <DashboardView
          status="ready"
          account={EUR_ACCOUNT}
          payments={[payment({ id: 8, state: 'canceled', decline_reason: 'player_canceled', finished_at: '2026-11-23T10:10:00Z' })]}
          onRecall={() => undefined}
          onRetry={() => undefined}
        />
      </IntlProvider>,
    );
    expect(screen.getByText(/You cancelled this deposit\./)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Continue/ })).toBeNull();
  });
});
