'use client';

import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { PlayerSchema, ProfileFieldRules, type Player, type PlayerContext, type ProfileField } from '../../../schemas/player';
import { VALIDATION_MESSAGES, birthdayParts, isPostalCodeOf, minAgeFor, validationMessage } from '../../../schemas/validation';
import { api } from '../../core/api';
import { FormError, useZodForm } from '../../forms';
import { countriesQueryOptions } from '../../games/play/api';
import { FIELD_KINDS, type ProfileFormValues } from '../../games/play/profile-fields';
import { ProfileFieldInputs } from '../../games/play/ProfileFieldInputs';
import type { ModalInjectedProps } from '../../core/modals/types';
import { clientContextQueryOptions } from '../../core/query/client-context';
import { PLAYER_QUERY_KEY } from '../../core/stores/player-query';
import { useSession, useStores } from '../../core/stores/StoreProvider';
import styles from '../Profile.module.css';

export interface PlayerDataPopupProps {
  /** The PATCH /api/player context: `edition` on the profile page, `deposit`/`cashout` before a payment. */
  context: PlayerContext;
  /** The fields to ask for, in order. */
  fields: ProfileField[];
  /** Fields that must be filled (the context's required ones); the others may stay blank. */
  required?: ProfileField[];
  /** Runs after a successful save (the cashbox continues). */
  onSaved?: () => void;
}

/** The stored value of a field as the form shows it. */
function initialValue(player: Player, field: ProfileField): string | boolean | { day: string; month: string; year: string } {
  const kind = FIELD_KINDS[field];
  const raw = (player as Record<string, unknown>)[field];
  if (kind === 'checkbox') return raw === true;
  if (kind === 'birthday') {
    const m = typeof raw === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw) : null;
    return m ? { day: m[3]!, month: m[2]!, year: m[1]! } : { day: '', month: '', year: '' };
  }
  return typeof raw === 'string' ? raw : '';
}

/**
 * The form's rules: each field's PATCH rule (schemas/player ProfileFieldRules); an optional field
 * left blank is simply not sent. Output: the `user` of the PATCH with only what changed.
 */
export function playerDataSchema(fields: readonly ProfileField[], required: readonly ProfileField[], minAge: number, storedCountry: string | null = null) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    const must = required.includes(field);
    if (field === 'date_of_birth') {
      const parts = birthdayParts({ minAge });
      shape[field] = must ? parts : z.union([z.object({ day: z.literal(''), month: z.literal(''), year: z.literal('') }).transform(() => undefined), parts]);
    } else if (FIELD_KINDS[field] === 'checkbox') shape[field] = ProfileFieldRules[field];
    else shape[field] = must ? ProfileFieldRules[field] : z.union([z.literal('').transform(() => undefined), ProfileFieldRules[field]]);
  }
  // Spec P5 "Postal code: by country": the country in the form, else the stored one.
  const withPostalCode = z.object(shape).superRefine((v, ctx) => {
    const code = v.postal_code;
    const country = typeof v.country === 'string' && v.country ? v.country : storedCountry;
    if (typeof code === 'string' && code && !isPostalCodeOf(country, code)) {
      ctx.addIssue({ code: 'custom', path: ['postal_code'], message: validationMessage(VALIDATION_MESSAGES.postalCode) });
    }
  });
  return withPostalCode as unknown as z.ZodType<Partial<Record<ProfileField, string | boolean>>, ProfileFormValues>;
}

/**
 * The personal-info popup (spec P2 "Modals": a cashbox route with fiat profile data missing opens
 * it with context deposit or cashout) and the profile-data popup (the profile's personal data,
 * context `edition`): the fields of GET /api/info/player_fields for the context, saved with
 * PATCH /api/player. The platform enforces the same rules and the same required list.
 */
export default function PlayerDataPopup({ context, fields, required = [], onSaved, close, titleId }: PlayerDataPopupProps & ModalInjectedProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const player = useSession((s) => s.player);
  const { toasts } = useStores();
  const queryClient = useQueryClient();
  const { data: clientContext } = useQuery(clientContextQueryOptions);
  const countries = useQuery({ ...countriesQueryOptions, enabled: fields.includes('country') });
  const minAge = minAgeFor(clientContext?.license === 'EE' ? 'estonia' : 'curacao');
  const storedCountry = player?.country ?? null;
  const schema = useMemo(() => playerDataSchema(fields, required, minAge, storedCountry), [fields, required, minAge, storedCountry]);
  const defaults = useMemo(() => (player ? Object.fromEntries(fields.map((f) => [f, initialValue(player, f)])) : {}), [player, fields]) as ProfileFormValues;
  const form = useZodForm<ProfileFormValues, Partial<Record<ProfileField, string | boolean>>>({
    schema,
    component: `PlayerDataForm.${context}`,
    defaultValues: defaults,
  });
  const { formState } = form;
  // Until the list arrives the stored country is the one choice, so the select shows it (not "Choose…").
  const countryChoices = useMemo(
    () => countries.data ?? (storedCountry ? [{ code: storedCountry, name: storedCountry }] : []),
    [countries.data, storedCountry],
  );
  const submit = form.onSubmit(async (values) => {
    // Only what changed: a verified player's locked fields stay out unless the player edits them.
    const user = Object.fromEntries(
      Object.entries(values).filter(([field, value]) => {
        if (value === undefined) return false;
        const stored = player ? (player as Record<string, unknown>)[field] : undefined;
        return value !== stored;
      }),
    );
    if (Object.keys(user).length > 0 || context !== 'edition') {
      const saved = await api.patch('/api/player', { context, user }, { schema: PlayerSchema });
      queryClient.setQueryData(PLAYER_QUERY_KEY, saved);
      toasts.getState().show('success', t('profile.personal.saved'));
    }
    close();
    onSaved?.();
  });

  if (!player) return null;
  return (
    <div className={styles.section}>
      <h2 id={titleId} className={styles.heading}>
        {t(context === 'edition' ? 'profile.personal.editTitle' : 'profile.personal.infoTitle')}
      </h2>
      <p className={styles.lead}>{t(context === 'edition' ? 'profile.personal.editLead' : 'profile.personal.infoLead')}</p>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <ProfileFieldInputs fields={fields} form={form} countries={countryChoices} textPrefix="profile" />
        <FormError error={form.formError} />
        <div className={styles.actions}>
          <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={formState.isSubmitting}>
            {t('profile.personal.save')}
          </button>
          <button type="button" className={styles.button} onClick={close}>
            {t('profile.personal.cancel')}
          </button>
        </div>
      </form>
    </div>
  );
}
