'use client';

import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { splitLocale } from '../core/i18n/locale-path';
import { useSession, useStores } from '../core/stores/StoreProvider';
import { PLAYER_QUERY_KEY } from '../core/stores/player-query';

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
  const { session } = useStores();

  useEffect(() => {
    if (!onMain) return;
    const keepCode = (code: string | null) => {
      const player = session.getState().player;
      if (player) session.getState().setPlayer({ ...player, deposit_bonus_code: code });
      return code;
    };
    // The flow's code loads after the page is up: main's first load stays without it.
    void import('./deposit-promo').then(({ rememberPromos, runPromoFlow }) => {
      rememberPromos(sessionStorage, new URLSearchParams(search.toString()));
      return runPromoFlow(sessionStorage, loggedIn, locale ?? 'en', {
        // Loaded when the flow has a code to set or clear: main's first load stays without the
        // cashbox's calls and payment schemas.
        // The held code goes into the session at once: the deposit popup that opens next shows its bonus chosen.
        setBonusCode: (...args) => import('./queries').then((m) => m.setBonusCode(...args)).then(keepCode),
        clearBonusCode: (...args) => import('./queries').then((m) => m.clearBonusCode(...args)).then(keepCode),
        navigate: (href) => {
          void queryClient.invalidateQueries({ queryKey: PLAYER_QUERY_KEY });
          router.push(href);
        },
      });
    });
  }, [onMain, search, loggedIn, locale, router, queryClient, session]);

  return null;
}
