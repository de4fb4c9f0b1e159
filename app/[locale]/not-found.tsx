'use client';

import Link from 'next/link';
import { useParams } from 'next/navigation';
import { FormattedMessage } from 'react-intl';
import { isLocale, DEFAULT_LOCALE } from '@/schemas/locale-codes';
import styles from '@/site/shell/Page.module.css';

/** A path under a locale that no route answers. */
export default function NotFound() {
  const params = useParams<{ locale?: string }>();
  const locale = isLocale(params.locale) ? params.locale : DEFAULT_LOCALE;
  return (
    <section className={styles.placeholder} aria-labelledby="nf-title">
      <h1 id="nf-title" className={styles.title}>
        <FormattedMessage id="shell.notFound.title" />
      </h1>
      <p className={styles.lead}>
        <FormattedMessage id="shell.notFound.body" />
      </p>
      <p className={styles.lead}>
        <Link href={`/${locale}`}>
          <FormattedMessage id="shell.notFound.home" />
        </Link>
      </p>
    </section>
  );
}
