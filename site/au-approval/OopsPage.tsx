'use client';

import { IntentLink as Link } from '../core/ui/IntentLink';
import { FormattedMessage } from 'react-intl';
import styles from '../core/ui/Page.module.css';

/**
 * The OopsPage (spec P2 route /oops): where a declined Australian approval lands. It says the
 * site is not available and offers the way back; the lobby asks for the approval again.
 */
export function OopsPage({ homeHref }: { homeHref: string }) {
  return (
    <section className={styles.placeholder} aria-labelledby="oops-title" data-testid="oops-page">
      <div className={styles.placeholderGlow} aria-hidden="true" />
      <h1 id="oops-title" className={styles.title}>
        <FormattedMessage id="licence.oops.title" />
      </h1>
      <p className={styles.lead}>
        <FormattedMessage id="licence.oops.body" />
      </p>
      <p className={styles.lead} style={{ marginTop: 16 }}>
        <Link href={homeHref}>
          <FormattedMessage id="licence.oops.home" />
        </Link>
      </p>
    </section>
  );
}
