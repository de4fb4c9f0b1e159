'use client';

import type { ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { Locale } from '../../schemas/locales';
import { IntentLink as Link } from '../core/ui/IntentLink';
import { localePath } from '../core/i18n/locale-path';
import { useSession } from '../core/stores/StoreProvider';
import { useFeatureFlag } from '../core/flags/useFeatureFlag';
import {
  confirmTournament,
  recentTournamentsQueryOptions,
  TOURNAMENT_TABS,
  tournamentQueryOptions,
  tournamentsOfTab,
  tournamentsQueryOptions,
  type TournamentTab,
} from './queries';
import { TournamentDetail, TournamentList } from './TournamentViews';
import styles from './Tournaments.module.css';

/**
 * /tournaments/{tab}: the tabs, the tab's tournaments (live from the calls), and the archive. The
 * lotteries tab shows only while the lotteries page is enabled (the route decides, from the
 * `manage-promotion-pages` config); its content is the lotteries feature's, passed in by the route.
 */
export function TournamentsScreen({
  locale,
  tab,
  lotteriesEnabled,
  lotteriesTab,
}: {
  locale: Locale;
  tab: TournamentTab;
  lotteriesEnabled: boolean;
  lotteriesTab?: ReactNode;
}) {
  const intl = useIntl();
  const signedIn = useSession((s) => s.player !== null);
  const list = useQuery(tournamentsQueryOptions(locale, signedIn));
  const recent = useQuery({ ...recentTournamentsQueryOptions(locale), enabled: tab === 'all' || tab === '' });
  const testQuests = useFeatureFlag('testQuests');
  const tabs = TOURNAMENT_TABS.filter((t) => t !== 'lotteries' || lotteriesEnabled);
  return (
    <section data-testid="tournaments-screen" data-tab={tab || 'tournament'}>
      <h1>{intl.formatMessage({ id: 'tournaments.title' })}</h1>
      <nav aria-label={intl.formatMessage({ id: 'tournaments.tabs' })}>
        <ul className={styles.tabs}>
          {tabs.map((t) => (
            <li key={t || 'tournament'}>
              <Link
                className={styles.tab}
                href={localePath(locale, t === 'achievements' ? '/achievements' : `/tournaments${t ? `/${t}` : ''}`)}
                aria-current={t === tab ? 'page' : undefined}
              >
                {intl.formatMessage({ id: `tournaments.tab.${t || 'tournament'}` })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'lotteries' ? (
        lotteriesTab
      ) : list.isPending ? (
        <p aria-busy="true">{intl.formatMessage({ id: 'tournaments.loading' })}</p>
      ) : list.isError ? (
        <p role="alert">{intl.formatMessage({ id: 'tournaments.error' })}</p>
      ) : (
        <TournamentList list={tournamentsOfTab(tab, list.data, testQuests)} locale={locale} empty={intl.formatMessage({ id: 'tournaments.empty' })} />
      )}
      {(tab === 'all' || tab === '') && recent.data && recent.data.length > 0 && (
        <section data-testid="tournaments-archive">
          <h2>{intl.formatMessage({ id: 'tournaments.archive' })}</h2>
          <TournamentList list={recent.data} locale={locale} empty="" />
        </section>
      )}
    </section>
  );
}

/** /tournaments/{slug or id}: the tournament page, refreshed by the real-time board and status pushes. */
export function TournamentScreen({ locale, slug }: { locale: Locale; slug: string }) {
  const intl = useIntl();
  const signedIn = useSession((s) => s.player !== null);
  const queryClient = useQueryClient();
  const q = useQuery({
    ...tournamentQueryOptions(slug, locale, signedIn),
    refetchInterval: (query) => (query.state.data?.status === 'active' ? 5_000 : false),
  });
  const confirm = useMutation({
    mutationFn: (id: number) => confirmTournament(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/tournaments'] }),
  });
  if (q.isPending) return <p aria-busy="true">{intl.formatMessage({ id: 'tournaments.loading' })}</p>;
  if (q.isError)
    return (
      <p role="alert">{intl.formatMessage({ id: q.error && 'status' in q.error && q.error.status === 404 ? 'tournaments.notFound' : 'tournaments.error' })}</p>
    );
  return (
    <TournamentDetail
      t={q.data}
      signedIn={signedIn}
      confirming={confirm.isPending}
      confirmed={confirm.isSuccess || (q.data.leaderboard ?? []).some((r) => r.me)}
      onConfirm={() => confirm.mutate(q.data.id)}
    />
  );
}
