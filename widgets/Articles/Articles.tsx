'use client';

import { IntentLink as Link } from '../../site/core/ui/IntentLink';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ARTICLES_LIMIT_MAX } from '../../schemas/widget-limits';
import type { NewsItem } from '../common/news/news';
import { NewsCard, NewsSkeletons } from '../common/news/NewsCard';
import styles from '../common/news/News.module.css';

export interface ArticlesProps {
  status: 'pending' | 'error' | 'success';
  items: readonly NewsItem[];
  /** At most 6 (spec C9). */
  limit: number;
  hrefOf: (item: NewsItem) => string;
  /** The whole news list (`/{locale}/news`). */
  allHref: string;
}

/**
 * The articles list (spec C9: at most 6): the newest news, with a link to all of them. Left out
 * when there is no news or it could not be loaded (CMS page calls swallow errors, C8).
 */
export function Articles({ status, items, limit, hrefOf, allHref }: ArticlesProps) {
  const intl = useIntl();
  const headingId = useId();
  const count = Math.min(limit, ARTICLES_LIMIT_MAX);
  if (status === 'error' || (status === 'success' && items.length === 0)) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={status === 'pending' || undefined} data-testid="articles">
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {intl.formatMessage({ id: 'widgets.articles.title' })}
        </h2>
        <Link className={styles.all} href={allHref}>
          {intl.formatMessage({ id: 'widgets.articles.all' })}
        </Link>
      </div>
      {status === 'pending' ? (
        <NewsSkeletons count={Math.min(count, 3)} />
      ) : (
        <ul className={styles.list}>
          {items.slice(0, count).map((item) => (
            <li key={item.slug}>
              <NewsCard item={item} href={hrefOf(item)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
