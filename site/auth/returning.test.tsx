// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import SignUpPopup from './SignUpPopup';
import { renderWithProviders, scriptedFetch } from '../core/testing/test-harness';
import { rememberSignedIn, SIGNED_IN_BEFORE_KEY } from './returning';

vi.mock('next/navigation', () => ({
  usePathname: () => '/en/profile',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), back: vi.fn(), prefetch: vi.fn() }),
}));

beforeEach(() => {
  vi.stubGlobal('fetch', scriptedFetch().fetch);
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The dialog's controls in reading order. */
const controls = () =>
  Array.from(document.querySelectorAll('button, input, select')).map((el) => (el instanceof HTMLInputElement ? `input:${el.name}` : el.textContent?.trim()));

describe('the sign-up dialog a guest lands on', () => {
  it('leads with sign-up in a browser nobody has signed in with', async () => {
    renderWithProviders(<SignUpPopup close={vi.fn()} titleId="t" />);
    await screen.findByLabelText('E-mail');
    expect(screen.queryByText('You have logged in on this device before.')).toBeNull();
    expect(controls().indexOf('Log in')).toBeGreaterThan(controls().indexOf('input:email'));
  });

  it('leads with "Log in" when this browser has signed in before', async () => {
    rememberSignedIn();
    expect(localStorage.getItem(SIGNED_IN_BEFORE_KEY)).toBe('1');
    renderWithProviders(<SignUpPopup close={vi.fn()} titleId="t" />);
    expect(await screen.findByText('You have logged in on this device before.')).toBeTruthy();
    const order = controls();
    expect(order.indexOf('Log in')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('Log in')).toBeLessThan(order.indexOf('input:email'));
  });
});
