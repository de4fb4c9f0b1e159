'use client';

import { useQuery } from '@tanstack/react-query';
import type { ParamsOf, WidgetProps } from '../../registry/define';
import { recentWinsQuery } from './queries';
import { RecentWins } from './RecentWins';

/** `#RecentWins[limit=8]#`: the wins the realtime provider collected from `public:wins` since the page opened. */
export function RecentWinsWidget({ params }: WidgetProps<ParamsOf<'RecentWins'>>) {
  const { status, data } = useQuery(recentWinsQuery());
  return <RecentWins status={status} wins={data ?? []} limit={params.limit} />;
}
