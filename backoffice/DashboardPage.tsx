'use client';

import Link from 'next/link';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '../site/core/i18n/dates';
import { useQuery } from '@tanstack/react-query';
import { navFor } from './nav';
import { meQuery } from './queries';
import { Loading } from './Status';

/** The landing page for every role: who is signed in, how, and which sections they have. */
export function DashboardPage() {
  const intl = useIntl();
  const me = useQuery(meQuery());
  if (!me.data) return <Loading />;
  const { staff, session_expires_at } = me.data;
  const sections = navFor(staff.role).filter((p) => p.href !== '/backoffice');
  return (
    <>
      <h1>
        <FormattedMessage id="backoffice.dashboard.welcome" values={{ name: staff.name }} />
      </h1>
      <section aria-labelledby="bo-account" className="bo-panel">
        <h2 id="bo-account">
          <FormattedMessage id="backoffice.dashboard.account" />
        </h2>
        <dl className="bo-facts">
          <dt>
            <FormattedMessage id="backoffice.dashboard.email" />
          </dt>
          <dd>{staff.email}</dd>
          <dt>
            <FormattedMessage id="backoffice.dashboard.role" />
          </dt>
          <dd>
            <FormattedMessage id={`backoffice.role.${staff.role}`} />
          </dd>
          <dt>
            <FormattedMessage id="backoffice.dashboard.twoFactor" />
          </dt>
          <dd>{staff.two_factor_enabled && <FormattedMessage id="backoffice.dashboard.twoFactorOn" />}</dd>
          <dt>
            <FormattedMessage id="backoffice.dashboard.sessionEnds" />
          </dt>
          <dd>{formatDateTime(intl, session_expires_at)}</dd>
        </dl>
      </section>
      {sections.length > 0 && (
        <section aria-labelledby="bo-sections" className="bo-panel">
          <h2 id="bo-sections">
            <FormattedMessage id="backoffice.dashboard.sections" />
          </h2>
          <ul className="bo-sections">
            {sections.map((p) => (
              <li key={p.href}>
                <Link href={p.href}>
                  <FormattedMessage id={p.labelId} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
