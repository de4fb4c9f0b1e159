'use client';

import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '../site/core/i18n/dates';
import { useQuery } from '@tanstack/react-query';
import { staffListQuery } from './queries';
import { ErrorPanel, Loading } from './Status';

/** Admin: every staff account with its role, two-factor state and last sign-in. */
export function StaffPage() {
  const intl = useIntl();
  const list = useQuery(staffListQuery());
  if (list.isPending) return <Loading />;
  if (list.isError) return <ErrorPanel onRetry={() => void list.refetch()} />;
  return (
    <>
      <h1>
        <FormattedMessage id="backoffice.nav.staff" />
      </h1>
      <div className="bo-table-wrap">
        <table className="bo-table" data-testid="staff-list">
          <thead>
            <tr>
              {(['name', 'email', 'role', 'twoFactor', 'status', 'lastSignIn'] as const).map((c) => (
                <th key={c} scope="col">
                  <FormattedMessage id={`backoffice.staff.${c}`} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.data.staff.map((s) => (
              <tr key={s.id}>
                <td>{s.name}</td>
                <td>{s.email}</td>
                <td>
                  <FormattedMessage id={`backoffice.role.${s.role}`} />
                </td>
                <td>
                  <FormattedMessage id={s.two_factor_enabled ? 'backoffice.staff.twoFactorOn' : 'backoffice.staff.twoFactorOff'} />
                </td>
                <td>
                  <FormattedMessage id={s.disabled_at ? 'backoffice.staff.disabled' : 'backoffice.staff.active'} />
                </td>
                <td>{s.last_sign_in_at ? formatDateTime(intl, s.last_sign_in_at) : <FormattedMessage id="backoffice.staff.never" />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
