'use client';

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_MAX_AGE_S } from './cookie-consent';
import styles from './Shell.module.css';
import buttons from '../core/ui/Buttons.module.css';

/**
 * The cookie banner of spec P2 "Modals": shown until accepted, never on the sign-up page (the
 * shell does not render it there). `initiallyAccepted` comes from the request's cookies so an
 * accepted banner never flashes.
 */
export function CookieBanner({ initiallyAccepted }: { initiallyAccepted: boolean }) {
  const intl = useIntl();
  const [accepted, setAccepted] = useState(initiallyAccepted);
  if (accepted) return null;
  return (
    <section className={styles.cookieBanner} aria-label={intl.formatMessage({ id: 'shell.cookies.label' })}>
      <p className={styles.cookieText}>{intl.formatMessage({ id: 'shell.cookies.text' })}</p>
      <button
        type="button"
        className={`${buttons.button} ${buttons.buttonPrimary}`}
        onClick={() => {
          document.cookie = `${COOKIE_CONSENT_COOKIE}=1; path=/; max-age=${COOKIE_CONSENT_MAX_AGE_S}; samesite=lax`;
          setAccepted(true);
        }}
      >
        {intl.formatMessage({ id: 'shell.cookies.accept' })}
      </button>
    </section>
  );
}
