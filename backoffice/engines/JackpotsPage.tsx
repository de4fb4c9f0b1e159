'use client';

import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { JackpotAdminSchema, JackpotAdminsSchema, type JackpotAdmin, type JackpotInput } from '../../schemas/jackpots';
import type { StaffRole } from '../../schemas/staff';
import { backofficeFetch } from '../api';
import { majorText } from '../promotions/template-form';
import { meQuery } from '../queries';
import { ErrorPanel, Loading } from '../Status';
import { apiErrorLines, Errors } from './Errors';
import { errorLines, jackpotBody, levelsText, type FieldErrors } from './forms';

/** Who may change jackpots; only admin closes one (platform/jackpots/routes.ts checks again). Support reads. */
const WRITERS: readonly StaffRole[] = ['marketing', 'admin'];
const KEY = '/api/backoffice/jackpots';

/** Create or edit: a running level's new configuration applies from its next reseed (the form says so). */
function JackpotForm({ initial, onSaved }: { initial: JackpotAdmin | null; onSaved: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [local, setLocal] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: (body: JackpotInput) =>
      initial
        ? backofficeFetch(`${KEY}/${initial.id}`, JackpotAdminSchema, { method: 'PUT', body })
        : backofficeFetch(KEY, JackpotAdminSchema, { method: 'POST', body }),
    onSuccess: onSaved,
  });
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const checked = jackpotBody((k) => String(f.get(k) ?? ''));
    if (!checked.ok) return setLocal(checked.errors);
    setLocal({});
    save.mutate(checked.body, { onSuccess: () => (initial ? undefined : form.reset()) });
  };
  const p = initial ? `bo-j-${initial.id}` : 'bo-j-new';
  return (
    <section aria-labelledby={`${p}-h`}>
      <h2 id={`${p}-h`}>
        {initial ? intl.formatMessage({ id: 'backoffice.jackpots.edit.title' }, { name: initial.name }) : t('backoffice.jackpots.create.title')}
      </h2>
      <p className="bo-status">
        <FormattedMessage id="backoffice.jackpots.form.reseedNote" />
      </p>
      <form className="bo-form" onSubmit={onSubmit} data-testid={initial ? 'edit-jackpot' : 'create-jackpot'} noValidate>
        <label htmlFor={`${p}-identifier`}>{t('backoffice.jackpots.field.identifier')}</label>
        <input id={`${p}-identifier`} name="identifier" defaultValue={initial?.identifier} maxLength={120} />
        <label htmlFor={`${p}-name`}>{t('backoffice.jackpots.field.name')}</label>
        <input id={`${p}-name`} name="name" defaultValue={initial?.name} maxLength={120} />
        <label htmlFor={`${p}-state`}>{t('backoffice.jackpots.field.state')}</label>
        <select id={`${p}-state`} name="state" defaultValue={initial?.state === 'inactive' ? 'inactive' : 'active'}>
          <option value="active">{t('backoffice.jackpots.state.active')}</option>
          <option value="inactive">{t('backoffice.jackpots.state.inactive')}</option>
        </select>
        <label htmlFor={`${p}-currency`}>{t('backoffice.jackpots.field.currency')}</label>
        <input id={`${p}-currency`} name="currency" defaultValue={initial?.currency ?? 'EUR'} maxLength={5} />
        <label htmlFor={`${p}-rules`}>{t('backoffice.jackpots.field.rules')}</label>
        <textarea id={`${p}-rules`} name="rules" defaultValue={initial?.rules} maxLength={4000} rows={3} />
        <label htmlFor={`${p}-games`}>{t('backoffice.jackpots.field.game_ids')}</label>
        <input id={`${p}-games`} name="game_ids" defaultValue={initial?.game_ids.join(', ')} />
        <label htmlFor={`${p}-levels`}>{t('backoffice.jackpots.field.levels')}</label>
        <textarea id={`${p}-levels`} name="levels" defaultValue={levelsText(initial)} placeholder="mini | Mini | 1000 | 10000 | 5000" rows={4} />
        <button type="submit" disabled={save.isPending}>
          {t(initial ? 'backoffice.jackpots.edit.submit' : 'backoffice.jackpots.create.submit')}
        </button>
      </form>
      <Errors lines={[...errorLines(local), ...apiErrorLines(save.error)]} />
    </section>
  );
}

/** One jackpot: its levels' pools and totals, the history of wins, edit, and admin's close with a reason. */
function JackpotDetail({ jackpot: j, role, onChanged }: { jackpot: JackpotAdmin; role: StaffRole | null; onChanged: () => void }) {
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const close = useMutation({
    mutationFn: () => backofficeFetch(`${KEY}/${j.id}/close`, JackpotAdminSchema, { method: 'POST', body: { reason } }),
    onSuccess: onChanged,
  });
  const money = (cents: number, currency = j.currency) => `${majorText(cents, currency)} ${currency}`;
  const open = j.state !== 'closed';
  return (
    <section aria-labelledby={`bo-jackpot-${j.id}`} data-testid="jackpot-detail">
      <h2 id={`bo-jackpot-${j.id}`}>{j.name}</h2>
      {j.close_reason ? (
        <p className="bo-status">
          <FormattedMessage id="backoffice.jackpots.closed" values={{ reason: j.close_reason }} />
        </p>
      ) : null}
      <h3>
        <FormattedMessage id="backoffice.jackpots.wins.title" values={{ count: j.wins.length }} />
      </h3>
      {j.wins.length === 0 ? (
        <p className="bo-status">
          <FormattedMessage id="backoffice.jackpots.wins.empty" />
        </p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table" data-testid="jackpot-wins">
            <thead>
              <tr>
                {(['at', 'player', 'level', 'amount'] as const).map((c) => (
                  <th key={c} scope="col">
                    <FormattedMessage id={`backoffice.jackpots.wins.${c}`} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {j.wins.map((w) => (
                <tr key={w.id}>
                  <td>{intl.formatDate(w.created_at, { dateStyle: 'short', timeStyle: 'short' })}</td>
                  <td>{w.user_name}</td>
                  <td>{w.jackpot_level_name}</td>
                  <td>{money(w.amount_cents, w.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {open && role === 'admin' ? (
        <form
          className="bo-form"
          onSubmit={(e) => {
            e.preventDefault();
            close.mutate();
          }}
        >
          <label htmlFor={`bo-j-close-${j.id}`}>{intl.formatMessage({ id: 'backoffice.jackpots.close.reason' })}</label>
          <input id={`bo-j-close-${j.id}`} value={reason} onChange={(e) => setReason(e.currentTarget.value)} minLength={3} maxLength={500} required />
          <button type="submit" disabled={close.isPending}>
            <FormattedMessage id="backoffice.jackpots.close.submit" />
          </button>
        </form>
      ) : null}
      <Errors lines={apiErrorLines(close.error)} />
      {open && role && WRITERS.includes(role) ? <JackpotForm key={`${j.id}-${levelsText(j)}`} initial={j} onSaved={onChanged} /> : null}
    </section>
  );
}

/** Jackpots: each with its levels' pools (what is in the pool now, seeded, contributed, paid), one jackpot's wins, a new jackpot. Audited by the platform. */
export function JackpotsPage() {
  const queryClient = useQueryClient();
  const me = useQuery(meQuery());
  const list = useQuery({ queryKey: [KEY], queryFn: ({ signal }) => backofficeFetch(KEY, JackpotAdminsSchema, { signal }) });
  const [selected, setSelected] = useState<number | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [KEY] });
  const role = me.data?.staff.role ?? null;
  const canWrite = role ? WRITERS.includes(role) : false;
  const current = list.data?.find((j) => j.id === selected) ?? null;
  const money = (cents: number, currency: string) => `${majorText(cents, currency)} ${currency}`;
  return (
    <>
      <h1>
        <FormattedMessage id="backoffice.jackpots.title" />
      </h1>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorPanel onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <p className="bo-status">
          <FormattedMessage id="backoffice.jackpots.empty" />
        </p>
      ) : (
        list.data.map((j) => (
          <section key={j.id} aria-labelledby={`bo-jp-${j.id}`} data-testid="jackpot-card">
            <h2 id={`bo-jp-${j.id}`}>
              {j.name} <code>{j.identifier}</code> · <FormattedMessage id={`backoffice.jackpots.state.${j.state}`} />
            </h2>
            <div className="bo-table-wrap">
              <table className="bo-table" data-testid="jackpot-pools">
                <thead>
                  <tr>
                    {(['level', 'pool', 'seed', 'share', 'drop', 'contributed', 'paid', 'next'] as const).map((c) => (
                      <th key={c} scope="col">
                        <FormattedMessage id={`backoffice.jackpots.col.${c}`} />
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {j.levels.map((l) => (
                    <tr key={l.id}>
                      <td>{l.name}</td>
                      <td>{money(l.pool_cents, j.currency)}</td>
                      <td>{money(l.seed_cents, j.currency)}</td>
                      <td>{(l.contribution_ppm / 10_000).toFixed(2)} %</td>
                      <td>
                        {l.drop_rule === 'must_drop_by' && l.must_drop_by_cents !== null ? (
                          <FormattedMessage id="backoffice.jackpots.drop.mustDropBy" values={{ amount: money(l.must_drop_by_cents, j.currency) }} />
                        ) : (
                          <FormattedMessage id="backoffice.jackpots.drop.probability" values={{ ppb: l.drop_probability_ppb ?? 0 }} />
                        )}
                      </td>
                      <td>{money(l.contributed_cents, j.currency)}</td>
                      <td>{money(l.paid_cents, j.currency)}</td>
                      <td>{l.next ? <FormattedMessage id="backoffice.jackpots.nextPending" /> : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <button type="button" onClick={() => setSelected(j.id)} aria-pressed={selected === j.id}>
              <FormattedMessage id="backoffice.jackpots.open" values={{ name: j.name }} />
            </button>
          </section>
        ))
      )}
      {current ? <JackpotDetail key={current.id} jackpot={current} role={role} onChanged={refresh} /> : null}
      {canWrite ? <JackpotForm initial={null} onSaved={refresh} /> : null}
    </>
  );
}
