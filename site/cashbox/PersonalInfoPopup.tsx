'use client';

import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PlayerSchema, type Player, type ProfileField } from '../../schemas/player';
import { minAgeFor } from '../../schemas/validation';
import { api } from '../api';
import { BirthdayFields, Checkbox, FormError, SelectField, TextField, useZodForm } from '../forms';
import { countriesQueryOptions } from '../games/play/api';
import { emptyValues, FIELD_AUTOCOMPLETE, FIELD_KINDS, profileFormSchema, type ProfileFormValues } from '../games/play/profile-fields';
import type { ModalInjectedProps } from '../modals/types';
import { clientContextQueryOptions } from '../providers/client-context';
import { useStores } from '../stores/StoreProvider';
import { PLAYER_QUERY_KEY } from '../stores/player-query';
import styles from './Cashbox.module.css';

export interface PersonalInfoPopupProps {
  /** The fields the context requires that the player has not filled (route-rules missingProfileFields). */
  fields: ProfileField[];
  context: 'deposit' | 'cashout';
  /** Runs once saved: the cashbox opens. */
  onSaved: () => void;
}

/**
 * The personal-info popup (spec P4 "Cashbox routes", P5): a fiat deposit or withdrawal needs the
 * identity fields player_fields names for its context; this asks for the missing ones and saves
 * them with PATCH /api/player in that context, then the cashbox opens. The form rules are the
 * profile-edit popup's (site/games/play/profile-fields).
 */
export default function PersonalInfoPopup({ fields, context, onSaved, close, titleId }: PersonalInfoPopupProps & ModalInjectedProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const queryClient = useQueryClient();
  const { session } = useStores();
  const { data: clientContext } = useQuery(clientContextQueryOptions);
  const countries = useQuery({ ...countriesQueryOptions, enabled: fields.includes('country') });
  const minAge = minAgeFor(clientContext?.license === 'EE' ? 'estonia' : 'curacao');
  const schema = useMemo(() => profileFormSchema(fields, minAge), [fields, minAge]);
  const form = useZodForm<ProfileFormValues, Partial<Record<ProfileField, string | boolean>>>({ schema, component: 'CashboxPersonalInfo', defaultValues: emptyValues(fields) });
  const { register, formState } = form;
  const errorOf = (path: string): string | undefined => {
    let node: unknown = formState.errors;
    for (const p of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[p];
    return (node as { message?: string } | undefined)?.message;
  };
  const countryOptions = useMemo(() => {
    const names = new Intl.DisplayNames([intl.locale], { type: 'region' });
    return (countries.data ?? []).map((c) => ({ value: c.code, label: names.of(c.code) ?? c.name })).sort((a, b) => a.label.localeCompare(b.label, intl.locale));
  }, [countries.data, intl.locale]);

  const submit = form.onSubmit(async (user) => {
    const player: Player = await api.patch('/api/player', { context, user }, { schema: PlayerSchema });
    queryClient.setQueryData(PLAYER_QUERY_KEY, player);
    session.getState().setPlayer(player);
    onSaved();
    close();
  });

  return (
    <div className={styles.root} data-testid="personal-info">
      <h2 id={titleId} className={styles.title}>
        {t('cashbox.personal.title')}
      </h2>
      <p className={styles.lead}>{t(`cashbox.personal.lead.${context}`)}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
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
              return <TextField key={field} label={label} type={FIELD_KINDS[field] === 'tel' ? 'tel' : 'text'} autoComplete={FIELD_AUTOCOMPLETE[field]} error={errorOf(field)} {...register(field)} />;
          }
        })}
        <FormError error={form.formError} />
        <div className={styles.actions}>
          <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={formState.isSubmitting}>
            {t('cashbox.personal.save')}
          </button>
        </div>
      </form>
    </div>
  );
}
