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
 * and the validator's message (English, as the back office's issue list shows it). For removed
 * markup, the list of what the sanitizer removed and where (never the removed text itself).
 */
export function WidgetIssue({ issue }: { issue: Pick<RenderIssue, 'message' | 'placeholder' | 'removed' | 'removedMore'> & { code: keyof typeof TITLE_ID } }) {
  const intl = useIntl();
  if (issue.code === 'CMS_CONTENT_SANITIZED' && issue.removed) {
    return (
      <div className={styles.issue} role="note" data-testid="sanitized-notice" data-code={issue.code}>
        <p className={styles.issueTitle}>{intl.formatMessage({ id: TITLE_ID[issue.code] })}</p>
        <p>{intl.formatMessage({ id: 'widgets.sanitized.intro' })}</p>
        <ul className={styles.issueList}>
          {issue.removed.map((r) => (
            <li key={`${r.kind} ${r.tag} ${r.attribute ?? ''}`} data-kind={r.kind}>
              {intl.formatMessage(
                { id: `widgets.sanitized.${r.kind}` },
                { tag: <code key="t">{`<${r.tag}>`}</code>, attribute: <code key="a">{r.attribute ?? ''}</code>, count: r.count },
              )}
            </li>
          ))}
          {(issue.removedMore ?? 0) > 0 && <li>{intl.formatMessage({ id: 'widgets.sanitized.more' }, { count: issue.removedMore })}</li>}
        </ul>
        <p className={styles.issueNote}>{intl.formatMessage({ id: 'widgets.sanitized.note' })}</p>
      </div>
    );
  }
  return (
    <div className={styles.issue} role="note" data-testid="widget-issue" data-code={issue.code}>
      <p className={styles.issueTitle}>{intl.formatMessage({ id: TITLE_ID[issue.code] })}</p>
      {issue.placeholder && <code className={styles.issueCode}>{issue.placeholder}</code>}
      <p>{intl.formatMessage({ id: 'widgets.issue.detail' }, { message: issue.message })}</p>
      <p className={styles.issueNote}>{intl.formatMessage({ id: 'widgets.issue.hidden' })}</p>
    </div>
  );
}
