'use client';

import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from '../core/modals/Modal';
import { formatMoney } from '../core/i18n/money';
import styles from './Jackpots.module.css';

export interface JackpotWin {
  level_name?: string | undefined;
  amount_cents?: number | undefined;
  currency?: string | undefined;
}

/** The winner's popup (private jackpot-win event): which level, how much; keyboard-closable. */
export function JackpotWinPopup({ win, onClose }: { win: JackpotWin; onClose: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  const amount = win.amount_cents !== undefined && win.currency ? formatMoney(win.amount_cents, win.currency, intl.locale) : '';
  return (
    <Modal titleId={titleId} onClose={onClose} closeLabel={intl.formatMessage({ id: 'shell.jackpotWin.close' })}>
      <div className={styles.win} data-testid="jackpot-win-popup">
        <h2 id={titleId} className={styles.winTitle}>
          {intl.formatMessage({ id: 'shell.jackpotWin.title' })}
        </h2>
        <p className={styles.winText}>{intl.formatMessage({ id: 'shell.jackpotWin.text' }, { level: win.level_name ?? '', amount })}</p>
        <p className={styles.winAmount} data-testid="jackpot-win-amount">
          {amount}
        </p>
        <button type="button" className={styles.winButton} onClick={onClose} data-autofocus>
          {intl.formatMessage({ id: 'shell.jackpotWin.ok' })}
        </button>
      </div>
    </Modal>
  );
}
