'use client';

import { useCallback } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { useRefreshSession } from '../core/stores/logout';
import { useAuthPopup } from '../core/modals/useAuthPopup';
import type { AuthPopupName } from '../routing/hash-popups';
import { afterLoginTarget, popupSwitch } from './navigation';
import { rememberSignedIn } from './returning';
import type { Player } from '../../schemas/player';

/** Moves from this popup to another auth popup, keeping the query (see `popupSwitch`). */
export function useSwitchPopup(close: () => void, query: Record<string, string> | undefined): (to: AuthPopupName) => void {
  const pathname = usePathname();
  const router = useRouter();
  const openAuthPopup = useAuthPopup();
  return useCallback(
    (to) => {
      const next = popupSwitch(pathname, to, query);
      if (next.kind === 'route') {
        router.replace(next.href);
        return;
      }
      if (openAuthPopup(next.name, next.query)) close();
    },
    [pathname, router, openAuthPopup, close, query],
  );
}

/**
 * After a successful sign-in, two-factor step or registration: reload the profile (the shell
 * turns to its logged-in state), close the popup and go to the `redirect` target if any.
 * Resolves with the player, or null when the session did not take (a registration with an
 * address that already had an account answers like a new one but signs nobody in).
 */
export function useCompleteLogin(close: () => void, query: Record<string, string> | undefined): () => Promise<Player | null> {
  const pathname = usePathname();
  const router = useRouter();
  const refresh = useRefreshSession();
  return useCallback(async () => {
    const player = await refresh();
    if (!player) return null;
    rememberSignedIn();
    const target = afterLoginTarget(pathname, query);
    close();
    if (target) router.push(target);
    return player;
  }, [refresh, pathname, query, close, router]);
}
