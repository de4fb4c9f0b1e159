// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import en from '../../messages/en/shell.json';
import { Sidebar, type SidebarProps } from './Sidebar';

vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

afterEach(cleanup);

function renderSidebar(overrides: Partial<SidebarProps> = {}) {
  const props: SidebarProps = {
    id: 'sb',
    open: true,
    locale: 'en',
    nav: [{ id: 'lobby', label: 'Lobby', href: '/en', active: true }],
    player: null,
    profileHref: '/en/profile',
    supportHref: '/en/support',
    languageHref: (l) => `/${l}`,
    onClose: vi.fn(),
    onLogin: vi.fn(),
    onRegister: vi.fn(),
    onLogout: vi.fn(),
    now: new Date('2026-11-22T12:00:00Z'),
    ...overrides,
  };
  render(
    <IntlProvider locale="en" messages={en}>
      <Sidebar {...props} />
    </IntlProvider>,
  );
  return props;
}

describe('Sidebar', () => {
  it('is a dialog that closes on Escape, outside click and a leftward swipe', () => {
    const props = renderSidebar();
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByTestId('sidebar-backdrop'));
    fireEvent.touchStart(dialog, { touches: [{ clientX: 250, clientY: 100 }] });
    fireEvent.touchEnd(dialog, { changedTouches: [{ clientX: 120, clientY: 110 }] });
    expect(props.onClose).toHaveBeenCalledTimes(3);
    // A short or vertical swipe does not close it.
    fireEvent.touchStart(dialog, { touches: [{ clientX: 250, clientY: 100 }] });
    fireEvent.touchEnd(dialog, { changedTouches: [{ clientX: 220, clientY: 400 }] });
    expect(props.onClose).toHaveBeenCalledTimes(3);
  });

  it('shows login buttons to guests and profile and logout only to players', () => {
    renderSidebar();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull();
    cleanup();
    const props = renderSidebar({ player: { nickname: 'ace' } });
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/en/profile');
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(props.onLogout).toHaveBeenCalledOnce();
  });

  it('shows the balance slot to a player only', () => {
    renderSidebar({ balanceSlot: <p data-testid="slot">balance</p> });
    expect(screen.queryByTestId('slot')).toBeNull();
    cleanup();
    renderSidebar({ player: { nickname: 'ace' }, balanceSlot: <p data-testid="slot">balance</p> });
    expect(screen.getByRole('dialog', { name: 'Menu' }).contains(screen.getByTestId('slot'))).toBe(true);
  });
});
