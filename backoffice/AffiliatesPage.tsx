'use client';

import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { AffiliateReportQuerySchema, AffiliateReportSchema, type AffiliateReportQuery, type AffiliateReportRow } from '../schemas/affiliates';
import { formatMoney } from '../site/core/i18n/money';
import { backofficeFetch, BackofficeApiError } from './api';
import { ErrorPanel, Loading } from './Status';

const KEY = '/api/backoffice/affiliates/report';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The last 30 days up to today (UTC), the report's first range. */
export function defaultRange(now: Date): AffiliateReportQuery {
  const from = new Date(now);
  from.setUTCDate(from.getUTCDate() - 29);
  return { from: isoDay(from), to: isoDay(now) };
}

/** One grouping's table: a line per stag (or campaign), registrations and first deposits per currency. */
function ReportTable({ rows, keyHeader, caption, testId }: { rows: readonly AffiliateReportRow[]; keyHeader: string; caption: string; testId: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <table data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{keyHeader}</th>
          <th scope="col">{t('backoffice.affiliates.registrations')}</th>
          <th scope="col">{t('backoffice.affiliates.firstDeposits')}</th>
          <th scope="col">{t('backoffice.affiliates.firstDepositSum')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={4}>{t('backoffice.affiliates.empty')}</td>
          </tr>
        ) : (
          rows.map((r) => (
            <tr key={r.key ?? ''} data-key={r.key ?? ''}>
              <th scope="row">{r.key ?? <em>{t('backoffice.affiliates.none')}</em>}</th>
              <td>{r.registrations}</td>
              <td>{r.first_deposits.reduce((n, d) => n + d.count, 0)}</td>
              <td>
                {r.first_deposits.length === 0
                  ? '—'
                  : r.first_deposits.map((d) => (
                      <div key={d.currency}>
                        {formatMoney(BigInt(d.sum_minor), d.currency, intl.locale)} ({d.count})
                      </div>
                    ))}
              </td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/**
 * Marketing's affiliates report (GET /api/backoffice/affiliates/report): registrations and first
 * deposits over a range of days (UTC), per stag and per UTM campaign; sums per currency from
 * minor units.
 */
export function AffiliatesPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [range, setRange] = useState<AffiliateReportQuery>(() => defaultRange(new Date()));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const report = useQuery({
    queryKey: [KEY, range],
    queryFn: ({ signal }) => backofficeFetch(`${KEY}?from=${range.from}&to=${range.to}`, AffiliateReportSchema, { signal }),
  });
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const parsed = AffiliateReportQuerySchema.safeParse({ from: String(f.get('from') ?? ''), to: String(f.get('to') ?? '') });
    if (!parsed.success) {
      setFieldErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setFieldErrors({});
    setRange(parsed.data);
  };
  const serverErrors = report.error instanceof BackofficeApiError ? report.error.fields : {};
  const errorOf = (field: 'from' | 'to') => fieldErrors[field] ?? serverErrors[`querystring.${field}`]?.join(', ');
  return (
    <section aria-labelledby="bo-aff-title">
      <h1 id="bo-aff-title">
        <FormattedMessage id="backoffice.affiliates.title" />
      </h1>
      <p>
        <FormattedMessage id="backoffice.affiliates.intro" />
      </p>
      <form onSubmit={onSubmit} aria-label={t('backoffice.affiliates.range')}>
        <label htmlFor="bo-aff-from">{t('backoffice.affiliates.from')}</label>{' '}
        <input
          id="bo-aff-from"
          name="from"
          type="date"
          defaultValue={range.from}
          required
          aria-describedby={errorOf('from') ? 'bo-aff-from-error' : undefined}
        />{' '}
        {errorOf('from') ? (
          <span id="bo-aff-from-error" role="alert">
            {errorOf('from')}
          </span>
        ) : null}
        <label htmlFor="bo-aff-to">{t('backoffice.affiliates.to')}</label>{' '}
        <input id="bo-aff-to" name="to" type="date" defaultValue={range.to} required aria-describedby={errorOf('to') ? 'bo-aff-to-error' : undefined} />{' '}
        {errorOf('to') ? (
          <span id="bo-aff-to-error" role="alert">
            {errorOf('to')}
          </span>
        ) : null}
        <button type="submit">{t('backoffice.affiliates.show')}</button>
      </form>
      {report.isPending ? <Loading /> : null}
      {report.isError && !(report.error instanceof BackofficeApiError && report.error.status === 422) ? (
        <ErrorPanel onRetry={() => void report.refetch()} />
      ) : null}
      {report.data ? (
        <>
          <ReportTable
            rows={report.data.by_stag}
            keyHeader={t('backoffice.affiliates.stag')}
            caption={t('backoffice.affiliates.byStag')}
            testId="affiliates-by-stag"
          />
          <ReportTable
            rows={report.data.by_campaign}
            keyHeader={t('backoffice.affiliates.campaign')}
            caption={t('backoffice.affiliates.byCampaign')}
            testId="affiliates-by-campaign"
          />
        </>
      ) : null}
    </section>
  );
}
