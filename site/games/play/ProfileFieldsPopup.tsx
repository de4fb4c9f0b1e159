'use client';

import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileField } from '../../../schemas/player';
import { minAgeFor } from '../../../schemas/validation';
import { FormError, useZodForm } from '../../forms';
import { ProfileFieldInputs } from './ProfileFieldInputs';
import type { ModalInjectedProps } from '../../core/modals/types';
import { clientContextQueryOptions } from '../../core/query/client-context';
import { PLAYER_QUERY_KEY } from '../../core/stores/player-query';
import { countriesQueryOptions, saveProfileFields } from './api';
import { emptyValues, profileFormSchema, type ProfileFormValues } from './profile-fields';
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
  const form = useZodForm<ProfileFormValues, Partial<Record<ProfileField, string | boolean>>>({
    schema,
    component: 'GameProfileForm',
    defaultValues: emptyValues(fields),
  });
  const { formState } = form;
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
        <ProfileFieldInputs fields={fields} form={form} countries={countries.data} textPrefix="play.profile" />
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
