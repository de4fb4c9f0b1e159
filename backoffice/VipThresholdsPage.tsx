'use client';

import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StaffRole } from '../schemas/staff';
import { VIP_RANKED, VipThresholdsViewSchema, type VipCurrencyThresholdsBody, type VipThresholdsView } from '../schemas/vip';
import { backofficeFetch, BackofficeApiError } from './api';
import { meQuery } from './queries';
import { ErrorPanel, Loading } from './Status';

/** Who may change thresholds; the platform checks again (platform/vip/routes.ts). */
const WRITERS: readonly StaffRole[] = ['marketing', 'admin'];
const KEY = '/api/backoffice/vip/thresholds';

function errorText(err: unknown): string | null {
  if (!err) return null;
  if (err instanceof BackofficeApiError) return [err.message, ...Object.entries(err.fields).map(([f, m]) => `${f}: ${m.join(', ')}`)].join(' · ');
  return String(err);
}

/**
 * One currency's five statuses as a form: a row per status of `VipThresholdRowSchema` (deposit
 * and bets in minor units), sent whole as `VipCurrencyThresholdsBodySchema` (audited).
 */
function CurrencyForm({
  entry,
  canWrite,
  onSaved,
}: {
  entry: VipThresholdsView['currencies'][number];
  canWrite: boolean;
  onSaved: (v: VipThresholdsView) => void;
}) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const save = useMutation({
    mutationFn: (body: VipCurrencyThresholdsBody) => backofficeFetch(`${KEY}/${entry.currency}`, VipThresholdsViewSchema, { method: 'PUT', body }),
    onSuccess: onSaved,
  });
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const n = (k: string) => Number(String(f.get(k) ?? '').trim());
    save.mutate({ levels: VIP_RANKED.map((status) => ({ status, deposit_cents: n(`${status}.deposit`), bet_cents: n(`${status}.bet`) })) });
  };
  const id = `bo-vip-${entry.currency}`;
  return (
    <form onSubmit={onSubmit} aria-labelledby={id} data-testid={`vip-thresholds-${entry.currency}`}>
      <h2 id={id}>
        {entry.currency} {entry.custom ? '' : `(${t('backoffice.vip.defaults')})`}
      </h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('backoffice.vip.status')}</th>
            <th scope="col">{t('backoffice.vip.deposit')}</th>
            <th scope="col">{t('backoffice.vip.bets')}</th>
          </tr>
        </thead>
        <tbody>
          {entry.levels.map((l) => (
            <tr key={l.status}>
              <th scope="row">{l.status}</th>
              <td>
                <input
                  name={`${l.status}.deposit`}
                  aria-label={t('backoffice.vip.depositOf', { status: l.status, currency: entry.currency })}
                  inputMode="numeric"
                  defaultValue={l.deposit_cents}
                  disabled={!canWrite}
                  required
                />
              </td>
              <td>
                <input
                  name={`${l.status}.bet`}
                  aria-label={t('backoffice.vip.betsOf', { status: l.status, currency: entry.currency })}
                  inputMode="numeric"
                  defaultValue={l.bet_cents}
                  disabled={!canWrite}
                  required
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {canWrite ? (
        <button type="submit" disabled={save.isPending}>
          <FormattedMessage id="backoffice.vip.save" values={{ currency: entry.currency }} />
        </button>
      ) : null}
      {save.isSuccess ? <p role="status">{t('backoffice.vip.saved')}</p> : null}
      {save.error ? <p role="alert">{errorText(save.error)}</p> : null}
    </form>
  );
}

/** Marketing's VIP thresholds per currency (GET/PUT /api/backoffice/vip/thresholds). */
export function VipThresholdsPage() {
  const qc = useQueryClient();
  const me = useQuery(meQuery());
  const list = useQuery({ queryKey: [KEY], queryFn: ({ signal }) => backofficeFetch(KEY, VipThresholdsViewSchema, { signal }) });
  const [currency, setCurrency] = useState('EUR');
  const intl = useIntl();
  const canWrite = me.data ? WRITERS.includes(me.data.staff.role) : false;
  if (list.isPending) return <Loading />;
  if (list.isError) return <ErrorPanel onRetry={() => void list.refetch()} />;
  const entry = list.data.currencies.find((c) => c.currency === currency) ?? list.data.currencies[0];
  return (
    <section aria-labelledby="bo-vip-title">
      <h1 id="bo-vip-title">
        <FormattedMessage id="backoffice.vip.title" />
      </h1>
      <p>
        <FormattedMessage id="backoffice.vip.intro" />
      </p>
      <label htmlFor="bo-vip-currency">{intl.formatMessage({ id: 'backoffice.vip.currency' })}</label>{' '}
      <select id="bo-vip-currency" value={entry?.currency} onChange={(e) => setCurrency(e.target.value)}>
        {list.data.currencies.map((c) => (
          <option key={c.currency} value={c.currency}>
            {c.currency}
          </option>
        ))}
      </select>
      {entry ? <CurrencyForm key={entry.currency} entry={entry} canWrite={canWrite} onSaved={(v) => qc.setQueryData([KEY], v)} /> : null}
    </section>
  );
}
