'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CompCard, PointsShopTab } from '../../schemas/loyalty';
import type { Locale } from '../../schemas/locales';
import { api } from '../core/api';
import { localePath } from '../core/i18n/locale-path';
import { useSession } from '../core/stores/StoreProvider';
import styles from '../core/ui/PromoPage.module.css';
import { cardsOfTab, discountsShown, tabAffordable } from '../../widgets/common/loyalty/exchange-flow';
import { Dialog, ExchangeDialog, PointsShopCard } from '../../widgets/common/loyalty/PointsShopCard';
import { shopCardsQueryOptions, useCompPoints } from './queries';

// The card and the exchange popup are shared with the PointsShopCards widget (widgets/common/loyalty).
const TABS: readonly PointsShopTab[] = ['', 'discounts', 'freespins', 'money', 'special'];

/** The earn-coins rules: what a stake earns. */
function EarnRules({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const q = useQuery({
    queryKey: ['/api/comp_points/earning_rates'],
    queryFn: ({ signal }) => api.get<{ currency: string; amount_cents: number; points: number }[]>('/api/comp_points/earning_rates', { signal }),
  });
  return (
    <Dialog title={t('loyalty.earn.title')} onClose={onClose}>
      <p>{t('loyalty.earn.text')}</p>
      <ul>
        {(q.data ?? []).map((r) => (
          <li key={`${r.currency}-${r.amount_cents}`}>
            {t('loyalty.earn.rate', { points: r.points, amount: (r.amount_cents / 100).toFixed(2), currency: r.currency })}
          </li>
        ))}
      </ul>
      <button type="button" className={styles.button} onClick={onClose}>
        {t('loyalty.close')}
      </button>
    </Dialog>
  );
}

/** /rocket-mart/{tab}: the comp-points page header, the tabs and the cards, with the exchange popup. */
export function PointsShopPage({ tab, locale }: { tab: PointsShopTab; locale: Locale }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const signedIn = useSession((s) => s.player !== null);
  const balance = useCompPoints();
  const cards = useQuery(shopCardsQueryOptions);
  const [open, setOpen] = useState<CompCard | null>(null);
  const [rules, setRules] = useState(false);
  const now = new Date();
  const all = cards.data ?? [];
  const points = signedIn ? (balance?.chargeable.points ?? 0) : null;
  // Logged-out visitors, or an ended sale, go back to the all tab.
  const shownTab: PointsShopTab = tab === 'discounts' && (!signedIn || !discountsShown(all, now)) && cards.isSuccess ? '' : tab;
  const tabs = TABS.filter((x) => x !== 'discounts' || discountsShown(all, now));
  return (
    <section className={styles.page} aria-labelledby="points-shop-title">
      <h1 id="points-shop-title" className={styles.title}>
        {t('loyalty.title')}
      </h1>
      <p className={styles.muted}>{t('loyalty.description')}</p>
      {signedIn ? (
        <p data-testid="comp-points-balance">
          {t('loyalty.balance', { count: balance?.chargeable.points ?? 0 })}{' '}
          <button type="button" className={styles.link} onClick={() => setRules(true)}>
            {t('loyalty.earn.link')}
          </button>
        </p>
      ) : null}
      <nav aria-label={t('loyalty.tabs')}>
        {tabs.map((x) => (
          <Link
            key={x || 'all'}
            href={localePath(locale, `/rocket-mart${x ? `/${x}` : ''}`)}
            aria-current={x === shownTab ? 'page' : undefined}
            className={styles.button}
            data-accent={tabAffordable(all, x, points, now)}
            style={{ marginRight: 8, fontWeight: x === shownTab ? 700 : 400 }}
          >
            {t(`loyalty.tab.${x || 'all'}`)}
          </Link>
        ))}
      </nav>
      {cards.isPending ? (
        <p aria-busy="true">{t('loyalty.loading')}</p>
      ) : cards.isError ? (
        <p role="alert">{t('loyalty.error')}</p>
      ) : cardsOfTab(all, shownTab, now).length === 0 ? (
        <p className={styles.muted}>{t('loyalty.empty')}</p>
      ) : (
        <div className={styles.grid}>
          {cardsOfTab(all, shownTab, now).map((c) => (
            <PointsShopCard key={c.id} card={c} affordable={points !== null && c.points <= points} onExchange={setOpen} />
          ))}
        </div>
      )}
      {open ? <ExchangeDialog card={open} locale={locale} onClose={() => setOpen(null)} /> : null}
      {rules ? <EarnRules onClose={() => setRules(false)} /> : null}
    </section>
  );
}
