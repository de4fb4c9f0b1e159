'use client';

import { IntentLink as Link } from '../../../site/core/ui/IntentLink';
import { useIntl } from 'react-intl';
import { formatCalendarDate } from '../../../site/core/i18n/dates';
import type { NewsItem } from './news';
import styles from './News.module.css';

/** One article in a news list: image, date, title (the link, stretched over the card) and teaser. */
export function NewsCard({ item, href }: { item: NewsItem; href: string }) {
  const intl = useIntl();
  return (
    <article className={styles.card} data-testid="news-card">
      {item.image ? <img className={styles.image} src={item.image} alt="" loading="lazy" decoding="async" /> : null}
      <div className={styles.body}>
        <time className={styles.date} dateTime={item.date}>
          {formatCalendarDate(intl, item.date)}
        </time>
        <h3 className={styles.cardTitle}>
          <Link className={styles.cardLink} href={href}>
            {item.title}
          </Link>
        </h3>
        {item.excerpt && <p className={styles.excerpt}>{item.excerpt}</p>}
      </div>
    </article>
  );
}

/** Skeleton cards while the list loads. */
export function NewsSkeletons({ count }: { count: number }) {
  return (
    <ul className={styles.list} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <span className={styles.skeleton} />
        </li>
      ))}
    </ul>
  );
}
