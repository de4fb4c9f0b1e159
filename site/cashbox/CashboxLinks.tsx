'use client';

import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import type { Locale } from '../../schemas/locales';
import { useSession } from '../core/stores/StoreProvider';
import { CashboxRoute } from './CashboxRoute';
import { cashboxRouteOf, type CashboxRouteSpec } from './route-rules';

/**
 * Spec P2/P4: the cashbox routes open "as popups over the current page". A click on a link to
 * one of them (header deposit button, balance dropdown, sidebar, footer payment logos) opens the
 * popup over the page the player is on and puts the route in the address bar with
 * `history.pushState` (Next keeps the page; usePathname follows). Closing goes back to that page.
 * A full load of the route (a bookmark, the return from a hosted payment page) renders main
 * underneath instead (cashbox-route-page). Guests follow the link as usual: the route guard
 * sends them to registration.
 */
export function CashboxLinks({ locale }: { locale: Locale }) {
  const loggedIn = useSession((s) => s.player !== null);
  const pathname = usePathname();
  const [open, setOpen] = useState<{ spec: CashboxRouteSpec; path: string } | null>(null);

  useEffect(() => {
    if (!loggedIn) return;
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      const spec = url.origin === window.location.origin ? cashboxRouteOf(url.pathname) : undefined;
      // On a cashbox route already (its own page) the link navigates as usual.
      if (!spec || cashboxRouteOf(window.location.pathname)) return;
      // Capture phase on the document: next/link's handler below never sees the click.
      e.preventDefault();
      e.stopPropagation();
      window.history.pushState(null, '', `${url.pathname}${url.search}`);
      setOpen({ spec, path: url.pathname });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [loggedIn]);

  // Leaving the pushed route any way (closing goes back, another navigation) ends this popup.
  const active = open !== null && open.path === pathname && loggedIn;
  return active ? <CashboxRoute spec={open.spec} locale={locale} /> : null;
}
