'use client';

import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '../site/core/i18n/dates';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BackofficeWithdrawalSchema, PAYMENT_STATES, WithdrawalsPageSchema, type BackofficeWithdrawal, type PaymentState } from '../schemas/payments';
import { brandName } from '../site/core/i18n/payment-brand';
import { formatMoney } from '../site/core/i18n/money';
import { backofficeFetch, BackofficeApiError } from './api';
import { ErrorPanel, Loading } from './Status';

export const WITHDRAWALS_PAGE_SIZE = 25;
const KEY = '/api/backoffice/withdrawals';

/** GET /api/backoffice/withdrawals: one page, optionally of one state (reserved = waiting for staff). */
export const withdrawalsQuery = (state: PaymentState | undefined, page: number) => {
  const qs = new URLSearchParams({ page: String(page), per_page: String(WITHDRAWALS_PAGE_SIZE) });
  if (state) qs.set('state', state);
  return {
    queryKey: [KEY, { state, page }] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => backofficeFetch(`${KEY}?${qs}`, WithdrawalsPageSchema, { signal }),
  };
};

/** One waiting withdrawal's actions: approve, or reject with a reason the player will read. */
function Decide({ w, onDone }: { w: BackofficeWithdrawal; onDone: () => void }) {
  const intl = useIntl();
  const reasonId = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: (body: { action: 'approve' } | { action: 'reject'; reason: string }) =>
      backofficeFetch(`${KEY}/${w.id}/${body.action}`, BackofficeWithdrawalSchema, {
        method: 'POST',
        body: body.action === 'reject' ? { reason: body.reason } : {},
      }),
    onSuccess: onDone,
  });
  const error =
    decide.error instanceof BackofficeApiError ? (decide.error.fields.reason?.[0] ?? decide.error.message) : decide.error ? String(decide.error) : null;
  if (!rejecting)
    return (
      <div className="bo-actions">
        <button
          type="button"
          disabled={decide.isPending}
          onClick={() => decide.mutate({ action: 'approve' })}
          aria-label={intl.formatMessage({ id: 'backoffice.withdrawals.approveLabel' }, { id: w.id })}
        >
          <FormattedMessage id="backoffice.withdrawals.approve" />
        </button>
        <button
          type="button"
          className="bo-link-button"
          onClick={() => setRejecting(true)}
          aria-label={intl.formatMessage({ id: 'backoffice.withdrawals.rejectLabel' }, { id: w.id })}
        >
          <FormattedMessage id="backoffice.withdrawals.reject" />
        </button>
        {error && (
          <p className="bo-error" role="alert">
            {error}
          </p>
        )}
      </div>
    );
  return (
    <form
      className="bo-actions"
      onSubmit={(e) => {
        e.preventDefault();
        decide.mutate({ action: 'reject', reason });
      }}
    >
      <label htmlFor={reasonId}>
        <FormattedMessage id="backoffice.withdrawals.reason" />
      </label>
      <input
        id={reasonId}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        required
        minLength={3}
        maxLength={500}
        aria-invalid={error ? true : undefined}
      />
      <button type="submit" disabled={decide.isPending}>
        <FormattedMessage id="backoffice.withdrawals.confirmReject" />
      </button>
      <button type="button" className="bo-link-button" onClick={() => setRejecting(false)}>
        <FormattedMessage id="backoffice.withdrawals.cancel" />
      </button>
      {error && (
        <p className="bo-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

/**
 * Support and admin: players' withdrawals, newest first, filtered by state (reserved ones wait
 * for a decision). Approve pays out through the provider; reject returns the money with the
 * reason shown to the player. The platform checks the role and audits every decision.
 */
export function WithdrawalsPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [state, setState] = useState<PaymentState | undefined>('reserved');
  const [page, setPage] = useState(1);
  const list = useQuery({ ...withdrawalsQuery(state, page), placeholderData: keepPreviousData });
  const stateId = useId();

  if (list.isPending) return <Loading />;
  if (list.isError) return <ErrorPanel onRetry={() => void list.refetch()} />;
  const { items, total } = list.data;
  const pages = Math.max(1, Math.ceil(total / WITHDRAWALS_PAGE_SIZE));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [KEY] });

  return (
    <>
      <h1>
        <FormattedMessage id="backoffice.nav.withdrawals" />
      </h1>
      <form className="bo-filters" aria-label={intl.formatMessage({ id: 'backoffice.withdrawals.filters' })} onSubmit={(e) => e.preventDefault()}>
        <div>
          <label htmlFor={stateId}>
            <FormattedMessage id="backoffice.withdrawals.state" />
          </label>
          <select
            id={stateId}
            value={state ?? ''}
            onChange={(e) => {
              setPage(1);
              setState((e.target.value || undefined) as PaymentState | undefined);
            }}
          >
            <option value="">{intl.formatMessage({ id: 'backoffice.audit.all' })}</option>
            {PAYMENT_STATES.map((s) => (
              <option key={s} value={s}>
                {intl.formatMessage({ id: `backoffice.withdrawals.states.${s}` })}
              </option>
            ))}
          </select>
        </div>
      </form>
      {items.length === 0 ? (
        <p className="bo-status">
          <FormattedMessage id="backoffice.withdrawals.empty" />
        </p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table" data-testid="withdrawals">
            <thead>
              <tr>
                {(['id', 'requested', 'player', 'amount', 'method', 'destination', 'fraud', 'status', 'actions'] as const).map((c) => (
                  <th key={c} scope="col">
                    <FormattedMessage id={`backoffice.withdrawals.col.${c}`} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((w) => (
                <tr key={w.id} data-withdrawal-id={w.id} data-state={w.state}>
                  <td>{w.id}</td>
                  <td>{formatDateTime(intl, w.created_at)}</td>
                  <td>{w.player_email}</td>
                  <td>
                    {formatMoney(w.amount_cents, w.currency, intl.locale)}
                    <br />
                    <small>
                      <FormattedMessage id="backoffice.withdrawals.cash" values={{ amount: formatMoney(w.player_cash_cents, w.currency, intl.locale) }} />
                    </small>
                  </td>
                  <td>{brandName(intl, w.brand)}</td>
                  <td>{w.destination && <code>{w.destination}</code>}</td>
                  <td>{w.fraud_decision && <FormattedMessage id={`backoffice.withdrawals.fraud.${w.fraud_decision}`} />}</td>
                  <td>
                    <FormattedMessage id={`backoffice.withdrawals.states.${w.state}`} />
                    {w.reject_reason && <div>{w.reject_reason}</div>}
                    {w.reviewed_by && (
                      <small>
                        <FormattedMessage id="backoffice.withdrawals.reviewedBy" values={{ name: w.reviewed_by }} />
                      </small>
                    )}
                  </td>
                  <td>{w.state === 'reserved' ? <Decide w={w} onDone={refresh} /> : null}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="bo-pager">
        <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          <FormattedMessage id="backoffice.audit.previous" />
        </button>
        <span aria-live="polite">
          <FormattedMessage id="backoffice.audit.pageInfo" values={{ page, pages, total }} />
        </span>
        <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          <FormattedMessage id="backoffice.audit.next" />
        </button>
      </div>
    </>
  );
}
