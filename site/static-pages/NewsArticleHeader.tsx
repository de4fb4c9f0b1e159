'use client';

import { IntentLink as Link } from '../ui/IntentLink';
import { FormattedDate, FormattedMessage } from 'react-intl';
import styles from './StaticPage.module.css';

/**
 * Above a news article's title (spec C2 NewsPage: a static page under `news/`): the way back to
 * the news list and the publication date from the page's `meta.news`.
 */
export function NewsArticleHeader({ date, listHref }: { date: string; listHref: string }) {
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
            // A calendar date: formatted in UTC so it is the same day wherever the reader is.
            date: (
              <time dateTime={date}>
                <FormattedDate value={`${date}T00:00:00Z`} timeZone="UTC" day="numeric" month="long" year="numeric" />
              </time>
            ),
          }}
        />
      </p>
    </div>
  );
}
