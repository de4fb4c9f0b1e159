// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { ReactNode } from 'react';
import gifts from '../../../messages/en/gifts.json';
import profile from '../../../messages/en/profile.json';
import shell from '../../../messages/en/shell.json';
import { freespinsFixture, giftFixture } from '../../../widgets/common/gifts/fixtures';
import { ApiError } from '../../core/api';
import { CodeForm } from '../../../widgets/common/gifts/CodeForm';
import { DeleteGiftDialog } from './DeleteGiftDialog';
import { giftErrorMessage } from './GiftsTab';
import { GiftsView, type GiftsViewProps } from './GiftsView';

afterEach(cleanup);

const wrap = (ui: ReactNode) =>
  render(
    <IntlProvider locale="en" messages={{ ...gifts, ...profile, ...shell }}>
      {ui}
    </IntlProvider>,
  );
const props = (over: Partial<GiftsViewProps> = {}): GiftsViewProps => ({
  status: 'success',
  gifts: [],
  additional: [],
  now: Date.parse('2026-11-27T10:00:00Z'),
  busyId: null,
  depositHref: '/en/deposit',
  bonusBalanceHref: '/en/bonus-balance',
  onActivate: vi.fn(),
  onDelete: vi.fn(),
  onRetry: vi.fn(),
  ...over,
});

describe('GiftsView', () => {
  it('says so when there are no gifts', () => {
    wrap(<GiftsView {...props()} />);
    expect(screen.getByText(/You have no gifts right now/)).toBeTruthy();
  });
  it('draws live gifts with actions, ended ones without, and the additional offers', () => {
    const onActivate = vi.fn();
    wrap(
      <GiftsView
        {...props({
          onActivate,
          gifts: [
            { gift: giftFixture(), title: 'Welcome pack' },
            { gift: freespinsFixture({ id: 3, stage: 'expired', activatable: false }), title: 'Old spins' },
          ],
          additional: [{ group_key: 'weekend', title: 'Weekend reload', description: '50% up to €200' }],
        })}
      />,
    );
    expect(screen.getAllByTestId('gift-card')).toHaveLength(2);
    expect(screen.getByText('Earlier gifts')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Activate' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(onActivate).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    expect(screen.getByTestId('additional-gift').textContent).toContain('Weekend reload');
  });
  it('offers a retry when the gifts fail to load', () => {
    const onRetry = vi.fn();
    wrap(<GiftsView {...props({ status: 'error', onRetry })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('DeleteGiftDialog', () => {
  it('shows the forfeit before the player confirms', () => {
    const onConfirm = vi.fn();
    wrap(<DeleteGiftDialog title="Welcome pack" currency="EUR" forfeitCents={4250} busy={false} onConfirm={onConfirm} onClose={() => {}} />);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByTestId('gift-forfeit').textContent).toBe('€42.50 of bonus money will be forfeited. This cannot be undone.');
    fireEvent.click(screen.getByRole('button', { name: 'Delete gift' }));
    expect(onConfirm).toHaveBeenCalled();
  });
  it('holds the confirm button while the forfeit is asked', () => {
    wrap(<DeleteGiftDialog title="x" currency="EUR" forfeitCents={null} busy={false} onConfirm={() => {}} onClose={() => {}} />);
    expect(screen.getByTestId('gift-forfeit').textContent).toBe('Checking what would be forfeited…');
    expect((screen.getByRole('button', { name: 'Delete gift' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('giftErrorMessage', () => {
  it('maps the platform’s refusals to their texts', () => {
    const err = (code: string) => new ApiError({ status: 409, code, message: code, method: 'POST', path: '/x', logCode: 'X' });
    expect(giftErrorMessage(err('bonus_already_active'))).toBe('gifts.error.bonus_already_active');
    expect(giftErrorMessage(err('whatever'))).toBe('gifts.error.generic');
    expect(giftErrorMessage(new Error('x'))).toBe('gifts.error.generic');
  });
});

describe('CodeForm', () => {
  const err = (code: string, status = 422, body: unknown = {}) =>
    new ApiError({ status, code, message: code, body, method: 'POST', path: '/api/bonuses/coupon', logCode: 'X' });
  it('shows a clear message for each refusal', async () => {
    const cases: [ApiError, string][] = [
      [err('code_invalid'), 'This code does not exist or is not valid at the moment.'],
      [err('code_used'), 'You have already used this code.'],
      [err('code_used_up'), 'This code has been used up.'],
      [err('gift_refused', 422, { reason: 'no_amount_for_currency' }), 'This code’s gift is not offered in your currency.'],
      [err('gift_refused', 422, { reason: 'not_targeted' }), 'This code’s gift is not available for your account.'],
      [err('rate_limited', 429), 'Too many tries. Please wait a few minutes and try again.'],
    ];
    for (const [error, text] of cases) {
      const redeem = vi.fn().mockRejectedValue(error);
      wrap(<CodeForm kind="coupon" redeem={redeem} giftsHref="/en/profile/gifts" />);
      fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'X1' } });
      fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
      expect((await screen.findByRole('alert')).textContent).toBe(text);
      expect(redeem).toHaveBeenCalledWith('coupon', 'X1');
      cleanup();
    }
  });
  it('names the gift a code issued', async () => {
    const redeem = vi.fn().mockResolvedValue({ status: 'activated', gift: freespinsFixture() });
    wrap(<CodeForm kind="promo" redeem={redeem} giftsHref="/en/profile/gifts" />);
    fireEvent.change(screen.getByLabelText('Promo code'), { target: { value: ' spring ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect((await screen.findByRole('status')).textContent).toContain('Code accepted: “20 free spins” is in your gifts.');
    expect(redeem).toHaveBeenCalledWith('promo', 'spring');
  });
});
