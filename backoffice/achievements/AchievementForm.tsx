'use client';

import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DEFAULT_LOCALE, LOCALES } from '../../schemas/locales';
import { Checkbox, NumberInput, Select, TextArea, TextInput } from '../cms/fields';
import {
  achievementSections,
  fixedThreshold,
  messagesAt,
  otherMessages,
  type AchievementField,
  type AchievementTexts,
  type AchievementValues,
  type FieldErrors,
} from './achievement-form';

/** A label from the catalog (`backoffice.achievements.<group>.<key>`), or the key as written when the catalog has none. */
export function useAchievementLabel() {
  const intl = useIntl();
  return (group: string, key: string, values?: Record<string, string>) => {
    const id = `backoffice.achievements.${group}.${key}`;
    return intl.messages[id] ? intl.formatMessage({ id }, values) : key;
  };
}

/** The title and description of every locale (English first: it is the fallback every other locale shows). */
function TextsInput({
  value,
  onChange,
  errors,
  readOnly,
}: {
  value: AchievementTexts;
  onChange(v: AchievementTexts): void;
  errors: FieldErrors;
  readOnly: boolean;
}) {
  const label = useAchievementLabel();
  return (
    <div className="bo-form-grid">
      {LOCALES.map((l) => (
        <fieldset key={l} className="bo-achievement-locale">
          <legend>{label('locale', l === DEFAULT_LOCALE ? 'default' : 'other', { locale: l })}</legend>
          <TextInput
            label={label('field', 'title', { locale: l })}
            value={value[l].title}
            maxLength={80}
            readOnly={readOnly}
            error={messagesAt(errors, `texts.${l}.title`)}
            onChange={(title) => onChange({ ...value, [l]: { ...value[l], title } })}
          />
          <TextArea
            label={label('field', 'description', { locale: l })}
            value={value[l].description}
            rows={2}
            readOnly={readOnly}
            error={messagesAt(errors, `texts.${l}.description`)}
            onChange={(description) => onChange({ ...value, [l]: { ...value[l], description } })}
          />
        </fieldset>
      ))}
    </div>
  );
}

/** One field of the generated form, drawn by its kind (read from the schema). */
function AchievementInput({
  field,
  values,
  onChange,
  errors,
  readOnly,
}: {
  field: AchievementField;
  values: AchievementValues;
  onChange(v: unknown): void;
  errors: FieldErrors;
  readOnly: boolean;
}) {
  const label = useAchievementLabel();
  const name = label('field', field.key);
  const value = values[field.key];
  const error = messagesAt(errors, field.key);
  const hint = label('hint', field.key);
  const hintText = hint === field.key ? undefined : hint;
  switch (field.kind) {
    case 'texts':
      return <TextsInput value={values.texts} errors={errors} readOnly={readOnly} onChange={onChange} />;
    case 'int': {
      const fixed = field.key === 'threshold' ? fixedThreshold(values.rule_type) : null;
      const bounds = field.min !== undefined || field.max !== undefined ? `${field.min ?? '…'}–${field.max ?? '…'}` : undefined;
      return (
        <NumberInput
          label={name}
          value={fixed ?? (typeof value === 'number' ? value : NaN)}
          error={error}
          readOnly={readOnly || fixed !== null}
          min={field.min}
          max={field.max}
          hint={fixed !== null ? label('hint', 'fixedThreshold', { n: String(fixed) }) : [hintText, bounds].filter(Boolean).join(' ')}
          onChange={(v) => onChange(Number.isNaN(v) && field.nullable ? null : v)}
        />
      );
    }
    case 'bool':
      return <Checkbox label={name} checked={value === true} disabled={readOnly} hint={hintText} onChange={onChange} />;
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
    default:
      return (
        <TextInput
          label={name}
          value={typeof value === 'string' ? value : ''}
          error={error}
          hint={hintText}
          readOnly={readOnly}
          maxLength={field.max}
          type={field.key === 'image_url' ? 'url' : 'text'}
          onChange={(v) => onChange(field.nullable && v.trim() === '' ? null : v)}
        />
      );
  }
}

/**
 * The achievement form, generated from the body schema (achievement-form.ts): a section per group,
 * a field per key, messages beside each field (the schema's after the first save attempt, the
 * platform's 422 after a save), and the save button for writers only.
 */
export function AchievementForm({
  values,
  onChange,
  errors,
  readOnly,
  saving,
  onSubmit,
  submitLabel,
}: {
  values: AchievementValues;
  onChange(v: AchievementValues): void;
  errors: FieldErrors;
  readOnly: boolean;
  saving: boolean;
  onSubmit(): void;
  submitLabel: string;
}) {
  const label = useAchievementLabel();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  const rest = otherMessages(errors);
  return (
    <form className="bo-template-form" noValidate onSubmit={submit} data-testid="achievement-form">
      {achievementSections().map(([section, fields]) => (
        <fieldset key={section} className="bo-template-section">
          <legend>{label('section', section)}</legend>
          <div className={section === 'texts' ? undefined : 'bo-form-grid'}>
            {fields.map((f) => (
              <div key={f.key} className={f.kind === 'texts' ? 'bo-wide' : undefined}>
                <AchievementInput
                  field={f}
                  values={values}
                  errors={errors}
                  readOnly={readOnly}
                  onChange={(v) => onChange({ ...values, [f.key]: v } as AchievementValues)}
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
        <p className="bo-error" role="alert" data-testid="achievement-errors">
          <FormattedMessage id="backoffice.achievements.fixFields" values={{ n: Object.keys(errors).length }} />
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
