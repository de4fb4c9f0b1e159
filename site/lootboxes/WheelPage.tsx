'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { Locale } from '../../schemas/locales';
import type { WheelSpin, WheelState } from '../../schemas/lootboxes';
import { receivePromosClick } from '../../schemas/lootboxes';
import { api } from '../core/api';
import { useSession, useStores } from '../core/stores/StoreProvider';
import { useToast } from '../toasts/ToastArea';
import { ProofCheck } from './ProofCheck';
import { spinWheel, wheelQueryOptions } from './queries';
import shared from '../core/ui/PromoPage.module.css';
import own from './Lootboxes.module.css';

// The shared promotion page's classes, and this page's own (the wheel, the items list).
const styles = { ...shared, ...own };

const COLORS = ['#ffd166', '#ef476f', '#06d6a0', '#118ab2', '#8338ec', '#fb5607'];

/** The wheel's face: one conic slice per segment, sized by its weight. */
function wheelBackground(segments: WheelState['segments']): string {
  const total = segments.reduce((a, s) => a + s.weight, 0) || 1;
  let at = 0;
  const stops = segments.map((s, i) => {
    const from = (at / total) * 360;
    at += s.weight;
    return `${COLORS[i % COLORS.length]} ${from}deg ${(at / total) * 360}deg`;
  });
  return `conic-gradient(${stops.join(', ')})`;
}

export type WheelViewProps = { variant: 'plain' | 'segments' } & (
  | { status: 'guest' }
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void }
  | { status: 'ready'; wheel: WheelState; spinning: boolean; result: WheelSpin | null; failed: string | null; onSpin: () => void; onSubscribe: () => void }
);

/** The prize wheel: the segments (listed with their chances on the segments page), spins left, the next spin's commitment, the result and its proof (pure view). */
export function WheelView(props: WheelViewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const head = (
    <header className={styles.card}>
      <h1 className={styles.title}>{t(props.variant === 'segments' ? 'lootboxes.wheel.segmentsTitle' : 'lootboxes.wheel.title')}</h1>
    </header>
  );
  if (props.status !== 'ready')
    return (
      <section className={styles.page} aria-busy={props.status === 'loading'}>
        {head}
        {props.status === 'guest' ? <p>{t('lootboxes.wheel.guest')}</p> : null}
        {props.status === 'loading' ? <p className={styles.muted}>{t('lootboxes.loading')}</p> : null}
        {props.status === 'error' ? (
          <>
            <p role="alert">{t('lootboxes.error')}</p>
            <button type="button" className={styles.button} onClick={props.onRetry}>
              {t('lootboxes.retry')}
            </button>
          </>
        ) : null}
      </section>
    );
  const { wheel, result } = props;
  const total = wheel.segments.reduce((a, s) => a + s.weight, 0);
  return (
    <section className={styles.page} data-testid="wheel">
      {head}
      <div className={styles.card}>
        <div
          className={styles.wheel}
          style={{ background: wheelBackground(wheel.segments) }}
          role="img"
          aria-label={t('lootboxes.wheel.face', { count: wheel.segments.length })}
        />
        {props.variant === 'segments' ? (
          <ul className={styles.items}>
            {wheel.segments.map((s) => (
              <li key={s.id}>
                {t('lootboxes.item', { title: s.title, chance: intl.formatNumber(s.weight / total, { style: 'percent', maximumFractionDigits: 1 }) })}
              </li>
            ))}
          </ul>
        ) : null}
        <p data-testid="wheel-spins">{t('lootboxes.wheel.spins', { count: wheel.spins })}</p>
        {wheel.next ? (
          <>
            <p className={styles.muted}>{t('lootboxes.commitment')}</p>
            <p className={styles.mono}>{wheel.next.seed_hash}</p>
            <button type="button" className={styles.button} onClick={props.onSpin} disabled={props.spinning}>
              {t(props.spinning ? 'lootboxes.wheel.spinning' : 'lootboxes.wheel.spin')}
            </button>
          </>
        ) : (
          <p className={styles.muted}>{t('lootboxes.wheel.noSpins')}</p>
        )}
        {props.failed ? <p role="alert">{props.failed}</p> : null}
        <button type="button" className={styles.button} onClick={props.onSubscribe}>
          {t('lootboxes.promo.button')}
        </button>
      </div>
      {result ? (
        <div className={styles.card} data-testid="wheel-result">
          <p className={styles.ok} role="status">
            {t(result.segment.bonus ? 'lootboxes.wheel.won' : 'lootboxes.wheel.noPrize', { title: result.segment.title })}
          </p>
          <ProofCheck
            proof={result.proof}
            weights={result.segments.map((s) => s.weight)}
            labels={result.segments.map((s) => s.title)}
            drawn={result.segment.id}
          />
        </div>
      ) : null}
    </section>
  );
}

/** The wheel's data: the player's wheel state and the spin of the gift whose commitment is shown. */
export function WheelPage({ locale, variant }: { locale: Locale; variant: 'plain' | 'segments' }) {
  const intl = useIntl();
  const player = useSession((s) => s.player);
  const client = useQueryClient();
  const stores = useStores();
  const toast = useToast();
  const wheel = useQuery({ ...wheelQueryOptions, enabled: player !== null });
  // C5: the promo-subscription click is ignored, with an info message, when the player already receives promos.
  const subscribe = async () => {
    if (!player) return;
    if (receivePromosClick(player.receive_promos) === 'ignore') {
      toast('info', intl.formatMessage({ id: 'lootboxes.promo.already' }));
      return;
    }
    try {
      await api.put('/api/subscriptions', { subscription_params: { receive_promos: true } });
      stores.session.getState().setPlayer({ ...player, receive_promos: true });
      toast('success', intl.formatMessage({ id: 'lootboxes.promo.subscribed' }));
    } catch {
      toast('warning', intl.formatMessage({ id: 'lootboxes.promo.failed' }));
    }
  };
  const spin = useMutation({
    mutationFn: spinWheel,
    onSuccess: () => void client.invalidateQueries({ queryKey: wheelQueryOptions.queryKey }),
  });
  void locale;
  if (!player) return <WheelView variant={variant} status="guest" />;
  if (wheel.isError) return <WheelView variant={variant} status="error" onRetry={() => void wheel.refetch()} />;
  if (!wheel.data) return <WheelView variant={variant} status="loading" />;
  const next = wheel.data.next;
  return (
    <WheelView
      variant={variant}
      status="ready"
      wheel={wheel.data}
      spinning={spin.isPending}
      result={spin.data ?? null}
      failed={spin.isError ? intl.formatMessage({ id: 'lootboxes.wheel.failed' }) : null}
      onSpin={() => next && spin.mutate(next.gift_id)}
      onSubscribe={() => void subscribe()}
    />
  );
}
