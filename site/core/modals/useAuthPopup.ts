'use client';

import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useRegionRestrictions } from '../query/client-context';
import { useModals } from './useModals';
import { useStores } from '../stores/StoreProvider';

/** The auth popups the site opens by name (registered by site/auth in site/modals/registry.ts). */
export type AuthPopupName = 'sign-in' | 'sign-up' | 'remind' | 'new-password' | 'email-verify' | 'two-factor';

/**
 * Opens an auth popup unless the visitor's region blocks it (spec P2/P8: "Registration
 * restricted in your country", "Login not available in your country" as a warning toast).
 * Returns whether the popup opened.
 */
export function useAuthPopup(): (name: AuthPopupName, query?: Record<string, string>) => boolean {
  const intl = useIntl();
  const { toasts } = useStores();
  const { loginBlocked, registrationBlocked } = useRegionRestrictions();
  const { openModalByName } = useModals();
  return useCallback(
    (name, query = {}) => {
      if ((name === 'sign-in' || name === 'two-factor') && loginBlocked) {
        toasts.getState().show('warning', intl.formatMessage({ id: 'shell.restricted.login' }));
        return false;
      }
      if (name === 'sign-up' && registrationBlocked) {
        toasts.getState().show('warning', intl.formatMessage({ id: 'shell.restricted.registration' }));
        return false;
      }
      const opened = openModalByName(name, { query });
      if (!opened) toasts.getState().show('error', intl.formatMessage({ id: 'shell.modal.failed' }));
      return opened;
    },
    [intl, toasts, loginBlocked, registrationBlocked, openModalByName],
  );
}
