'use client';

import { useQuery } from '@tanstack/react-query';
import type { ParamsOf, WidgetProps } from '../../registry/define';
import { useAuthPopup } from '../../site/core/modals/useAuthPopup';
import { useSession } from '../../site/core/stores/StoreProvider';
import { useHydrating } from '../../site/core/ui/useHydrating';
import { useNow } from '../common/gifts/useGiftsDisplay';
import { AdventureCalendar } from './AdventureCalendar';
import { adventureQuery } from './queries';

/** `#AdventureCalendar[limit=7]#`: the player's calendar from GET /api/player/adventure (guests: a log-in prompt). */
export function AdventureCalendarWidget({ params }: WidgetProps<ParamsOf<'AdventureCalendar'>>) {
  const player = useSession((s) => s.player);
  const openAuth = useAuthPopup();
  const { status, data, dataUpdatedAt, refetch } = useQuery({ ...adventureQuery(), enabled: player !== null });
  const hydrating = useHydrating();
  const ticking = useNow(status === 'success');
  // The platform clock may run ahead (testers move it): count down from its `now`, moved on by the time since the answer.
  const now = data ? Date.parse(data.now) + (ticking - dataUpdatedAt) : ticking;
  return (
    <AdventureCalendar
      status={player === null ? 'guest' : hydrating ? 'pending' : status}
      adventure={data ?? null}
      now={now}
      currency={player?.currency}
      limit={params.limit}
      onLogin={() => void openAuth('sign-in')}
      onRetry={() => void refetch()}
    />
  );
}
