'use client';

import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './RichText.module.css';

export type RichTextStatus = 'pending' | 'error' | 'missing' | 'success';

export interface RichTextProps {
  status: RichTextStatus;
  /** The snippet key, for the preview's notes. */
  snippetKey: string;
  /** Back-office preview: a missing or failed snippet is explained; visitors see nothing. */
  preview: boolean;
  /** The snippet's rendered content (success). */
  children?: ReactNode;
}

/**
 * A CMS snippet's place on a page. Pure view: the content arrives rendered (registry/render).
 * Loading shows three text-line skeletons; a missing or failed snippet is nothing for visitors
 * (spec C8: CMS calls swallow their errors) and a note in preview.
 */
export function RichText({ status, snippetKey, preview, children }: RichTextProps) {
  const intl = useIntl();
  if (status === 'pending') {
    return (
      <div className={styles.skeleton} aria-busy="true">
        <span className={styles.line} />
        <span className={styles.line} />
        <span className={styles.lineShort} />
        <span className="rh-sr-only" role="status">
          {intl.formatMessage({ id: 'widgets.richText.loading' })}
        </span>
      </div>
    );
  }
  if (status === 'error' || status === 'missing') {
    if (!preview) return null;
    return (
      <p className={styles.note} role="note" data-testid="rich-text-note">
        {intl.formatMessage({ id: status === 'error' ? 'widgets.richText.error' : 'widgets.richText.missing' }, { key: snippetKey })}
      </p>
    );
  }
  return (
    <div className={styles.richText} data-snippet={snippetKey}>
      {children}
    </div>
  );
}
