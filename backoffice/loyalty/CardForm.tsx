'use client';

import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ENABLED_CURRENCIES, FALLBACK_CURRENCY } from '../../schemas/currency-units';
import type { CompCardType } from '../../schemas/loyalty';
import { Checkbox, GroupIdsInput, NumberInput, Select, TextInput } from '../cms/fields';
import { majorText, messagesOf, minorOf, type FieldErrors } from '../promotions/template-form';
import { cardSections, otherCardMessages, type CardField, type CardValues } from './card-form';

type Price = { currency: string; amount_cents: number };

/** A label from the catalog (`backoffice.shop.<group>.<key>`), or the key as written when the catalog has none. */
function useShopLabel() {
  const intl = useIntl();
  return (group: string, key: string) => {
    const id = `backoffice.shop.${group}.${key}`;
    return intl.messages[id] ? intl.formatMessage({ id }) : key;
  };
}

/** A money card's prices: a row per currency, typed in the currency's units and kept in minor units. */
function PricesInput({
  label,
  value,
  onChange,
  error,
  readOnly,
}: {
  label: string;
  value: Price[];
  onChange(v: Price[]): void;
  error: string[];
  readOnly: boolean;
}) {
  const intl = useIntl();
  const [texts, setTexts] = useState<[string, string][]>(() => value.map((p) => [p.currency, majorText(p.amount_cents, p.currency)]));
  const free = ENABLED_CURRENCIES.filter((c) => !texts.some(([k]) => k === c));
  const [adding, setAdding] = useState<string>(free.includes(FALLBACK_CURRENCY) ? FALLBACK_CURRENCY : (free[0] ?? ''));
  const put = (next: [string, string][]) => {
    setTexts(next);
    // A typed text that is no amount goes as -1, which the schema refuses beside the row.
    onChange(next.filter(([, t]) => t.trim() !== '').map(([currency, t]) => ({ currency, amount_cents: minorOf(t, currency) ?? -1 })));
  };
  return (
    <fieldset className="bo-per-currency">
      <legend>{label}</legend>
      {texts.map(([c, t], i) => (
        <div key={c} className="bo-currency-row">
          <label>
            <span className="bo-currency-code">{c}</span>
            <input
              inputMode="decimal"
              aria-label={`${label} ${c}`}
              value={t}
              readOnly={readOnly}
              onChange={(e) => put(texts.map((r, j) => (j === i ? [c, e.target.value] : r)))}
            />
          </label>
          {!readOnly && (
            <button type="button" className="bo-link-button" onClick={() => put(texts.filter((_, j) => j !== i))}>
              <FormattedMessage id="backoffice.shop.removePrice" values={{ currency: c }} />
            </button>
          )}
        </div>
      ))}
      {!readOnly && free.length > 0 && (
        <div className="bo-currency-row">
          <select aria-label={intl.formatMessage({ id: 'backoffice.shop.priceCurrency' })} value={adding} onChange={(e) => setAdding(e.target.value)}>
            {free.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
          <button
            type="button"
            onClick={() => {
              const c = free.find((x) => x === adding) ?? free[0]!;
              setTexts([...texts, [c, '']]);
              setAdding(free.find((x) => x !== c) ?? '');
            }}
          >
            <FormattedMessage id="backoffice.shop.addPrice" />
          </button>
        </div>
      )}
      {error.length > 0 && <p className="bo-field-error">{error.join(' ')}</p>}
    </fieldset>
  );
}

/** A list of choices from the schema (tags) as checkboxes. */
function ChoicesInput({
  label,
  options,
  value,
  onChange,
  readOnly,
}: {
  label: string;
  options: readonly string[];
  value: string[];
  onChange(v: string[]): void;
  readOnly: boolean;
}) {
  const name = useShopLabel();
  return (
    <fieldset className="bo-field">
      <legend>{label}</legend>
      {options.map((o) => (
        <Checkbox
          key={o}
          label={name('tag', o)}
          checked={value.includes(o)}
          disabled={readOnly}
          onChange={(on) => onChange(on ? [...value, o] : value.filter((x) => x !== o))}
        />
      ))}
    </fieldset>
  );
}

/** Free text items (games as provider:game), comma-separated. */
function ListInput({
  label,
  value,
  onChange,
  error,
  readOnly,
}: {
  label: string;
  value: string[];
  onChange(v: string[]): void;
  error: string[];
  readOnly: boolean;
}) {
  const [text, setText] = useState(value.join(', '));
  return (
    <TextInput
      label={label}
      value={text}
      error={error}
      readOnly={readOnly}
      hint={<FormattedMessage id="backoffice.shop.gamesHint" />}
      onChange={(t) => {
        setText(t);
        onChange(
          t
            .split(/[\s,;]+/)
            .map((s) => s.trim())
            .filter(Boolean),
        );
      }}
    />
  );
}

/** One field of the generated form, drawn by its kind (read from the schema). */
function CardInput({
  field,
  value,
  onChange,
  error,
  readOnly,
}: {
  field: CardField;
  value: unknown;
  onChange(v: unknown): void;
  error: string[];
  readOnly: boolean;
}) {
  const label = useShopLabel();
  const intl = useIntl();
  const name = label('field', field.key);
  const hint = intl.messages[`backoffice.shop.hint.${field.key}`] ? intl.formatMessage({ id: `backoffice.shop.hint.${field.key}` }) : undefined;
  switch (field.kind) {
    case 'int':
      return (
        <NumberInput
          label={name}
          value={typeof value === 'number' ? value : NaN}
          error={error}
          readOnly={readOnly}
          max={field.max}
          hint={hint}
          onChange={(v) => onChange(Number.isNaN(v) && field.nullable ? null : v)}
        />
      );
    case 'bool':
      return <Checkbox label={name} checked={value === true} disabled={readOnly} onChange={onChange} hint={hint} />;
    case 'enum':
      return (
        <Select
          label={name}
          value={String(value ?? '')}
          error={error}
          disabled={readOnly}
          options={(field.options ?? []).map((o) => ({ value: o, label: label('type', o) }))}
          onChange={onChange}
        />
      );
    case 'prices':
      return <PricesInput label={name} value={(value as Price[]) ?? []} error={error} readOnly={readOnly} onChange={onChange} />;
    case 'ids':
      return <GroupIdsInput label={name} value={(value as number[]) ?? []} error={error} readOnly={readOnly} onChange={onChange} hint={hint} />;
    case 'list':
      return field.itemOptions ? (
        <ChoicesInput label={name} options={field.itemOptions} value={(value as string[]) ?? []} readOnly={readOnly} onChange={onChange} />
      ) : (
        <ListInput label={name} value={(value as string[]) ?? []} error={error} readOnly={readOnly} onChange={onChange} />
      );
    default:
      return (
        <TextInput
          label={name}
          value={typeof value === 'string' ? value : ''}
          error={error}
          hint={hint}
          readOnly={readOnly}
          maxLength={field.max}
          onChange={(v) => onChange(field.nullable && v.trim() === '' ? null : v)}
        />
      );
  }
}

/**
 * The shop-card form, generated from the card schema (card-form.ts): a section per group, the
 * fields the card's type uses, messages beside each field, and the save button for writers only.
 */
export function CardForm({
  values,
  onChange,
  errors,
  readOnly,
  saving,
  onSubmit,
  groupLocked,
}: {
  values: CardValues;
  onChange(v: CardValues): void;
  errors: FieldErrors;
  readOnly: boolean;
  saving: boolean;
  onSubmit(): void;
  /** An existing card keeps its group (the group is what a PUT replaces by). */
  groupLocked: boolean;
}) {
  const label = useShopLabel();
  const type = (values.type as CompCardType) ?? 'money';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  const rest = otherCardMessages(errors, type);
  return (
    <form className="bo-template-form" noValidate onSubmit={submit} data-testid="card-form">
      {cardSections(type).map(([section, fields]) => (
        <fieldset key={section} className="bo-template-section">
          <legend>{label('section', section)}</legend>
          <div className="bo-form-grid">
            {fields.map((f) => (
              <div key={f.key} className={f.kind === 'prices' ? 'bo-wide' : undefined}>
                <CardInput
                  field={f}
                  value={values[f.key]}
                  error={messagesOf(errors, f.key)}
                  readOnly={readOnly || (groupLocked && f.key === 'group')}
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
        <p className="bo-error" role="alert" data-testid="card-errors">
          <FormattedMessage id="backoffice.shop.fixFields" values={{ n: Object.keys(errors).length }} />
        </p>
      )}
      {!readOnly && (
        <div className="bo-actions">
          <button type="submit" disabled={saving}>
            <FormattedMessage id="backoffice.shop.save" />
          </button>
        </div>
      )}
    </form>
  );
}
