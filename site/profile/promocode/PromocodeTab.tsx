'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { BonusCodeAnswerSchema, SetBonusCodeBodySchema } from '../../../schemas/payments';
import { api } from '../../core/api';
import { FormError, TextField, useZodForm } from '../../forms';
import { PLAYER_QUERY_KEY } from '../../core/stores/player-query';
import { useSession, useStores } from '../../core/stores/StoreProvider';
import { localePath } from '../../core/i18n/locale-path';
import type { Locale } from '../../../schemas/locales';
import { CodeForm } from '../../../widgets/common/gifts/CodeForm';
import { GIFTS_KEY, redeemCode } from '../../../widgets/common/gifts/queries';
import styles from '../Profile.module.css';

/**
 * /profile/promocode (spec P2 profilePromocode): a promo code and a coupon that issue their gift
 * at once (POST /api/v2/bonuses/promo-code, POST /api/bonuses/coupon), and the deposit bonus code
 * the next deposit uses (PATCH /api/player/set_bonus_code, DELETE /api/player/clear_bonus_code;
 * the player's `deposit_bonus_code` shows the one kept).
 */
export function PromocodeTab({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const player = useSession((s) => s.player);
  const { toasts } = useStores();
  const queryClient = useQueryClient();
  const form = useZodForm({ schema: SetBonusCodeBodySchema, component: 'PromocodeForm', defaultValues: { deposit_bonus_code: '' } });
  const submit = form.onSubmit(async (body) => {
    await api.patch('/api/player/set_bonus_code', body, { schema: BonusCodeAnswerSchema, retries: 0 });
    toasts.getState().show('success', t('profile.promocode.saved'));
    form.reset();
    await queryClient.invalidateQueries({ queryKey: PLAYER_QUERY_KEY });
  });
  const clear = async () => {
    try {
      await api.delete('/api/player/clear_bonus_code', undefined, { schema: BonusCodeAnswerSchema, retries: 0 });
      await queryClient.invalidateQueries({ queryKey: PLAYER_QUERY_KEY });
    } catch {
      toasts.getState().show('error', t('profile.error.generic'));
    }
  };
  if (!player) return null;
  const giftsHref = localePath(locale, '/profile/gifts');
  const redeemed = () => void queryClient.invalidateQueries({ queryKey: GIFTS_KEY });
  return (
    <>
      <section className={styles.section} aria-labelledby="promo-title">
        <h2 id="promo-title" className={styles.heading}>
          {t('gifts.code.promoTitle')}
        </h2>
        <p className={styles.lead}>{t('gifts.code.promoLead')}</p>
        <CodeForm kind="promo" redeem={redeemCode} giftsHref={giftsHref} onRedeemed={redeemed} />
      </section>
      <section className={styles.section} aria-labelledby="coupon-title">
        <h2 id="coupon-title" className={styles.heading}>
          {t('gifts.code.couponTitle')}
        </h2>
        <p className={styles.lead}>{t('gifts.code.couponLead')}</p>
        <CodeForm kind="coupon" redeem={redeemCode} giftsHref={giftsHref} onRedeemed={redeemed} />
      </section>
      <section className={styles.section} aria-labelledby="promocode-title">
        <h2 id="promocode-title" className={styles.heading}>
          {t('profile.promocode.title')}
        </h2>
        <p className={styles.lead}>{t('profile.promocode.lead')}</p>
        {player.deposit_bonus_code && (
          <p className={styles.success}>
            {t('profile.promocode.current', { code: player.deposit_bonus_code })}{' '}
            <button type="button" className={styles.button} onClick={() => void clear()}>
              {t('profile.promocode.clear')}
            </button>
          </p>
        )}
        <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
          <TextField
            label={t('profile.promocode.field')}
            autoComplete="off"
            {...form.register('deposit_bonus_code')}
            error={form.formState.errors.deposit_bonus_code?.message}
          />
          <FormError error={form.formError} />
          <div className={styles.actions}>
            <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={form.formState.isSubmitting}>
              {t('profile.promocode.submit')}
            </button>
          </div>
        </form>
      </section>
    </>
  );
}
