import { useIntl } from 'react-intl';
import type { TournamentStatus, TournamentView } from '../../schemas/tournaments';
import { IntentLink as Link } from '../../site/core/ui/IntentLink';
import { QuestProgressView } from '../common/tournaments/QuestProgressView';

export interface QuestProgressProps {
  status: 'pending' | 'error' | 'success';
  quest: TournamentView | null;
  /** The signed-in player's progress; null for a guest (asked to sign in). */
  progress: TournamentStatus | null;
  /** The quest page (`/{locale}/action/{identifier}`). */
  href: string | null;
}

/** A quest's levels with the player's progress, and a link to the quest page. Data in props. */
export function QuestProgress({ status, quest, progress, href }: QuestProgressProps) {
  const intl = useIntl();
  if (status === 'pending') return <div aria-busy="true" data-testid="quest-progress-widget" data-state="loading" style={{ minHeight: 120 }} />;
  if (status === 'error')
    return (
      <p role="alert" data-testid="quest-progress-widget" data-state="error">
        {intl.formatMessage({ id: 'widgets.questProgress.error' })}
      </p>
    );
  if (!quest)
    return (
      <p data-testid="quest-progress-widget" data-state="empty">
        {intl.formatMessage({ id: 'widgets.questProgress.empty' })}
      </p>
    );
  return (
    <section data-testid="quest-progress-widget" data-state="ready" aria-label={quest.title}>
      <QuestProgressView quest={quest} status={progress} headingLevel={3} />
      {href && <Link href={href}>{intl.formatMessage({ id: 'widgets.questProgress.more' })}</Link>}
    </section>
  );
}
