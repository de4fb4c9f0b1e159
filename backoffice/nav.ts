import type { StaffRole } from '../schemas/staff';

/** A back-office page: where it lives, its nav label id and who may open it (admin sees all). */
export interface BackofficePage {
  href: string;
  labelId: string;
  roles: readonly StaffRole[] | 'any';
}

/**
 * Pages that exist, in navigation order. Later issues add theirs here (CMS pages, withdrawals);
 * nothing is listed before its page is real.
 */
export const BACKOFFICE_PAGES = [
  { href: '/backoffice', labelId: 'backoffice.nav.dashboard', roles: 'any' },
  // Every role reads the CMS; who may write what is schemas/cms/admin.ts (CONTENT_EDIT_ROLES, CONFIG_WRITE_ROLES).
  { href: '/backoffice/pages', labelId: 'backoffice.nav.pages', roles: 'any' },
  { href: '/backoffice/snippets', labelId: 'backoffice.nav.snippets', roles: 'any' },
  { href: '/backoffice/banners', labelId: 'backoffice.nav.banners', roles: 'any' },
  { href: '/backoffice/slots', labelId: 'backoffice.nav.slots', roles: 'any' },
  // logo-config: editors write it (schemas/cms/admin.ts); the header follows the published one.
  { href: '/backoffice/logo', labelId: 'backoffice.nav.logo', roles: 'any' },
  { href: '/backoffice/files', labelId: 'backoffice.nav.files', roles: 'any' },
  // Personal notifications (support, marketing) and the header notices (editor, marketing).
  { href: '/backoffice/notifications', labelId: 'backoffice.nav.notifications', roles: ['support', 'marketing', 'editor'] },
  // Promotions (marketing writes, support reads and cancels a player's gift; editors never see money).
  { href: '/backoffice/promotions', labelId: 'backoffice.nav.promotions', roles: ['marketing', 'support'] },
  { href: '/backoffice/promotions/codes', labelId: 'backoffice.nav.promoCodes', roles: ['marketing', 'support'] },
  { href: '/backoffice/promotions/players', labelId: 'backoffice.nav.playerGifts', roles: ['marketing', 'support'] },
  { href: '/backoffice/withdrawals', labelId: 'backoffice.nav.withdrawals', roles: ['support'] },
  // Marketing's lotteries (support reads tickets and results to answer players).
  { href: '/backoffice/lotteries', labelId: 'backoffice.nav.lotteries', roles: ['marketing', 'support'] },
  // Marketing's VIP thresholds per currency (support reads them to answer players).
  { href: '/backoffice/vip', labelId: 'backoffice.nav.vip', roles: ['marketing', 'support'] },
  // The points shop's cards and their sales, and the loot-box sets (marketing writes, support reads to answer players).
  { href: '/backoffice/rocket-mart', labelId: 'backoffice.nav.shop', roles: ['marketing', 'support'] },
  { href: '/backoffice/lootboxes', labelId: 'backoffice.nav.lootboxes', roles: ['marketing', 'support'] },
  // Tournaments and jackpots: marketing changes them, support reads standings, pools and wins; only admin closes a jackpot.
  { href: '/backoffice/tournaments', labelId: 'backoffice.nav.tournaments', roles: ['marketing', 'support'] },
  { href: '/backoffice/jackpots', labelId: 'backoffice.nav.jackpots', roles: ['marketing', 'support'] },
  // Achievements: marketing defines the badges, support reads them (and how many players earned each) to answer players.
  { href: '/backoffice/achievements', labelId: 'backoffice.nav.achievements', roles: ['marketing', 'support'] },
  // Marketing's affiliates report: registrations and first deposits per stag and per UTM campaign.
  { href: '/backoffice/affiliates', labelId: 'backoffice.nav.affiliates', roles: ['marketing'] },
  { href: '/backoffice/audit-log', labelId: 'backoffice.nav.auditLog', roles: ['admin'] },
  { href: '/backoffice/staff', labelId: 'backoffice.nav.staff', roles: ['admin'] },
  { href: '/backoffice/events', labelId: 'backoffice.nav.events', roles: ['admin'] },
] as const satisfies readonly BackofficePage[];

export const SIGN_IN_PATH = '/backoffice/sign-in';

/** Mirrors the platform's requireStaff: admin passes every check, 'any' admits every role. */
export function canOpen(role: StaffRole, page: Pick<BackofficePage, 'roles'>): boolean {
  return page.roles === 'any' || role === 'admin' || page.roles.includes(role);
}

export function navFor(role: StaffRole): BackofficePage[] {
  return BACKOFFICE_PAGES.filter((p) => canOpen(role, p));
}
