'use client';

import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { Locale } from '../../schemas/locales';
import type { HeaderNotice } from '../../schemas/notifications';
import { localePath } from '../core/i18n/locale-path';
import { useSession } from '../core/stores/StoreProvider';
import { useToast } from '../toasts/ToastArea';
import { IntentLink as Link } from '../core/ui/IntentLink';
import { headerNoticesQueryOptions } from './queries';
import styles from './Notifications.module.css';

const ICONS: Record<HeaderNotice['icon'], string> = { info: 'ℹ', warning: '⚠', gift: '🎁', money: '💰', trophy: '🏆' };

/**
 * A notice's link. `resend_confirmation` is a request: C8 "a notice link request is blocked while a
 * previous one is pending" and "errors reset the waiting flag silently".
 */
export function NoticeLink({ notice, locale }: { notice: HeaderNotice; locale: Locale }) {
  const intl = useIntl();
  const toast = useToast();
  const email = useSession((s) => s.player?.email ?? null);
  const pending = useRef(false);
  const [waiting, setWaiting] = useState(false);
  const link = notice.link!;
  if (link.function === 'go_to' && link.path) {
    return (
      <Link href={localePath(locale, link.path)} className={styles.noticeLink}>
        {link.text}
      </Link>
    );
  }
  if (link.function === 'open_cashbox') {
    return (
      <Link href={localePath(locale, '/deposit')} className={styles.noticeLink}>
        {link.text}
      </Link>
    );
  }
  if (link.function !== 'resend_confirmation' || !email) return null;
  const onClick = async () => {
    if (pending.current) return;
    pending.current = true;
    setWaiting(true);
    try {
      const { resendConfirmation } = await import('../auth/api');
      await resendConfirmation(email, locale);
      toast('success', intl.formatMessage({ id: 'shell.notices.sent' }));
    } catch {
      // Silently: the link may simply be used again.
    } finally {
      pending.current = false;
      setWaiting(false);
    }
  };
  return (
    <button type="button" className={styles.noticeLink} onClick={() => void onClick()} aria-disabled={waiting} data-testid="notice-link">
      {link.text}
    </button>
  );
}

/** The notice strip's messages staff manage in the back office (spec C2 "notice strip", C3 "Header notice"). */
export function HeaderNotices({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const signedIn = useSession((s) => s.player !== null);
  const notices = useQuery(headerNoticesQueryOptions(locale, signedIn));
  if (!notices.data?.length) return null;
  return (
    <ul className={styles.notices} aria-label={intl.formatMessage({ id: 'shell.notices.label' })} data-testid="header-notices">
      {notices.data.map((n) => (
        <li key={n.id} className={styles.notice} data-icon={n.icon}>
          <span aria-hidden="true">{ICONS[n.icon]}</span>
          <span>{n.message}</span>
          {n.link && <NoticeLink notice={n} locale={locale} />}
        </li>
      ))}
    </ul>
  );
}
