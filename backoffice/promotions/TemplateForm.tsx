'use client';

import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ENABLED_CURRENCIES, FALLBACK_CURRENCY } from '../../schemas/currency-units';
import type { Contribution } from '../../schemas/gifts';
import { Checkbox, DateTimeInput, GroupIdsInput, NumberInput, Select, TextInput } from '../cms/fields';
import { majorText, messagesOf, minorOf, otherMessages, sectionFields, type FieldErrors, type TemplateField, type TemplateValues } from './template-form';

/** A label from the catalog (`backoffice.promo.<group>.<key>`), or the key as written when the catalog has none. */
export function usePromoLabel() {
  const intl = useIntl();
  return (group: string, key: string) => {
    const id = `backoffice.promo.${group}.${key}`;
    return intl.messages[id] ? intl.formatMessage({ id }) : key;
  };
}

/** Amounts per currency, typed in the currency's units (100 = 100.00 EUR) and kept in minor units. */
function PerCurrencyInput({
  label,
  value,
  onChange,
  error,
  readOnly,
}: {
  label: string;
  value: Record<string, number>;
  onChange(v: Record<string, number>): void;
  error: string[];
  readOnly: boolean;
}) {
  const intl = useIntl();
  const [texts, setTexts] = useState<Record<string, string>>(() => Object.fromEntries(Object.entries(value).map(([c, v]) => [c, majorText(v, c)])));
  const [bad, setBad] = useState<Record<string, boolean>>({});
  const used = Object.keys(texts);
  const free = ENABLED_CURRENCIES.filter((c) => !used.includes(c));
  // EUR first (the house's fallback currency), else the first currency not used yet.
  const [adding, setAdding] = useState<string>(FALLBACK_CURRENCY);
  const put = (next: Record<string, string>) => {
    setTexts(next);
    const out: Record<string, number> = {};
    const wrong: Record<string, boolean> = {};
    for (const [c, t] of Object.entries(next)) {
      // A row not filled in yet is "not given" (the schema then says whether the field needs it).
      if (t.trim() === '') continue;
      const minor = minorOf(t, c);
      if (minor === null) wrong[c] = true;
      else out[c] = minor;
    }
    setBad(wrong);
    onChange(out);
  };
  const badText = Object.keys(bad).map((c) => `${c}: ${intl.formatMessage({ id: 'backoffice.promo.badAmount' })}`);
  return (
    <fieldset className="bo-per-currency">
      <legend>{label}</legend>
      {used.length === 0 && (
        <p className="bo-hint">
          <FormattedMessage id="backoffice.promo.noCurrencies" />
        </p>
      )}
      {used.map((c) => (
        <div key={c} className="bo-currency-row">
          <label>
            <span className="bo-currency-code">{c}</span>
            <input
              inputMode="decimal"
              aria-label={`${label} ${c}`}
              value={texts[c]}
              readOnly={readOnly}
              aria-invalid={bad[c] ? true : undefined}
              onChange={(e) => put({ ...texts, [c]: e.target.value })}
            />
          </label>
          {!readOnly && (
            <button
              type="button"
              className="bo-link-button"
              onClick={() => put(Object.fromEntries(Object.entries(texts).filter(([k]) => k !== c)))}
              aria-label={intl.formatMessage({ id: 'backoffice.promo.removeCurrency' }, { field: label, currency: c })}
            >
              ×
            </button>
          )}
        </div>
      ))}
      {!readOnly && free.length > 0 && (
        <div className="bo-currency-add">
          <select
            aria-label={intl.formatMessage({ id: 'backoffice.promo.currencyToAdd' }, { field: label })}
            value={free.includes(adding as never) ? adding : free[0]}
            onChange={(e) => setAdding(e.target.value)}
          >
            {free.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
          <button
            type="button"
            onClick={() => {
              const c = free.includes(adding as never) ? adding : free[0]!;
              setTexts({ ...texts, [c]: '' });
            }}
          >
            <FormattedMessage id="backoffice.promo.addCurrency" values={{ field: label }} />
          </button>
        </div>
      )}
      {[...error, ...badText].length > 0 && <p className="bo-field-error">{[...error, ...badText].join(' ')}</p>}
    </fieldset>
  );
}

/** A list typed with commas ("DE, NZ"); currencies and countries upper-cased. */
function ListInput({
  label,
  value,
  onChange,
  error,
  readOnly,
  upper,
}: {
  label: string;
  value: string[];
  onChange(v: string[]): void;
  error: string[];
  readOnly: boolean;
  upper: boolean;
}) {
  const [text, setText] = useState(value.join(', '));
  return (
    <TextInput
      label={label}
      value={text}
      error={error}
      readOnly={readOnly}
      hint={<FormattedMessage id="backoffice.promo.listHint" />}
      onChange={(t) => {
        setText(t);
        onChange(
          t
            .split(/[\s,;]+/)
            .map((s) => (upper ? s.trim().toUpperCase() : s.trim()))
            .filter(Boolean),
        );
      }}
    />
  );
}

/** What counts toward wagering: rows of category or provider, its key and a percent. */
function ContributionsInput({
  label,
  value,
  onChange,
  error,
  readOnly,
}: {
  label: string;
  value: Contribution[];
  onChange(v: Contribution[]): void;
  error: string[];
  readOnly: boolean;
}) {
  const intl = useIntl();
  const set = (i: number, patch: Partial<Contribution>) => onChange(value.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset>
      <legend>{label}</legend>
      {value.length === 0 && (
        <p className="bo-hint">
          <FormattedMessage id="backoffice.promo.contributionsNone" />
        </p>
      )}
      {value.map((r, i) => (
        <div key={i} className="bo-currency-row">
          <select
            aria-label={intl.formatMessage({ id: 'backoffice.promo.contribution.kind' }, { n: i + 1 })}
            value={r.kind}
            disabled={readOnly}
            onChange={(e) => set(i, { kind: e.target.value as Contribution['kind'] })}
          >
            <option value="category">{intl.formatMessage({ id: 'backoffice.promo.contribution.category' })}</option>
            <option value="provider">{intl.formatMessage({ id: 'backoffice.promo.contribution.provider' })}</option>
          </select>
          <input
            aria-label={intl.formatMessage({ id: 'backoffice.promo.contribution.key' }, { n: i + 1 })}
            value={r.key}
            readOnly={readOnly}
            onChange={(e) => set(i, { key: e.target.value })}
          />
          <input
            aria-label={intl.formatMessage({ id: 'backoffice.promo.contribution.percent' }, { n: i + 1 })}
            type="number"
            min={0}
            max={100}
            value={Number.isFinite(r.percent) ? r.percent : ''}
            readOnly={readOnly}
            onChange={(e) => set(i, { percent: e.target.value === '' ? NaN : Number(e.target.value) })}
          />
          {!readOnly && (
            <button type="button" className="bo-link-button" onClick={() => onChange(value.filter((_, j) => j !== i))}>
              <FormattedMessage id="backoffice.promo.remove" />
            </button>
          )}
        </div>
      ))}
      {!readOnly && (
        <button type="button" onClick={() => onChange([...value, { kind: 'category', key: '', percent: 100 }])}>
          <FormattedMessage id="backoffice.promo.contribution.add" />
        </button>
      )}
      {error.length > 0 && <p className="bo-field-error">{error.join(' ')}</p>}
    </fieldset>
  );
}

/** One field of the generated form, drawn by its kind (read from the schema). */
function TemplateInput({
  field,
  value,
  onChange,
  error,
  readOnly,
}: {
  field: TemplateField;
  value: unknown;
  onChange(v: unknown): void;
  error: string[];
  readOnly: boolean;
}) {
  const label = usePromoLabel();
  const intl = useIntl();
  const name = label('field', field.key);
  const bounds = field.min !== undefined || field.max !== undefined ? `${field.min ?? '…'}–${field.max ?? '…'}` : undefined;
  switch (field.kind) {
    case 'text':
      return (
        <TextInput
          label={name}
          value={typeof value === 'string' ? value : ''}
          error={error}
          readOnly={readOnly}
          maxLength={field.max}
          onChange={(v) => onChange(field.nullable && v.trim() === '' ? null : v)}
        />
      );
    case 'int':
      return (
        <NumberInput
          label={name}
          value={typeof value === 'number' ? value : NaN}
          error={error}
          readOnly={readOnly}
          min={field.min}
          max={field.max}
          hint={bounds}
          onChange={(v) => onChange(Number.isNaN(v) && field.nullable ? null : v)}
        />
      );
    case 'bool':
      return <Checkbox label={name} checked={value === true} disabled={readOnly} onChange={onChange} />;
    case 'enum':
      return (
        <Select
          label={name}
          value={String(value ?? '')}
          error={error}
          disabled={readOnly}
          options={(field.options ?? []).map((o) => ({ value: o, label: label(field.key, o) }))}
          onChange={onChange}
        />
      );
    case 'datetime':
      return <DateTimeInput label={name} value={typeof value === 'string' ? value : null} error={error} readOnly={readOnly} onChange={onChange} />;
    case 'per_currency':
      return <PerCurrencyInput label={name} value={(value as Record<string, number>) ?? {}} error={error} readOnly={readOnly} onChange={onChange} />;
    case 'ids':
      return (
        <GroupIdsInput
          label={name}
          value={(value as number[]) ?? []}
          error={error}
          readOnly={readOnly}
          onChange={onChange}
          hint={intl.formatMessage({ id: 'backoffice.promo.idsHint' })}
        />
      );
    case 'list':
      return (
        <ListInput
          label={name}
          value={(value as string[]) ?? []}
          error={error}
          readOnly={readOnly}
          onChange={onChange}
          upper={!!field.itemOptions || field.key === 'countries'}
        />
      );
    case 'contributions':
      return <ContributionsInput label={name} value={(value as Contribution[]) ?? []} error={error} readOnly={readOnly} onChange={onChange} />;
  }
}

/**
 * The template form, generated from the body schema (template-form.ts): a section per group, a
 * field per key, messages beside each field (the schema's while typing after the first save
 * attempt, the platform's 422 after a save), and the save button for writers only.
 */
export function TemplateForm({
  values,
  onChange,
  errors,
  readOnly,
  saving,
  onSubmit,
  submitLabel,
}: {
  values: TemplateValues;
  onChange(v: TemplateValues): void;
  errors: FieldErrors;
  readOnly: boolean;
  saving: boolean;
  onSubmit(): void;
  submitLabel: string;
}) {
  const label = usePromoLabel();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  const rest = otherMessages(errors);
  return (
    <form className="bo-template-form" noValidate onSubmit={submit} data-testid="template-form">
      {sectionFields().map(([section, fields]) => (
        <fieldset key={section} className="bo-template-section">
          <legend>{label('section', section)}</legend>
          <div className="bo-form-grid">
            {fields.map((f) => (
              <div key={f.key} className={f.kind === 'per_currency' || f.kind === 'contributions' ? 'bo-wide' : undefined}>
                <TemplateInput
                  field={f}
                  value={values[f.key]}
                  error={messagesOf(errors, f.key)}
                  readOnly={readOnly}
                  onChange={(v) => onChange({ ...values, [f.key]: v })}
                />
              </div>
            ))}
          </div>
        </fieldset>
      ))}
      {rest.length > 0 && (
        <p className="bo-error" role="alert">
          {rest.join(' ')}
        </p>
      )}
      {Object.keys(errors).length > 0 && (
        <p className="bo-error" role="alert" data-testid="template-errors">
          <FormattedMessage id="backoffice.promo.fixFields" values={{ n: Object.keys(errors).length }} />
        </p>
      )}
      {!readOnly && (
        <div className="bo-actions">
          <button type="submit" disabled={saving}>
            {submitLabel}
          </button>
        </div>
      )}
    </form>
  );
}
