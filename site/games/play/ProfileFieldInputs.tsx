'use client';

import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ProfileField } from '../../../schemas/player';
import { BirthdayFields, Checkbox, SelectField, TextField, type ZodForm } from '../../forms';
import { countryOptions } from '../../core/i18n/country-names';
import { FIELD_AUTOCOMPLETE, FIELD_KINDS, type ProfileFormValues } from './profile-fields';

export interface ProfileFieldInputsProps {
  /** The player fields to ask for, in this order. */
  fields: readonly ProfileField[];
  form: ZodForm<ProfileFormValues, Partial<Record<ProfileField, string | boolean>>>;
  /** The country choices (GET /api/info/countries); none while they load. */
  countries: readonly { code: string; name?: string }[] | undefined;
  /**
   * Where the texts live: `<prefix>.field.<name>`, `<prefix>.choose`, `<prefix>.gender.f|m`. The
   * caller names its own namespace, so this file pulls no catalog into a popup that does not list it.
   */
  textPrefix: string;
}

/**
 * The labelled inputs of player profile fields, one kind of input per field (FIELD_KINDS). Shared
 * by every popup that asks for them (game profile-edit, cashbox personal info, profile data), so a
 * field looks and validates alike wherever the platform asks for it.
 */
export function ProfileFieldInputs({ fields, form, countries, textPrefix }: ProfileFieldInputsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { register, formState } = form;
  const errorOf = (path: string): string | undefined => {
    let node: unknown = formState.errors;
    for (const p of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[p];
    return (node as { message?: string } | undefined)?.message;
  };
  const countryChoices = useMemo(() => countryOptions(countries ?? [], intl.locale), [countries, intl.locale]);

  return (
    <>
      {fields.map((field) => {
        const label = t(`${textPrefix}.field.${field}`);
        switch (FIELD_KINDS[field]) {
          case 'birthday':
            return (
              <BirthdayFields
                key={field}
                legend={label}
                day={register('date_of_birth.day' as never)}
                month={register('date_of_birth.month' as never)}
                year={register('date_of_birth.year' as never)}
                errors={{
                  day: errorOf('date_of_birth.day'),
                  month: errorOf('date_of_birth.month'),
                  year: errorOf('date_of_birth.year'),
                  date: errorOf('date_of_birth'),
                }}
              />
            );
          case 'gender':
            return (
              <SelectField
                key={field}
                label={label}
                placeholder={t(`${textPrefix}.choose`)}
                options={[
                  { value: 'f', label: t(`${textPrefix}.gender.f`) },
                  { value: 'm', label: t(`${textPrefix}.gender.m`) },
                ]}
                error={errorOf(field)}
                {...register(field)}
              />
            );
          case 'country':
            // The postal code is judged by the country: a new country re-checks it at once, so an
            // error earned under another country does not linger (nor a wrong code pass unseen).
            return (
              <SelectField
                key={field}
                label={label}
                placeholder={t(`${textPrefix}.choose`)}
                options={countryChoices}
                autoComplete="country"
                error={errorOf(field)}
                {...register(field, fields.includes('postal_code') ? { deps: ['postal_code'] } : undefined)}
              />
            );
          case 'checkbox':
            return <Checkbox key={field} label={label} error={errorOf(field)} {...register(field)} />;
          default:
            return (
              <TextField
                key={field}
                label={label}
                type={FIELD_KINDS[field] === 'tel' ? 'tel' : 'text'}
                autoComplete={FIELD_AUTOCOMPLETE[field]}
                error={errorOf(field)}
                {...register(field)}
              />
            );
        }
      })}
    </>
  );
}
