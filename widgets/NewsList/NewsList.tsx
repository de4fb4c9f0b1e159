'use client';

import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { NewsItem } from '../common/news/news';
import { NewsCard, NewsSkeletons } from '../common/news/NewsCard';
import styles from '../common/news/News.module.css';

export interface NewsListProps {
  status: 'pending' | 'error' | 'success';
  items: readonly NewsItem[];
  /** Articles per step: the first step, then "show more" adds as many again. */
  pageSize: number;
  hrefOf: (item: NewsItem) => string;
  onRetry?: () => void;
}

/**
 * The news list (spec C2 NewsList), the body of the news page under the page's own title: every article, newest first, `pageSize` at a time with a
 * "show more" button (the list is one CMS call, so more is a reveal, not a fetch). The button
 * moves focus to the first newly shown article, so keyboard users continue where they were.
 */
export function NewsList({ status, items, pageSize, hrefOf, onRetry }: NewsListProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [shown, setShown] = useState(pageSize);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  return (
    // No heading of its own: the list is the body of the news page, whose title already says "News".
    <section className={styles.section} data-testid="news-list">
      {status === 'pending' ? (
        <NewsSkeletons count={Math.min(pageSize, 6)} />
      ) : status === 'error' ? (
        <p className={styles.state} role="alert">
          {t('widgets.newsList.error')}
          {onRetry && (
            <button type="button" className={styles.more} onClick={onRetry}>
              {t('widgets.carousel.retry')}
            </button>
          )}
        </p>
      ) : items.length === 0 ? (
        <p className={styles.state}>{t('widgets.articles.empty')}</p>
      ) : (
        <>
          <ul className={styles.list}>
            {items.slice(0, shown).map((item, i) => (
              <li
                key={item.slug}
                ref={(el) => {
                  if (el && i === focusFrom) {
                    el.querySelector('a')?.focus();
                    setFocusFrom(null);
                  }
                }}
              >
                <NewsCard item={item} href={hrefOf(item)} />
              </li>
            ))}
          </ul>
          {shown < items.length && (
            <button
              type="button"
              className={styles.more}
              onClick={() => {
                setFocusFrom(shown);
                setShown(shown + pageSize);
              }}
            >
              {t('widgets.newsList.more')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
