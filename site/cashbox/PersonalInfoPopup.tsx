'use client';

import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PlayerSchema, type Player, type ProfileField } from '../../schemas/player';
import { minAgeFor } from '../../schemas/validation';
import { api } from '../core/api';
import { FormError, useZodForm } from '../forms';
import { emptyValues, profileFormSchema, type ProfileFormValues } from '../games/play/profile-fields';
import { ISO_COUNTRIES } from '../../schemas/countries';
import { ProfileFieldInputs } from '../games/play/ProfileFieldInputs';
import type { ModalInjectedProps } from '../core/modals/types';
import { clientContextQueryOptions } from '../core/query/client-context';
import { useSession, useStores } from '../core/stores/StoreProvider';
import { PLAYER_QUERY_KEY } from '../core/stores/player-query';
import { personalInfoFields } from './route-rules';
import styles from './Cashbox.module.css';

export interface PersonalInfoPopupProps {
  /** The fields the context requires that the player has not filled (route-rules missingProfileFields). */
  fields: ProfileField[];
  context: 'deposit' | 'cashout';
  /** Runs once saved: the cashbox opens. */
  onSaved: () => void;
}

/** Every country, so the select never waits for a call (the platform's list is this one). */
const COUNTRIES = ISO_COUNTRIES.map((code) => ({ code }));

/**
 * The personal-info popup (spec P4 "Cashbox routes", P5): a fiat deposit or withdrawal needs the
 * identity fields player_fields names for its context; this asks for the missing ones (and the
 * country with an address, route-rules personalInfoFields) and saves them with PATCH /api/player
 * in that context, then the cashbox opens. The form rules are the profile-edit popup's
 * (site/games/play/profile-fields), the postal code judged by the chosen country.
 */
export default function PersonalInfoPopup({ fields, context, onSaved, close, titleId }: PersonalInfoPopupProps & ModalInjectedProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const queryClient = useQueryClient();
  const { session } = useStores();
  const { data: clientContext } = useQuery(clientContextQueryOptions);
  const storedCountry = useSession((s) => s.player?.country ?? null);
  const shown = useMemo(() => personalInfoFields(fields), [fields]);
  const minAge = minAgeFor(clientContext?.license === 'EE' ? 'estonia' : 'curacao');
  const schema = useMemo(() => profileFormSchema(shown, minAge, storedCountry), [shown, minAge, storedCountry]);
  const defaultValues = useMemo(
    () => ({ ...emptyValues(shown), ...(shown.includes('country') && storedCountry ? { country: storedCountry } : {}) }),
    [shown, storedCountry],
  );
  const form = useZodForm<ProfileFormValues, Partial<Record<ProfileField, string | boolean>>>({ schema, component: 'CashboxPersonalInfo', defaultValues });
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
        <ProfileFieldInputs fields={shown} form={form} countries={COUNTRIES} textPrefix="play.profile" />
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
