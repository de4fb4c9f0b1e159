// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import en from '../../messages/en/shell.json';
import type { Notification, NotificationPage } from '../../schemas/notifications';
import { bellCount, createNotificationStore, NOTIFICATION_STORE_TTL_MS } from './notification-store';
import { NotificationPanel } from './NotificationPanel';
import { NotificationsProvider } from './NotificationsContext';
import { SidebarNotifications } from './SidebarNotifications';
import { StoreProvider } from '../core/stores/StoreProvider';

vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

afterEach(cleanup);
beforeEach(() => window.localStorage.clear());

let nextId = 1;
function note(over: Partial<Notification> = {}): Notification {
  return {
    id: nextId++,
    type: 'personal',
    state: 'new',
    text: 'Hello',
    content: { icon: 'info', title: null, button: null },
    identifier: null,
    event: null,
    created_at: '2026-11-26T12:00:00.000Z',
    read_at: null,
    ...over,
  };
}
const page = (data: Notification[], newCount = data.filter((n) => n.state === 'new').length): NotificationPage => ({
  data,
  pagination: { current_page: 1, next_page: null, total_count: data.length },
  new_count: newCount,
});

describe('the notification store', () => {
  it('caps the bell at 9+', () => {
    expect([0, 1, 9, 10, 250].map(bellCount)).toEqual(['', '1', '9', '9+', '9+']);
  });

  it('drops bonus and free-spin notifications of stages other than issued, and counts the rest once', () => {
    const s = createNotificationStore();
    s.getState().fill(7, page([]));
    const issued = note({ type: 'bonuses_changes', text: null, event: { kind: 'gift.issued', values: { stage: 'issued' } } });
    expect(s.getState().add(issued)).toBe(true);
    expect(s.getState().add(issued)).toBe(false);
    expect(s.getState().add(note({ type: 'freespins_changes', text: null, event: { kind: 'gift.activated', values: { stage: 'activated' } } }))).toBe(false);
    expect(s.getState().add(note({ type: 'bonuses_changes', text: null, event: null }))).toBe(false);
    expect(s.getState().newCount).toBe(1);
    s.getState().markRead(issued.id);
    s.getState().markRead(issued.id);
    expect(s.getState().newCount).toBe(0);
  });

  it('is kept for the same player for 2 hours, then forgotten; logout forgets it at once', () => {
    let now = 1_000_000;
    const first = createNotificationStore(() => now);
    first.getState().fill(7, page([note()], 3));
    const again = createNotificationStore(() => now + NOTIFICATION_STORE_TTL_MS - 1);
    again.getState().restore(7);
    expect(again.getState().newCount).toBe(3);
    const other = createNotificationStore(() => now);
    other.getState().restore(8);
    expect(other.getState().items).toEqual([]);
    now += NOTIFICATION_STORE_TTL_MS;
    const late = createNotificationStore(() => now);
    late.getState().restore(7);
    expect(late.getState().items).toEqual([]);
    first.getState().reset();
    expect(window.localStorage.length).toBe(0);
  });
});

describe('the panel and the sidebar item', () => {
  const wrap = (ui: React.ReactNode) =>
    render(
      <IntlProvider locale="en" messages={en}>
        {ui}
      </IntlProvider>,
    );

  it('shows the empty text', () => {
    wrap(<NotificationPanel id="p" locale="en" items={[]} newCount={0} onRead={vi.fn()} onReadAll={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toHaveProperty('textContent', expect.stringContaining('You have no notifications yet.'));
  });

  it('words an engine event, and marks one or all read with labelled buttons', () => {
    const onRead = vi.fn();
    const onReadAll = vi.fn();
    const deposit = note({
      type: 'payments_changes',
      text: null,
      event: { kind: 'payment.deposit.succeeded', values: { amount_cents: 5000, currency: 'EUR' } },
    });
    wrap(
      <NotificationPanel id="p" locale="en" items={[deposit, note({ state: 'read' })]} newCount={1} onRead={onRead} onReadAll={onReadAll} onClose={vi.fn()} />,
    );
    expect(screen.getByText('Your deposit of €50.00 has arrived.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark as read: Your deposit of €50.00 has arrived.' }));
    expect(onRead).toHaveBeenCalledWith(deposit.id);
    expect(screen.getAllByRole('button', { name: /^Mark as read/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(onReadAll).toHaveBeenCalled();
  });

  it('shows the sidebar item only while new ones exist', () => {
    const store = createNotificationStore();
    const onOpen = vi.fn();
    wrap(
      <StoreProvider initialPlayer={null}>
        <NotificationsProvider store={store}>
          <ul>
            <SidebarNotifications onOpen={onOpen} linkClassName="link" />
          </ul>
        </NotificationsProvider>
      </StoreProvider>,
    );
    expect(screen.queryByTestId('sidebar-notifications')).toBeNull();
    act(() => store.getState().fill(7, page([note()])));
    const item = screen.getByTestId('sidebar-notifications');
    fireEvent.click(item);
    expect(onOpen).toHaveBeenCalled();
    expect(store.getState().panelOpen).toBe(true);
    // Read ones only: the item stays, marked for phones (whose header has no bell), without a count.
    act(() => store.getState().markAllRead());
    const phoneItem = screen.getByTestId('sidebar-notifications');
    expect(phoneItem.closest('li')?.className).toMatch(/phoneOnly/);
    expect(phoneItem.textContent).not.toMatch(/\d/);
  });

  it('forgets what this browser kept once the tab has no player (a logout that turned the shell guest first)', () => {
    window.localStorage.setItem('rh_notifications', JSON.stringify({ playerId: 7, savedAt: Date.now(), items: [], newCount: 2 }));
    wrap(
      <StoreProvider initialPlayer={null}>
        <NotificationsProvider>
          <span />
        </NotificationsProvider>
      </StoreProvider>,
    );
    expect(window.localStorage.getItem('rh_notifications')).toBeNull();
  });
});
