import { useIntl } from 'react-intl';
import type { TopPlayer, TournamentView } from '../../schemas/tournaments';
import { formatMoney } from '../../site/core/i18n/money';
import { IntentLink as Link } from '../../site/core/ui/IntentLink';
import styles from './TournamentBoard.module.css';

export interface TournamentBoardProps {
  status: 'pending' | 'error' | 'success';
  tournament: TournamentView | null;
  limit: number;
  /** The tournament page (`/{locale}/tournaments/{identifier}`). */
  href: string | null;
  /**
   * The leaderboard page's fuller board: a prize column (when the tournament has prizes), and the
   * signed-in player's own row after the top when it is below the limit (the `me` row of the
   * answer's `leaderboard`). Their own row is marked wherever it shows.
   */
  full?: boolean;
}

const points = (t: TournamentView, p: number, locale: string) =>
  t.strategy === 'rounds' ? String(p) : t.strategy === 'biggest_multiplier' ? `x${(p / 100).toFixed(2)}` : formatMoney(p, t.currency, locale);

/** A tournament's leaderboard: place, nickname, points (with `full`: prizes and my place), and a link to the tournament. Data in props. */
export function TournamentBoard({ status, tournament, limit, href, full = false }: TournamentBoardProps) {
  const intl = useIntl();
  if (status === 'pending') return <div aria-busy="true" data-testid="tournament-board-widget" data-state="loading" style={{ minHeight: 120 }} />;
  if (status === 'error')
    return (
      <p role="alert" data-testid="tournament-board-widget" data-state="error">
        {intl.formatMessage({ id: 'widgets.tournamentBoard.error' })}
      </p>
    );
  if (!tournament) return null;
  const top = tournament.top_players.slice(0, limit);
  const mine = full && !top.some((r) => r.me) ? tournament.leaderboard?.find((r) => r.me) : undefined;
  const rows: TopPlayer[] = mine ? [...top, mine] : top;
  const prizes = full && tournament.prizes.length > 0 ? new Map(tournament.prizes.map((p) => [p.place, p.amount_cents])) : null;
  const prize = (place: number) => {
    const cents = prizes?.get(place);
    return cents ? formatMoney(cents, tournament.currency, intl.locale) : '';
  };
  return (
    <section data-testid="tournament-board-widget" data-state="ready" aria-label={tournament.title}>
      <h3>{tournament.title}</h3>
      {rows.length === 0 ? (
        <p>{intl.formatMessage({ id: 'widgets.tournamentBoard.empty' })}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'widgets.tournamentBoard.place' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'widgets.tournamentBoard.player' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'widgets.tournamentBoard.points' })}</th>
              {prizes && <th scope="col">{intl.formatMessage({ id: 'widgets.tournamentBoard.prize' })}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr
                key={r.award_place}
                className={[r.me && styles.me, r === mine && styles.gap].filter(Boolean).join(' ') || undefined}
                data-me={r.me ? 'true' : undefined}
                aria-current={r.me ? 'true' : undefined}
              >
                <td>{r.award_place}</td>
                <td>{r.me ? intl.formatMessage({ id: 'widgets.tournamentBoard.me' }, { nickname: r.nickname }) : r.nickname}</td>
                <td>{points(tournament, r.points, intl.locale)}</td>
                {prizes && <td>{prize(r.award_place)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {href && <Link href={href}>{intl.formatMessage({ id: 'widgets.tournamentBoard.more' })}</Link>}
    </section>
  );
}
