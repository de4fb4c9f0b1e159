'use client';

import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ParamsOf, WidgetProps } from '../../registry/define';
import type { Locale } from '../../schemas/locales';
import { TournamentList } from './TournamentList';
import { tournamentListQuery } from './queries';

/** `#TournamentList[kind=tournaments;limit=4]#`: the running and coming tournaments or quests. */
export function TournamentListWidget({ params }: WidgetProps<ParamsOf<'TournamentList'>>) {
  const locale = useIntl().locale as Locale;
  const q = useQuery(tournamentListQuery(params.kind, params.limit, locale));
  return <TournamentList status={q.status} list={q.data ?? []} kind={params.kind} locale={locale} />;
}
