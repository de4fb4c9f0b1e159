'use client';

import { SecurityTab } from '../../auth/SecurityTab';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SessionsList } from './SessionsList';
import styles from '../Profile.module.css';

/**
 * /profile/security: two-factor with its QR code and the e-mail confirmation resend (reused from
 * site/auth), change password, and the live sessions.
 */
export function ProfileSecurityTab() {
  return (
    <div>
      <div className={`${styles.section} ${styles.reused}`}>
        <SecurityTab />
      </div>
      <div className={styles.section}>
        <ChangePasswordForm />
      </div>
      <SessionsList />
    </div>
  );
}
