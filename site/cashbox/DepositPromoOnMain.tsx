'use client';

import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { splitLocale } from '../i18n/locale-path';
import { useSession } from '../stores/StoreProvider';
import { PLAYER_QUERY_KEY } from '../stores/player-query';

/**
 * Mounted with main: runs the deposit-promo flow of spec P4 (site/cashbox/deposit-promo.ts) when
 * the page is main itself, not a popup route drawn over it.
 */
export function DepositPromoOnMain() {
  const { locale, rest } = splitLocale(usePathname());
  const onMain = rest === '/';
  const search = useSearchParams();
  const loggedIn = useSession((s) => s.player !== null);
  const router = useRouter();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!onMain) return;
    // The flow's code loads after the page is up: main's first load stays without it.
    void import('./deposit-promo').then(({ rememberPromos, runPromoFlow }) => {
      rememberPromos(sessionStorage, new URLSearchParams(search.toString()));
      return runPromoFlow(sessionStorage, loggedIn, locale ?? 'en', {
        // Loaded when the flow has a code to set or clear: main's first load stays without the
        // cashbox's calls and payment schemas.
        setBonusCode: (...args) => import('./queries').then((m) => m.setBonusCode(...args)),
        clearBonusCode: (...args) => import('./queries').then((m) => m.clearBonusCode(...args)),
        navigate: (href) => {
          void queryClient.invalidateQueries({ queryKey: PLAYER_QUERY_KEY });
          router.push(href);
        },
      });
    });
  }, [onMain, search, loggedIn, locale, router, queryClient]);

  return null;
}
