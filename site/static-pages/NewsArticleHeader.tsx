'use client';

import { IntentLink as Link } from '../core/ui/IntentLink';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatCalendarDate } from '../core/i18n/dates';
import styles from './StaticPage.module.css';

/**
 * Above a news article's title (spec C2 NewsPage: a static page under `news/`): the way back to
 * the news list and the publication date from the page's `meta.news`.
 */
export function NewsArticleHeader({ date, listHref }: { date: string; listHref: string }) {
  const intl = useIntl();
  return (
    <div className={styles.newsHeader}>
      <Link href={listHref} className={styles.newsBack}>
        <span aria-hidden="true">← </span>
        <FormattedMessage id="shell.page.newsBack" />
      </Link>
      <p className={styles.newsDate}>
        <FormattedMessage
          id="shell.page.published"
          values={{
            // A calendar date: the same day wherever the reader is (site/core/i18n/dates.ts).
            date: <time dateTime={date}>{formatCalendarDate(intl, date)}</time>,
          }}
        />
      </p>
    </div>
  );
}
