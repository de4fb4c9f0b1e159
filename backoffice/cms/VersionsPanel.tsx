'use client';

import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '../../site/core/i18n/dates';
import type { CmsVersion } from '../../schemas/cms';

/**
 * Saved versions, newest first: who saved each and when, which one is live, which were rollbacks.
 * "View" shows a version's fields read-only (no diff); "Roll back" publishes a copy of it as a
 * new version (the platform audits both).
 */
export function VersionsPanel({
  versions,
  viewing,
  onView,
  onRollback,
  canWrite,
  busy,
}: {
  versions: CmsVersion[];
  viewing: number | null;
  onView(version: number | null): void;
  onRollback(version: number): void;
  canWrite: boolean;
  busy: boolean;
}) {
  const intl = useIntl();
  if (versions.length === 0)
    return (
      <p className="bo-hint">
        <FormattedMessage id="backoffice.cms.versions.none" />
      </p>
    );
  return (
    <div className="bo-table-wrap">
      <table className="bo-table" data-testid="versions">
        <thead>
          <tr>
            {(['version', 'saved', 'by', 'state', 'actions'] as const).map((c) => (
              <th key={c} scope="col">
                <FormattedMessage id={`backoffice.cms.versions.col.${c}`} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {versions.map((v) => (
            <tr key={v.version} data-version={v.version} data-live={v.live || undefined} aria-current={viewing === v.version ? 'true' : undefined}>
              <td>v{v.version}</td>
              <td>{formatDateTime(intl, v.created_at)}</td>
              <td>{v.created_by ?? '—'}</td>
              <td>
                {v.live && (
                  <span className="bo-badge bo-badge-live">
                    <FormattedMessage id="backoffice.cms.versions.live" />
                  </span>
                )}{' '}
                {v.published_at && (
                  <small>
                    <FormattedMessage id="backoffice.cms.versions.publishedAt" values={{ at: formatDateTime(intl, v.published_at) }} />
                  </small>
                )}
                {v.rolled_back_from !== null && (
                  <small>
                    {' '}
                    <FormattedMessage id="backoffice.cms.versions.rolledBackFrom" values={{ version: v.rolled_back_from }} />
                  </small>
                )}
              </td>
              <td>
                <div className="bo-actions">
                  <button
                    type="button"
                    className="bo-link-button"
                    onClick={() => onView(viewing === v.version ? null : v.version)}
                    aria-label={intl.formatMessage(
                      { id: viewing === v.version ? 'backoffice.cms.versions.hideLabel' : 'backoffice.cms.versions.viewLabel' },
                      { version: v.version },
                    )}
                  >
                    <FormattedMessage id={viewing === v.version ? 'backoffice.cms.versions.hide' : 'backoffice.cms.versions.view'} />
                  </button>
                  {canWrite && !v.live && (
                    <button
                      type="button"
                      className="bo-link-button"
                      disabled={busy}
                      onClick={() => onRollback(v.version)}
                      aria-label={intl.formatMessage({ id: 'backoffice.cms.versions.rollbackLabel' }, { version: v.version })}
                    >
                      <FormattedMessage id="backoffice.cms.versions.rollback" />
                    </button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
