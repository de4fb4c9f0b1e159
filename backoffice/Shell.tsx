'use client';

import { useEffect, type ReactNode } from 'react';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { FormattedMessage } from 'react-intl';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { backofficeFetch, isSignedOut } from './api';
import { LanguageSelect } from './LanguageSelect';
import { navFor, SIGN_IN_PATH } from './nav';
import { meQuery } from './queries';
import { ErrorPanel, Loading } from './Status';

/**
 * The signed-in frame of every back-office page: title, navigation for the staff member's role,
 * their name and role, language and sign-out. Without a live staff session it goes to sign-in.
 */
export function Shell({ children }: { children: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const queryClient = useQueryClient();
  const me = useQuery(meQuery());
  const signedOut = me.isError && isSignedOut(me.error);

  useEffect(() => {
    if (signedOut) router.replace(SIGN_IN_PATH);
  }, [signedOut, router]);

  const signOut = useMutation({
    mutationFn: () => backofficeFetch('/api/backoffice/sign_out', z.object({ ok: z.literal(true) }), { method: 'DELETE' }),
    // Signed out either way: a 401 here means the session had already ended.
    onSettled: () => {
      queryClient.clear();
      router.replace(SIGN_IN_PATH);
    },
  });

  if (me.isPending || signedOut) return <Loading />;
  if (me.isError) return <ErrorPanel onRetry={() => void me.refetch()} />;
  const { staff } = me.data;

  return (
    <div className="bo-shell">
      <header className="bo-header">
        <Link href="/backoffice" className="bo-brand">
          <FormattedMessage id="backoffice.title" />
        </Link>
        <FormattedMessage id="backoffice.nav.label">
          {(label) => (
            <nav aria-label={String(label)} className="bo-nav">
              <ul>
                {navFor(staff.role).map((p) => (
                  <li key={p.href}>
                    <Link href={p.href} aria-current={pathname === p.href ? 'page' : undefined}>
                      <FormattedMessage id={p.labelId} />
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </FormattedMessage>
        <div className="bo-user">
          <span data-testid="staff-identity">
            <FormattedMessage id="backoffice.signedInAs" values={{ name: <strong>{staff.name}</strong> }} />{' '}
            <span className={`bo-role bo-role-${staff.role}`}>
              <FormattedMessage id={`backoffice.role.${staff.role}`} />
            </span>
          </span>
          <LanguageSelect />
          <button type="button" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            <FormattedMessage id="backoffice.signOut" />
          </button>
        </div>
      </header>
      <main className="bo-main">{children}</main>
    </div>
  );
}
