'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { PROMO_HIDDEN_STORAGE_KEY, hide, isHidden, parseHidden, type HiddenMap } from './dismiss';

/** Same-tab writes announce themselves with this event ("storage" fires only in other tabs). */
const CHANGED = 'rh:promo-banner-hidden';

function read(now: number): HiddenMap {
  try {
    return parseHidden(window.localStorage.getItem(PROMO_HIDDEN_STORAGE_KEY), now);
  } catch {
    // Storage refused (private mode, quota): nothing is hidden.
    return {};
  }
}

/**
 * Subscribes to the hide memory: writes in this tab and others, and the moment the earliest
 * hidden placement returns (so the banner comes back after 2 minutes without a reload).
 */
function subscribe(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    const now = Date.now();
    const returns = Object.values(read(now));
    if (returns.length === 0) return;
    timer = setTimeout(
      () => {
        onChange();
        schedule();
      },
      Math.min(...returns) - now + 20,
    );
  };
  const changed = () => {
    onChange();
    schedule();
  };
  window.addEventListener('storage', changed);
  window.addEventListener(CHANGED, changed);
  schedule();
  return () => {
    clearTimeout(timer);
    window.removeEventListener('storage', changed);
    window.removeEventListener(CHANGED, changed);
  };
}

/**
 * Whether the visitor hid this promo banner placement less than 2 minutes ago, and the function
 * that hides it. The server (and hydration) render it shown: most visitors never hid it.
 */
export function usePromoHidden(key: string): [boolean, () => void] {
  const hidden = useSyncExternalStore(
    subscribe,
    () => isHidden(read(Date.now()), key, Date.now()),
    () => false,
  );
  const hideNow = useCallback(() => {
    const now = Date.now();
    try {
      window.localStorage.setItem(PROMO_HIDDEN_STORAGE_KEY, JSON.stringify(hide(read(now), key, now)));
    } catch {
      // Storage refused: hidden for this page only would need state; the banner simply stays.
    }
    window.dispatchEvent(new Event(CHANGED));
  }, [key]);
  return [hidden, hideNow];
}
