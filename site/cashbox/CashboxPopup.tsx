'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { IntentLink as Link } from '../core/ui/IntentLink';
import { usePathname } from 'next/navigation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '../../schemas/locales';
import { splitLocale } from '../core/i18n/locale-path';
import type { ModalInjectedProps, RoutePopupProps } from '../core/modals/types';
import { useSession, useStores } from '../core/stores/StoreProvider';
import { ACCOUNTS_QUERY_KEY, accountsQueryOptions, activeAccount } from '../wallet/queries';
import { cancelledDepositToWarn, noteWarned, readWarned } from './cancelled-deposit';
import { DashboardView } from './DashboardView';
import { DepositPanel } from './DepositPanel';
import { paymentFormErrors } from './errors';
import { cancelPayment, PAYMENTS_KEY, paymentsQueryOptions, recallPayment } from './queries';
import { returnUrl, supportPath, type CashboxView, type DepositMode } from './route-rules';
import { WithdrawPanel } from './WithdrawPanel';
import styles from './Cashbox.module.css';

export interface CashboxPopupProps extends RoutePopupProps {
  view: CashboxView;
  mode?: DepositMode;
}

const TABS: readonly CashboxView[] = ['deposit', 'withdraw', 'dashboard'];

/**
 * The cashbox popup (modals `cashbox`): deposit, withdraw and the dashboard as tabs over the
 * current page. Opened by the cashbox routes (site/cashbox/CashboxRoute) with the view the route
 * names; the hosted payment page comes back to the same route with `payment_id`, shown as the
 * deposit's outcome. A deposit cancelled less than five minutes ago is announced once.
 */
export default function CashboxPopup({ view: initialView, mode = 'plain', query, titleId }: CashboxPopupProps & ModalInjectedProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const pathname = usePathname();
  const locale = (splitLocale(pathname).locale ?? 'en') as Locale;
  const player = useSession((s) => s.player);
  const { toasts } = useStores();
  const queryClient = useQueryClient();
  const [view, setView] = useState<CashboxView>(initialView);
  const accounts = useQuery(accountsQueryOptions);
  const payments = useQuery(paymentsQueryOptions(1));
  const account = activeAccount(accounts.data, player?.currency);
  const tabsId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const [recallError, setRecallError] = useState<string>();

  // Recalling a withdrawal and cancelling a pending deposit end alike: history and balances reload, a refusal shows.
  const settled = {
    onSuccess: () => {
      setRecallError(undefined);
      void queryClient.invalidateQueries({ queryKey: PAYMENTS_KEY });
      void queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_KEY });
    },
    onError: (err: Error) => setRecallError(paymentFormErrors(err, intl).form),
  };
  const recall = useMutation({ mutationFn: recallPayment, ...settled });
  const cancel = useMutation({ mutationFn: cancelPayment, ...settled });

  // Spec P4 "Canceled deposit": one warning per transaction id, within five minutes of the cancel.
  useEffect(() => {
    if (!payments.data) return;
    const now = Date.now();
    const cancelled = cancelledDepositToWarn(payments.data, now, readWarned(localStorage, now));
    if (!cancelled) return;
    noteWarned(localStorage, cancelled.id, now);
    toasts.getState().show('warning', intl.formatMessage({ id: 'cashbox.cancelledWarning' }));
  }, [payments.data, toasts, intl]);

  const returnedId = Number(query?.payment_id);
  const returned = Number.isInteger(returnedId) && returnedId > 0 ? returnedId : undefined;
  const search = new URLSearchParams(query ?? {}).toString();

  const onTabKey = (e: KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (index + step + TABS.length) % TABS.length;
    setView(TABS[next]!);
    tabRefs.current[next]?.focus();
  };

  const currency = account?.currency ?? player?.currency;
  return (
    <div className={styles.root} data-testid="cashbox">
      <h2 id={titleId} className={styles.title}>
        {t('cashbox.title')}
      </h2>
      <div className={styles.tabs} role="tablist" aria-label={t('cashbox.title')}>
        {TABS.map((tab, i) => (
          <button
            key={tab}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${tabsId}-${tab}`}
            aria-selected={view === tab}
            aria-controls={`${tabsId}-panel`}
            tabIndex={view === tab ? 0 : -1}
            className={styles.tab}
            onClick={() => setView(tab)}
            onKeyDown={(e) => onTabKey(e, i)}
          >
            {t(`cashbox.tab.${tab}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${view}`} className={styles.root}>
        {!currency ? (
          <DashboardView status={accounts.isError ? 'error' : 'loading'} onRecall={() => undefined} onRetry={() => void accounts.refetch()} />
        ) : view === 'deposit' ? (
          <DepositPanel
            currency={currency}
            mode={mode}
            bonusCode={player?.deposit_bonus_code ?? null}
            returnUrl={returnUrl(pathname, search)}
            returnedPaymentId={returned}
            onHistory={() => setView('dashboard')}
          />
        ) : view === 'withdraw' ? (
          account ? (
            <WithdrawPanel currency={currency} availableCents={account.available_to_cashout_cents} onHistory={() => setView('dashboard')} />
          ) : (
            <DashboardView status={accounts.isError ? 'error' : 'loading'} onRecall={() => undefined} onRetry={() => void accounts.refetch()} />
          )
        ) : (
          <>
            {recallError && (
              <p className={styles.failure} role="alert">
                {recallError}
              </p>
            )}
            {payments.isPending || accounts.isPending ? (
              <DashboardView status="loading" onRecall={() => undefined} onRetry={() => undefined} />
            ) : payments.isError ? (
              <DashboardView status="error" onRecall={() => undefined} onRetry={() => void payments.refetch()} />
            ) : (
              <DashboardView
                status="ready"
                account={account}
                payments={payments.data}
                recallingId={recall.isPending ? recall.variables : null}
                onRecall={(id) => recall.mutate(id)}
                cancellingId={cancel.isPending ? cancel.variables : null}
                onCancel={(id) => cancel.mutate(id)}
                onRetry={() => void payments.refetch()}
              />
            )}
          </>
        )}
      </div>
      <p className={styles.footer}>
        <Link href={supportPath(locale)}>{t('cashbox.support')}</Link>
      </p>
    </div>
  );
}
