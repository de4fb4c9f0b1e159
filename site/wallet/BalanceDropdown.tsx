'use client';

import { IntentLink as Link } from '../core/ui/IntentLink';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { BalanceParts, Wagering } from './queries';
import { formatMoney } from '../core/i18n/money';
import styles from './Wallet.module.css';

/**
 * The active bonus's wagering (spec C3 "Balance display"): a bar filled to the platform's floored
 * percent, the percent beside its label and the amounts under it.
 */
export function WageringProgress({ wagering, label, text }: { wagering: Wagering; label: string; text: string }) {
  const labelId = useId();
  const intl = useIntl();
  const percent = Math.min(100, Math.max(0, wagering.percent));
  // The platform's whole percent, written the locale's way (`60 %` in de, fr-CA, no, et).
  const shown = intl.formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <div className={styles.wagering} data-testid="wagering-progress">
      <div className={styles.wageringHead}>
        <span id={labelId}>{label}</span>
        <span className={styles.wageringPercent}>{shown}</span>
      </div>
      <div
        className={styles.progress}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${shown} · ${text}`}
      >
        <span className={styles.progressFill} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.wageringText}>{text}</p>
    </div>
  );
}

export type BalanceDropdownProps = {
  cashboxHref: string;
  profileHref: string;
  /** Starts open (stories, tests); the player opens it with the button otherwise. */
  defaultOpen?: boolean;
  /** Lottery tickets in running lotteries (spec P2 "Header"); not shown while unknown. */
  tickets?: number | null;
  /** Chargeable comp points (coins) when the points shop is enabled; not shown while unknown. */
  compPoints?: number | null;
} & ({ status: 'loading' } | { status: 'error'; onRetry: () => void } | { status: 'ready'; currency: string; balance: BalanceParts });

/**
 * The header's balance dropdown (spec P2 "Header"): the common balance on the button; the panel
 * repeats it with the real and bonus parts, the bonus's wagering progress, a cashbox button and
 * go-to-profile. A disclosure
 * (button + panel), not a menu: it closes on Escape, on a click outside and when a link is taken.
 * Lottery tickets and comp points (when the points shop is enabled) show once known.
 */
export function BalanceDropdown(props: BalanceDropdownProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const ready = props.status === 'ready' ? props : null;
  const money = (minor: number) => (ready ? formatMoney(minor, ready.currency, intl.locale) : '');

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        aria-busy={props.status === 'loading' || undefined}
        onClick={() => setOpen((o) => !o)}
        data-testid="header-balance"
      >
        <span className={styles.triggerLabel}>{t('wallet.balance.label')}</span>
        {ready ? (
          <span className={styles.amount} data-testid="header-balance-amount">
            {money(ready.balance.common)}
          </span>
        ) : props.status === 'loading' ? (
          <span className={styles.skeleton}>
            <span className="rh-sr-only">{t('wallet.balance.loading')}</span>
          </span>
        ) : (
          <span className={styles.unavailable}>{t('wallet.balance.unavailable')}</span>
        )}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open} role="region" aria-label={t('wallet.balance.panel')}>
        {ready ? (
          <>
            <dl className={styles.parts}>
              <div className={styles.partCommon}>
                <dt>{t('wallet.balance.common')}</dt>
                <dd>{money(ready.balance.common)}</dd>
              </div>
              <div>
                <dt>{t('wallet.balance.real')}</dt>
                <dd>{money(ready.balance.real)}</dd>
              </div>
              <div>
                <dt>{t('wallet.balance.bonus')}</dt>
                <dd>{money(ready.balance.bonus)}</dd>
              </div>
              {typeof props.tickets === 'number' ? (
                <div>
                  <dt>{t('wallet.balance.lotteryTickets')}</dt>
                  <dd data-testid="balance-lottery-tickets">{intl.formatNumber(props.tickets)}</dd>
                </div>
              ) : null}
              {typeof props.compPoints === 'number' ? (
                <div>
                  <dt>{t('wallet.balance.compPoints')}</dt>
                  <dd data-testid="balance-comp-points">{intl.formatNumber(props.compPoints)}</dd>
                </div>
              ) : null}
            </dl>
            {ready.balance.wagering ? (
              <WageringProgress
                wagering={ready.balance.wagering}
                label={t('wallet.balance.wagering')}
                text={t('wallet.balance.wageringProgress', { wagered: money(ready.balance.wagering.wagered), target: money(ready.balance.wagering.target) })}
              />
            ) : null}
          </>
        ) : props.status === 'error' ? (
          <div className={styles.error}>
            <p role="alert">{t('wallet.balance.error')}</p>
            <button type="button" className={styles.secondary} onClick={props.onRetry}>
              {t('wallet.balance.retry')}
            </button>
          </div>
        ) : (
          <p className={styles.loadingText}>{t('wallet.balance.loading')}</p>
        )}
        <div className={styles.actions}>
          <Link href={props.cashboxHref} className={styles.primary} onClick={() => setOpen(false)}>
            {t('wallet.balance.cashbox')}
          </Link>
          <Link href={props.profileHref} className={styles.secondary} onClick={() => setOpen(false)}>
            {t('wallet.balance.profile')}
          </Link>
        </div>
      </div>
    </div>
  );
}
