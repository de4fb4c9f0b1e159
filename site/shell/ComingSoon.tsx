'use client';

import { FormattedMessage } from 'react-intl';
import styles from '../core/ui/Page.module.css';

/**
 * The honest placeholder of a spec'd section whose content arrives in a later issue: it says
 * the section is coming, in the visitor's language, instead of a 404 behind a nav item.
 */
export function ComingSoon({ sectionId }: { sectionId: string }) {
  return (
    <section className={styles.placeholder} aria-labelledby="coming-title">
      <div className={styles.placeholderGlow} aria-hidden="true" />
      <h1 id="coming-title" className={styles.title}>
        <FormattedMessage id={sectionId} />
      </h1>
      <p className={styles.lead}>
        <FormattedMessage id="shell.comingSoon.body" />
      </p>
    </section>
  );
}
