'use client';

import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { WidgetParams } from '../../schemas/widget-params';
import { localePath } from '../../site/core/i18n/locale-path';
import { useCategoryTitle, useCollectionTitle } from '../common/games/CategoryTitle';
import { GameCard } from '../common/games/GameCard';
import { GameRow } from '../common/games/GameRow';
import { useViewer } from '../common/games/hooks';
import { TileActionsProvider } from '../common/games/TileActions';
import type { WidgetProps } from '../../registry/define';
import { humanizeSlug, sourcePath } from '../common/games/links';
import { gameRowQuery } from '../common/games/queries';

/**
 * `#GameRow[category=new;limit=10]#`: the lobby's GameRow view (site/games) fed by the widget's
 * source. The first render reads what the server prefetched under the same key.
 */
export function GameRowWidget({ params, context }: WidgetProps<WidgetParams<'GameRow'>>) {
  const intl = useIntl();
  const { locale, loggedIn } = useViewer();
  const categoryTitle = useCategoryTitle();
  const collectionTitle = useCollectionTitle();
  const { data, status, refetch } = useQuery(gameRowQuery(params.source, { device: context.device, viewer: loggedIn ? 'player' : 'guest' }));
  const { source } = params;
  const title =
    params.title ??
    ('category' in source
      ? categoryTitle(source.category, humanizeSlug(source.category))
      : 'provider' in source
        ? (data?.data[0]?.provider_title ?? humanizeSlug(source.provider))
        : intl.formatMessage({ id: 'widgets.gameRow.collection' }, { name: collectionTitle(source.collection, humanizeSlug(source.collection)) }));
  const path = sourcePath(source);
  return (
    <TileActionsProvider>
      <GameRow
        title={title}
        allHref={path ? localePath(locale, path) : undefined}
        status={status}
        games={(data?.data ?? []).slice(0, params.limit)}
        total={data?.pagination.total_count}
        onRetry={() => void refetch()}
        renderGame={(game) => <GameCard game={game} />}
      />
    </TileActionsProvider>
  );
}
