'use client';

import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { StaffLotteriesSchema, StaffLotterySchema, type LotteryInputBody, type StaffLottery } from '../schemas/lotteries';
import type { StaffRole } from '../schemas/staff';
import { backofficeFetch, BackofficeApiError } from './api';
import { browserTimeZone, fromLocalInput, toLocalInput } from './cms/text';
import { meQuery } from './queries';
import { ErrorPanel, Loading } from './Status';

/** Who may change lotteries; the platform checks again (platform/lotteries/backoffice-routes.ts). */
const WRITERS: readonly StaffRole[] = ['marketing', 'admin'];
const KEY = '/api/backoffice/lotteries';

function errorText(err: unknown): string | null {
  if (!err) return null;
  if (err instanceof BackofficeApiError) return [err.message, ...Object.entries(err.fields).map(([f, m]) => `${f}: ${m.join(', ')}`)].join(' · ');
  return String(err);
}

/** Prizes typed one per line as `template id | title` (place = line number). */
function parsePrizes(text: string): LotteryInputBody['prizes'] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((line, i) => {
      const [id = '', ...title] = line.split('|');
      return { place: i + 1, template_id: Number(id.trim()), title: title.join('|').trim() };
    });
}

/**
 * The lottery form: marketing creates a lottery, or edits one that has not started (the same
 * fields, filled from it). Texts (English; other locales' texts kept on an edit), currency, times
 * (browser time zone), one deposit rule (other currencies' rules kept on an edit), prizes. The
 * platform checks the body with the creation's schema either way (422 with field messages).
 */
function LotteryForm({ lottery, onDone, onClose }: { lottery?: StaffLottery; onDone: () => void; onClose?: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const editing = lottery !== undefined;
  const prefix = editing ? `bo-l-edit-${lottery.id}` : 'bo-l';
  const save = useMutation({
    mutationFn: (body: LotteryInputBody) =>
      editing
        ? backofficeFetch(`${KEY}/${lottery.id}`, StaffLotterySchema, { method: 'PATCH', body })
        : backofficeFetch(KEY, StaffLotterySchema, { method: 'POST', body }),
    onSuccess: onDone,
  });
  const rule = lottery ? (lottery.deposit_scale_rules.find((r) => r.currency === lottery.currency) ?? null) : null;
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const str = (k: string) => String(f.get(k) ?? '').trim();
    const currency = (str('currency') || 'EUR') as LotteryInputBody['currency'];
    const rules: LotteryInputBody['deposit_scale_rules'] = (lottery?.deposit_scale_rules ?? []).filter((r) => r.currency !== currency);
    if (str('amount')) rules.push({ currency, amount_cents: Math.round(Number(str('amount')) * 100), tickets: Number(str('tickets') || '1') });
    save.mutate(
      {
        frontend_identifier: str('slug'),
        texts: { ...lottery?.texts, en: { title: str('title'), description: str('description') } },
        currency,
        start_at: fromLocalInput(str('start_at')) ?? '',
        end_at: fromLocalInput(str('end_at')) ?? '',
        draw_at: fromLocalInput(str('draw_at')) ?? '',
        deposit_scale_rules: rules,
        prizes: parsePrizes(str('prizes')),
        group_ids: lottery?.group_ids ?? [],
      },
      { onSuccess: () => (editing ? undefined : form.reset()) },
    );
  };
  const zone = browserTimeZone();
  const headingId = `${prefix}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>
        {editing ? (
          <FormattedMessage id="backoffice.lotteries.edit.title" values={{ title: lottery.title }} />
        ) : (
          <FormattedMessage id="backoffice.lotteries.create.title" />
        )}
      </h2>
      {editing ? (
        <p className="bo-status">
          <FormattedMessage id="backoffice.lotteries.edit.note" />
        </p>
      ) : null}
      <form className="bo-form" onSubmit={onSubmit} data-testid={editing ? 'edit-lottery' : 'create-lottery'}>
        <label htmlFor={`${prefix}-slug`}>{t('backoffice.lotteries.field.slug')}</label>
        <input id={`${prefix}-slug`} name="slug" required pattern={'[a-z0-9][a-z0-9\\-]*'} maxLength={64} defaultValue={lottery?.frontend_identifier} />
        <label htmlFor={`${prefix}-title`}>{t('backoffice.lotteries.field.title')}</label>
        <input id={`${prefix}-title`} name="title" required maxLength={120} defaultValue={lottery?.texts.en?.title} />
        <label htmlFor={`${prefix}-desc`}>{t('backoffice.lotteries.field.description')}</label>
        <textarea id={`${prefix}-desc`} name="description" maxLength={4000} defaultValue={lottery?.texts.en?.description} />
        <label htmlFor={`${prefix}-currency`}>{t('backoffice.lotteries.field.currency')}</label>
        <input id={`${prefix}-currency`} name="currency" defaultValue={lottery?.currency ?? 'EUR'} maxLength={3} required />
        {(['start_at', 'end_at', 'draw_at'] as const).map((k) => (
          <div key={k}>
            <label htmlFor={`${prefix}-${k}`}>{t(`backoffice.lotteries.field.${k}`, { zone })}</label>
            <input id={`${prefix}-${k}`} name={k} type="datetime-local" required defaultValue={lottery ? toLocalInput(lottery[k]) : undefined} />
          </div>
        ))}
        <label htmlFor={`${prefix}-amount`}>{t('backoffice.lotteries.field.amount')}</label>
        <input id={`${prefix}-amount`} name="amount" inputMode="decimal" defaultValue={rule ? String(rule.amount_cents / 100) : undefined} />
        <label htmlFor={`${prefix}-tickets`}>{t('backoffice.lotteries.field.tickets')}</label>
        <input id={`${prefix}-tickets`} name="tickets" inputMode="numeric" defaultValue={rule ? String(rule.tickets) : '1'} />
        <label htmlFor={`${prefix}-prizes`}>{t('backoffice.lotteries.field.prizes')}</label>
        <textarea
          id={`${prefix}-prizes`}
          name="prizes"
          required
          placeholder="12 | 50 EUR bonus"
          defaultValue={lottery?.prizes_full.map((p) => `${p.template_id} | ${p.title}`).join('\n')}
        />
        <button type="submit" disabled={save.isPending}>
          <FormattedMessage id={editing ? 'backoffice.lotteries.edit.submit' : 'backoffice.lotteries.create.submit'} />
        </button>
        {onClose ? (
          <button type="button" onClick={onClose}>
            <FormattedMessage id="backoffice.lotteries.edit.close" />
          </button>
        ) : null}
      </form>
      {save.error ? (
        <p className="bo-error" role="alert">
          {errorText(save.error)}
        </p>
      ) : null}
    </section>
  );
}

/** One lottery: its tickets (the published runs), the draw's results and payouts, and cancel with a reason. */
function LotteryDetail({ lottery: l, canWrite, onChanged }: { lottery: StaffLottery; canWrite: boolean; onChanged: () => void }) {
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const [editing, setEditing] = useState(false);
  // Editable until the sales start (the platform's time status; it answers 409 after anyway).
  const canEdit = canWrite && l.state === 'scheduled' && l.status === 'future';
  const cancel = useMutation({
    mutationFn: () => backofficeFetch(`${KEY}/${l.id}/cancel`, StaffLotterySchema, { method: 'POST', body: { reason } }),
    onSuccess: onChanged,
  });
  return (
    <section aria-labelledby={`bo-lottery-${l.id}`} data-testid="lottery-detail">
      <h2 id={`bo-lottery-${l.id}`}>{l.title}</h2>
      <p className="bo-status">
        <FormattedMessage id="backoffice.lotteries.seedHash" values={{ hash: l.seed_hash }} />
      </p>
      {l.seed ? (
        <p className="bo-status">
          <FormattedMessage id="backoffice.lotteries.seed" values={{ seed: l.seed }} />
        </p>
      ) : null}
      <h3>
        <FormattedMessage id="backoffice.lotteries.tickets.title" values={{ count: l.tickets_count }} />
      </h3>
      <div className="bo-table-wrap">
        <table className="bo-table">
          <thead>
            <tr>
              {(['numbers', 'player', 'source', 'at'] as const).map((c) => (
                <th key={c} scope="col">
                  <FormattedMessage id={`backoffice.lotteries.tickets.${c}`} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {l.ticket_runs.map((r) => (
              <tr key={r.first}>
                <td>
                  {r.first}–{r.first + r.count - 1}
                </td>
                <td>
                  {r.owner} (#{r.player_id})
                </td>
                <td>{r.key}</td>
                <td>{intl.formatDate(r.at, { dateStyle: 'short', timeStyle: 'short' })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>
        <FormattedMessage id="backoffice.lotteries.results.title" />
      </h3>
      {l.payouts.length === 0 ? (
        <p className="bo-status">
          <FormattedMessage id={l.state === 'drawn' ? 'backoffice.lotteries.results.none' : 'backoffice.lotteries.results.notYet'} />
        </p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table" data-testid="lottery-payouts">
            <thead>
              <tr>
                {(['place', 'ticket', 'player', 'outcome'] as const).map((c) => (
                  <th key={c} scope="col">
                    <FormattedMessage id={`backoffice.lotteries.results.${c}`} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {l.payouts.map((p) => (
                <tr key={p.place}>
                  <td>{p.place}</td>
                  <td>#{p.ticket}</td>
                  <td>#{p.player_id}</td>
                  <td>{p.gift_id ? `${p.outcome} (gift #${p.gift_id})` : p.outcome}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {canEdit ? (
        <button type="button" aria-expanded={editing} onClick={() => setEditing((v) => !v)}>
          <FormattedMessage id="backoffice.lotteries.edit.open" values={{ title: l.title }} />
        </button>
      ) : null}
      {canEdit && editing ? (
        <LotteryForm
          lottery={l}
          onClose={() => setEditing(false)}
          onDone={() => {
            setEditing(false);
            onChanged();
          }}
        />
      ) : null}
      {canWrite && l.state === 'scheduled' ? (
        <form
          className="bo-form"
          onSubmit={(e) => {
            e.preventDefault();
            cancel.mutate();
          }}
        >
          <label htmlFor={`bo-l-cancel-${l.id}`}>{intl.formatMessage({ id: 'backoffice.lotteries.cancel.reason' })}</label>
          <input id={`bo-l-cancel-${l.id}`} value={reason} onChange={(e) => setReason(e.currentTarget.value)} minLength={3} maxLength={500} required />
          <button type="submit" disabled={cancel.isPending}>
            <FormattedMessage id="backoffice.lotteries.cancel.submit" />
          </button>
        </form>
      ) : null}
      {l.cancel_reason ? (
        <p className="bo-status">
          <FormattedMessage id="backoffice.lotteries.canceled" values={{ reason: l.cancel_reason }} />
        </p>
      ) : null}
      {cancel.error ? (
        <p className="bo-error" role="alert">
          {errorText(cancel.error)}
        </p>
      ) : null}
    </section>
  );
}

/** Marketing's lotteries: the list (state, times, tickets), a new lottery, one lottery's tickets and results, editing one before its start. All changes audited by the platform. */
export function LotteriesPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const me = useQuery(meQuery());
  const list = useQuery({ queryKey: [KEY], queryFn: ({ signal }) => backofficeFetch(KEY, StaffLotteriesSchema, { signal }) });
  const [selected, setSelected] = useState<number | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [KEY] });
  const canWrite = me.data ? WRITERS.includes(me.data.staff.role) : false;
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'short', timeStyle: 'short' });
  const current = list.data?.find((l) => l.id === selected) ?? null;
  return (
    <>
      <h1>
        <FormattedMessage id="backoffice.lotteries.title" />
      </h1>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorPanel onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <p className="bo-status">
          <FormattedMessage id="backoffice.lotteries.empty" />
        </p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table" data-testid="lotteries-table">
            <thead>
              <tr>
                {(['title', 'state', 'start', 'end', 'draw', 'tickets', 'actions'] as const).map((c) => (
                  <th key={c} scope="col">
                    <FormattedMessage id={`backoffice.lotteries.col.${c}`} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.data.map((l) => (
                <tr key={l.id}>
                  <td>
                    {l.title} <code>{l.frontend_identifier}</code>
                  </td>
                  <td>
                    <FormattedMessage id={`backoffice.lotteries.state.${l.state}`} />
                  </td>
                  <td>{when(l.start_at)}</td>
                  <td>{when(l.end_at)}</td>
                  <td>{when(l.draw_at)}</td>
                  <td>{l.tickets_count}</td>
                  <td>
                    <button type="button" onClick={() => setSelected(l.id)} aria-pressed={selected === l.id}>
                      <FormattedMessage id="backoffice.lotteries.open" values={{ title: l.title }} />
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {current ? <LotteryDetail key={current.id} lottery={current} canWrite={canWrite} onChanged={refresh} /> : null}
      {canWrite ? <LotteryForm onDone={refresh} /> : null}
    </>
  );
}
