'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isExclusionLimitType, type CreateLimitBody, type Limit, type LimitChangeResult } from '../../../schemas/limits';
import { ApiError } from '../../core/api';
import { useSession, useStores } from '../../core/stores/StoreProvider';
import { useClearUserData } from '../../core/stores/logout';
import { LimitForm, type LimitDraft } from './LimitForm';
import { LimitsView } from './LimitsView';
import { limitsQuery, removeLimit, setLimit } from './api';
import { SelectField } from '../../forms';
import { errorText, rateLimitedMessage } from '../../forms/error-text';
import { serverErrorMessage } from '../../forms/server-errors';
import { REALITY_CHECK_MINUTES, type RealityCheckMinutes } from '../../core/stores/session-time';
import { useRealityMinutes } from '../../session/useRealityMinutes';
import styles from '../Profile.module.css';

/**
 * The profile's limits tab (/profile/limits; spec P4 "Limit types", platform/limits/README.md):
 * the limits in force and a form to set, tighten or ask to loosen one. Tightening applies at once;
 * a loosening or removal is mailed for confirmation and then waits 24 hours, shown on its limit.
 * A cooling-off or self-exclusion ends every session, this one included.
 */
export function LimitsTab({ locale }: { locale: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const player = useSession((s) => s.player);
  const { toasts } = useStores();
  const queryClient = useQueryClient();
  const clearUserData = useClearUserData();
  const limits = useQuery({ ...limitsQuery, enabled: player !== null });
  const [draft, setDraft] = useState<LimitDraft | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [pending, setPending] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [realityMinutes, setRealityMinutes] = useRealityMinutes();
  const [formError, setFormError] = useState<string>();

  const announce = (result: LimitChangeResult) => {
    const id =
      result.outcome === 'confirmation_sent'
        ? 'profile.limits.toast.mailed'
        : result.outcome === 'unchanged'
          ? 'profile.limits.toast.unchanged'
          : 'profile.limits.toast.set';
    toasts.getState().show('success', t(id, { email: player?.email ?? '' }));
    void queryClient.invalidateQueries({ queryKey: limitsQuery.queryKey });
  };

  const failure = (err: unknown) => {
    if (err instanceof ApiError && err.code === 'exclusion_locked') return t('profile.limits.error.exclusionLocked');
    const limited = rateLimitedMessage(err);
    if (limited) return errorText(intl, limited) ?? t('profile.error.generic');
    const refusal = serverErrorMessage(err);
    if (refusal) return errorText(intl, refusal) ?? t('profile.error.generic');
    return err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : t('profile.error.generic');
  };

  const submit = async (body: CreateLimitBody) => {
    if (pending) return;
    setPending(true);
    setErrors({});
    setFormError(undefined);
    try {
      const result = await setLimit(body);
      announce(result);
      setDraft(null);
      setFormKey((k) => k + 1);
      // The platform has ended every session of the player, this tab's too: leave as a guest.
      if (isExclusionLimitType(body.type)) void clearUserData();
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fieldErrors).length) {
        setErrors(Object.fromEntries(Object.entries(err.fieldErrors).map(([k, v]) => [k.split('.').pop() ?? k, v[0] ?? ''])));
      } else setFormError(failure(err));
    } finally {
      setPending(false);
    }
  };

  const remove = async (limit: Limit) => {
    setBusyId(limit.id);
    try {
      announce(await removeLimit(limit.id));
    } catch (err) {
      toasts.getState().show('error', failure(err));
    } finally {
      setBusyId(null);
    }
  };

  const change = (limit: Limit) => {
    setDraft({ type: limit.type, period: limit.period ?? undefined, amountCents: limit.amount_cents ?? undefined, minutes: limit.minutes ?? undefined });
    setFormKey((k) => k + 1);
    document.getElementById('limit-form-title')?.scrollIntoView({ block: 'center' });
  };

  if (!player) return null;
  return (
    <div>
      <section className={styles.section} aria-labelledby="limits-title">
        <h2 id="limits-title" className={styles.heading}>
          {t('profile.limits.title')}
        </h2>
        <p className={styles.lead}>{t('profile.limits.lead')}</p>
        <LimitsView limits={limits.data} failed={limits.isError} locale={locale} busyId={busyId} onChange={change} onRemove={(l) => void remove(l)} />
      </section>
      <section className={styles.section}>
        <LimitForm
          key={formKey}
          currency={player.currency}
          draft={draft}
          pending={pending}
          errors={errors}
          formError={formError}
          onSubmit={(b) => void submit(b)}
        />
      </section>
      <section className={styles.section} aria-labelledby="reality-title">
        <h3 id="reality-title" className={styles.cardTitle}>
          {t('profile.reality.title')}
        </h3>
        <p className={styles.muted}>{t('profile.reality.lead')}</p>
        <SelectField
          label={t('profile.reality.interval')}
          value={String(realityMinutes)}
          onChange={(e) => setRealityMinutes(Number(e.target.value) as RealityCheckMinutes)}
          options={REALITY_CHECK_MINUTES.map((m) => ({ value: String(m), label: intl.formatMessage({ id: 'profile.reality.every' }, { minutes: m }) }))}
        />
      </section>
    </div>
  );
}
