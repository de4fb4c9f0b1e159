import { useIntl } from 'react-intl';
import type { TournamentStatus, TournamentView } from '../../../schemas/tournaments';
import { formatMoney } from '../../../site/core/i18n/money';
import { Countdown } from '../banner/Banner';
import styles from './Quest.module.css';

/**
 * A quest's levels: the current one, what the next needs, each point's state (C4). Pure view,
 * shared by the quest page (/action) and the QuestProgress widget. `status` null: a guest, asked
 * to sign in. `headingLevel` 2 on the quest page, 3 inside a CMS page.
 */
export function QuestProgressView({ quest, status, headingLevel = 2 }: { quest: TournamentView; status: TournamentStatus | null; headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const q = status?.quest ?? null;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const target = quest.status === 'future' ? Date.parse(quest.start_at) : quest.status === 'active' ? Date.parse(quest.end_at) : null;
  return (
    <article className={styles.quest} data-testid="quest" data-level={q?.level ?? 0}>
      <Heading>{quest.title}</Heading>
      <Countdown countdown={{ status: quest.status, target }} />
      {quest.description && <p>{quest.description}</p>}
      {q === null ? (
        <p>{intl.formatMessage({ id: 'widgets.quest.signIn' })}</p>
      ) : (
        <>
          <p data-testid="quest-level">{intl.formatMessage({ id: 'widgets.quest.level' }, { level: q.level })}</p>
          <p>
            {q.next_level_bets === null
              ? intl.formatMessage({ id: 'widgets.quest.top' })
              : intl.formatMessage({ id: 'widgets.quest.next' }, { amount: formatMoney(q.next_level_bets, quest.currency, intl.locale) })}
          </p>
          <ol className={styles.points} aria-label={intl.formatMessage({ id: 'widgets.quest.points' })}>
            {q.points.map((p) => (
              <li key={p.level} data-state={p.state}>
                {intl.formatMessage({ id: 'widgets.quest.level' }, { level: p.level })} · {formatMoney(p.bets, quest.currency, intl.locale)} ·{' '}
                {intl.formatMessage({ id: `widgets.quest.point.${p.state}` })}
              </li>
            ))}
          </ol>
        </>
      )}
    </article>
  );
}
