'use client';

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatDateTime } from '../../core/i18n/dates';
import { GameRoundsPageSchema, type GameRound } from '../../../schemas/games';
import { api } from '../../core/api';
import { useSession } from '../../core/stores/StoreProvider';
import { formatMoney } from '../../core/i18n/money';
import styles from '../Profile.module.css';

const PAGE_SIZE = 20;

/** GET /api/player/game_rounds, one page (newest first). */
export const gameRoundsQuery = (page: number) =>
  queryOptions({
    queryKey: ['/api/player/game_rounds', { page, page_size: PAGE_SIZE }] as const,
    queryFn: ({ signal }) => api.get('/api/player/game_rounds', { query: { page, page_size: PAGE_SIZE }, schema: GameRoundsPageSchema, signal }),
    meta: { userData: true },
  });

export interface GamesHistoryViewProps {
  rounds: GameRound[] | undefined;
  failed: boolean;
  locale: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** The rounds as a table: when, game, mode, stake, win and the balance after. */
export function GamesHistoryView({ rounds, failed, locale, page, totalPages, onPage }: GamesHistoryViewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const captionId = useId();
  if (failed) return <p className={styles.formError}>{t('profile.error.load')}</p>;
  if (!rounds) return <p className={styles.muted}>{t('profile.loading')}</p>;
  if (rounds.length === 0) return <p className={styles.empty}>{t('profile.history.none')}</p>;
  return (
    <>
      {/* Every column on every screen: on a phone the table scrolls sideways in its own box (focusable, so the keyboard scrolls it too) instead of dropping columns or breaking words. */}
      <div className={styles.tableScroll} role="region" aria-labelledby={captionId} tabIndex={0} data-testid="history-scroll">
        <table className={`${styles.table} ${styles.historyTable}`}>
          <caption id={captionId} className={styles.muted}>
            {t('profile.history.caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('profile.history.when')}</th>
              <th scope="col">{t('profile.history.game')}</th>
              <th scope="col">{t('profile.history.mode')}</th>
              <th scope="col" className={styles.num}>
                {t('profile.history.bet')}
              </th>
              <th scope="col" className={styles.num}>
                {t('profile.history.win')}
              </th>
              <th scope="col" className={styles.num}>
                {t('profile.history.balance')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rounds.map((r) => (
              <tr key={r.id} data-testid="game-round">
                <td className={styles.when}>
                  <time dateTime={r.created_at}>{formatDateTime(intl, r.created_at)}</time>
                </td>
                <td className={styles.gameCell}>
                  {r.game_title}
                  {r.status !== 'settled' && <span className={styles.muted}> · {t(`profile.history.status.${r.status}`)}</span>}
                </td>
                <td>{t(`profile.history.modeName.${r.mode}`)}</td>
                <td className={styles.num}>{formatMoney(r.bet_cents, r.currency, locale)}</td>
                <td className={styles.num}>{formatMoney(r.win_cents, r.currency, locale)}</td>
                <td className={styles.num}>{formatMoney(r.balance_after_cents, r.currency, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {totalPages > 1 && (
        <nav className={styles.actions} aria-label={t('profile.history.pages')}>
          <button type="button" className={styles.button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('profile.history.newer')}
          </button>
          <span className={styles.muted}>{t('profile.history.page', { page, total: totalPages })}</span>
          <button type="button" className={styles.button} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
            {t('profile.history.older')}
          </button>
        </nav>
      )}
    </>
  );
}

/** The games-history tab (/profile/games-history): the player's game rounds, paged. */
export function GamesHistoryTab({ locale }: { locale: string }) {
  const intl = useIntl();
  const player = useSession((s) => s.player);
  const [page, setPage] = useState(1);
  const rounds = useQuery({ ...gameRoundsQuery(page), enabled: player !== null, placeholderData: keepPreviousData });
  if (!player) return null;
  return (
    <section className={styles.section} aria-labelledby="history-title">
      <h2 id="history-title" className={styles.heading}>
        {intl.formatMessage({ id: 'profile.history.title' })}
      </h2>
      <GamesHistoryView
        rounds={rounds.data?.data}
        failed={rounds.isError}
        locale={locale}
        page={page}
        totalPages={rounds.data?.pagination.total_pages ?? 1}
        onPage={setPage}
      />
    </section>
  );
}
