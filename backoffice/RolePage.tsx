'use client';

import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BACKOFFICE_PAGES, canOpen } from './nav';
import { meQuery } from './queries';
import { Forbidden, Loading } from './Status';

/**
 * Renders a page only for the roles its nav entry names, so a typed-in URL shows "no access"
 * instead of a page whose calls all answer 403. The platform checks again on every call.
 */
export function RolePage({ href, children }: { href: (typeof BACKOFFICE_PAGES)[number]['href']; children: ReactNode }) {
  const me = useQuery(meQuery());
  const page = BACKOFFICE_PAGES.find((p) => p.href === href)!;
  if (!me.data) return <Loading />;
  return canOpen(me.data.staff.role, page) ? <>{children}</> : <Forbidden />;
}
