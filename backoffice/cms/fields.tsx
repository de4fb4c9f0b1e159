'use client';

import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { browserTimeZone, fromLocalInput, toLocalInput } from './text';

/** A label, the control, and either its error or a hint under it, tied together for assistive technology. */
function Field({
  label,
  error,
  hint,
  children,
  id,
}: {
  label: ReactNode;
  error?: string[] | undefined;
  hint?: ReactNode;
  children: (a11y: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
  id?: string;
}) {
  const auto = useId();
  const fid = id ?? auto;
  const msg = error?.length || hint ? `${fid}-msg` : undefined;
  return (
    <div className="bo-field">
      <label htmlFor={fid}>{label}</label>
      {children({ id: fid, ...(error?.length ? { 'aria-invalid': true as const } : {}), ...(msg ? { 'aria-describedby': msg } : {}) })}
      {error?.length ? (
        <p id={msg} className="bo-field-error">
          {error.join(' ')}
        </p>
      ) : hint ? (
        <p id={msg} className="bo-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function TextInput({
  label,
  value,
  onChange,
  error,
  hint,
  readOnly,
  maxLength,
  placeholder,
  type = 'text',
}: {
  label: ReactNode;
  value: string;
  onChange(v: string): void;
  error?: string[] | undefined;
  hint?: ReactNode;
  readOnly?: boolean;
  maxLength?: number;
  placeholder?: string;
  type?: 'text' | 'url';
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(a) => (
        <input
          {...a}
          type={type}
          value={value}
          readOnly={readOnly}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

export function TextArea({
  label,
  value,
  onChange,
  error,
  hint,
  readOnly,
  rows = 3,
  code,
}: {
  label: ReactNode;
  value: string;
  onChange(v: string): void;
  error?: string[] | undefined;
  hint?: ReactNode;
  readOnly?: boolean;
  rows?: number;
  code?: boolean;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(a) => (
        <textarea
          {...a}
          className={code ? 'bo-code-input' : undefined}
          spellCheck={!code}
          rows={rows}
          value={value}
          readOnly={readOnly}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

export function NumberInput({
  label,
  value,
  onChange,
  error,
  hint,
  readOnly,
  min,
  max,
}: {
  label: ReactNode;
  value: number;
  onChange(v: number): void;
  error?: string[] | undefined;
  hint?: ReactNode;
  readOnly?: boolean;
  min?: number;
  max?: number;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(a) => (
        <input
          {...a}
          type="number"
          step={1}
          min={min}
          max={max}
          value={Number.isFinite(value) ? value : ''}
          readOnly={readOnly}
          onChange={(e) => onChange(e.target.value === '' ? NaN : Number(e.target.value))}
        />
      )}
    </Field>
  );
}

export function Select<V extends string>({
  label,
  value,
  options,
  onChange,
  error,
  hint,
  disabled,
}: {
  label: ReactNode;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange(v: V): void;
  error?: string[] | undefined;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(a) => (
        <select {...a} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value as V)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function Checkbox({
  label,
  checked,
  onChange,
  disabled,
  hint,
}: {
  label: ReactNode;
  checked: boolean;
  onChange(v: boolean): void;
  disabled?: boolean;
  hint?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="bo-field">
      <label className="bo-check" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby={hint ? `${id}-msg` : undefined}
        />
        {label}
      </label>
      {hint && (
        <p id={`${id}-msg`} className="bo-hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * A date and time in the browser's time zone (named under the field), stored as an ISO timestamp;
 * empty means "no limit on this side".
 */
export function DateTimeInput({
  label,
  value,
  onChange,
  error,
  readOnly,
}: {
  label: ReactNode;
  value: string | null;
  onChange(v: string | null): void;
  error?: string[] | undefined;
  readOnly?: boolean;
}) {
  return (
    <Field label={label} error={error} hint={<FormattedMessage id="backoffice.cms.timeZone" values={{ zone: browserTimeZone() }} />}>
      {(a) => <input {...a} type="datetime-local" value={toLocalInput(value)} readOnly={readOnly} onChange={(e) => onChange(fromLocalInput(e.target.value))} />}
    </Field>
  );
}

/** Parses "257, 258 259" into ids; null when a part is not a positive whole number. */
export function parseIdList(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  const ids = parts.map((p) => (/^\d{1,10}$/.test(p) ? Number(p) : NaN));
  return ids.some((n) => !Number.isSafeInteger(n) || n <= 0) ? null : ids;
}

/** Player group ids as a comma-separated list; the typed text stays while it does not parse. */
export function GroupIdsInput({
  label,
  value,
  onChange,
  error,
  hint,
  readOnly,
}: {
  label: ReactNode;
  value: number[];
  onChange(v: number[]): void;
  error?: string[] | undefined;
  hint?: ReactNode;
  readOnly?: boolean;
}) {
  const intl = useIntl();
  const [text, setText] = useState(value.join(', '));
  const [bad, setBad] = useState(false);
  return (
    <Field label={label} error={bad ? [intl.formatMessage({ id: 'backoffice.cms.badIds' })] : error} hint={hint}>
      {(a) => (
        <input
          {...a}
          inputMode="numeric"
          value={text}
          readOnly={readOnly}
          placeholder="257, 258"
          onChange={(e) => {
            setText(e.target.value);
            const ids = parseIdList(e.target.value);
            setBad(ids === null);
            if (ids) onChange(ids);
          }}
        />
      )}
    </Field>
  );
}
