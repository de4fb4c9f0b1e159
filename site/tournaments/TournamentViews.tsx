'use client';

import { useIntl } from 'react-intl';
import type { Locale } from '../../schemas/locales';
import type { TopPlayer, TournamentView } from '../../schemas/tournaments';
import { Countdown } from '../../widgets/common/banner/Banner';
import { IntentLink as Link } from '../core/ui/IntentLink';
import { localePath } from '../core/i18n/locale-path';
import { formatMoney } from '../core/i18n/money';
import styles from './Tournaments.module.css';

/** C4 countdown of a tournament: to its start (future), to its end (active), 'finished' (archive). */
export function TournamentCountdown({ t }: { t: Pick<TournamentView, 'status' | 'start_at' | 'end_at'> }) {
  const target = t.status === 'future' ? Date.parse(t.start_at) : t.status === 'active' ? Date.parse(t.end_at) : null;
  return <Countdown countdown={{ status: t.status, target }} />;
}

/** A score as the strategy counts it: money for bets and wins, x for a multiplier, a count of rounds. */
export function formatPoints(t: Pick<TournamentView, 'strategy' | 'currency'>, points: number, locale: string): string {
  if (t.strategy === 'rounds') return String(points);
  if (t.strategy === 'biggest_multiplier') return `x${(points / 100).toFixed(2)}`;
  return formatMoney(points, t.currency, locale);
}

export function TournamentCard({ t, locale }: { t: TournamentView; locale: Locale }) {
  const intl = useIntl();
  return (
    <li className={styles.card} data-testid="tournament-card" data-status={t.status}>
      <h3 className={styles.cardTitle}>
        <Link href={localePath(locale, `/tournaments/${t.frontend_identifier}`)}>{t.title}</Link>
      </h3>
      <p className={styles.meta}>{intl.formatMessage({ id: `tournaments.status.${t.status}` })}</p>
      <TournamentCountdown t={t} />
      <p className={styles.meta}>{intl.formatMessage({ id: 'tournaments.participants' }, { count: t.participants })}</p>
    </li>
  );
}

export function TournamentList({ list, locale, empty }: { list: readonly TournamentView[]; locale: Locale; empty: string }) {
  if (!list.length) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul className={styles.list}>
      {list.map((t) => (
        <TournamentCard key={t.id} t={t} locale={locale} />
      ))}
    </ul>
  );
}

/** The leaderboard: place, nickname, points; my row marked. */
export function Leaderboard({ t, rows, caption }: { t: TournamentView; rows: readonly TopPlayer[]; caption: string }) {
  const intl = useIntl();
  if (!rows.length) return <p className={styles.empty}>{intl.formatMessage({ id: 'tournaments.board.empty' })}</p>;
  return (
    <table className={styles.board} data-testid="tournament-board">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage({ id: 'tournaments.board.place' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'tournaments.board.player' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'tournaments.board.points' })}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.award_place} className={r.me ? styles.me : undefined} data-me={r.me ? 'true' : undefined}>
            <td>{r.award_place}</td>
            <td>{r.nickname}</td>
            <td>{formatPoints(t, r.points, intl.locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface TournamentDetailProps {
  t: TournamentView;
  signedIn: boolean;
  confirming: boolean;
  confirmed: boolean;
  onConfirm: () => void;
}

/** The tournament page: texts, countdown, prizes, eligible games, the confirm button, the leaderboard and my place. */
export function TournamentDetail({ t, signedIn, confirming, confirmed, onConfirm }: TournamentDetailProps) {
  const intl = useIntl();
  const mine = t.leaderboard ?? [];
  return (
    <article className={styles.detail} data-testid="tournament-page" data-status={t.status}>
      <h1>{t.title}</h1>
      <TournamentCountdown t={t} />
      {t.description && <p>{t.description}</p>}
      <p className={styles.meta}>{intl.formatMessage({ id: `tournaments.strategy.${t.strategy}` })}</p>
      <p className={styles.meta}>{intl.formatMessage({ id: 'tournaments.ties' })}</p>
      {t.prizes.length > 0 && (
        <section>
          <h2>{intl.formatMessage({ id: 'tournaments.prizes' })}</h2>
          <ul className={styles.prizes}>
            {t.prizes.map((p) => (
              <li key={p.place}>
                {intl.formatMessage(
                  { id: 'tournaments.prize' },
                  { place: p.place, amount: p.amount_cents ? formatMoney(p.amount_cents, t.currency, intl.locale) : '' },
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {signedIn && t.user_confirmation_required && t.status !== 'archive' && (
        <button type="button" className={styles.confirm} onClick={onConfirm} disabled={confirming || confirmed} data-testid="tournament-confirm">
          {intl.formatMessage({ id: confirmed ? 'tournaments.confirmed' : 'tournaments.confirm' })}
        </button>
      )}
      <section>
        <h2>{intl.formatMessage({ id: 'tournaments.board.title' })}</h2>
        <Leaderboard t={t} rows={t.top_players} caption={intl.formatMessage({ id: 'tournaments.board.top' })} />
        {mine.length > 0 && <Leaderboard t={t} rows={mine} caption={intl.formatMessage({ id: 'tournaments.board.mine' })} />}
      </section>
    </article>
  );
}
