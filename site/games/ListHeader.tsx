'use client';

import { IntentLink as Link } from '../core/ui/IntentLink';
import { useIntl } from 'react-intl';
import type { Category } from '../../schemas/games';
import { localePath } from '../core/i18n/locale-path';
import { categoryPath } from './categories';
import { useCategoryTitle } from '../../widgets/common/games/CategoryTitle';
import { useViewer } from '../../widgets/common/games/hooks';
import styles from '../../widgets/common/games/Games.module.css';

export interface ListHeaderProps {
  headingId: string;
  /** A category (translated by slug) or a provider/favourites title already in words. */
  title: { category: Pick<Category, 'slug' | 'title'> } | { text: string } | { messageId: string; values?: Record<string, string | number> };
  total?: number;
  /** The section's categories as chips, the current one marked. */
  chips?: readonly Pick<Category, 'slug' | 'title' | 'section'>[];
  current?: string;
}

/** Heading, count and category chips of a list page. */
export function ListHeader({ headingId, title, total, chips, current }: ListHeaderProps) {
  const intl = useIntl();
  const categoryTitle = useCategoryTitle();
  const { locale } = useViewer();
  const text =
    'category' in title
      ? categoryTitle(title.category.slug, title.category.title)
      : 'text' in title
        ? title.text
        : intl.formatMessage({ id: title.messageId }, title.values);
  return (
    <>
      <div className={styles.pageHead}>
        <h1 id={headingId} className={styles.pageTitle}>
          {text}
        </h1>
        {total !== undefined && <p className={styles.pageCount}>{intl.formatMessage({ id: 'games.list.count' }, { count: total })}</p>}
      </div>
      {chips && chips.length > 1 && (
        <nav aria-label={intl.formatMessage({ id: 'games.nav.categories' })}>
          <ul className={styles.chips}>
            {chips.map((c) => (
              <li key={c.slug}>
                <Link className={styles.chip} href={localePath(locale, categoryPath(c))} aria-current={c.slug === current ? 'page' : undefined}>
                  {categoryTitle(c.slug, c.title)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
