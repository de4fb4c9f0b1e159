'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { stripLocale } from '../core/i18n/locale-path';
import { useModals } from '../core/modals/useModals';
import { approvalCookie, hasApprovalCookie } from './rules';

/**
 * Opens the approval card when the server said this visitor must approve (site/licence/visitor.ts:
 * Australian, not a bot, no approval cookie). It re-checks the cookie in the browser, because an
 * approval given in another tab after this page was rendered counts too. An approved visitor's
 * cookie is written again on each visit: browsers cap cookie lifetimes (Chromium at 400 days), and
 * this keeps the spec's "about 1000 years" true for anyone who still visits.
 */
export function AuApprovalGate({ required }: { required: boolean }) {
  const { openModal, closeModal } = useModals();
  const path = stripLocale(usePathname());

  useEffect(() => {
    const secure = window.location.protocol === 'https:';
    if (hasApprovalCookie(document.cookie)) {
      document.cookie = approvalCookie(secure);
      return;
    }
    if (!required) return;
    // On the OopsPage (where a decline lands) the card would ask again at once.
    if (path === '/oops') closeModal('au-approval');
    else openModal('au-approval');
  }, [required, path, openModal, closeModal]);

  return null;
}
