'use client';

import { useEffect } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useSession, useStores } from '../core/stores/StoreProvider';
import type { Locale } from '../../schemas/locales';

/**
 * The client half of the guards: re-checks the route table on every navigation and whenever the
 * login state changes (a guest who logs in on /sign-up?redirect=... lands on the target; a player
 * who logs out on /profile goes to registration). The server layout applies the same table on
 * full page loads.
 */
export function RouteGuard({ locale }: { locale: Locale }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const loggedIn = useSession((s) => s.player !== null);
  const router = useRouter();
  const { ui } = useStores();

  useEffect(() => {
    ui.getState().notePageView();
  }, [pathname, ui]);

  useEffect(() => {
    let current = true;
    // The route table loads after the page is up (the server applied it to this page already):
    // first-load scripts stay without it, and a later navigation finds it there.
    void import('./routes').then(({ guardRoute }) => {
      if (!current) return;
      const decision = guardRoute({ pathname, search, loggedIn, locale });
      if (decision.kind === 'redirect') router.replace(decision.to);
    });
    return () => {
      current = false;
    };
  }, [pathname, search, loggedIn, locale, router]);

  return null;
}
