'use client';

import { useId, useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { WidgetParams } from '../../schemas/widget-params';
import { useCategoryTitle, useCollectionTitle } from '../common/games/CategoryTitle';
import { PagedGameGrid } from '../common/games/PagedGameGrid';
import type { WidgetProps } from '../../registry/define';
import { humanizeSlug } from '../common/games/links';
import styles from './GameGrid.module.css';
import { gameGridQuery } from './queries';

/**
 * `#GameGrid[provider=reelhouse;limit=24]#`: the lobby's GameGrid view (site/games) with a
 * heading, fed page by page from the widget's source; "load more" when `more` is on.
 */
export function GameGridWidget({ params, context }: WidgetProps<WidgetParams<'GameGrid'>>) {
  const intl = useIntl();
  const headingId = useId();
  const categoryTitle = useCategoryTitle();
  const collectionTitle = useCollectionTitle();
  const query = useInfiniteQuery(gameGridQuery(params.source, params.limit, { device: context.device }));
  const games = useMemo(() => query.data?.pages.flatMap((p) => p.data) ?? [], [query.data]);
  const { source } = params;
  const title =
    params.title ??
    ('category' in source
      ? categoryTitle(source.category, humanizeSlug(source.category))
      : 'provider' in source
        ? (games[0]?.provider_title ?? humanizeSlug(source.provider))
        : collectionTitle(source.collection, humanizeSlug(source.collection)));
  return (
    <section className={styles.grid} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title || intl.formatMessage({ id: 'widgets.gameGrid.label' })}
      </h2>
      <PagedGameGrid query={query} labelledBy={headingId} more={params.more} />
    </section>
  );
}
