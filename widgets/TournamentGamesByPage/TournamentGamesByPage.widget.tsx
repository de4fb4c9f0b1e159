'use client';

import { useId } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ParamsOf, WidgetProps } from '../../registry/define';
import { PagedGameGrid } from '../common/games/PagedGameGrid';
import { tournamentGamesQuery } from './queries';

/**
 * `#TournamentGamesByPage[id=winter-wonders;per_page=24]#`: the games a tournament counts, drawn
 * by the lobby's own GameGrid and GameCard (same tiles, states and "load more" as every game
 * list), a page of `per_page` at a time.
 */
export function TournamentGamesByPageWidget({ params, context }: WidgetProps<ParamsOf<'TournamentGamesByPage'>>) {
  const intl = useIntl();
  const headingId = useId();
  const query = useInfiniteQuery(tournamentGamesQuery(params.id, params.per_page, { device: context.device }));
  return (
    <section aria-labelledby={headingId} data-testid="tournament-games-widget" data-state={query.status}>
      <h2 id={headingId}>{intl.formatMessage({ id: 'widgets.tournamentGames.title' })}</h2>
      <PagedGameGrid query={query} labelledBy={headingId} more={params.more} emptyText={intl.formatMessage({ id: 'widgets.tournamentGames.empty' })} />
    </section>
  );
}
