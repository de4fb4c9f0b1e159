'use client';

import { useRouter } from 'next/navigation';
import { useIntl } from 'react-intl';
import { isLocale, DEFAULT_LOCALE } from '../../schemas/locale-codes';
import { localePath } from '../core/i18n/locale-path';
import type { ModalInjectedProps } from '../core/modals/types';
import { AuApprovalCard } from './AuApprovalCard';
import { approvalCookie } from './rules';

/** Props of the `au-approval` modal: none of its own. */
export type AuApprovalPopupProps = object;

/**
 * The `au-approval` modal (site/modals/registry.ts; overlay, Escape and close button blocked: the
 * visitor answers it). Approve remembers the answer in the approval cookie; decline leads to the
 * OopsPage (/oops) without remembering anything, so the card asks again on the next page.
 */
export default function AuApprovalPopup({ close, titleId }: AuApprovalPopupProps & ModalInjectedProps) {
  const router = useRouter();
  const { locale } = useIntl();
  return (
    <AuApprovalCard
      titleId={titleId}
      onApprove={() => {
        document.cookie = approvalCookie(window.location.protocol === 'https:');
        close();
      }}
      onDecline={() => {
        close();
        router.push(localePath(isLocale(locale) ? locale : DEFAULT_LOCALE, '/oops'));
      }}
    />
  );
}
