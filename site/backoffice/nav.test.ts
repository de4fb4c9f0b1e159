import { describe, expect, it } from 'vitest';
import { canOpen, navFor } from './nav';

describe('back-office navigation', () => {
  it('shows the dashboard and the CMS to every role, withdrawals to support, and the admin pages only to admin', () => {
    const cms = ['/backoffice/pages', '/backoffice/snippets', '/backoffice/banners', '/backoffice/slots', '/backoffice/files'];
    for (const role of ['editor', 'marketing'] as const) {
      expect(navFor(role).map((p) => p.href)).toEqual(['/backoffice', ...cms]);
    }
    expect(navFor('support').map((p) => p.href)).toEqual(['/backoffice', ...cms, '/backoffice/withdrawals']);
    expect(navFor('admin').map((p) => p.href)).toEqual(['/backoffice', ...cms, '/backoffice/withdrawals', '/backoffice/audit-log', '/backoffice/staff', '/backoffice/events']);
  });

  it('lets admin open pages of any role and others only their own', () => {
    expect(canOpen('admin', { roles: ['support'] })).toBe(true);
    expect(canOpen('support', { roles: ['support'] })).toBe(true);
    expect(canOpen('editor', { roles: ['support', 'marketing'] })).toBe(false);
    expect(canOpen('editor', { roles: 'any' })).toBe(true);
  });
});
