'use client';

import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../../schemas/locales';
import type { Notification } from '../../schemas/notifications';
import { localePath } from '../core/i18n/locale-path';
import { IntentLink as Link } from '../core/ui/IntentLink';
import { notificationText } from './text';
import styles from './Notifications.module.css';

export interface NotificationPanelProps {
  id: string;
  locale: Locale;
  items: readonly Notification[];
  newCount: number;
  onRead: (id: number) => void;
  onReadAll: () => void;
  onClose: () => void;
}

/**
 * The notifications panel (spec C4): newest first, new ones marked, each readable with its own
 * button, all at once from the head; the empty text (C8 NOTIFY_BAR.MESSAGES.EMPTY_TEXT) when there
 * are none. A labelled non-modal dialog that takes focus when it opens.
 */
export function NotificationPanel({ id, locale, items, newCount, onRead, onReadAll, onClose }: NotificationPanelProps) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);

  return (
    <div ref={ref} id={id} className={styles.panel} role="dialog" aria-labelledby={titleId} tabIndex={-1} data-testid="notification-panel">
      <div className={styles.panelHead}>
        <h2 id={titleId} className={styles.panelTitle}>
          {t('shell.notifications.title')}
        </h2>
        {newCount > 0 && (
          <button type="button" className={styles.textButton} onClick={onReadAll}>
            {t('shell.notifications.markAllRead')}
          </button>
        )}
      </div>
      {items.length === 0 ? (
        <p className={styles.empty}>{t('shell.notifications.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((n) => {
            const text = notificationText(intl, n);
            return (
              <li key={n.id} className={`${styles.item} ${n.state === 'new' ? styles.itemNew : ''}`} data-testid="notification-item" data-state={n.state}>
                <div className={styles.itemBody}>
                  {n.state === 'new' && <span className={styles.badge}>{t('shell.notifications.new')}</span>}
                  {n.content.title && <strong className={styles.itemTitle}>{n.content.title}</strong>}
                  <p className={styles.itemText}>{text}</p>
                  <time className={styles.itemTime} dateTime={n.created_at}>
                    {intl.formatDate(n.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
                  </time>
                </div>
                <div className={styles.itemActions}>
                  {n.content.button?.path && (
                    <Link href={localePath(locale, n.content.button.path)} className={styles.textButton} onClick={onClose}>
                      {n.content.button.title}
                    </Link>
                  )}
                  {n.state === 'new' && (
                    <button
                      type="button"
                      className={styles.textButton}
                      onClick={() => onRead(n.id)}
                      aria-label={`${t('shell.notifications.markRead')}: ${text}`}
                    >
                      {t('shell.notifications.markRead')}
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
