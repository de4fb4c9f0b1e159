'use client';

import { useEffect, useRef } from 'react';
import { useRouter, useSearchParams } from 'next/navigation';
import { useStores, useUi } from '../core/stores/StoreProvider';
import { localePath } from '../core/i18n/locale-path';
import { useAuthPopup } from '../core/modals/useAuthPopup';
import { GUEST_ONLY_POPUPS, type AuthPopupName } from './hash-popups';
import type { Locale } from '../../schemas/locales';

/**
 * A popup route (/sign-in, /sign-up, /remind, /new-password, /email-verify, /confirmation): the
 * page renders main and this opens the popup over it with the URL's query passed through. When
 * the player closes it, the tab goes back if it came from another page of the site, else to main.
 * Leaving the route any other way (a guard after login) closes the popup.
 */
export function RoutePopup({ name, locale }: { name: AuthPopupName; locale: Locale }) {
  const query = useSearchParams().toString();
  const openAuthPopup = useAuthPopup();
  const router = useRouter();
  const { ui, session } = useStores();
  const entry = useUi((s) => s.modals.find((m) => m.name === name));
  const wasOpen = useRef(false);

  useEffect(() => {
    if (!openAuthPopup(name, Object.fromEntries(new URLSearchParams(query)))) router.replace(localePath(locale, '/'));
  }, [name, query, openAuthPopup, router, locale]);

  useEffect(() => {
    if (entry && !entry.closing) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    // A guest who just logged in on a guest-only popup route is moved on by the route guard
    // (to ?redirect= or main); navigating here too would race it.
    if (GUEST_ONLY_POPUPS.has(name) && session.getState().player !== null) return;
    if (ui.getState().pageViews > 1) router.back();
    else router.replace(localePath(locale, '/'));
  }, [entry, ui, session, name, router, locale]);

  useEffect(() => () => ui.getState().closeModal(name), [ui, name]);

  return null;
}
