'use client';

import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { Locale } from '../../schemas/locales';
import type { TournamentView } from '../../schemas/tournaments';
import { isTestQuest } from '../../schemas/test-quests';
import { QuestProgressView } from '../../widgets/common/tournaments/QuestProgressView';
import { localePath } from '../core/i18n/locale-path';
import { useSession } from '../core/stores/StoreProvider';
import { useFeatureFlag } from '../core/flags/useFeatureFlag';
import { IntentLink as Link } from '../core/ui/IntentLink';
import { tournamentStatusQueryOptions, tournamentsQueryOptions } from './queries';
import styles from './Tournaments.module.css';

function QuestStatus({ quest, signedIn }: { quest: TournamentView; signedIn: boolean }) {
  const status = useQuery({ ...tournamentStatusQueryOptions(quest.id), enabled: signedIn });
  return <QuestProgressView quest={quest} status={signedIn ? (status.data ?? null) : null} />;
}

/** /action/{slug?}: the running quests (the one named by the slug first) with the player's progress. */
export function QuestScreen({ locale, slug }: { locale: Locale; slug: string | null }) {
  const intl = useIntl();
  const signedIn = useSession((s) => s.player !== null);
  const list = useQuery(tournamentsQueryOptions(locale, signedIn));
  const testQuests = useFeatureFlag('testQuests');
  if (list.isPending) return <p aria-busy="true">{intl.formatMessage({ id: 'tournaments.loading' })}</p>;
  if (list.isError) return <p role="alert">{intl.formatMessage({ id: 'tournaments.error' })}</p>;
  // A test quest (`ffc` in its identifier) only with the testQuests flag, even when named.
  const quests = list.data.filter(
    (t) => t.questSize !== null && t.status !== 'archive' && (slug === null || t.frontend_identifier === slug) && (testQuests || !isTestQuest(t)),
  );
  return (
    <section data-testid="quests-screen">
      <h1>{intl.formatMessage({ id: 'tournaments.quest.title' })}</h1>
      {quests.length === 0 ? (
        <p className={styles.empty}>
          {intl.formatMessage({ id: 'tournaments.empty' })}{' '}
          <Link href={localePath(locale, '/tournaments')}>{intl.formatMessage({ id: 'tournaments.title' })}</Link>
        </p>
      ) : (
        quests.map((q) => <QuestStatus key={q.id} quest={q} signedIn={signedIn} />)
      )}
    </section>
  );
}
