'use client';

import { useEffect } from 'react';
import { useClearUserData } from '../core/stores/logout';
import { useAuthPopup } from '../core/modals/useAuthPopup';

/** Subscribes a listener to the API client's auth-error event; returns the unsubscribe. */
export type AuthErrorSubscribe = (listener: () => void) => () => void;

/**
 * Spec P2/P7: a 401 from any call raises the auth-error event; the player is logged out (every
 * user store cleared) and the sign-in popup opens.
 */
export function AuthErrorBridge({ subscribe }: { subscribe?: AuthErrorSubscribe }) {
  const clear = useClearUserData();
  const openAuthPopup = useAuthPopup();
  useEffect(() => {
    if (!subscribe) return;
    return subscribe(() => {
      void clear().then(() => openAuthPopup('sign-in'));
    });
  }, [subscribe, clear, openAuthPopup]);
  return null;
}
