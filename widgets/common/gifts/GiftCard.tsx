'use client';

import { useIntl } from 'react-intl';
import type { GiftView } from '../../../schemas/gifts';
import { formatMoney } from '../../../site/core/i18n/money';
import { countdownParts } from '../banner/countdown';
import { giftDeadline, isLiveGift, spinsLeft, wagerLeftCents, wagerPercent } from './gift-card';
import styles from './Gifts.module.css';

export interface GiftCardProps {
  /** The gift as the platform answers it (GET /api/v2/bonuses and friends). */
  gift: GiftView;
  /** The clock the timers count from (ms); the caller ticks it, so the card stays pure. */
  now: number;
  /** A title and image from modify-gifts-config, shown instead of the platform's title. */
  title?: string;
  image?: string;
  /** Shown while this card's call runs: its buttons are disabled. */
  busy?: boolean;
  /** Given: an "activate" button while the platform says `activatable`. */
  onActivate?: (gift: GiftView) => void;
  /** Given: a "delete" button while the gift is live (the caller confirms first). */
  onDelete?: (gift: GiftView) => void;
}

/**
 * One gift (spec C3 "Gift or bonus", C4 "Gift stages"): its title, stage, amount or spins, the
 * wager progress bar once active, the timer to `activatable_until` or to the expiry, and the
 * activate and delete buttons through callbacks. A pure view: the profile's gifts tab, the
 * GiftsList widget and the back office's template preview all draw it.
 */
export function GiftCard({ gift, now, title, image, busy = false, onActivate, onDelete }: GiftCardProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const money = (cents: number) => formatMoney(cents, gift.currency, intl.locale);
  const spins = spinsLeft(gift);
  const deadline = giftDeadline(gift);
  const percent = wagerPercent(gift);
  const wagering = gift.kind === 'bonus' && (gift.stage === 'activated' || gift.stage === 'handle_bets') && gift.amount_wager_requirement_cents > 0;
  const headingId = `gift-${gift.id}-title`;
  const timer = (() => {
    if (!deadline) return null;
    const { days, clock } = countdownParts(Date.parse(deadline.at), now);
    const time = days > 0 ? t('gifts.card.days', { days, time: clock }) : clock;
    return t(deadline.kind === 'activate' ? 'gifts.card.activateWithin' : 'gifts.card.expiresIn', { time });
  })();
  return (
    <article className={styles.card} data-testid="gift-card" data-stage={gift.stage} data-kind={gift.kind} aria-labelledby={headingId}>
      {image ? <img className={styles.image} src={image} alt="" loading="lazy" decoding="async" /> : null}
      <div className={styles.body}>
        <p className={styles.stage} data-stage={gift.stage}>
          {t(`gifts.stage.${gift.stage}`)}
        </p>
        <h3 id={headingId} className={styles.title}>
          {title ?? gift.title}
        </h3>
        <p className={styles.amount} data-testid="gift-amount">
          {spins !== null
            ? t('gifts.card.spins', { count: gift.freespins_total ?? 0, left: spins })
            : gift.amount_cents > 0
              ? money(gift.amount_cents)
              : t('gifts.card.noAmount')}
        </p>
        {gift.kind === 'bonus' && gift.wager_multiplier > 1 && <p className={styles.detail}>{t('gifts.card.wager', { times: gift.wager_multiplier })}</p>}
        {gift.max_bet_cents !== null && isLiveGift(gift) && <p className={styles.detail}>{t('gifts.card.maxBet', { amount: money(gift.max_bet_cents) })}</p>}
        {wagering && (
          <div className={styles.wager} data-testid="gift-wager">
            <div
              className={styles.bar}
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-label={t('gifts.card.wagerLabel')}
            >
              <span className={styles.barFill} style={{ width: `${percent}%` }} />
            </div>
            <p className={styles.detail}>
              {t('gifts.card.wagerProgress', {
                done: money(gift.amount_wager_cents),
                target: money(gift.amount_wager_requirement_cents),
                left: money(wagerLeftCents(gift)),
                percent,
              })}
            </p>
          </div>
        )}
        {gift.forfeit_cents > 0 && <p className={styles.detail}>{t('gifts.card.forfeited', { amount: money(gift.forfeit_cents) })}</p>}
        {timer && (
          <p className={styles.timer} data-testid="gift-timer">
            {timer}
          </p>
        )}
        {(onActivate || onDelete) && isLiveGift(gift) && (
          <div className={styles.actions}>
            {onActivate && gift.activatable && (
              <button type="button" className={`${styles.button} ${styles.primary}`} disabled={busy} onClick={() => onActivate(gift)}>
                {t('gifts.card.activate')}
              </button>
            )}
            {onDelete && (
              <button type="button" className={styles.button} disabled={busy} onClick={() => onDelete(gift)} aria-describedby={headingId}>
                {t('gifts.card.delete')}
              </button>
            )}
          </div>
        )}
      </div>
    </article>
  );
}

/** Skeleton cards while a gifts list loads. */
export function GiftSkeletons({ count }: { count: number }) {
  return (
    <ul className={styles.list} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <span className={styles.skeleton} />
        </li>
      ))}
    </ul>
  );
}
