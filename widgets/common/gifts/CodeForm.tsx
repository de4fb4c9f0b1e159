'use client';

import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { CouponAnswer } from '../../../schemas/gifts';
import { IntentLink } from '../../../site/core/ui/IntentLink';
import { codeErrorId } from './code-errors';
import styles from './Gifts.module.css';

export interface CodeFormProps {
  /** coupon: POST /api/bonuses/coupon; promo: POST /api/v2/bonuses/promo-code. */
  kind: 'coupon' | 'promo';
  /** Sends the code; resolves with the gift it issued. */
  redeem: (kind: 'coupon' | 'promo', code: string) => Promise<CouponAnswer>;
  /** Where the success message's link goes (the profile's gifts tab). */
  giftsHref: string;
  onRedeemed?: (answer: CouponAnswer) => void;
}

/**
 * A coupon or promo-code field (spec C7 coupon, promo code; P2 profilePromocode): a labelled
 * input, a clear message for each refusal (unknown or out of its window, already used, used up,
 * not for this account, too many tries), and on success the gift's title with a link to the gifts.
 */
export function CodeForm({ kind, redeem, giftsHref, onRedeemed }: CodeFormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = code.trim();
    setDone(null);
    if (value === '') return setError(t('gifts.code.error.code_invalid'));
    setBusy(true);
    setError(null);
    try {
      const answer = await redeem(kind, value.slice(0, 64));
      setDone(answer.gift.title);
      setCode('');
      onRedeemed?.(answer);
    } catch (err) {
      setError(t(codeErrorId(err)));
    } finally {
      setBusy(false);
    }
  };
  const field = t(kind === 'coupon' ? 'gifts.code.couponField' : 'gifts.code.promoField');
  return (
    <form className={styles.codeForm} onSubmit={(e) => void submit(e)} noValidate data-testid={`${kind}-form`}>
      <label className={styles.codeLabel} htmlFor={`${id}-code`}>
        {field}
      </label>
      <div className={styles.codeRow}>
        <input
          id={`${id}-code`}
          className={styles.codeInput}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={busy}>
          {t('gifts.code.submit')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.codeError}>
          {error}
        </p>
      )}
      {done && (
        <p role="status" className={styles.codeDone}>
          {t('gifts.code.success', { title: done })} <IntentLink href={giftsHref}>{t('gifts.code.seeGifts')}</IntentLink>
        </p>
      )}
    </form>
  );
}
