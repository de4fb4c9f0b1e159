'use client';

import type { FormEvent, ReactNode } from 'react';
import { IntentLink as Link } from '../core/ui/IntentLink';
import { useIntl } from 'react-intl';
import type { PaymentMethod } from '../../schemas/payments';
import { FormError, SelectField, TextField } from '../forms';
import { formatMoney } from '../core/i18n/money';
import { displayUnit, formatDisplay } from './amount';
import type { CardInput } from './card-input';
import { formatCardNumber, formatExpiry } from './card-input';
import { MethodInfoCard, MethodPicker } from './MethodPicker';
import styles from './Cashbox.module.css';

/** The deposit-promo part of the form (spec P4), shown on /deposit-bonus or while a code is set. */
export interface BonusCodeState {
  /** The code the platform holds for the next deposit, or null. */
  applied: string | null;
  input: string;
  error?: string | undefined;
  pending: boolean;
  onInput: (value: string) => void;
  onApply: () => void;
  onClear: () => void;
}

export interface DepositFormProps {
  currency: string;
  methods: readonly PaymentMethod[];
  method: PaymentMethod | undefined;
  onMethod: (id: string) => void;
  amount: string;
  onAmount: (text: string) => void;
  /** Quick-pick amounts in minor units (the default first deposit of 50 and its multiples). */
  quick: readonly bigint[];
  card: CardInput;
  onCard: (card: CardInput) => void;
  /** A saved card chosen instead of typing one ('' = a new card). */
  savedProfileId: string;
  onSavedProfile: (id: string) => void;
  /** Field errors keyed `amount`, `card.number`, ... (validation keys or platform texts). */
  errors: Record<string, string | undefined>;
  /** A form-wide error, already translated. */
  formError?: string | undefined;
  /** Set when the platform refused the deposit for the player's deposit limit: the limits page the sentence links to. */
  limitsHref?: string | undefined;
  bonus?: BonusCodeState | undefined;
  /** The deposit bonus choice (BonusOffers), when the currency has offers. */
  offers?: ReactNode;
  /** One-click deposit (/deposit-fast): the method list is folded away. */
  fast?: boolean;
  pending: boolean;
  onSubmit: () => void;
}

/**
 * The deposit form (spec P2 "cashbox deposit"): method, amount in the currency's display unit,
 * card fields for card methods (number, expiry MM/YY, CVV, holder, or a saved card), the
 * deposit-promo code, the deposit bonus choice, and the pay button naming the amount.
 */
export function DepositForm(p: DepositFormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const unit = displayUnit(p.currency);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    p.onSubmit();
  };
  const method = p.method;
  const newCard = method?.form === 'card' && p.savedProfileId === '';
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('cashbox.deposit.form')}>
      {!p.fast && <MethodPicker name="deposit-method" methods={p.methods} selectedId={method?.id} onSelect={p.onMethod} />}
      {method && <MethodInfoCard method={method} />}
      <div className={styles.section}>
        <TextField
          label={t('cashbox.amount.label', { unit })}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={p.amount}
          onChange={(e) => p.onAmount(e.target.value)}
          error={p.errors.amount}
        />
        {p.quick.length > 0 && (
          <div className={styles.chips} role="group" aria-label={t('cashbox.amount.quick')}>
            {p.quick.map((v) => {
              const text = formatDisplay(v, p.currency);
              return (
                <button key={String(v)} type="button" className={styles.chip} aria-pressed={p.amount === text} onClick={() => p.onAmount(text)}>
                  {formatMoney(v, p.currency, intl.locale)}
                </button>
              );
            })}
          </div>
        )}
      </div>
      {/* The bonus goes with the amount it depends on, before the card details. */}
      {p.bonus && (
        <div className={styles.section}>
          {p.bonus.applied ? (
            <p className={styles.notice} role="status">
              {t('cashbox.bonus.applied', { code: p.bonus.applied })}{' '}
              <button type="button" className={styles.link} onClick={p.bonus.onClear} disabled={p.bonus.pending}>
                {t('cashbox.bonus.clear')}
              </button>
            </p>
          ) : (
            <div className={styles.row}>
              <TextField
                label={t('cashbox.bonus.label')}
                name="deposit_bonus_code"
                autoComplete="off"
                value={p.bonus.input}
                onChange={(e) => p.bonus?.onInput(e.target.value)}
                error={p.bonus.error}
              />
              <button
                type="button"
                className={`${styles.button} ${styles.secondary}`}
                style={{ alignSelf: 'end' }}
                onClick={p.bonus.onApply}
                disabled={p.bonus.pending || p.bonus.input.trim() === ''}
              >
                {t('cashbox.bonus.apply')}
              </button>
            </div>
          )}
        </div>
      )}
      {p.offers}
      {method?.form === 'card' && (
        <div className={styles.section}>
          {method.savedProfiles.length > 0 && (
            <SelectField
              label={t('cashbox.card.saved')}
              name="saved_profile_id"
              value={p.savedProfileId}
              onChange={(e) => p.onSavedProfile(e.target.value)}
              options={[
                ...method.savedProfiles.map((s) => ({ value: s.id, label: s.expiry ? `${s.title} (${s.expiry})` : s.title })),
                { value: '', label: t('cashbox.card.new') },
              ]}
            />
          )}
          {newCard && (
            <>
              <TextField
                label={t('cashbox.card.number')}
                name="cardnumber"
                inputMode="numeric"
                autoComplete="cc-number"
                value={p.card.number}
                onChange={(e) => p.onCard({ ...p.card, number: formatCardNumber(e.target.value) })}
                error={p.errors['card.number']}
              />
              <div className={`${styles.row} ${styles.keep}`}>
                <TextField
                  label={t('cashbox.card.expiry')}
                  name="cc-exp"
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  placeholder={t('cashbox.card.expiryPlaceholder')}
                  value={p.card.expiry}
                  onChange={(e) => p.onCard({ ...p.card, expiry: formatExpiry(e.target.value, p.card.expiry) })}
                  error={p.errors['card.expiry']}
                />
                <TextField
                  label={t('cashbox.card.cvv')}
                  name="cvc"
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  maxLength={4}
                  value={p.card.cvv}
                  onChange={(e) => p.onCard({ ...p.card, cvv: e.target.value.replace(/\D/g, '').slice(0, 4) })}
                  error={p.errors['card.cvv']}
                />
              </div>
              <TextField
                label={t('cashbox.card.holder')}
                name="ccname"
                autoComplete="cc-name"
                value={p.card.holder}
                onChange={(e) => p.onCard({ ...p.card, holder: e.target.value })}
                error={p.errors['card.holder']}
              />
            </>
          )}
        </div>
      )}
      {p.limitsHref && p.formError ? (
        <p role="alert" className={styles.failure} data-testid="deposit-limit-reached">
          {p.formError}{' '}
          <Link href={p.limitsHref} className={styles.link}>
            {t('cashbox.error.limitsLink')}
          </Link>
        </p>
      ) : (
        <FormError error={p.formError} />
      )}
      <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={p.pending || !method}>
        {p.pending ? t('cashbox.pending') : t('cashbox.deposit.submit', { amount: p.amount ? `${p.amount} ${unit}` : '' }).trim()}
      </button>
    </form>
  );
}
