'use client';

import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { FormattedMessage, useIntl } from 'react-intl';
import { LOCALES } from '../../schemas/locale-codes';
import type { StaffRole } from '../../schemas/staff';
import {
  BackofficeTournamentSchema,
  TOURNAMENT_STRATEGIES,
  TournamentViewSchema,
  type BackofficeTournament,
  type TournamentBody,
} from '../../schemas/tournaments';
import { backofficeFetch } from '../api';
import { browserTimeZone, toLocalInput } from '../cms/text';
import { meQuery } from '../queries';
import { ErrorPanel, Loading } from '../Status';
import { apiErrorLines, Errors } from './Errors';
import { errorLines, prizesText, tournamentBody, type FieldErrors } from './forms';

/** Who may change tournaments; the platform checks again (platform/tournaments/routes.ts). Support reads. */
const WRITERS: readonly StaffRole[] = ['marketing', 'admin'];
const KEY = '/api/backoffice/tournaments';
/** Live standings: the open tournament is read again this often while it runs. */
const STANDINGS_REFETCH_MS = 5_000;

/** Create or edit (before start): texts per locale, currency, times, strategy, games, budget and prizes. */
function TournamentForm({ initial, onSaved }: { initial: BackofficeTournament | null; onSaved: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [local, setLocal] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: (body: TournamentBody) =>
      initial
        ? backofficeFetch(`${KEY}/${initial.id}`, BackofficeTournamentSchema, { method: 'PATCH', body })
        : backofficeFetch(KEY, BackofficeTournamentSchema, { method: 'POST', body }),
    onSuccess: onSaved,
  });
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const checked = tournamentBody(
      (k) => String(f.get(k) ?? ''),
      (k) => f.get(k) === 'on',
    );
    if (!checked.ok) return setLocal(checked.errors);
    setLocal({});
    save.mutate(checked.body, { onSuccess: () => (initial ? undefined : form.reset()) });
  };
  const zone = browserTimeZone();
  const p = initial ? `bo-t-${initial.id}` : 'bo-t-new';
  const text = (l: string) => initial?.texts[l];
  return (
    <section aria-labelledby={`${p}-h`}>
      <h2 id={`${p}-h`}>{initial ? t('backoffice.tournaments.edit.title', { title: initial.title }) : t('backoffice.tournaments.create.title')}</h2>
      <form className="bo-form" onSubmit={onSubmit} data-testid={initial ? 'edit-tournament' : 'create-tournament'} noValidate>
        <label htmlFor={`${p}-slug`}>{t('backoffice.tournaments.field.slug')}</label>
        <input id={`${p}-slug`} name="frontend_identifier" defaultValue={initial?.frontend_identifier} maxLength={80} />
        <fieldset>
          <legend>{t('backoffice.tournaments.field.texts')}</legend>
          {LOCALES.map((l) => (
            <div key={l}>
              <label htmlFor={`${p}-title-${l}`}>{t('backoffice.tournaments.field.title', { locale: l })}</label>
              <input id={`${p}-title-${l}`} name={`title.${l}`} defaultValue={text(l)?.title} maxLength={120} />
              <label htmlFor={`${p}-desc-${l}`}>{t('backoffice.tournaments.field.description', { locale: l })}</label>
              <textarea id={`${p}-desc-${l}`} name={`description.${l}`} defaultValue={text(l)?.description} maxLength={4000} rows={2} />
            </div>
          ))}
        </fieldset>
        <label htmlFor={`${p}-currency`}>{t('backoffice.tournaments.field.currency')}</label>
        <input id={`${p}-currency`} name="currency" defaultValue={initial?.currency ?? 'EUR'} maxLength={5} />
        <label htmlFor={`${p}-start`}>{t('backoffice.tournaments.field.start_at', { zone })}</label>
        <input id={`${p}-start`} name="start_at" type="datetime-local" defaultValue={toLocalInput(initial?.start_at)} />
        <label htmlFor={`${p}-end`}>{t('backoffice.tournaments.field.end_at', { zone })}</label>
        <input id={`${p}-end`} name="end_at" type="datetime-local" defaultValue={toLocalInput(initial?.end_at)} />
        <label htmlFor={`${p}-strategy`}>{t('backoffice.tournaments.field.strategy')}</label>
        <select id={`${p}-strategy`} name="strategy" defaultValue={initial?.strategy ?? 'sum_bets'}>
          {TOURNAMENT_STRATEGIES.map((s) => (
            <option key={s} value={s}>
              {t(`backoffice.tournaments.strategy.${s}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${p}-minbet`}>{t('backoffice.tournaments.field.min_bet_cents')}</label>
        <input id={`${p}-minbet`} name="min_bet_cents" inputMode="numeric" defaultValue={initial?.min_bet_cents ?? 0} />
        <label htmlFor={`${p}-games`}>{t('backoffice.tournaments.field.game_ids')}</label>
        <input id={`${p}-games`} name="game_ids" defaultValue={initial?.games.game_ids.join(', ')} />
        <label htmlFor={`${p}-providers`}>{t('backoffice.tournaments.field.providers')}</label>
        <input id={`${p}-providers`} name="providers" defaultValue={initial?.games.providers.join(', ')} />
        <label htmlFor={`${p}-categories`}>{t('backoffice.tournaments.field.categories')}</label>
        <input id={`${p}-categories`} name="categories" defaultValue={initial?.games.categories.join(', ')} />
        <div>
          <input id={`${p}-confirm`} name="user_confirmation_required" type="checkbox" defaultChecked={initial?.user_confirmation_required ?? false} />
          <label htmlFor={`${p}-confirm`}>{t('backoffice.tournaments.field.user_confirmation_required')}</label>
        </div>
        <label htmlFor={`${p}-budget`}>{t('backoffice.tournaments.field.money_budget_cents')}</label>
        <input id={`${p}-budget`} name="money_budget_cents" inputMode="numeric" defaultValue={initial?.money_budget_cents ?? 0} />
        <label htmlFor={`${p}-prizes`}>{t('backoffice.tournaments.field.prizes')}</label>
        <textarea id={`${p}-prizes`} name="prizes" defaultValue={prizesText(initial)} placeholder="1 | 12 | 5000" rows={4} />
        <button type="submit" disabled={save.isPending}>
          {t(initial ? 'backoffice.tournaments.edit.submit' : 'backoffice.tournaments.create.submit')}
        </button>
      </form>
      <Errors lines={[...errorLines(local), ...apiErrorLines(save.error)]} />
    </section>
  );
}

/** One tournament: live standings (read again while it runs), settlement results, edit before start, cancel with a reason. */
function TournamentDetail({ id, canWrite, onChanged }: { id: number; canWrite: boolean; onChanged: () => void }) {
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const detail = useQuery({
    queryKey: [KEY, id],
    queryFn: ({ signal }) => backofficeFetch(`${KEY}/${id}`, BackofficeTournamentSchema, { signal }),
    refetchInterval: (q) => (q.state.data && q.state.data.status === 'active' && q.state.data.state === 'scheduled' ? STANDINGS_REFETCH_MS : false),
  });
  const cancel = useMutation({
    mutationFn: () => backofficeFetch(`${KEY}/${id}/cancel`, BackofficeTournamentSchema, { method: 'POST', body: { reason } }),
    onSuccess: onChanged,
  });
  if (detail.isPending) return <Loading />;
  if (detail.isError) return <ErrorPanel onRetry={() => void detail.refetch()} />;
  const d = detail.data;
  const open = d.state === 'scheduled' && d.status !== 'archive';
  return (
    <section aria-labelledby={`bo-tournament-${d.id}`} data-testid="tournament-detail">
      <h2 id={`bo-tournament-${d.id}`}>{d.title}</h2>
      {d.cancel_reason ? (
        <p className="bo-status">
          <FormattedMessage id="backoffice.tournaments.canceled" values={{ reason: d.cancel_reason }} />
        </p>
      ) : null}
      <h3>
        <FormattedMessage id="backoffice.tournaments.standings.title" values={{ count: d.participants }} />
      </h3>
      {d.standings.length === 0 ? (
        <p className="bo-status">
          <FormattedMessage id="backoffice.tournaments.standings.empty" />
        </p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table" data-testid="tournament-standings">
            <thead>
              <tr>
                {(['place', 'player', 'points'] as const).map((c) => (
                  <th key={c} scope="col">
                    <FormattedMessage id={`backoffice.tournaments.standings.${c}`} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {d.standings.map((s) => (
                <tr key={s.player_id}>
                  <td>{s.award_place}</td>
                  <td>
                    {s.nickname} (#{s.player_id})
                  </td>
                  <td>{s.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h3>
        <FormattedMessage id="backoffice.tournaments.results.title" />
      </h3>
      {d.results.length === 0 ? (
        <p className="bo-status">
          <FormattedMessage id={d.state === 'settled' ? 'backoffice.tournaments.results.none' : 'backoffice.tournaments.results.notYet'} />
        </p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table" data-testid="tournament-results">
            <thead>
              <tr>
                {(['place', 'player', 'points', 'outcome'] as const).map((c) => (
                  <th key={c} scope="col">
                    <FormattedMessage id={`backoffice.tournaments.results.${c}`} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {d.results.map((r) => (
                <tr key={r.place}>
                  <td>{r.place}</td>
                  <td>#{r.player_id}</td>
                  <td>{r.points}</td>
                  <td>{r.gift_id ? `${r.outcome} (gift #${r.gift_id})` : r.outcome}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {canWrite && open ? (
        <form
          className="bo-form"
          onSubmit={(e) => {
            e.preventDefault();
            cancel.mutate();
          }}
        >
          <label htmlFor={`bo-t-cancel-${d.id}`}>{intl.formatMessage({ id: 'backoffice.tournaments.cancel.reason' })}</label>
          <input id={`bo-t-cancel-${d.id}`} value={reason} onChange={(e) => setReason(e.currentTarget.value)} minLength={3} maxLength={500} required />
          <button type="submit" disabled={cancel.isPending}>
            <FormattedMessage id="backoffice.tournaments.cancel.submit" />
          </button>
        </form>
      ) : null}
      <Errors lines={apiErrorLines(cancel.error)} />
      {canWrite && open && d.status === 'future' ? <TournamentForm key={`${d.id}-${d.start_at}`} initial={d} onSaved={onChanged} /> : null}
    </section>
  );
}

/** Tournaments and quests: the list (times, state, players), one tournament's standings and results, a new tournament. Audited by the platform. */
export function TournamentsPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const me = useQuery(meQuery());
  const list = useQuery({ queryKey: [KEY], queryFn: ({ signal }) => backofficeFetch(KEY, z.array(TournamentViewSchema), { signal }) });
  const [selected, setSelected] = useState<number | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [KEY] });
  const canWrite = me.data ? WRITERS.includes(me.data.staff.role) : false;
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <>
      <h1>
        <FormattedMessage id="backoffice.tournaments.title" />
      </h1>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorPanel onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <p className="bo-status">
          <FormattedMessage id="backoffice.tournaments.empty" />
        </p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table" data-testid="tournaments-table">
            <thead>
              <tr>
                {(['title', 'state', 'start', 'end', 'players', 'actions'] as const).map((c) => (
                  <th key={c} scope="col">
                    <FormattedMessage id={`backoffice.tournaments.col.${c}`} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.data.map((t) => (
                <tr key={t.id}>
                  <td>
                    {t.title} <code>{t.frontend_identifier}</code>
                  </td>
                  <td>
                    <FormattedMessage id={`backoffice.tournaments.state.${t.state === 'scheduled' ? t.status : t.state}`} />
                  </td>
                  <td>{when(t.start_at)}</td>
                  <td>{when(t.end_at)}</td>
                  <td>{t.participants}</td>
                  <td>
                    <button type="button" onClick={() => setSelected(t.id)} aria-pressed={selected === t.id}>
                      <FormattedMessage id="backoffice.tournaments.open" values={{ title: t.title }} />
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {selected !== null ? <TournamentDetail key={selected} id={selected} canWrite={canWrite} onChanged={refresh} /> : null}
      {canWrite ? <TournamentForm initial={null} onSaved={refresh} /> : null}
    </>
  );
}
