'use client';

import { FormattedMessage } from 'react-intl';
import styles from './StaticPage.module.css';

/**
 * A static page whose content could not be loaded (the CMS did not answer): said plainly in the
 * shell, with a reload link, instead of a crash or a misleading 404 (spec C8: logged as a warning).
 */
export function StaticPageError({ href }: { href: string }) {
  return (
    <section className={styles.error} role="alert" aria-labelledby="static-page-error">
      <h1 id="static-page-error">
        <FormattedMessage id="shell.page.loadError.title" />
      </h1>
      <p>
        <FormattedMessage id="shell.page.loadError.body" />
      </p>
      {/* A full reload, not a client navigation: the server asks the CMS again. */}
      <a className={styles.retry} href={href}>
        <FormattedMessage id="shell.page.loadError.retry" />
      </a>
    </section>
  );
}
