'use client';

import Link from 'next/link';
import { FormattedMessage } from 'react-intl';
import { BACKOFFICE_PAGES, canOpen } from '../nav';
import type { PublishBlocker } from './page-form';
import { useStaffRole } from './common';

/**
 * Save and publish, with every reason publishing is off listed beside the button (and tied to it
 * for assistive technology). `onReload` appears after a stale save: it loads the newer version.
 */
export function PublishBar({
  canWrite,
  dirty,
  saveDisabled,
  onSave,
  onPublish,
  blockers,
  issueCount,
  busy,
  onReload,
}: {
  canWrite: boolean;
  dirty: boolean;
  saveDisabled: boolean;
  onSave(): void;
  onPublish(): void;
  blockers: PublishBlocker[];
  issueCount: number;
  busy: boolean;
  onReload?: (() => void) | undefined;
}) {
  return (
    <div className="bo-toolbar" data-testid="publish-bar">
      {canWrite && (
        <button type="button" onClick={onSave} disabled={saveDisabled}>
          <FormattedMessage id="backoffice.cms.saveDraft" />
        </button>
      )}
      {canWrite && (
        <button
          type="button"
          className="bo-primary"
          onClick={onPublish}
          disabled={busy || blockers.length > 0}
          aria-describedby={blockers.length ? 'bo-publish-blockers' : undefined}
        >
          <FormattedMessage id="backoffice.cms.publish" />
        </button>
      )}
      {dirty && (
        <span className="bo-unsaved">
          <FormattedMessage id="backoffice.cms.unsaved" />
        </span>
      )}
      {blockers.length > 0 && canWrite && (
        <ul id="bo-publish-blockers" className="bo-blockers" data-testid="publish-blockers">
          {blockers.map((b) => (
            <li key={b} data-blocker={b}>
              <FormattedMessage id={`backoffice.cms.blocker.${b}`} values={{ count: issueCount }} />
            </li>
          ))}
        </ul>
      )}
      {onReload && (
        <button type="button" className="bo-link-button" onClick={onReload}>
          <FormattedMessage id="backoffice.cms.loadLatest" />
        </button>
      )}
    </div>
  );
}

/** Every change is audited by the platform; staff who may open the audit log get a link to it. */
export function AuditLink() {
  const role = useStaffRole();
  const audit = BACKOFFICE_PAGES.find((p) => p.href === '/backoffice/audit-log')!;
  if (!role || !canOpen(role, audit))
    return (
      <span className="bo-hint">
        <FormattedMessage id="backoffice.cms.audited" />
      </span>
    );
  return (
    <Link href="/backoffice/audit-log">
      <FormattedMessage id="backoffice.cms.auditLink" />
    </Link>
  );
}
