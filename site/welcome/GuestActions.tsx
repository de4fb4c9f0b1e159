'use client';

import { useIntl } from 'react-intl';
import { useAuthPopup } from '../core/modals/useAuthPopup';
import buttons from '../core/ui/Buttons.module.css';

/**
 * A guest's two ways in, sign-up first: the main hero, the lobby intro and the guest's favourites
 * page offer the same pair. `className` lays the pair out where it stands.
 */
export function GuestActions({ className }: { className?: string }) {
  const intl = useIntl();
  const openAuthPopup = useAuthPopup();
  return (
    <div className={className}>
      <button type="button" className={`${buttons.button} ${buttons.buttonPrimary}`} onClick={() => openAuthPopup('sign-up')}>
        {intl.formatMessage({ id: 'shell.header.register' })}
      </button>
      <button type="button" className={`${buttons.button} ${buttons.buttonGhost}`} onClick={() => openAuthPopup('sign-in')}>
        {intl.formatMessage({ id: 'shell.header.login' })}
      </button>
    </div>
  );
}
