'use client';

import { useIntl } from 'react-intl';
import type { RenderIssue } from './content';
import styles from './render.module.css';

const TITLE_ID: Record<RenderIssue['code'] | 'CMS_WIDGET_CRASH', string> = {
  CMS_WIDGET_INVALID: 'widgets.issue.invalid',
  CMS_PLACEHOLDER_BROKEN: 'widgets.issue.broken',
  CMS_PLACEHOLDER_IN_ATTRIBUTE: 'widgets.issue.attribute',
  CMS_CONTENT_TOO_LARGE: 'widgets.issue.tooLarge',
  CMS_CONTENT_TOO_DEEP: 'widgets.issue.tooDeep',
  CMS_CONTENT_SANITIZED: 'widgets.issue.sanitized',
  CMS_WIDGET_LIMIT: 'widgets.issue.limit',
  CMS_WIDGET_CRASH: 'widgets.issue.crashed',
};

/**
 * The preview's explanation of a placeholder that renders nothing for visitors (Sanity and
 * Storyblok's "this block does not exist yet"): a translated heading, the placeholder as written
 * and the validator's message (English, as the back office's issue list shows it).
 */
export function WidgetIssue({ issue }: { issue: Pick<RenderIssue, 'message' | 'placeholder'> & { code: keyof typeof TITLE_ID } }) {
  const intl = useIntl();
  return (
    <div className={styles.issue} role="note" data-testid="widget-issue" data-code={issue.code}>
      <p className={styles.issueTitle}>{intl.formatMessage({ id: TITLE_ID[issue.code] })}</p>
      {issue.placeholder && <code className={styles.issueCode}>{issue.placeholder}</code>}
      <p>{intl.formatMessage({ id: 'widgets.issue.detail' }, { message: issue.message })}</p>
      <p className={styles.issueNote}>{intl.formatMessage({ id: 'widgets.issue.hidden' })}</p>
    </div>
  );
}
