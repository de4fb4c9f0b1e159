'use client';

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLogout } from '../core/stores/logout';
import styles from './AuthForm.module.css';

/**
 * The logout action: DELETE /api/users/sign_out, then every user store is cleared (spec P4
 * "Logout"); the route guard moves the visitor off pages that need a login.
 */
export function LogoutButton({ className }: { className?: string }) {
  const intl = useIntl();
  const logout = useLogout();
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      className={className ?? `${styles.button} ${styles.secondary}`}
      disabled={pending}
      onClick={() => {
        setPending(true);
        void logout().finally(() => setPending(false));
      }}
    >
      {intl.formatMessage({ id: 'auth.logout' })}
    </button>
  );
}
