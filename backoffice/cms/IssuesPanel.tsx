'use client';

import { FormattedMessage, useIntl } from 'react-intl';
import type { ContentIssue } from '../../schemas/widget-params';
import { issueText } from './issue-text';
import { lineColumn } from './text';

/**
 * The placeholder problems of one source field, found by the same `checkContent` the platform
 * runs before a publish, with line and column; "Show" selects the placeholder in the source.
 * Coded problems (an unknown category, the one-of rule) read in the editor's language.
 */
export function IssuesPanel({ id, source, issues, onShow }: { id: string; source: string; issues: ContentIssue[]; onShow(issue: ContentIssue): void }) {
  const intl = useIntl();
  return (
    <div id={id} className="bo-issues" data-testid="content-issues" data-count={issues.length}>
      <p aria-live="polite" className={issues.length ? 'bo-issues-bad' : 'bo-issues-ok'}>
        <FormattedMessage id="backoffice.cms.issues.count" values={{ count: issues.length }} />
      </p>
      {issues.length > 0 && (
        <ol>
          {issues.map((issue, i) => {
            const { line, column } = lineColumn(source, issue.index);
            return (
              <li key={`${issue.index}-${i}`}>
                <span className="bo-issue-pos">
                  <FormattedMessage id="backoffice.cms.issues.position" values={{ line, column }} />
                </span>{' '}
                <code>{issue.placeholder}</code>
                <div data-code={issue.code}>{issueText(intl, issue)}</div>
                <button type="button" className="bo-link-button" onClick={() => onShow(issue)}>
                  <FormattedMessage id="backoffice.cms.issues.show" />
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
