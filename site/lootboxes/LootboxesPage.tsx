'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { Locale } from '../../schemas/locales';
import { wheelDestination, type Lootbox } from '../../schemas/lootboxes';
import { useSession } from '../core/stores/StoreProvider';
import { localePath } from '../core/i18n/locale-path';
import { IntentLink as Link } from '../core/ui/IntentLink';
import { ProofCheck } from './ProofCheck';
import { activateLootbox, lootboxesQueryOptions } from './queries';
import shared from '../core/ui/PromoPage.module.css';
import own from './Lootboxes.module.css';

// The shared promotion page's classes, and this page's own (the wheel, the items list).
const styles = { ...shared, ...own };

export type LootboxesViewProps = { locale: Locale; wheelHref: string } & (
  | { status: 'guest' }
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void }
  | { status: 'ready'; boxes: Lootbox[]; opening: number | null; failed: string | null; onOpen: (id: number) => void }
);

/** The player's loot boxes: each with its items and weights, the commitment, open, then the prize and its proof (pure view). */
export function LootboxesView(props: LootboxesViewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const head = (
    <header className={styles.card}>
      <h1 className={styles.title}>{t('lootboxes.title')}</h1>
      <Link href={props.wheelHref} className={styles.link}>
        {t('lootboxes.toWheel')}
      </Link>
    </header>
  );
  if (props.status === 'guest')
    return (
      <section className={styles.page}>
        {head}
        <p>{t('lootboxes.guest')}</p>
      </section>
    );
  if (props.status === 'loading')
    return (
      <section className={styles.page} aria-busy="true">
        {head}
        <p className={styles.muted}>{t('lootboxes.loading')}</p>
      </section>
    );
  if (props.status === 'error')
    return (
      <section className={styles.page}>
        {head}
        <p role="alert">{t('lootboxes.error')}</p>
        <button type="button" className={styles.button} onClick={props.onRetry}>
          {t('lootboxes.retry')}
        </button>
      </section>
    );
  return (
    <section className={styles.page} data-testid="lootboxes">
      {head}
      {props.failed ? <p role="alert">{props.failed}</p> : null}
      {props.boxes.length === 0 ? <p>{t('lootboxes.empty')}</p> : null}
      {props.boxes.map((b) => (
        <article key={b.id} className={styles.card} aria-labelledby={`lootbox-${b.id}`} data-testid="lootbox">
          <h2 id={`lootbox-${b.id}`} className={styles.subtitle}>
            {t('lootboxes.box', { id: b.id })}
          </h2>
          <span className={styles.badge}>{t(`lootboxes.stage.${b.stage}`)}</span>
          <p className={styles.muted}>{t('lootboxes.validUntil', { date: intl.formatDate(b.valid_until, { dateStyle: 'medium', timeStyle: 'short' }) })}</p>
          <ul className={styles.items}>
            {b.items.map((i) => (
              <li key={i.id}>
                {t('lootboxes.item', { title: i.title, chance: intl.formatNumber(i.weight / b.weight, { style: 'percent', maximumFractionDigits: 1 }) })}
              </li>
            ))}
          </ul>
          {b.stage === 'issued' ? (
            <>
              <p className={styles.muted}>{t('lootboxes.commitment')}</p>
              <p className={styles.mono}>{b.proof.seed_hash}</p>
              <button type="button" className={styles.button} onClick={() => props.onOpen(b.id)} disabled={props.opening !== null}>
                {t(props.opening === b.id ? 'lootboxes.opening' : 'lootboxes.open')}
              </button>
            </>
          ) : null}
          {b.prize ? (
            <>
              <p className={styles.ok} data-testid="lootbox-prize">
                {t('lootboxes.prize', { title: b.prize.title })}
              </p>
              <ProofCheck proof={b.proof} weights={b.items.map((i) => i.weight)} labels={b.items.map((i) => i.title)} drawn={b.prize.id} />
            </>
          ) : null}
        </article>
      ))}
    </section>
  );
}

/** The loot-box list's data: the player's boxes, the activation, and the wheel link by the C4 destination rule. */
export function LootboxesPage({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const player = useSession((s) => s.player);
  const client = useQueryClient();
  const boxes = useQuery({ ...lootboxesQueryOptions, enabled: player !== null });
  const open = useMutation({
    mutationFn: activateLootbox,
    onSuccess: (box) =>
      client.setQueryData(lootboxesQueryOptions.queryKey, (old: Lootbox[] | undefined) => (old ?? []).map((b) => (b.id === box.id ? box : b))),
  });
  const groups = player?.statuses.map((s) => s.id) ?? [];
  const wheelHref = localePath(locale, wheelDestination(boxes.data ?? [], groups) === 'segments' ? '/wheel/segments' : '/wheel');
  if (!player) return <LootboxesView status="guest" locale={locale} wheelHref={wheelHref} />;
  if (boxes.isError) return <LootboxesView status="error" locale={locale} wheelHref={wheelHref} onRetry={() => void boxes.refetch()} />;
  if (!boxes.data) return <LootboxesView status="loading" locale={locale} wheelHref={wheelHref} />;
  return (
    <LootboxesView
      status="ready"
      locale={locale}
      wheelHref={wheelHref}
      boxes={boxes.data}
      opening={open.isPending ? (open.variables ?? null) : null}
      failed={open.isError ? intl.formatMessage({ id: 'lootboxes.openFailed' }) : null}
      onOpen={(id) => open.mutate(id)}
    />
  );
}
