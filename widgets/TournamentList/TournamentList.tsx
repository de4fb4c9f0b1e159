import { useIntl } from 'react-intl';
import type { Locale } from '../../schemas/locales';
import type { TournamentView } from '../../schemas/tournaments';
import { localePath } from '../../site/core/i18n/locale-path';
import { IntentLink as Link } from '../../site/core/ui/IntentLink';

export interface TournamentListProps {
  status: 'pending' | 'error' | 'success';
  list: readonly TournamentView[];
  kind: 'tournaments' | 'quests';
  locale: Locale;
}

/** Tournaments (or quests): title linking to the page, time status, end or start, participants. Data in props. */
export function TournamentList({ status, list, kind, locale }: TournamentListProps) {
  const intl = useIntl();
  if (status === 'pending') return <div aria-busy="true" data-testid="tournament-list-widget" data-state="loading" style={{ minHeight: 120 }} />;
  if (status === 'error')
    return (
      <p role="alert" data-testid="tournament-list-widget" data-state="error">
        {intl.formatMessage({ id: 'widgets.tournamentList.error' })}
      </p>
    );
  const all = localePath(locale, kind === 'quests' ? '/action' : '/tournaments');
  return (
    <section data-testid="tournament-list-widget" data-state="ready" aria-label={intl.formatMessage({ id: `widgets.tournamentList.title.${kind}` })}>
      <h3>{intl.formatMessage({ id: `widgets.tournamentList.title.${kind}` })}</h3>
      {list.length === 0 ? (
        <p>{intl.formatMessage({ id: 'widgets.tournamentList.empty' })}</p>
      ) : (
        <ul>
          {list.map((t) => (
            <li key={t.id} data-status={t.status}>
              <Link href={localePath(locale, `${kind === 'quests' ? '/action' : '/tournaments'}/${t.frontend_identifier}`)}>{t.title}</Link>{' '}
              <span>
                {intl.formatMessage(
                  { id: `widgets.tournamentList.when.${t.status === 'future' ? 'future' : 'active'}` },
                  { date: intl.formatDate(Date.parse(t.status === 'future' ? t.start_at : t.end_at), { dateStyle: 'medium' }) },
                )}
              </span>{' '}
              <span>{intl.formatMessage({ id: 'widgets.tournamentList.participants' }, { count: t.participants })}</span>
            </li>
          ))}
        </ul>
      )}
      <Link href={all}>{intl.formatMessage({ id: `widgets.tournamentList.all.${kind}` })}</Link>
    </section>
  );
}
