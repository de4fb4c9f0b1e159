'use client';

import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { CompCardSchema, StaffCompCardsSchema, type StaffCompCard } from '../../schemas/loyalty';
import type { StaffRole } from '../../schemas/staff';
import { backofficeFetch } from '../api';
import { refusal } from '../promotions/queries';
import type { FieldErrors } from '../promotions/template-form';
import { meQuery } from '../queries';
import { ErrorPanel, Loading } from '../Status';
import { cardValues, emptyCard, previewCard, validateCard, type CardValues } from './card-form';
import { CardForm } from './CardForm';
import { CardPreview } from './CardPreview';

/** Who changes the shop (the platform's WRITERS in platform/loyalty/routes.ts); support reads. */
const WRITERS: readonly StaffRole[] = ['marketing', 'admin'];
export const CARDS_KEY = '/api/backoffice/comp_points/cards';

/** The editor of one card (new when `card` is null) with the player's card beside it. */
function CardEditor({ card, readOnly, onDone }: { card: StaffCompCard | null; readOnly: boolean; onDone(saved: boolean): void }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<CardValues>(() => (card ? cardValues(card) : emptyCard()));
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: (body: unknown) => backofficeFetch(CARDS_KEY, CompCardSchema, { method: 'PUT', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [CARDS_KEY] });
      onDone(true);
    },
    onError: (err) => setServerErrors(refusal(err).fields),
  });
  const check = validateCard(values);
  // The schema's messages once a save was tried; the platform's 422 until the values change.
  const errors: FieldErrors = { ...(tried && !check.ok ? check.errors : {}), ...serverErrors };
  const preview = useMemo(() => previewCard(values), [values]);
  const failed = refusal(save.error).message;
  return (
    <section className="bo-editor-grid bo-template-editor" aria-labelledby="bo-card-title">
      <div>
        <h2 id="bo-card-title">
          {card ? <FormattedMessage id="backoffice.shop.editTitle" values={{ title: card.title }} /> : <FormattedMessage id="backoffice.shop.newTitle" />}
        </h2>
        <CardForm
          values={values}
          groupLocked={card !== null}
          onChange={(v) => {
            setValues(v);
            setServerErrors({});
          }}
          errors={errors}
          readOnly={readOnly}
          saving={save.isPending}
          onSubmit={() => {
            setTried(true);
            setServerErrors({});
            if (check.ok) save.mutate(check.body);
          }}
        />
        {failed && (
          <p className="bo-error" role="alert">
            {failed}
          </p>
        )}
        <button type="button" className="bo-link-button" onClick={() => onDone(false)}>
          <FormattedMessage id="backoffice.shop.close" />
        </button>
      </div>
      <aside className="bo-preview-pane" aria-labelledby="bo-card-preview-title">
        <h2 id="bo-card-preview-title">
          <FormattedMessage id="backoffice.shop.preview.title" />
        </h2>
        <CardPreview card={preview} />
        {!values.enabled && (
          <p className="bo-hint">
            <FormattedMessage id="backoffice.shop.preview.hidden" />
          </p>
        )}
      </aside>
    </section>
  );
}

/** Marketing's points-shop cards (GET/PUT /api/backoffice/comp_points/cards): the list with sales, and the editor. */
export function ShopCardsPage() {
  const intl = useIntl();
  const me = useQuery(meQuery());
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: [CARDS_KEY], queryFn: ({ signal }) => backofficeFetch(CARDS_KEY, StaffCompCardsSchema, { signal }) });
  const [editing, setEditing] = useState<StaffCompCard | 'new' | null>(null);
  const [saved, setSaved] = useState(false);
  const canWrite = me.data ? WRITERS.includes(me.data.staff.role) : false;
  const toggle = useMutation({
    mutationFn: (c: StaffCompCard) => backofficeFetch(CARDS_KEY, CompCardSchema, { method: 'PUT', body: { ...cardValues(c), enabled: !c.enabled } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [CARDS_KEY] }),
  });
  if (list.isPending) return <Loading />;
  if (list.isError) return <ErrorPanel onRetry={() => void list.refetch()} />;
  const toggleFailed = refusal(toggle.error);
  return (
    <section aria-labelledby="bo-shop-title">
      <h1 id="bo-shop-title">
        <FormattedMessage id="backoffice.shop.title" />
      </h1>
      <p>
        <FormattedMessage id="backoffice.shop.intro" />
      </p>
      {saved && (
        <p role="status">
          <FormattedMessage id="backoffice.shop.saved" />
        </p>
      )}
      {canWrite && editing === null && (
        <button
          type="button"
          onClick={() => {
            setSaved(false);
            setEditing('new');
          }}
        >
          <FormattedMessage id="backoffice.shop.new" />
        </button>
      )}
      {editing !== null && (
        <CardEditor
          key={editing === 'new' ? 'new' : editing.group}
          card={editing === 'new' ? null : editing}
          readOnly={!canWrite}
          onDone={(ok) => {
            setSaved(ok);
            setEditing(null);
          }}
        />
      )}
      <table className="bo-table" data-testid="shop-cards">
        <caption>{intl.formatMessage({ id: 'backoffice.shop.listCaption' })}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'backoffice.shop.col.card' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'backoffice.shop.col.type' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'backoffice.shop.col.points' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'backoffice.shop.col.sale' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'backoffice.shop.col.state' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'backoffice.shop.col.sales' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'backoffice.shop.col.actions' })}</th>
          </tr>
        </thead>
        <tbody>
          {list.data.map((c) => (
            <tr key={c.id} data-group={c.group}>
              <th scope="row">
                {c.title}
                <br />
                <code>{c.group}</code>
              </th>
              <td>{intl.formatMessage({ id: `backoffice.shop.type.${c.type}` })}</td>
              <td>{intl.formatNumber(c.points)}</td>
              <td>
                {c.sale_end_date ? intl.formatMessage({ id: 'backoffice.shop.saleUntil' }, { date: c.sale_end_date, percent: c.discountPercent ?? 0 }) : '—'}
              </td>
              <td>{intl.formatMessage({ id: c.enabled ? 'backoffice.shop.enabled' : 'backoffice.shop.disabled' })}</td>
              <td>
                {intl.formatMessage({ id: 'backoffice.shop.salesOf' }, { exchanges: c.sales.exchanges, quantity: c.sales.quantity, points: c.sales.points })}
              </td>
              <td className="bo-row-actions">
                <button
                  type="button"
                  className="bo-link-button"
                  aria-label={intl.formatMessage({ id: canWrite ? 'backoffice.shop.editOf' : 'backoffice.shop.viewOf' }, { title: c.title })}
                  onClick={() => {
                    setSaved(false);
                    setEditing(c);
                  }}
                >
                  <FormattedMessage id={canWrite ? 'backoffice.shop.edit' : 'backoffice.shop.view'} />
                </button>{' '}
                {canWrite && (
                  <button
                    type="button"
                    className="bo-link-button"
                    disabled={toggle.isPending}
                    aria-label={intl.formatMessage({ id: c.enabled ? 'backoffice.shop.disableOf' : 'backoffice.shop.enableOf' }, { title: c.title })}
                    onClick={() => toggle.mutate(c)}
                  >
                    <FormattedMessage id={c.enabled ? 'backoffice.shop.disable' : 'backoffice.shop.enable'} />
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {toggle.error ? (
        <p className="bo-error" role="alert">
          {toggleFailed.message ?? Object.values(toggleFailed.fields).flat().join(' ')}
        </p>
      ) : null}
    </section>
  );
}
