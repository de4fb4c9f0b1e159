'use client';

import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { LOCALES } from '../schemas/locale-codes';
import {
  BackofficeHeaderNoticeListSchema,
  BackofficeHeaderNoticeSchema,
  HEADER_NOTICE_AUDIENCES,
  HEADER_NOTICE_FUNCTIONS,
  NOTICE_ICONS,
  NotificationSchema,
  type BackofficeHeaderNotice,
  type HeaderNoticeBody,
} from '../schemas/notifications';
import type { StaffRole } from '../schemas/staff';
import { backofficeFetch, BackofficeApiError } from './api';
import { meQuery } from './queries';
import { ErrorPanel, Loading } from './Status';

/** Who may do what here; the platform checks again (platform/notifications/routes.ts). */
const SENDERS: readonly StaffRole[] = ['support', 'marketing', 'admin'];
const NOTICE_EDITORS: readonly StaffRole[] = ['editor', 'marketing', 'admin'];
const NOTICES_KEY = '/api/backoffice/header_notices';

/** A refusal as staff read it: the message and each field's messages. */
function errorText(err: unknown): string | null {
  if (!err) return null;
  if (err instanceof BackofficeApiError) {
    const fields = Object.entries(err.fields).map(([f, m]) => `${f}: ${m.join(', ')}`);
    return [err.message, ...fields].join(' · ');
  }
  return String(err);
}

/** Support and marketing: one personal notification to one player (audited by the platform). */
function SendForm() {
  const intl = useIntl();
  const [done, setDone] = useState<number | null>(null);
  const send = useMutation({
    mutationFn: (v: { playerId: string; body: Record<string, unknown> }) =>
      backofficeFetch(`/api/backoffice/players/${encodeURIComponent(v.playerId)}/notifications`, NotificationSchema, { method: 'POST', body: v.body }),
    onSuccess: (n) => setDone(n.id),
  });
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const str = (k: string) => String(f.get(k) ?? '').trim();
    const button = str('button_title') || str('button_path') ? { title: str('button_title'), path: str('button_path') } : undefined;
    setDone(null);
    send.mutate({ playerId: str('player_id'), body: { title: str('title') || undefined, text: str('text'), icon: str('icon'), button } });
  };
  const error = errorText(send.error);
  return (
    <section aria-labelledby="bo-send-title">
      <h2 id="bo-send-title">
        <FormattedMessage id="backoffice.notifications.send.title" />
      </h2>
      <form className="bo-form" onSubmit={onSubmit} data-testid="send-notification">
        <label htmlFor="bo-n-player">{intl.formatMessage({ id: 'backoffice.notifications.send.player' })}</label>
        <input id="bo-n-player" name="player_id" inputMode="numeric" required />
        <label htmlFor="bo-n-title">{intl.formatMessage({ id: 'backoffice.notifications.send.heading' })}</label>
        <input id="bo-n-title" name="title" maxLength={120} />
        <label htmlFor="bo-n-text">{intl.formatMessage({ id: 'backoffice.notifications.send.text' })}</label>
        <input id="bo-n-text" name="text" maxLength={1000} required />
        <label htmlFor="bo-n-icon">{intl.formatMessage({ id: 'backoffice.notifications.icon' })}</label>
        <select id="bo-n-icon" name="icon" defaultValue="info">
          {NOTICE_ICONS.map((i) => (
            <option key={i} value={i}>
              {intl.formatMessage({ id: `backoffice.notifications.icon.${i}` })}
            </option>
          ))}
        </select>
        <label htmlFor="bo-n-btitle">{intl.formatMessage({ id: 'backoffice.notifications.send.buttonTitle' })}</label>
        <input id="bo-n-btitle" name="button_title" maxLength={60} />
        <label htmlFor="bo-n-bpath">{intl.formatMessage({ id: 'backoffice.notifications.send.buttonPath' })}</label>
        <input id="bo-n-bpath" name="button_path" placeholder="/profile" maxLength={500} />
        <button type="submit" disabled={send.isPending}>
          <FormattedMessage id="backoffice.notifications.send.submit" />
        </button>
      </form>
      {error && (
        <p className="bo-error" role="alert">
          {error}
        </p>
      )}
      {done !== null && (
        <p role="status" className="bo-status">
          <FormattedMessage id="backoffice.notifications.send.done" values={{ id: done }} />
        </p>
      )}
    </section>
  );
}

/** The notice strip: the list (on/off, delete) and a form for a new one; every change audited. */
function NoticesEditor() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: [NOTICES_KEY], queryFn: ({ signal }) => backofficeFetch(NOTICES_KEY, BackofficeHeaderNoticeListSchema, { signal }) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [NOTICES_KEY] });
  const save = useMutation({
    mutationFn: (v: { id?: number; body: HeaderNoticeBody }) =>
      backofficeFetch(v.id ? `${NOTICES_KEY}/${v.id}` : NOTICES_KEY, BackofficeHeaderNoticeSchema, { method: v.id ? 'PUT' : 'POST', body: v.body }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => backofficeFetch(`${NOTICES_KEY}/${id}`, BackofficeHeaderNoticeSchema, { method: 'DELETE' }),
    onSettled: refresh,
  });

  const bodyOf = (n: BackofficeHeaderNotice, active: boolean): HeaderNoticeBody => ({
    message: n.message,
    icon: n.icon,
    link: n.link,
    audience: n.audience,
    active,
    position: n.position,
  });
  const onCreate = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const str = (k: string) => String(f.get(k) ?? '').trim();
    const texts = (prefix: string) => Object.fromEntries(LOCALES.map((l) => [l, str(`${prefix}_${l}`)]).filter(([, v]) => v !== ''));
    const fn = str('link_function');
    const body: HeaderNoticeBody = {
      message: texts('message'),
      icon: str('icon') as HeaderNoticeBody['icon'],
      audience: str('audience') as HeaderNoticeBody['audience'],
      active: f.get('active') === 'on',
      position: Number(str('position') || '0'),
      link: fn ? { text: texts('link'), function: fn as (typeof HEADER_NOTICE_FUNCTIONS)[number], path: str('link_path') || null } : null,
    };
    save.mutate({ body }, { onSuccess: () => form.reset() });
  };
  const error = errorText(save.error ?? remove.error);

  return (
    <section aria-labelledby="bo-notices-title">
      <h2 id="bo-notices-title">
        <FormattedMessage id="backoffice.notifications.notices.title" />
      </h2>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorPanel onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <p className="bo-status">
          <FormattedMessage id="backoffice.notifications.notices.empty" />
        </p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table" data-testid="header-notices-table">
            <thead>
              <tr>
                {(['message', 'audience', 'active', 'actions'] as const).map((c) => (
                  <th key={c} scope="col">
                    <FormattedMessage id={`backoffice.notifications.notices.col.${c}`} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.data.map((n) => (
                <tr key={n.id}>
                  <td>{n.message.en}</td>
                  <td>
                    <FormattedMessage id={`backoffice.notifications.audience.${n.audience}`} />
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      checked={n.active}
                      aria-label={intl.formatMessage({ id: 'backoffice.notifications.notices.toggle' }, { message: n.message.en ?? '' })}
                      onChange={(e) => save.mutate({ id: n.id, body: bodyOf(n, e.currentTarget.checked) })}
                    />
                  </td>
                  <td>
                    <button
                      type="button"
                      onClick={() => remove.mutate(n.id)}
                      aria-label={intl.formatMessage({ id: 'backoffice.notifications.notices.deleteLabel' }, { message: n.message.en ?? '' })}
                    >
                      <FormattedMessage id="backoffice.notifications.notices.delete" />
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {error && (
        <p className="bo-error" role="alert">
          {error}
        </p>
      )}
      <h3>
        <FormattedMessage id="backoffice.notifications.notices.new" />
      </h3>
      <form className="bo-form" onSubmit={onCreate} data-testid="new-header-notice">
        <fieldset>
          <legend>{intl.formatMessage({ id: 'backoffice.notifications.notices.message' })}</legend>
          {LOCALES.map((l) => (
            <p key={l}>
              <label htmlFor={`bo-hn-m-${l}`}>{l}</label> <input id={`bo-hn-m-${l}`} name={`message_${l}`} maxLength={300} required={l === 'en'} />
            </p>
          ))}
        </fieldset>
        <label htmlFor="bo-hn-icon">{intl.formatMessage({ id: 'backoffice.notifications.icon' })}</label>
        <select id="bo-hn-icon" name="icon" defaultValue="info">
          {NOTICE_ICONS.map((i) => (
            <option key={i} value={i}>
              {intl.formatMessage({ id: `backoffice.notifications.icon.${i}` })}
            </option>
          ))}
        </select>
        <label htmlFor="bo-hn-audience">{intl.formatMessage({ id: 'backoffice.notifications.notices.col.audience' })}</label>
        <select id="bo-hn-audience" name="audience" defaultValue="all">
          {HEADER_NOTICE_AUDIENCES.map((a) => (
            <option key={a} value={a}>
              {intl.formatMessage({ id: `backoffice.notifications.audience.${a}` })}
            </option>
          ))}
        </select>
        <label htmlFor="bo-hn-position">{intl.formatMessage({ id: 'backoffice.notifications.notices.position' })}</label>
        <input id="bo-hn-position" name="position" type="number" min={0} max={1000} defaultValue={0} />
        <label>
          <input type="checkbox" name="active" defaultChecked /> {intl.formatMessage({ id: 'backoffice.notifications.notices.col.active' })}
        </label>
        <fieldset>
          <legend>{intl.formatMessage({ id: 'backoffice.notifications.notices.link' })}</legend>
          <label htmlFor="bo-hn-fn">{intl.formatMessage({ id: 'backoffice.notifications.notices.linkFunction' })}</label>{' '}
          <select id="bo-hn-fn" name="link_function" defaultValue="">
            <option value="">{intl.formatMessage({ id: 'backoffice.notifications.notices.noLink' })}</option>
            {HEADER_NOTICE_FUNCTIONS.map((fn) => (
              <option key={fn} value={fn}>
                {intl.formatMessage({ id: `backoffice.notifications.function.${fn}` })}
              </option>
            ))}
          </select>
          <p>
            <label htmlFor="bo-hn-path">{intl.formatMessage({ id: 'backoffice.notifications.send.buttonPath' })}</label>{' '}
            <input id="bo-hn-path" name="link_path" placeholder="/promotions" maxLength={500} />
          </p>
          {LOCALES.map((l) => (
            <p key={l}>
              <label htmlFor={`bo-hn-l-${l}`}>{intl.formatMessage({ id: 'backoffice.notifications.notices.linkText' }, { locale: l })}</label>{' '}
              <input id={`bo-hn-l-${l}`} name={`link_${l}`} maxLength={60} />
            </p>
          ))}
        </fieldset>
        <button type="submit" disabled={save.isPending}>
          <FormattedMessage id="backoffice.notifications.notices.create" />
        </button>
      </form>
    </section>
  );
}

/** Notifications: a personal one to a player (support, marketing) and the header notices (editor, marketing). */
export function NotificationsPage() {
  const me = useQuery(meQuery());
  if (!me.data) return <Loading />;
  const role = me.data.staff.role;
  return (
    <>
      <h1>
        <FormattedMessage id="backoffice.nav.notifications" />
      </h1>
      {SENDERS.includes(role) && <SendForm />}
      {NOTICE_EDITORS.includes(role) && <NoticesEditor />}
    </>
  );
}
