// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { ReactNode } from 'react';
import gifts from '../../../messages/en/gifts.json';
import { GiftCard } from './GiftCard';
import { giftDeadline, spinsLeft, wagerLeftCents, wagerPercent } from './gift-card';
import { freespinsFixture, giftFixture } from './fixtures';

afterEach(cleanup);

const wrap = (ui: ReactNode) =>
  render(
    <IntlProvider locale="en" messages={gifts}>
      {ui}
    </IntlProvider>,
  );
const NOW = Date.parse('2026-11-27T10:00:00Z');

describe('gift card figures', () => {
  it('counts the wager percent down to the floor and never past 100', () => {
    expect(wagerPercent({ amount_wager_cents: 1999, amount_wager_requirement_cents: 10000 })).toBe(19);
    expect(wagerPercent({ amount_wager_cents: 20000, amount_wager_requirement_cents: 10000 })).toBe(100);
    expect(wagerPercent({ amount_wager_cents: 0, amount_wager_requirement_cents: 0 })).toBe(0);
    expect(wagerLeftCents({ amount_wager_cents: 2500, amount_wager_requirement_cents: 10000 })).toBe(7500);
  });
  it('counts to activatable_until while issued and to the expiry once active', () => {
    expect(giftDeadline(giftFixture())).toEqual({ kind: 'activate', at: '2026-11-28T12:00:00Z' });
    expect(giftDeadline(giftFixture({ stage: 'activated', valid_until: '2026-12-01T00:00:00Z' }))).toEqual({ kind: 'expires', at: '2026-12-01T00:00:00Z' });
    expect(giftDeadline(giftFixture({ stage: 'canceled' }))).toBeNull();
    expect(spinsLeft(freespinsFixture({ freespins_performed: 5 }))).toBe(15);
    expect(spinsLeft(giftFixture())).toBeNull();
  });
});

describe('GiftCard', () => {
  it('shows an issued bonus with its amount, timer and both buttons', () => {
    const onActivate = vi.fn();
    const onDelete = vi.fn();
    wrap(<GiftCard gift={giftFixture()} now={NOW} onActivate={onActivate} onDelete={onDelete} />);
    expect(screen.getByText('Ready to activate')).toBeTruthy();
    expect(screen.getByTestId('gift-amount').textContent).toBe('€50.00');
    expect(screen.getByTestId('gift-timer').textContent).toBe('Activate within 1d 02:00:00');
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(onActivate).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });
  it('shows the wager bar of an active bonus and no activate button', () => {
    wrap(
      <GiftCard
        gift={giftFixture({ stage: 'activated', activatable: false, amount_wager_cents: 37500, valid_until: '2026-11-27T11:30:05Z' })}
        now={NOW}
        onActivate={() => {}}
        onDelete={() => {}}
      />,
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByTestId('gift-wager').textContent).toContain('€375.00 of €1,500.00 wagered (25%), €1,125.00 to go');
    expect(screen.getByTestId('gift-timer').textContent).toBe('Expires in 01:30:05');
    expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull();
  });
  it('shows free spins left, a title override, and no buttons once ended', () => {
    wrap(<GiftCard gift={freespinsFixture({ stage: 'finished', freespins_performed: 20 })} title="Spins pack" now={NOW} onDelete={() => {}} />);
    expect(screen.getByText('Spins pack')).toBeTruthy();
    expect(screen.getByTestId('gift-amount').textContent).toBe('0 of 20 free spins left');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
