'use client';

import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '../site/core/i18n/dates';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '../schemas/staff';
import { AUDIT_PAGE_SIZE, auditLogQuery, staffListQuery, type AuditLogFilter } from './queries';
import { ErrorPanel, Loading } from './Status';

/** Known action names get a translated label; actions of later modules show their code until they add one. */
function useActionLabel() {
  const intl = useIntl();
  return (action: string) => {
    const id = `backoffice.action.${action}`;
    return intl.messages[id] ? intl.formatMessage({ id }) : action;
  };
}

function Snapshot({ value }: { value: unknown }) {
  return value === null || value === undefined ? null : <code className="bo-json">{JSON.stringify(value)}</code>;
}

function Changes({ entry }: { entry: AuditEntry }) {
  if (entry.before == null && entry.after == null) return null;
  return (
    <dl className="bo-changes">
      {entry.before != null && (
        <>
          <dt>
            <FormattedMessage id="backoffice.audit.before" />
          </dt>
          <dd>
            <Snapshot value={entry.before} />
          </dd>
        </>
      )}
      {entry.after != null && (
        <>
          <dt>
            <FormattedMessage id="backoffice.audit.after" />
          </dt>
          <dd>
            <Snapshot value={entry.after} />
          </dd>
        </>
      )}
    </dl>
  );
}

/** Admin: every staff action, newest first, filterable by staff member and action, paged. */
export function AuditLogPage() {
  const intl = useIntl();
  const [filter, setFilter] = useState<AuditLogFilter>({ page: 1 });
  const log = useQuery({ ...auditLogQuery(filter), placeholderData: keepPreviousData });
  const staff = useQuery(staffListQuery());
  const actionLabel = useActionLabel();
  const ids = { staff: useId(), action: useId() };

  if (log.isPending) return <Loading />;
  if (log.isError) return <ErrorPanel onRetry={() => void log.refetch()} />;
  const { entries, total, page, actions } = log.data;
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));

  return (
    <>
      <h1>
        <FormattedMessage id="backoffice.nav.auditLog" />
      </h1>
      <FormattedMessage id="backoffice.audit.filters">
        {(label) => (
          <form className="bo-filters" aria-label={String(label)} onSubmit={(e) => e.preventDefault()}>
            <div>
              <label htmlFor={ids.staff}>
                <FormattedMessage id="backoffice.audit.filterStaff" />
              </label>
              <select
                id={ids.staff}
                value={filter.staffId ?? ''}
                onChange={(e) => setFilter({ ...filter, page: 1, staffId: e.target.value ? Number(e.target.value) : undefined })}
              >
                <FormattedMessage id="backoffice.audit.all">{(all) => <option value="">{all}</option>}</FormattedMessage>
                {staff.data?.staff.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name} ({s.email})
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={ids.action}>
                <FormattedMessage id="backoffice.audit.filterAction" />
              </label>
              <select id={ids.action} value={filter.action ?? ''} onChange={(e) => setFilter({ ...filter, page: 1, action: e.target.value || undefined })}>
                <FormattedMessage id="backoffice.audit.all">{(all) => <option value="">{all}</option>}</FormattedMessage>
                {actions.map((a) => (
                  <option key={a} value={a}>
                    {actionLabel(a)}
                  </option>
                ))}
              </select>
            </div>
          </form>
        )}
      </FormattedMessage>
      {entries.length === 0 ? (
        <p className="bo-status">
          <FormattedMessage id="backoffice.audit.empty" />
        </p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table" data-testid="audit-log">
            <thead>
              <tr>
                {(['at', 'staff', 'role', 'action', 'target', 'changes', 'ip'] as const).map((c) => (
                  <th key={c} scope="col">
                    <FormattedMessage id={`backoffice.audit.${c}`} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id}>
                  <td>{formatDateTime(intl, e.at, { seconds: true })}</td>
                  <td>{e.staff_name ? `${e.staff_name} (${e.staff_email})` : <FormattedMessage id="backoffice.audit.unknownStaff" />}</td>
                  <td>{e.role && <FormattedMessage id={`backoffice.role.${e.role}`} />}</td>
                  <td data-action={e.action}>{actionLabel(e.action)}</td>
                  <td>{e.target && <code>{e.target}</code>}</td>
                  <td>
                    <Changes entry={e} />
                  </td>
                  <td>{e.ip}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="bo-pager">
        <button type="button" disabled={page <= 1} onClick={() => setFilter({ ...filter, page: page - 1 })}>
          <FormattedMessage id="backoffice.audit.previous" />
        </button>
        <span aria-live="polite">
          <FormattedMessage id="backoffice.audit.pageInfo" values={{ page, pages, total }} />
        </span>
        <button type="button" disabled={page >= pages} onClick={() => setFilter({ ...filter, page: page + 1 })}>
          <FormattedMessage id="backoffice.audit.next" />
        </button>
      </div>
    </>
  );
}
