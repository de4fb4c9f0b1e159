'use client';

import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { WIDGET_ONE_OF, WIDGET_PARAM_FIELDS, WIDGET_PARAMS, type ParamField, type WidgetName } from '../../schemas/widget-params';
import { useCatalogue, type CatalogueOptions } from './catalogue';
import { CataloguePicker } from './CataloguePicker';
import { issueText } from './issue-text';
import { filledParams, validateParams, type ParamProblem } from './param-fields';

/** A param's label: its translated name when the catalog has one, else the key as written. */
export function useParamLabel() {
  const intl = useIntl();
  return (key: string) => {
    const id = `backoffice.cms.param.${key}`;
    return intl.messages[id] ? intl.formatMessage({ id }) : key;
  };
}

function FieldInput({
  field,
  id,
  value,
  onChange,
  invalid,
  describedBy,
  pickFrom,
}: {
  field: ParamField;
  id: string;
  value: string;
  onChange(v: string): void;
  invalid: boolean;
  describedBy: string | undefined;
  pickFrom: CatalogueOptions | undefined;
}) {
  const intl = useIntl();
  const common = { id, 'aria-invalid': invalid ? true : undefined, 'aria-describedby': describedBy } as const;
  // A param naming a catalogue entry is picked from the catalogue's list rather than typed blind.
  if (field.ref)
    return <CataloguePicker id={id} value={value} onChange={onChange} options={pickFrom?.[field.ref]} invalid={invalid} describedBy={describedBy} />;
  const unset =
    field.default !== undefined
      ? intl.formatMessage({ id: 'backoffice.cms.palette.default' }, { value: String(field.default) })
      : intl.formatMessage({ id: 'backoffice.cms.palette.none' });
  switch (field.kind) {
    case 'enum':
      return (
        <select {...common} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{unset}</option>
          {field.options!.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      );
    case 'bool':
      return (
        <select {...common} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{unset}</option>
          <option value="true">{intl.formatMessage({ id: 'backoffice.cms.yes' })}</option>
          <option value="false">{intl.formatMessage({ id: 'backoffice.cms.no' })}</option>
        </select>
      );
    case 'int':
      return (
        <input
          {...common}
          type="number"
          inputMode="numeric"
          value={value}
          min={field.min}
          max={field.max}
          step={1}
          placeholder={field.default !== undefined ? String(field.default) : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    default:
      return <input {...common} type="text" value={value} maxLength={field.max} onChange={(e) => onChange(e.target.value)} />;
  }
}

/**
 * The form generated from a widget's params (WIDGET_PARAM_FIELDS): one labelled input per param
 * (text, whole number, choice, yes/no, or a searchable picker of the game catalogue for a
 * category, collection or provider), the params schema's own messages under each field as the
 * editor types (and "no such category" for a name the catalogue lacks), and submit only when
 * the schema and the catalogue accept the values. `onSubmit` gets the filled params (empty ones
 * left out, so defaults apply).
 */
export function ParamsForm({
  widget,
  initial = {},
  submitLabel,
  onSubmit,
  onCancel,
}: {
  widget: WidgetName;
  initial?: Record<string, string>;
  submitLabel: string;
  onSubmit(params: Record<string, string>): void;
  onCancel?: () => void;
}) {
  const fields = WIDGET_PARAM_FIELDS[widget];
  const schema = WIDGET_PARAMS[widget];
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const catalogue = useCatalogue();
  const errors = useMemo(
    () => validateParams(schema, values, catalogue ? { widget, catalogue: catalogue.keys } : undefined),
    [schema, values, widget, catalogue],
  );
  const intl = useIntl();
  const text = (problems: ParamProblem[]) => problems.map((p) => issueText(intl, { name: widget, ...p })).join(' ');
  const label = useParamLabel();
  const base = useId();
  const oneOf = WIDGET_ONE_OF[widget];
  const formError = [
    text(errors[''] ?? []),
    ...Object.entries(errors).flatMap(([k, m]) => (k && !fields.some((f) => f.key === k) ? [`${k}: ${text(m)}`] : [])),
  ].filter(Boolean);

  return (
    <form
      className="bo-params"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setSubmitted(true);
        if (Object.keys(errors).length === 0) onSubmit(filledParams(values));
      }}
    >
      {fields.length === 0 && (
        <p className="bo-hint">
          <FormattedMessage id="backoffice.cms.palette.noParams" />
        </p>
      )}
      {oneOf && (
        <p className="bo-hint">
          <FormattedMessage id="backoffice.cms.palette.oneOf" values={{ keys: oneOf.join(', ') }} />
        </p>
      )}
      {fields.map((f, i) => {
        const id = `${base}-${i}`;
        const shown = (submitted || touched[f.key]) && errors[f.key];
        const bounds =
          f.min !== undefined || f.max !== undefined ? (f.kind === 'int' ? `${f.min ?? '…'}–${f.max ?? '…'}` : f.max !== undefined ? `≤ ${f.max}` : '') : '';
        return (
          <div key={f.key} className="bo-field" onBlur={() => setTouched((t) => ({ ...t, [f.key]: true }))}>
            <label htmlFor={id}>
              {label(f.key)}
              {f.required && (
                <span className="bo-required">
                  {' '}
                  <FormattedMessage id="backoffice.cms.required" />
                </span>
              )}
            </label>
            <FieldInput
              field={f}
              id={id}
              value={values[f.key] ?? ''}
              onChange={(v) => setValues((s) => ({ ...s, [f.key]: v }))}
              invalid={!!shown}
              describedBy={`${id}-msg`}
              pickFrom={catalogue?.options}
            />
            {shown ? (
              <p id={`${id}-msg`} className="bo-field-error">
                {text(shown)}
              </p>
            ) : (
              <p id={`${id}-msg`} className="bo-hint">
                <code>{f.key}</code>
                {bounds && ` · ${bounds}`}
              </p>
            )}
          </div>
        );
      })}
      {submitted && formError.length > 0 && (
        <p className="bo-error" role="alert">
          {formError.join(' ')}
        </p>
      )}
      <div className="bo-actions">
        <button type="submit">{submitLabel}</button>
        {onCancel && (
          <button type="button" className="bo-link-button" onClick={onCancel}>
            <FormattedMessage id="backoffice.cms.cancel" />
          </button>
        )}
      </div>
    </form>
  );
}
