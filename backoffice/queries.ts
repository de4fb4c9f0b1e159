import { queryOptions } from '@tanstack/react-query';
import { AuditLogPageSchema, StaffListSchema, StaffMeSchema } from '../schemas/staff';
import { backofficeFetch, isSignedOut } from './api';

/** Filters of the audit log page, as the API's query takes them. */
export interface AuditLogFilter {
  page: number;
  staffId?: number | undefined;
  action?: string | undefined;
}

export const AUDIT_PAGE_SIZE = 25;

/** Never retry a 4xx: a 401 means "sign in", a 403 "not your role"; retrying only delays that. */
const retry = (count: number, err: unknown) =>
  !(err instanceof Error && 'status' in err && typeof err.status === 'number' && err.status >= 400 && err.status < 500) && count < 2;

export const meQuery = () =>
  queryOptions({
    queryKey: ['/api/backoffice/me'],
    queryFn: ({ signal }) => backofficeFetch('/api/backoffice/me', StaffMeSchema, { signal }),
    retry: (count, err) => !isSignedOut(err) && retry(count, err),
    staleTime: 60_000,
  });

export const auditLogQuery = (f: AuditLogFilter) => {
  const qs = new URLSearchParams({ page: String(f.page), per_page: String(AUDIT_PAGE_SIZE) });
  if (f.staffId) qs.set('staff_id', String(f.staffId));
  if (f.action) qs.set('action', f.action);
  return queryOptions({
    queryKey: ['/api/backoffice/audit_log', f],
    queryFn: ({ signal }) => backofficeFetch(`/api/backoffice/audit_log?${qs}`, AuditLogPageSchema, { signal }),
    retry,
  });
};

export const staffListQuery = () =>
  queryOptions({
    queryKey: ['/api/backoffice/staff'],
    queryFn: ({ signal }) => backofficeFetch('/api/backoffice/staff', StaffListSchema, { signal }),
    retry,
  });
