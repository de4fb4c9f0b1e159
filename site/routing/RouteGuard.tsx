'use client';

import { useEffect } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useSession, useStores } from '../stores/StoreProvider';
import { guardRoute } from './routes';
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
    const decision = guardRoute({ pathname, search, loggedIn, locale });
    if (decision.kind === 'redirect') router.replace(decision.to);
  }, [pathname, search, loggedIn, locale, router]);

  return null;
}
