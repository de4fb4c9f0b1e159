import { describe, expect, it } from 'vitest';
import { canOpen, navFor } from './nav';

describe('back-office navigation', () => {
  it('shows the dashboard to every role, withdrawals to support, and the admin pages only to admin', () => {
    for (const role of ['editor', 'marketing'] as const) {
      expect(navFor(role).map((p) => p.href)).toEqual(['/backoffice']);
    }
    expect(navFor('support').map((p) => p.href)).toEqual(['/backoffice', '/backoffice/withdrawals']);
    expect(navFor('admin').map((p) => p.href)).toEqual(['/backoffice', '/backoffice/withdrawals', '/backoffice/audit-log', '/backoffice/staff']);
  });

  it('lets admin open pages of any role and others only their own', () => {
    expect(canOpen('admin', { roles: ['support'] })).toBe(true);
    expect(canOpen('support', { roles: ['support'] })).toBe(true);
    expect(canOpen('editor', { roles: ['support', 'marketing'] })).toBe(false);
    expect(canOpen('editor', { roles: 'any' })).toBe(true);
  });
});
