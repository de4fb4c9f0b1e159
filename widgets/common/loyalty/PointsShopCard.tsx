'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CompCard, ExchangeResult } from '../../../schemas/loyalty';
import type { Locale } from '../../../schemas/locales';
import { api, ApiError, lazySchema } from '../../../site/core/api';
import { uuidV4 } from '../../../site/core/api/uuid';
import { localePath } from '../../../site/core/i18n/locale-path';
import { useAuthPopup } from '../../../site/core/modals/useAuthPopup';
import { useSession, useStores } from '../../../site/core/stores/StoreProvider';
import { IntentLink } from '../../../site/core/ui/IntentLink';
import styles from '../../../site/core/ui/PromoPage.module.css';
import { confirmationNeeded, exchangeStep } from './exchange-flow';
import { compPointsQueryOptions } from './queries';
import { usePlayerCompPoints } from './usePlayerCompPoints';

/**
 * The points shop's card and its exchange popup, one markup for the shop page (site/loyalty,
 * /rocket-mart) and the PointsShopCards widget. Texts: the `loyalty` namespace (the widget's
 * registry entry asks the CMS renderer for it).
 */

const resultSchema = lazySchema(() => import('../../../schemas/loyalty').then((m) => m.ExchangeResultSchema));
/** The wallet's display-balance query (site/wallet/queries.ts BALANCE_QUERY_KEY; named here, since widgets never import a site feature). */
const BALANCE_QUERY_KEY = ['/api/player/balance'] as const;

/** A keyboard-usable popup: focus moves in, Escape closes. */
export function Dialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div style={{ position: 'fixed', inset: 0, background: 'rgba(0,0,0,0.6)', display: 'grid', placeItems: 'center', zIndex: 50 }}>
      <div role="dialog" aria-modal="true" aria-labelledby={id} tabIndex={-1} ref={ref} className={styles.card} style={{ minWidth: 300, maxWidth: 420 }}>
        <h2 id={id} className={styles.subtitle}>
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}

/** One shop card: title, price in coins, tags, the sale's discount, and the exchange button. */
export function PointsShopCard({ card, affordable, onExchange }: { card: CompCard; affordable: boolean; onExchange: (c: CompCard) => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <article className={styles.card} data-testid="points-shop-card" data-group={card.group}>
      <span className={styles.muted}>{t(`loyalty.type.${card.type}`)}</span>
      {card.tags.map((tag) => (
        <span key={tag} className={styles.badge}>
          {t(`loyalty.tag.${tag}`)}
        </span>
      ))}
      <h2 className={styles.subtitle}>{card.title}</h2>
      {card.type === 'freespins' && card.freespins_count > 0 ? <p>{t('loyalty.freespins', { count: card.freespins_count })}</p> : null}
      {card.discountPercent ? (
        <p className={styles.ok}>
          {t('loyalty.discount', { percent: card.discountPercent })} <s>{t('loyalty.coins', { count: card.fullPrice ?? 0 })}</s>
        </p>
      ) : null}
      <p>
        <strong>{t('loyalty.coins', { count: card.points })}</strong>
      </p>
      {card.wager > 0 ? <p className={styles.muted}>{t('loyalty.wager', { wager: card.wager })}</p> : null}
      <button type="button" className={styles.button} onClick={() => onExchange(card)} data-affordable={affordable}>
        {t('loyalty.exchange')}
      </button>
    </article>
  );
}

/**
 * The exchange popup: C4 steps 1–5 (guest register button; quantity picker past one; the missing
 * coins with play and back buttons; the multi-account, then enable-bonuses confirmation; the
 * result). A fresh idempotency key per popup, so a double click or a retry pays once.
 */
export function ExchangeDialog({ card, locale, onClose }: { card: CompCard; locale: Locale; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const player = useSession((s) => s.player);
  const stores = useStores();
  const balance = usePlayerCompPoints();
  const queryClient = useQueryClient();
  const openAuthPopup = useAuthPopup();
  const [quantity, setQuantity] = useState(1);
  const [confirm, setConfirm] = useState<'multi_account' | 'enable_bonuses' | null>(null);
  const [confirmedMulti, setConfirmedMulti] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: true; r: ExchangeResult } | { ok: false; message: string } | null>(null);
  const [key] = useState(() => uuidV4());
  const step = exchangeStep(card, player ? (balance?.chargeable.points ?? 0) : null);
  const title = card.title;

  const run = async (multi: boolean) => {
    setBusy(true);
    try {
      const body =
        card.type === 'lotteries'
          ? { group: card.group, tickets_count: quantity, lottery_id: card.lottery_ids[0], idempotency_key: key, confirm_multi_account: multi }
          : { group: card.group, points: quantity * card.points, idempotency_key: key, confirm_multi_account: multi };
      const r = await api.post(`/api/comp_points/exchange/${card.type}`, body, { schema: resultSchema });
      queryClient.setQueryData(compPointsQueryOptions.queryKey, r.balance);
      void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
      setResult({ ok: true, r });
    } catch (err) {
      setResult({ ok: false, message: err instanceof ApiError ? err.message : t('loyalty.failed') });
    } finally {
      setBusy(false);
    }
  };
  const onExchange = () => {
    const need =
      player && !confirmedMulti ? confirmationNeeded({ groupIds: player.statuses.map((s) => s.id), canIssueBonuses: player.can_issue_bonuses }) : null;
    if (need) setConfirm(need);
    else void run(confirmedMulti);
  };
  const enableBonuses = async () => {
    setBusy(true);
    try {
      await api.patch('/api/player/update_bonus_settings', { can_issue: true });
      if (player) stores.session.getState().setPlayer({ ...player, can_issue_bonuses: true });
      setConfirm(null);
      await run(confirmedMulti);
    } catch (err) {
      setResult({ ok: false, message: err instanceof ApiError ? err.message : t('loyalty.failed') });
      setBusy(false);
    }
  };

  if (result) {
    return (
      <Dialog title={t(result.ok ? 'loyalty.result.ok' : 'loyalty.result.failed')} onClose={onClose}>
        <p role="status" data-testid="exchange-result" data-ok={result.ok}>
          {result.ok ? t('loyalty.result.okText', { title, count: result.r.points }) : result.message}
        </p>
        <button type="button" className={styles.button} onClick={onClose}>
          {t('loyalty.close')}
        </button>
      </Dialog>
    );
  }
  if (confirm) {
    return (
      <Dialog title={t(`loyalty.confirm.${confirm}.title`)} onClose={onClose}>
        <p>{t(`loyalty.confirm.${confirm}.text`)}</p>
        <button
          type="button"
          className={styles.button}
          disabled={busy}
          onClick={() => {
            if (confirm === 'multi_account') {
              setConfirmedMulti(true);
              setConfirm(!player?.can_issue_bonuses ? 'enable_bonuses' : null);
              if (player?.can_issue_bonuses) void run(true);
            } else void enableBonuses();
          }}
        >
          {t(`loyalty.confirm.${confirm}.yes`)}
        </button>{' '}
        <button type="button" className={styles.button} onClick={onClose}>
          {t('loyalty.cancel')}
        </button>
      </Dialog>
    );
  }
  return (
    <Dialog title={title} onClose={onClose}>
      <p>{t('loyalty.coins', { count: card.points })}</p>
      {step.kind === 'guest' ? (
        <button type="button" className={styles.button} onClick={() => openAuthPopup('sign-up')}>
          {t('loyalty.register')}
        </button>
      ) : step.kind === 'short' ? (
        <>
          <p role="alert">{t('loyalty.short', { count: step.missing })}</p>
          <IntentLink className={styles.button} href={localePath(locale, '/pokies')}>
            {t('loyalty.playGames')}
          </IntentLink>{' '}
          <button type="button" className={styles.button} onClick={onClose}>
            {t('loyalty.backToShop')}
          </button>
        </>
      ) : (
        <>
          {step.picker ? (
            <label>
              {t('loyalty.quantity')}{' '}
              <input
                type="number"
                min={1}
                max={step.max}
                step={1}
                value={quantity}
                onChange={(e) => setQuantity(Math.min(step.max, Math.max(1, Math.floor(Number(e.target.value) || 1))))}
              />
            </label>
          ) : null}
          <p>{t('loyalty.total', { count: quantity * card.points })}</p>
          <button type="button" className={styles.button} disabled={busy} onClick={onExchange}>
            {t('loyalty.exchangeNow')}
          </button>
        </>
      )}{' '}
      <button type="button" className={styles.button} onClick={onClose}>
        {t('loyalty.cancel')}
      </button>
    </Dialog>
  );
}
