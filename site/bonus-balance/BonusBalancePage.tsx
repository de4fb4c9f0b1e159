'use client';

import { useIntl } from 'react-intl';
import type { Locale } from '../../schemas/locales';
import { formatMoney } from '../core/i18n/money';
import { localePath } from '../core/i18n/locale-path';
import { IntentLink } from '../core/ui/IntentLink';
import { useDisplayBalance } from '../wallet/useDisplayBalance';
import { displayParts, type BalanceParts } from '../wallet/queries';
import styles from './BonusBalance.module.css';

const RULES = ['order', 'wager', 'maxBet', 'withdraw', 'expiry'] as const;

export interface BonusBalanceViewProps {
  giftsHref: string;
  /** null for a guest; undefined while loading. */
  parts: (BalanceParts & { currency: string }) | null | undefined;
}

/** /bonus-balance (spec C2): what the bonus balance is, the player's bonus money and wagering left, and the rules. Pure. */
export function BonusBalanceView({ giftsHref, parts }: BonusBalanceViewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const money = (cents: number) => (parts ? formatMoney(cents, parts.currency, intl.locale) : '');
  const wagering = parts?.wagering ?? null;
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t('gifts.balance.title')}</h1>
      <p className={styles.lead}>{t('gifts.balance.intro')}</p>
      <section className={styles.panel} aria-labelledby="bonus-yours" aria-busy={parts === undefined}>
        <h2 id="bonus-yours" className={styles.heading}>
          {t('gifts.balance.yours')}
        </h2>
        {parts === null ? (
          <p className={styles.muted}>{t('gifts.balance.guest')}</p>
        ) : parts === undefined ? (
          <p className={styles.muted}>…</p>
        ) : (
          <>
            <dl className={styles.figures}>
              <div>
                <dt>{t('gifts.balance.yours')}</dt>
                <dd data-testid="bonus-money">{money(parts.bonus)}</dd>
              </div>
              <div>
                <dt>{t('gifts.balance.real')}</dt>
                <dd>{money(parts.real)}</dd>
              </div>
              {wagering && (
                <div>
                  <dt>{t('gifts.balance.wagerLeft')}</dt>
                  <dd data-testid="bonus-wager-left">{money(Math.max(0, wagering.target - wagering.wagered))}</dd>
                </div>
              )}
            </dl>
            {wagering ? (
              <div
                className={styles.bar}
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={wagering.percent}
                aria-label={t('gifts.card.wagerLabel')}
              >
                <span className={styles.barFill} style={{ width: `${Math.min(100, wagering.percent)}%` }} />
              </div>
            ) : (
              <p className={styles.muted}>{t('gifts.balance.none')}</p>
            )}
            <p>
              <IntentLink href={giftsHref}>{t('gifts.balance.toGifts')}</IntentLink>
            </p>
          </>
        )}
      </section>
      <section className={styles.panel} aria-labelledby="bonus-rules">
        <h2 id="bonus-rules" className={styles.heading}>
          {t('gifts.balance.rulesTitle')}
        </h2>
        <ul className={styles.rules}>
          {RULES.map((r) => (
            <li key={r}>{t(`gifts.balance.rule.${r}`)}</li>
          ))}
        </ul>
      </section>
    </article>
  );
}

/** The page fed by the player's display balance (GET /api/player/balance, live by `private:balance`). */
export function BonusBalancePage({ locale }: { locale: Locale }) {
  const state = useDisplayBalance();
  const parts =
    state.status === 'guest'
      ? null
      : state.status === 'ready' && state.balance
        ? { ...displayParts(state.balance), currency: state.balance.currency }
        : undefined;
  return <BonusBalanceView giftsHref={localePath(locale, '/profile/gifts')} parts={state.status === 'ready' && !state.balance ? null : parts} />;
}
