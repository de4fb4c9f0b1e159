import { describe, expect, it } from 'vitest';
import { canOpen, navFor } from './nav';

describe('back-office navigation', () => {
  it('shows the dashboard, the CMS and notifications to every role, promotions, lotteries, VIP thresholds, the points shop, loot-box sets, tournaments, jackpots and achievements to marketing and support (never editors), withdrawals to support, the affiliates report to marketing, and the admin pages only to admin', () => {
    const cms = [
      '/backoffice/pages',
      '/backoffice/snippets',
      '/backoffice/banners',
      '/backoffice/slots',
      '/backoffice/logo',
      '/backoffice/files',
      '/backoffice/notifications',
    ];
    const engines = ['/backoffice/tournaments', '/backoffice/jackpots', '/backoffice/achievements'];
    const loyalty = ['/backoffice/rocket-mart', '/backoffice/lootboxes'];
    const promotions = ['/backoffice/promotions', '/backoffice/promotions/codes', '/backoffice/promotions/players'];
    expect(navFor('editor').map((p) => p.href)).toEqual(['/backoffice', ...cms]);
    expect(navFor('marketing').map((p) => p.href)).toEqual([
      '/backoffice',
      ...cms,
      ...promotions,
      '/backoffice/lotteries',
      '/backoffice/vip',
      ...loyalty,
      ...engines,
      '/backoffice/affiliates',
    ]);
    expect(navFor('support').map((p) => p.href)).toEqual([
      '/backoffice',
      ...cms,
      ...promotions,
      '/backoffice/withdrawals',
      '/backoffice/lotteries',
      '/backoffice/vip',
      ...loyalty,
      ...engines,
    ]);
    expect(navFor('admin').map((p) => p.href)).toEqual([
      '/backoffice',
      ...cms,
      ...promotions,
      '/backoffice/withdrawals',
      '/backoffice/lotteries',
      '/backoffice/vip',
      ...loyalty,
      ...engines,
      '/backoffice/affiliates',
      '/backoffice/audit-log',
      '/backoffice/staff',
      '/backoffice/events',
    ]);
  });

  it('lets admin open pages of any role and others only their own', () => {
    expect(canOpen('admin', { roles: ['support'] })).toBe(true);
    expect(canOpen('support', { roles: ['support'] })).toBe(true);
    expect(canOpen('editor', { roles: ['support', 'marketing'] })).toBe(false);
    expect(canOpen('editor', { roles: 'any' })).toBe(true);
  });
});
