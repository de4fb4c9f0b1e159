'use client';

import { IntentLink as Link } from '../core/ui/IntentLink';
import { useIntl } from 'react-intl';
import { formatMoney } from '../core/i18n/money';
import { displayParts, type BalanceParts } from './queries';
import { useDisplayBalance } from './useDisplayBalance';
import { useLotteryTickets } from '../lotteries/useLotteryTickets';
import { useShopCompPoints } from '../loyalty/useShopCompPoints';
import { WageringProgress } from './BalanceDropdown';
import styles from './Wallet.module.css';

export type SidebarBalanceViewProps = { cashboxHref: string; onNavigate?: () => void; tickets?: number | null; compPoints?: number | null } & (
  { status: 'loading' } | { status: 'error'; onRetry: () => void } | { status: 'ready'; currency: string; balance: BalanceParts }
);

/**
 * The balance block of the mobile sidebar (spec P2): the common balance with its bonus part and
 * the wagering bar while a bonus is active, and a cashbox button.
 */
export function SidebarBalanceView(props: SidebarBalanceViewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const ready = props.status === 'ready' ? props : null;
  const money = (minor: number) => (ready ? formatMoney(minor, ready.currency, intl.locale) : '');
  return (
    <section
      className={styles.sidebarBalance}
      aria-label={t('wallet.balance.panel')}
      data-testid="sidebar-balance"
      aria-busy={props.status === 'loading' || undefined}
    >
      <div className={styles.sidebarBalanceText}>
        <span className={styles.sidebarBalanceLabel}>{t('wallet.balance.common')}</span>
        {ready ? (
          <>
            <span className={styles.sidebarBalanceAmount} data-testid="sidebar-balance-amount">
              {money(ready.balance.common)}
            </span>
            {ready.balance.bonus > 0 ? (
              <span className={styles.sidebarBalanceBonus}>{t('wallet.sidebar.bonusPart', { bonus: money(ready.balance.bonus) })}</span>
            ) : null}
            {typeof props.tickets === 'number' ? (
              <span className={styles.sidebarBalanceBonus} data-testid="sidebar-lottery-tickets">
                {t('wallet.balance.lotteryTickets')}: {intl.formatNumber(props.tickets)}
              </span>
            ) : null}
            {typeof props.compPoints === 'number' ? (
              <span className={styles.sidebarBalanceBonus} data-testid="sidebar-comp-points">
                {t('wallet.balance.compPoints')}: {intl.formatNumber(props.compPoints)}
              </span>
            ) : null}
          </>
        ) : props.status === 'error' ? (
          <button type="button" className={styles.secondary} onClick={props.onRetry}>
            {t('wallet.balance.retry')}
          </button>
        ) : (
          <span className={styles.skeleton}>
            <span className="rh-sr-only">{t('wallet.balance.loading')}</span>
          </span>
        )}
      </div>
      <Link href={props.cashboxHref} className={styles.primary} onClick={props.onNavigate}>
        {t('wallet.balance.cashbox')}
      </Link>
      {ready?.balance.wagering ? (
        <WageringProgress
          wagering={ready.balance.wagering}
          label={t('wallet.balance.wagering')}
          text={t('wallet.balance.wageringProgress', { wagered: money(ready.balance.wagering.wagered), target: money(ready.balance.wagering.target) })}
        />
      ) : null}
    </section>
  );
}

/** The sidebar block fed by the same display balance query as the header (nothing for a guest). */
export function SidebarBalance({ cashboxHref, onNavigate }: { cashboxHref: string; onNavigate?: () => void }) {
  const state = useDisplayBalance();
  const tickets = useLotteryTickets();
  const compPoints = useShopCompPoints();
  if (state.status === 'guest') return null;
  if (state.status === 'loading') return <SidebarBalanceView status="loading" cashboxHref={cashboxHref} onNavigate={onNavigate} />;
  if (state.status === 'error') return <SidebarBalanceView status="error" onRetry={state.retry} cashboxHref={cashboxHref} onNavigate={onNavigate} />;
  if (!state.balance) return null;
  return (
    <SidebarBalanceView
      status="ready"
      currency={state.balance.currency}
      balance={displayParts(state.balance)}
      cashboxHref={cashboxHref}
      onNavigate={onNavigate}
      tickets={tickets}
      compPoints={compPoints}
    />
  );
}
