'use client';

import { IntentLink as Link } from '../core/ui/IntentLink';
import { useIntl } from 'react-intl';
import { localePath } from '../core/i18n/locale-path';
import { useViewer } from '../../widgets/common/games/hooks';
import styles from '../../widgets/common/games/Games.module.css';

/** Previous/next links of the numbered list pages (page 1 is the bare path). */
export function Pager({ basePath, page, totalPages }: { basePath: string; page: number; totalPages: number }) {
  const intl = useIntl();
  const { locale } = useViewer();
  const href = (p: number) => localePath(locale, p === 1 ? basePath : `${basePath}/${p}`);
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: 'games.pager.label' })}>
      <ul className={styles.pager}>
        {page > 1 && (
          <li>
            <Link className={styles.chip} href={href(page - 1)} rel="prev">
              {intl.formatMessage({ id: 'games.pager.previous' })}
            </Link>
          </li>
        )}
        {page < totalPages && (
          <li>
            <Link className={styles.chip} href={href(page + 1)} rel="next">
              {intl.formatMessage({ id: 'games.pager.next' })}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
