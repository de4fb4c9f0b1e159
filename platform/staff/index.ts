import type { PlatformApp } from '../http/types';
import staffRoutes from './routes';

/** The staff module: back-office sign-in, accounts and the audit log. */
export function createStaff() {
  return { routes: (app: PlatformApp) => staffRoutes(app) };
}

/**
 * What later modules use from the staff module: the role guard for every back-office route and
 * the audit helper for every staff action (withdrawal approval, CMS editing, ...).
 */
export { requireStaff, optionalStaff, type StaffContext } from './guard';
export { audit, writeAudit, type AuditEntryInput } from './audit';
export { devToolsAllowed, requireDevTools, staffTokenOf } from './dev-tools';
export { STAFF_ROLES } from './schema';
export { staffEmails } from './reads';
export type { StaffRole } from '../../schemas/staff';
