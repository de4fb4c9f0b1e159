'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { useSession } from '../core/stores/StoreProvider';
import { useAuthPopup } from '../core/modals/useAuthPopup';

// The rules load with the first hash a tab sees: most visits have none, so a first page does not carry them.
const rules = () => Promise.all([import('./hash-popups'), import('./hash-scroll')]).then(([popups, scroll]) => ({ ...popups, ...scroll }));

/**
 * Scrolls to an anchor hash once its target renders, and opens the popups of spec P2 for #sign-in, #sign-up, #remind, #new-password (and its two
 * aliases) with the page's query passed through, then drops the hash so closing the popup does
 * not reopen it and the same link works again. #chat asks for the support chat after 1000 ms;
 * no chat provider exists yet, so that is logged and nothing opens.
 */
export function HashPopups() {
  const pathname = usePathname();
  const loggedIn = useSession((s) => s.player !== null);
  const openAuthPopup = useAuthPopup();

  useEffect(() => {
    let chatTimer: ReturnType<typeof setTimeout> | undefined;
    let cancelScroll: () => void = () => undefined;
    let current = true;
    const handle = () => {
      cancelScroll();
      if (!window.location.hash) return;
      void rules().then((r) => {
        if (current) apply(r);
      });
    };
    const apply = ({ hashAction, scrollToHashTarget, CHAT_HASH_DELAY_MS, GUEST_ONLY_POPUPS }: Awaited<ReturnType<typeof rules>>) => {
      const action = hashAction(window.location.hash);
      if (action.kind === 'none') {
        cancelScroll();
        cancelScroll = scrollToHashTarget(window.location.hash, {
          find: (id) => document.getElementById(id),
          setInterval: (fn, ms) => window.setInterval(fn, ms),
          clearInterval: (h) => window.clearInterval(h as number),
          now: () => Date.now(),
        });
        return;
      }
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
      if (action.kind === 'chat') {
        clearTimeout(chatTimer);
        chatTimer = setTimeout(() => console.info('[shell] #chat: no support chat provider is configured yet; nothing opened'), CHAT_HASH_DELAY_MS);
        return;
      }
      if (loggedIn && GUEST_ONLY_POPUPS.has(action.name)) return;
      openAuthPopup(action.name, Object.fromEntries(new URLSearchParams(window.location.search)));
    };
    handle();
    window.addEventListener('hashchange', handle);
    return () => {
      current = false;
      window.removeEventListener('hashchange', handle);
      clearTimeout(chatTimer);
      cancelScroll();
    };
  }, [pathname, loggedIn, openAuthPopup]);

  return null;
}
