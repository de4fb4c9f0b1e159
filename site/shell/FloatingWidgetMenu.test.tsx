// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import shell from '../../messages/en/shell.json';
import { FloatingWidgetMenu } from './FloatingWidgetMenu';

vi.mock('next/navigation', () => ({ usePathname: () => '/en', useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }) }));
afterEach(cleanup);

const renderMenu = (items: Parameters<typeof FloatingWidgetMenu>[0]['items']) =>
  render(
    <IntlProvider locale="en" messages={shell}>
      <FloatingWidgetMenu items={items} supportHref="/en/support" />
    </IntlProvider>,
  );

describe('FloatingWidgetMenu', () => {
  it('is nothing when no widget is available', () => {
    const { container } = renderMenu([]);
    expect(container.textContent).toBe('');
  });

  it('opens and closes from the keyboard, listing the available widgets, with the support link beside it', () => {
    renderMenu([
      { widget: 'adventures', href: '/en/adventure' },
      { widget: 'activityHub', href: '/en/activity-hub' },
    ]);
    const toggle = screen.getByRole('button', { name: 'Widgets' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close widgets' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Adventures' }).getAttribute('href')).toBe('/en/adventure');
    expect(screen.getByRole('link', { name: 'Activity hub' }).getAttribute('href')).toBe('/en/activity-hub');
    fireEvent.keyDown(screen.getByRole('link', { name: 'Adventures' }), { key: 'Escape' });
    expect(screen.queryByRole('link', { name: 'Adventures' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Support' }).getAttribute('href')).toBe('/en/support');
  });
});
