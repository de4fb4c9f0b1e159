'use client';

import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ParamsOf, WidgetProps } from '../../registry/define';
import type { Locale } from '../../schemas/locales';
import { localePath } from '../../site/core/i18n/locale-path';
import { TournamentBoard } from './TournamentBoard';
import { tournamentBoardQuery } from './queries';

/** `#TournamentBoard[id=winter-wonders;limit=10]#`: the board, refreshed while it runs (the public board push marks it stale too). */
export function TournamentBoardWidget({ params }: WidgetProps<ParamsOf<'TournamentBoard'>>) {
  const locale = useIntl().locale as Locale;
  const q = useQuery({ ...tournamentBoardQuery(params.id, locale), refetchInterval: (query) => (query.state.data?.status === 'active' ? 10_000 : false) });
  const t = q.data ?? null;
  return (
    <TournamentBoard status={q.status} tournament={t} limit={params.limit} href={t ? localePath(locale, `/tournaments/${t.frontend_identifier}`) : null} />
  );
}
