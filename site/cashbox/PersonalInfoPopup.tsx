'use client';

import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PlayerSchema, type Player, type ProfileField } from '../../schemas/player';
import { minAgeFor } from '../../schemas/validation';
import { api } from '../api';
import { FormError, useZodForm } from '../forms';
import { countriesQueryOptions } from '../games/play/api';
import { emptyValues, profileFormSchema, type ProfileFormValues } from '../games/play/profile-fields';
import { ProfileFieldInputs } from '../games/play/ProfileFieldInputs';
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
  const { formState } = form;
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
        <ProfileFieldInputs fields={fields} form={form} countries={countries.data} textPrefix="play.profile" />
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
