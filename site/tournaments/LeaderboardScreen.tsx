'use client';

import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { Locale } from '../../schemas/locales';
import type { TournamentView } from '../../schemas/tournaments';
import { TournamentBoard } from '../../widgets/TournamentBoard/TournamentBoard';
import { localePath } from '../core/i18n/locale-path';
import { useSession } from '../core/stores/StoreProvider';
import { tournamentQueryOptions, tournamentsQueryOptions } from './queries';
import { TournamentCountdown } from './TournamentViews';
import styles from './Tournaments.module.css';

/** Places each board shows (the call answers the top 50). */
const BOARD_ROWS = 20;

/**
 * /leaderboard: the board of every running tournament (quests are not ranked against others),
 * with places, masked nicknames, points and prizes, and the signed-in player's own place marked.
 * Live: the public tournaments push makes every ['/api/tournaments'] query stale (at most once a
 * second per tournament, site/realtime/cache-effects.ts), and the boards on screen refetch.
 */
export function LeaderboardScreen({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const signedIn = useSession((s) => s.player !== null);
  const list = useQuery(tournamentsQueryOptions(locale, signedIn));
  const running = (list.data ?? []).filter((t) => t.status === 'active' && t.questSize === null);
  return (
    <section data-testid="leaderboard-screen">
      <h1>{intl.formatMessage({ id: 'tournaments.leaderboard.title' })}</h1>
      <p className={styles.meta}>{intl.formatMessage({ id: 'tournaments.leaderboard.intro' })}</p>
      {list.isPending ? (
        <p aria-busy="true">{intl.formatMessage({ id: 'tournaments.loading' })}</p>
      ) : list.isError ? (
        <p role="alert">{intl.formatMessage({ id: 'tournaments.error' })}</p>
      ) : running.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage({ id: 'tournaments.leaderboard.empty' })}</p>
      ) : (
        running.map((t) => <RunningBoard key={t.id} summary={t} locale={locale} signedIn={signedIn} />)
      )}
    </section>
  );
}

/** One running tournament's board: its page's call (top 50, my row and neighbours when signed in), drawn by the TournamentBoard widget's view. */
function RunningBoard({ summary, locale, signedIn }: { summary: TournamentView; locale: Locale; signedIn: boolean }) {
  const intl = useIntl();
  const q = useQuery(tournamentQueryOptions(summary.frontend_identifier, locale, signedIn));
  const t = q.data ?? summary;
  const mine = (t.leaderboard ?? []).find((r) => r.me);
  return (
    <article className={styles.detail} data-testid="leaderboard-tournament" data-identifier={t.frontend_identifier}>
      <TournamentBoard
        status={q.isError ? 'error' : 'success'}
        tournament={t}
        limit={BOARD_ROWS}
        href={localePath(locale, `/tournaments/${t.frontend_identifier}`)}
        full
      />
      <TournamentCountdown t={t} />
      {mine && <p className={styles.meta}>{intl.formatMessage({ id: 'tournaments.leaderboard.myPlace' }, { place: mine.award_place })}</p>}
    </article>
  );
}
