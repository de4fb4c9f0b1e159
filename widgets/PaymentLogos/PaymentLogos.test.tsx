// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { PLAYER } from '../../site/auth/test-harness';
import { PUBLIC_CONTEXT, renderWidget } from '../Banner/test-harness';
import { PaymentLogosWidget } from './PaymentLogos.widget';
import { brandsOf } from './queries';

vi.mock('next/navigation', () => ({ usePathname: () => '/en', useRouter: () => ({ push: vi.fn() }) }));
afterEach(cleanup);

const logos = () => screen.getAllByRole('link').map((a) => [a.getAttribute('data-brand'), a.getAttribute('href'), a.getAttribute('aria-label')]);

describe('PaymentLogosWidget', () => {
  it('shows a guest the brands of its params, each opening the cashbox dashboard', () => {
    renderWidget(<PaymentLogosWidget params={{ brands: ['visa', 'bitcoin_cash'] }} context={PUBLIC_CONTEXT} />);
    expect(logos()).toEqual([
      ['visa', '/en/dashboard', 'visa: open the cashbox'],
      ['bitcoin_cash', '/en/dashboard', 'bitcoin cash: open the cashbox'],
    ]);
  });

  it('shows a player their own deposit brands, once each', () => {
    const methods = [{ brand: 'visa' }, { brand: 'mastercard' }, { brand: 'visa' }];
    renderWidget(<PaymentLogosWidget params={{ brands: ['bitcoin'] }} context={PUBLIC_CONTEXT} />, {
      player: PLAYER,
      data: [[['/api/player/payment_methods', { action: 'deposit', currency: PLAYER.currency }], methods]],
    });
    expect(logos().map((l) => l[0])).toEqual(['visa', 'mastercard']);
  });

  it('is left out for a guest without brands', () => {
    const { container } = renderWidget(<PaymentLogosWidget params={{}} context={PUBLIC_CONTEXT} />);
    expect(container.textContent).toBe('');
    expect(brandsOf([])).toEqual([]);
  });
});
