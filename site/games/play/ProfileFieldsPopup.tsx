'use client';

import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileField } from '../../../schemas/player';
import { minAgeFor } from '../../../schemas/validation';
import { BirthdayFields, Checkbox, FormError, SelectField, TextField, useZodForm } from '../../forms';
import type { ModalInjectedProps } from '../../modals/types';
import { clientContextQueryOptions } from '../../providers/client-context';
import { PLAYER_QUERY_KEY } from '../../stores/player-query';
import { countriesQueryOptions, saveProfileFields } from './api';
import { emptyValues, FIELD_AUTOCOMPLETE, FIELD_KINDS, profileFormSchema, type ProfileFormValues } from './profile-fields';
import styles from './Play.module.css';

export interface ProfileFieldsPopupProps {
  /** The provider's required fields the player has not filled (the launch's profile_incomplete). */
  fields: ProfileField[];
  /** Runs once the fields are saved: the game page launches again. */
  onSaved: () => void;
  /** Where "Back to lobby" goes: the only way out without saving. */
  lobbyHref: string;
}

/**
 * The profile-edit popup of spec P5/C4: a real-money launch whose provider needs profile fields
 * the player has not filled opens it instead of the game. It asks for exactly those fields,
 * saves them with PATCH /api/player (context `edition`), then the game launches. The registry
 * entry blocks the overlay click and Escape and hides the close button; the player leaves only
 * by saving or by going back to the lobby.
 */
export default function ProfileFieldsPopup({ fields, onSaved, lobbyHref, close, titleId }: ProfileFieldsPopupProps & ModalInjectedProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const router = useRouter();
  const queryClient = useQueryClient();
  const { data: context } = useQuery(clientContextQueryOptions);
  const needsCountry = fields.includes('country');
  const countries = useQuery({ ...countriesQueryOptions, enabled: needsCountry });
  const minAge = minAgeFor(context?.license === 'EE' ? 'estonia' : 'curacao');
  const schema = useMemo(() => profileFormSchema(fields, minAge), [fields, minAge]);
  const form = useZodForm<ProfileFormValues, Partial<Record<ProfileField, string | boolean>>>({ schema, component: 'GameProfileForm', defaultValues: emptyValues(fields) });
  const { register, formState } = form;
  const errorOf = (path: string): string | undefined => {
    const parts = path.split('.');
    let node: unknown = formState.errors;
    for (const p of parts) node = (node as Record<string, unknown> | undefined)?.[p];
    return (node as { message?: string } | undefined)?.message;
  };

  const countryOptions = useMemo(() => {
    const names = new Intl.DisplayNames([intl.locale], { type: 'region' });
    return (countries.data ?? []).map((c) => ({ value: c.code, label: names.of(c.code) ?? c.name })).sort((a, b) => a.label.localeCompare(b.label, intl.locale));
  }, [countries.data, intl.locale]);

  const submit = form.onSubmit(async (user) => {
    const player = await saveProfileFields(user);
    queryClient.setQueryData(PLAYER_QUERY_KEY, player);
    close();
    onSaved();
  });

  return (
    <div className={styles.popup}>
      <h2 id={titleId} className={styles.popupTitle}>
        {t('play.profile.title')}
      </h2>
      <p className={styles.popupLead}>{t('play.profile.lead')}</p>
      <form className={styles.popupForm} onSubmit={submit} noValidate>
        {fields.map((field) => {
          const label = t(`play.profile.field.${field}`);
          switch (FIELD_KINDS[field]) {
            case 'birthday':
              return (
                <BirthdayFields
                  key={field}
                  legend={label}
                  day={register('date_of_birth.day' as never)}
                  month={register('date_of_birth.month' as never)}
                  year={register('date_of_birth.year' as never)}
                  errors={{ day: errorOf('date_of_birth.day'), month: errorOf('date_of_birth.month'), year: errorOf('date_of_birth.year'), date: errorOf('date_of_birth') }}
                />
              );
            case 'gender':
              return (
                <SelectField
                  key={field}
                  label={label}
                  placeholder={t('play.profile.choose')}
                  options={[
                    { value: 'f', label: t('play.profile.gender.f') },
                    { value: 'm', label: t('play.profile.gender.m') },
                  ]}
                  error={errorOf(field)}
                  {...register(field)}
                />
              );
            case 'country':
              return <SelectField key={field} label={label} placeholder={t('play.profile.choose')} options={countryOptions} autoComplete="country" error={errorOf(field)} {...register(field)} />;
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
        <FormError error={form.formError} />
        <div className={styles.popupActions}>
          <button type="submit" className={styles.primary} disabled={formState.isSubmitting}>
            {t('play.profile.save')}
          </button>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              close();
              router.push(lobbyHref);
            }}
          >
            {t('play.action.lobby')}
          </button>
        </div>
      </form>
    </div>
  );
}
