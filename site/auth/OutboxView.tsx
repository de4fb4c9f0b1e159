'use client';

import { useIntl } from 'react-intl';
import { formatDateTime } from '../core/i18n/dates';
import type { OutboxMail } from '../../schemas/auth';
import styles from './Outbox.module.css';

/**
 * A mailed link made to open on the server the tester is looking at: mails carry the configured
 * public origin (PUBLIC_URL), which on a test or preview machine is often not the one in use.
 */
export function sameSiteHref(link: string): string {
  try {
    const url = new URL(link);
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return link;
  }
}

export interface OutboxViewProps {
  mails: readonly OutboxMail[];
  /** The address filter in use ('' for all). */
  to: string;
}

/** The tester page of the mail outbox (issue 2 item 6): newest first, every link clickable. */
export function OutboxView({ mails, to }: OutboxViewProps) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('auth.outbox.title')}</h1>
      <p className={styles.lead}>{t('auth.outbox.lead')}</p>
      <form className={styles.filter} method="get">
        <label htmlFor="outbox-to">{t('auth.outbox.filter')}</label>
        <input id="outbox-to" name="to" type="email" defaultValue={to} className={styles.input} />
        <button type="submit" className={styles.button}>
          {t('auth.outbox.apply')}
        </button>
        <a href="?" className={styles.refresh}>
          {t('auth.outbox.refresh')}
        </a>
      </form>
      {mails.length === 0 ? (
        <p>{t('auth.outbox.empty')}</p>
      ) : (
        <ol className={styles.list} aria-label={t('auth.outbox.listLabel', { count: mails.length })}>
          {mails.map((mail) => (
            <li key={mail.id} className={styles.mail}>
              <article aria-labelledby={`mail-${mail.id}`}>
                <h2 id={`mail-${mail.id}`} className={styles.subject}>
                  {mail.subject}
                </h2>
                <dl className={styles.meta}>
                  <dt>{t('auth.outbox.to')}</dt>
                  <dd>{mail.to}</dd>
                  <dt>{t('auth.outbox.kind')}</dt>
                  <dd>{mail.kind}</dd>
                  <dt>{t('auth.outbox.created')}</dt>
                  <dd>
                    <time dateTime={mail.created_at}>{formatDateTime(intl, mail.created_at, { seconds: true })}</time>
                  </dd>
                </dl>
                {mail.links.length > 0 && (
                  <ul className={styles.links}>
                    {mail.links.map((link) => (
                      <li key={link}>
                        <a href={sameSiteHref(link)}>{link}</a>
                      </li>
                    ))}
                  </ul>
                )}
                <details>
                  <summary>{t('auth.outbox.text')}</summary>
                  <pre className={styles.text}>{mail.text}</pre>
                </details>
              </article>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
