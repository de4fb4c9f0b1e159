'use client';

import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { ENABLED_CURRENCIES } from '../../schemas/currency-units';
import { LootboxSetSchema, LootboxSetsSchema, type LootboxSet } from '../../schemas/lootboxes';
import type { StaffRole } from '../../schemas/staff';
import { backofficeFetch } from '../api';
import { Checkbox, NumberInput, TextInput } from '../cms/fields';
import { refusal } from '../promotions/queries';
import { messagesOf, type FieldErrors } from '../promotions/template-form';
import { meQuery } from '../queries';
import { ErrorPanel, Loading } from '../Status';
import { emptySet, probabilities, setValues, validateSet, type SetValues } from './lootbox-form';

/** Who changes sets (the platform's WRITERS in platform/lootboxes/backoffice-routes.ts); support reads. */
const WRITERS: readonly StaffRole[] = ['marketing', 'admin'];
const SETS_KEY = '/api/backoffice/lootbox-sets';

const num = (text: string) => (text.trim() === '' ? NaN : Number(text));

/** The editor of one set (new when `set` is null): its items with weights and each item's chance. */
function SetEditor({ set, readOnly, onDone }: { set: LootboxSet | null; readOnly: boolean; onDone(saved: boolean): void }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const queryClient = useQueryClient();
  const [values, setValuesState] = useState<SetValues>(() => (set ? setValues(set) : emptySet()));
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const change = (v: SetValues) => {
    setValuesState(v);
    setServerErrors({});
  };
  const save = useMutation({
    mutationFn: (body: unknown) => backofficeFetch(set ? `${SETS_KEY}/${set.id}` : SETS_KEY, LootboxSetSchema, { method: set ? 'PUT' : 'POST', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [SETS_KEY] });
      onDone(true);
    },
    onError: (err) => setServerErrors(refusal(err).fields),
  });
  const check = validateSet(values);
  const errors: FieldErrors = { ...(tried && !check.ok ? check.errors : {}), ...serverErrors };
  const chances = probabilities(values.items);
  const setItem = (i: number, patch: Partial<SetValues['items'][number]>) =>
    change({ ...values, items: values.items.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
  const setRule = (i: number, patch: Partial<SetValues['deposit_rules'][number]>) =>
    change({ ...values, deposit_rules: values.deposit_rules.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
  const err = (k: string) => messagesOf(errors, k);
  const own = (k: string) => errors[k] ?? [];
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setServerErrors({});
    if (check.ok) save.mutate(check.body);
  };
  const failed = refusal(save.error).message;
  return (
    <section className="bo-panel" aria-labelledby="bo-set-title">
      <h2 id="bo-set-title">{set ? t('backoffice.lootboxes.editTitle', { title: set.title }) : t('backoffice.lootboxes.newTitle')}</h2>
      <p className="bo-hint">
        <FormattedMessage id="backoffice.lootboxes.issuedKeep" />
      </p>
      <form noValidate onSubmit={onSubmit} data-testid="lootbox-set-form">
        <div className="bo-form-grid">
          <TextInput
            label={t('backoffice.lootboxes.field.title')}
            value={values.title}
            error={own('title')}
            readOnly={readOnly}
            maxLength={120}
            onChange={(v) => change({ ...values, title: v })}
          />
          <TextInput
            label={t('backoffice.lootboxes.field.group_key')}
            value={values.group_key}
            error={own('group_key')}
            hint={t('backoffice.lootboxes.hint.group_key')}
            readOnly={readOnly}
            maxLength={64}
            onChange={(v) => change({ ...values, group_key: v })}
          />
          <NumberInput
            label={t('backoffice.lootboxes.field.valid_hours')}
            value={values.valid_hours}
            error={own('valid_hours')}
            readOnly={readOnly}
            min={1}
            max={24 * 365}
            onChange={(v) => change({ ...values, valid_hours: v })}
          />
          <Checkbox
            label={t('backoffice.lootboxes.field.enabled')}
            checked={values.enabled}
            disabled={readOnly}
            onChange={(v) => change({ ...values, enabled: v })}
          />
        </div>
        <table className="bo-table" data-testid="lootbox-items">
          <caption>{t('backoffice.lootboxes.items')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('backoffice.lootboxes.col.title')}</th>
              <th scope="col">{t('backoffice.lootboxes.col.weight')}</th>
              <th scope="col">{t('backoffice.lootboxes.col.template')}</th>
              <th scope="col">{t('backoffice.lootboxes.col.chance')}</th>
              {!readOnly && <th scope="col">{t('backoffice.lootboxes.col.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {values.items.map((item, i) => {
              const messages = [...own(`items.${i}.title`), ...own(`items.${i}.weight`), ...own(`items.${i}.template_id`)];
              return (
                <tr key={i}>
                  <td>
                    <input
                      aria-label={t('backoffice.lootboxes.itemTitle', { n: i + 1 })}
                      value={item.title}
                      readOnly={readOnly}
                      maxLength={120}
                      aria-invalid={own(`items.${i}.title`).length ? true : undefined}
                      onChange={(e) => setItem(i, { title: e.target.value })}
                    />
                    {messages.length > 0 && <p className="bo-field-error">{messages.join(' ')}</p>}
                  </td>
                  <td>
                    <input
                      type="number"
                      step={1}
                      min={1}
                      aria-label={t('backoffice.lootboxes.itemWeight', { n: i + 1 })}
                      value={Number.isFinite(item.weight) ? item.weight : ''}
                      readOnly={readOnly}
                      aria-invalid={own(`items.${i}.weight`).length ? true : undefined}
                      onChange={(e) => setItem(i, { weight: num(e.target.value) })}
                    />
                  </td>
                  <td>
                    <input
                      type="number"
                      step={1}
                      min={1}
                      aria-label={t('backoffice.lootboxes.itemTemplate', { n: i + 1 })}
                      value={Number.isFinite(item.template_id) ? item.template_id : ''}
                      readOnly={readOnly}
                      aria-invalid={own(`items.${i}.template_id`).length ? true : undefined}
                      onChange={(e) => setItem(i, { template_id: num(e.target.value) })}
                    />
                  </td>
                  <td data-testid={`chance-${i}`}>
                    {chances[i] === null || chances[i] === undefined ? '—' : intl.formatNumber(chances[i]!, { style: 'percent', maximumFractionDigits: 2 })}
                  </td>
                  {!readOnly && (
                    <td>
                      <button type="button" className="bo-link-button" onClick={() => change({ ...values, items: values.items.filter((_, j) => j !== i) })}>
                        {t('backoffice.lootboxes.removeItem', { n: i + 1 })}
                      </button>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
        {own('items').length > 0 && <p className="bo-field-error">{own('items').join(' ')}</p>}
        {!readOnly && (
          <button type="button" onClick={() => change({ ...values, items: [...values.items, { title: '', weight: 1, template_id: NaN }] })}>
            <FormattedMessage id="backoffice.lootboxes.addItem" />
          </button>
        )}
        <fieldset>
          <legend>{t('backoffice.lootboxes.depositRules')}</legend>
          <p className="bo-hint">
            <FormattedMessage id="backoffice.lootboxes.depositRulesHint" />
          </p>
          {values.deposit_rules.map((r, i) => (
            <div key={i} className="bo-currency-row">
              <select
                aria-label={t('backoffice.lootboxes.ruleCurrency', { n: i + 1 })}
                value={r.currency}
                disabled={readOnly}
                onChange={(e) => setRule(i, { currency: e.target.value })}
              >
                {ENABLED_CURRENCIES.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
              <input
                type="number"
                step={1}
                min={1}
                aria-label={t('backoffice.lootboxes.ruleAmount', { n: i + 1 })}
                value={Number.isFinite(r.min_amount_cents) ? r.min_amount_cents : ''}
                readOnly={readOnly}
                onChange={(e) => setRule(i, { min_amount_cents: num(e.target.value) })}
              />
              {!readOnly && (
                <button
                  type="button"
                  className="bo-link-button"
                  onClick={() => change({ ...values, deposit_rules: values.deposit_rules.filter((_, j) => j !== i) })}
                >
                  {t('backoffice.lootboxes.removeRule', { n: i + 1 })}
                </button>
              )}
            </div>
          ))}
          {err('deposit_rules').length > 0 && <p className="bo-field-error">{err('deposit_rules').join(' ')}</p>}
          {!readOnly && (
            <button type="button" onClick={() => change({ ...values, deposit_rules: [...values.deposit_rules, { currency: 'EUR', min_amount_cents: NaN }] })}>
              <FormattedMessage id="backoffice.lootboxes.addRule" />
            </button>
          )}
        </fieldset>
        {Object.keys(errors).length > 0 && (
          <p className="bo-error" role="alert" data-testid="lootbox-errors">
            <FormattedMessage id="backoffice.shop.fixFields" values={{ n: Object.keys(errors).length }} />
          </p>
        )}
        {failed && (
          <p className="bo-error" role="alert">
            {failed}
          </p>
        )}
        <div className="bo-actions">
          {!readOnly && (
            <button type="submit" disabled={save.isPending}>
              <FormattedMessage id="backoffice.lootboxes.save" />
            </button>
          )}
          <button type="button" className="bo-link-button" onClick={() => onDone(false)}>
            <FormattedMessage id="backoffice.shop.close" />
          </button>
        </div>
      </form>
    </section>
  );
}

/** Marketing's loot-box sets (GET/POST/PUT /api/backoffice/lootbox-sets): items, weights and each item's chance. */
export function LootboxSetsPage() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const me = useQuery(meQuery());
  const list = useQuery({ queryKey: [SETS_KEY], queryFn: ({ signal }) => backofficeFetch(SETS_KEY, LootboxSetsSchema, { signal }) });
  const [editing, setEditing] = useState<LootboxSet | 'new' | null>(null);
  const [saved, setSaved] = useState(false);
  const canWrite = me.data ? WRITERS.includes(me.data.staff.role) : false;
  if (list.isPending) return <Loading />;
  if (list.isError) return <ErrorPanel onRetry={() => void list.refetch()} />;
  return (
    <section aria-labelledby="bo-lootboxes-title">
      <h1 id="bo-lootboxes-title">
        <FormattedMessage id="backoffice.lootboxes.title" />
      </h1>
      <p>
        <FormattedMessage id="backoffice.lootboxes.intro" />
      </p>
      {saved && (
        <p role="status">
          <FormattedMessage id="backoffice.lootboxes.saved" />
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
          <FormattedMessage id="backoffice.lootboxes.new" />
        </button>
      )}
      {editing !== null && (
        <SetEditor
          key={editing === 'new' ? 'new' : editing.id}
          set={editing === 'new' ? null : editing}
          readOnly={!canWrite}
          onDone={(ok) => {
            setSaved(ok);
            setEditing(null);
          }}
        />
      )}
      <table className="bo-table" data-testid="lootbox-sets">
        <caption>{t('backoffice.lootboxes.listCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('backoffice.lootboxes.col.set')}</th>
            <th scope="col">{t('backoffice.lootboxes.col.items')}</th>
            <th scope="col">{t('backoffice.lootboxes.col.valid')}</th>
            <th scope="col">{t('backoffice.shop.col.state')}</th>
            <th scope="col">{t('backoffice.lootboxes.col.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {list.data.map((s) => {
            const chances = probabilities(s.items);
            return (
              <tr key={s.id} data-set={s.group_key}>
                <th scope="row">
                  {s.title}
                  <br />
                  <code>{s.group_key}</code>
                </th>
                <td>
                  {s.items
                    .map((i, n) => `${i.title} (${chances[n] === null ? '—' : intl.formatNumber(chances[n]!, { style: 'percent', maximumFractionDigits: 2 })})`)
                    .join(', ')}
                </td>
                <td>{t('backoffice.lootboxes.hours', { n: s.valid_hours })}</td>
                <td>{t(s.enabled ? 'backoffice.lootboxes.enabled' : 'backoffice.shop.disabled')}</td>
                <td>
                  <button
                    type="button"
                    className="bo-link-button"
                    aria-label={t(canWrite ? 'backoffice.shop.editOf' : 'backoffice.shop.viewOf', { title: s.title })}
                    onClick={() => {
                      setSaved(false);
                      setEditing(s);
                    }}
                  >
                    <FormattedMessage id={canWrite ? 'backoffice.shop.edit' : 'backoffice.shop.view'} />
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
